// The solver options shared by solve, trace and bench: --algo, --order, --seed.
#pragma once

#include <cstdint>

#include "cli/args.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::cli {

inline const OptionSpec kAlgoAnyOption{"--algo", "ALGO", "fast (default), naive, mrv or propagate"};
inline const OptionSpec kAlgoStepOption{"--algo", "ALGO", "naive (default), mrv or propagate"};
inline const OptionSpec kOrderOption{"--order", "ORDER",
                                     "value order: asc (default, as the lessons) or random"};
inline const OptionSpec kSeedOption{"--seed", "S", "seed for --order random (default 0)"};

struct SolverChoice {
    bool fast = true;  // the fast solver; otherwise the step solver `step.algorithm`
    core::StepSolverOptions step;
};

// Reads --algo (fast allowed only when `allow_fast`; default fast if allowed, else naive),
// --order and --seed. Errors name the bad value.
[[nodiscard]] core::Result<SolverChoice> read_solver_choice(const Args& args, bool allow_fast);

}  // namespace sudoku::cli
