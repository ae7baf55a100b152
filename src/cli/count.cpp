// sudoku-cli count: how many solutions each puzzle has, up to a limit.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kMaxLimit = 1'000'000'000;

const CommandSpec kSpec{
    "count",
    "[FILE|-]...",
    "Counts the solutions of each puzzle, stopping at the limit, and prints one number per\n"
    "puzzle (or 'invalid: line N: <reason>'). Exit 1 when some puzzle is invalid or has no\n"
    "solution. A search that hits --max-nodes or --max-seconds prints 'stopped: ...' (exit 3).",
    {{"--limit", "K", "stop counting at K solutions (default 2: enough to prove uniqueness)"},
     kMaxNodesOption,
     kMaxSecondsOption},
};

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto limit = args->number("--limit", 2, 1, kMaxLimit);
    if (!limit) return usage_error(kSpec, i18n::english(limit.error()));
    auto budget = read_search_budget(*args);
    if (!budget) return usage_error(kSpec, i18n::english(budget.error()));

    return run_per_puzzle(kSpec, *args, [&](const PuzzleContext& context, std::ostream& out) {
        const core::Board& puzzle = context.board;
        core::FastSolveOptions options;
        options.solution_limit = static_cast<int>(*limit);
        const auto result = fast_solve_within(puzzle, options, *budget, out);
        if (!result) return Outcome::Stopped;
        const int solutions = result->solutions;
        out << solutions << "\n";
        return solutions > 0 ? Outcome::Ok : Outcome::Failed;
    });
}

}  // namespace

SUDOKU_CLI_COMMAND("count", "count solutions up to a limit (default 2)", run);

}  // namespace sudoku::cli
