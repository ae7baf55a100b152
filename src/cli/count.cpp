// sudoku-cli count: how many solutions each puzzle has, up to a limit.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "cli/solver_choice.hpp"
#include "core/dlx/dlx_solver.hpp"
#include "core/fast/search_deadline.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kMaxLimit = 1'000'000'000;

const CommandSpec kSpec{
    "count",
    "[FILE|-]...",
    "Counts the solutions of each puzzle, stopping at the limit, and prints one number per\n"
    "puzzle (or 'invalid: line N: <reason>'). Exit 1 when some puzzle is invalid or has no\n"
    "solution. A search that hits --max-nodes or --max-seconds prints 'stopped: ...' (exit 3).\n"
    "--algo dlx counts by Algorithm X on dancing links instead (--max-nodes: rows chosen).",
    {{"--limit", "K", "stop counting at K solutions (default 2: enough to prove uniqueness)"},
     {"--algo", "ALGO", "fast (default) or dlx"},
     kColumnRuleOption,
     kMaxNodesOption,
     kMaxSecondsOption},
};

Outcome count_dlx(const core::Board& puzzle, std::uint64_t limit, const SearchBudget& budget,
                  core::ColumnRule rule, std::ostream& out) {
    const core::SearchDeadline deadline(static_cast<double>(budget.max_seconds));
    const auto result = core::dlx_solve(puzzle, {.rule = rule,
                                                 .solution_limit = limit,
                                                 .max_nodes = budget.max_nodes,
                                                 .cancel = deadline.flag()});
    if (!result) {
        out << "invalid: " << i18n::english(result.error()) << "\n";
        return Outcome::Failed;
    }
    if (result->stopped) {
        out << (deadline.expired() ? limit_line(budget.max_seconds, "seconds", "--max-seconds")
                                   : limit_line(budget.max_nodes, "nodes", "--max-nodes"))
            << "\n";
        return Outcome::Stopped;
    }
    out << result->solutions << "\n";
    return result->solutions > 0 ? Outcome::Ok : Outcome::Failed;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto limit = args->number("--limit", 2, 1, kMaxLimit);
    if (!limit) return usage_error(kSpec, i18n::english(limit.error()));
    auto budget = read_search_budget(*args);
    if (!budget) return usage_error(kSpec, i18n::english(budget.error()));
    auto algo = args->choice("--algo", "fast", {"fast", "dlx"});
    if (!algo) return usage_error(kSpec, i18n::english(algo.error()));
    auto choice = read_solver_choice(*args, true);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));

    return run_per_puzzle(kSpec, *args, [&](const PuzzleContext& context, std::ostream& out) {
        const core::Board& puzzle = context.board;
        if (!choice->fast) return count_dlx(puzzle, *limit, *budget, choice->step.column_rule, out);
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
