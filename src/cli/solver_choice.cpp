#include "cli/solver_choice.hpp"

namespace sudoku::cli {

core::Result<SolverChoice> read_solver_choice(const Args& args, bool allow_fast) {
    SolverChoice choice;
    auto algo = allow_fast ? args.choice("--algo", "fast", {"fast", "naive", "mrv", "propagate"})
                           : args.choice("--algo", "naive", {"naive", "mrv", "propagate"});
    if (!algo) return algo.error();
    choice.fast = *algo == "fast";
    if (!choice.fast) choice.step.algorithm = *core::parse_algorithm(*algo);
    auto order = args.choice("--order", "asc", {"asc", "random"});
    if (!order) return order.error();
    choice.step.order = *order == "random" ? core::ValueOrder::Random : core::ValueOrder::Ascending;
    auto seed = args.number("--seed", 0, 0, UINT64_MAX);
    if (!seed) return seed.error();
    choice.step.seed = *seed;
    return choice;
}

}  // namespace sudoku::cli
