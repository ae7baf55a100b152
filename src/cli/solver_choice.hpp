// The solver options shared by solve, trace and bench: --algo, --order, --seed, and
// --column-rule for dlx.
#pragma once

#include <cstdint>

#include "cli/args.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::cli {

inline const OptionSpec kAlgoAnyOption{"--algo", "ALGO",
                                       "fast (default), naive, mrv, propagate or dlx"};
inline const OptionSpec kAlgoStepOption{"--algo", "ALGO", "naive (default), mrv, propagate or dlx"};
inline const OptionSpec kColumnRuleOption{
    "--column-rule", "RULE",
    "dlx: the column Algorithm X branches on: fewest (default, Knuth's) or first"};
inline const OptionSpec kOrderOption{"--order", "ORDER",
                                     "value order: asc (default, as the lessons) or random"};
inline const OptionSpec kSeedOption{"--seed", "S", "seed for --order random (default 0)"};

struct SolverChoice {
    bool fast = true;  // the fast solver; otherwise the step solver `step.algorithm`
    core::StepSolverOptions step;
};

// Reads --algo (fast allowed only when `allow_fast`; default fast if allowed, else naive),
// --order, --seed and --column-rule (only with --algo dlx). Errors name the bad value.
[[nodiscard]] core::Result<SolverChoice> read_solver_choice(const Args& args, bool allow_fast);

}  // namespace sudoku::cli
