// The solver options shared by solve, trace and bench: --algo, --order, --seed, the heuristic
// switches --var, --val and --infer, and --column-rule for dlx.
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
inline const OptionSpec kSeedOption{
    "--seed", "S", "seed for the random orders (--order, --val, --var; default 0)"};
inline const OptionSpec kVarOption{
    "--var", "VAR",
    "variable order: row-major (naive's), mrv, mrv-degree (ties: most empty peers) or random;\n"
    "any of --var, --val, --infer runs the configurable step search (from --algo's switches)"};
inline const OptionSpec kValOption{"--val", "VAL",
                                   "value order: asc, lcv (least constraining first) or random"};
inline const OptionSpec kInferOption{
    "--infer", "INFER",
    "after each placement: none, fc (forward checking), naked (+ naked singles), hidden\n"
    "(+ hidden singles: propagate's) or ac3 (arc consistency)"};

struct SolverChoice {
    bool fast = true;  // the fast solver; otherwise the step solver `step.algorithm`
    core::StepSolverOptions step;
};

// Reads --algo (fast allowed only when `allow_fast`; default fast if allowed, else naive),
// --order, --seed, --column-rule (only with --algo dlx) and the switches (which need a step
// search: with them --algo defaults to naive, and fast is an error). Errors name the bad value.
[[nodiscard]] core::Result<SolverChoice> read_solver_choice(const Args& args, bool allow_fast);

}  // namespace sudoku::cli
