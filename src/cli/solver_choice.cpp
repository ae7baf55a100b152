#include "cli/solver_choice.hpp"

namespace sudoku::cli {

core::Result<SolverChoice> read_solver_choice(const Args& args, bool allow_fast) {
    SolverChoice choice;
    auto algo = allow_fast
                    ? args.choice("--algo", "fast", {"fast", "naive", "mrv", "propagate", "dlx"})
                    : args.choice("--algo", "naive", {"naive", "mrv", "propagate", "dlx"});
    if (!algo) return algo.error();
    choice.fast = *algo == "fast";
    if (!choice.fast) choice.step.algorithm = *core::parse_algorithm(*algo);
    auto order = args.choice("--order", "asc", {"asc", "random"});
    if (!order) return order.error();
    choice.step.order = *order == "random" ? core::ValueOrder::Random : core::ValueOrder::Ascending;
    auto seed = args.number("--seed", 0, 0, UINT64_MAX);
    if (!seed) return seed.error();
    choice.step.seed = *seed;
    auto rule = args.choice("--column-rule", "fewest", {"fewest", "first"});
    if (!rule) return rule.error();
    if (args.value("--column-rule") &&
        (choice.fast || choice.step.algorithm != core::Algorithm::Dlx))
        return core::unspecified_error("--column-rule " + *rule + ": only --algo dlx has columns");
    choice.step.column_rule = *core::parse_column_rule(*rule);
    return choice;
}

}  // namespace sudoku::cli
