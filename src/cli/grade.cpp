// sudoku-cli grade: each puzzle's human difficulty (the hardest technique its logical solve
// needs) with the techniques used and the cost of the mrv backtracking search.
#include <cstdint>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "core/logic/logic_text.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kDefaultMrvLimit = 20'000'000;

const CommandSpec kSpec{
    "grade",
    "[FILE|-]...",
    "Grades each puzzle and prints one line per puzzle: the level (easy: singles; medium:\n"
    "+ pointing/claiming; hard: + naked/hidden subsets; expert: + fish, wings, colouring,\n"
    "forcing chains, Nishio; evil: logic gets stuck, guessing needed), steps=N, how often each\n"
    "technique was used, and the mrv search cost (mrv-placements, mrv-backtracks; '+' when the\n"
    "search hit its step limit). A puzzle with no solution prints 'unsolvable'; one with several\n"
    "solutions gets ' solutions=multiple' appended. Exit 1 unless every puzzle has exactly one\n"
    "solution.",
    {{"--no-mrv", nullptr, "skip the mrv search cost"},
     {"--mrv-limit", "K", "stop the mrv search after K events (default 20000000)"},
     kMaxNodesOption,
     kMaxSecondsOption},
};

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto limit = args->number("--mrv-limit", kDefaultMrvLimit, 1, UINT64_MAX);
    if (!limit) return usage_error(kSpec, i18n::english(limit.error()));
    auto budget = read_search_budget(*args);
    if (!budget) return usage_error(kSpec, i18n::english(budget.error()));
    core::GradeOptions options;
    options.mrv_cost = !args->flag("--no-mrv");
    options.mrv_step_limit = *limit;

    return run_per_puzzle(kSpec, *args, [&](const PuzzleContext& context, std::ostream& out) {
        const auto count = fast_solve_within(context.board, {.solution_limit = 2}, *budget, out);
        if (!count) return Outcome::Stopped;
        const int solutions = count->solutions;
        if (solutions == 0) {
            out << "unsolvable\n";
            return Outcome::Failed;
        }
        auto report = core::grade_puzzle(context.board, options);
        if (!report) {  // run_per_puzzle has already rejected conflicting givens
            out << "invalid: " << context.input.where() << ": " << i18n::english(report.error())
                << "\n";
            return Outcome::Failed;
        }
        out << core::grade_summary(*report) << (solutions > 1 ? " solutions=multiple" : "") << "\n";
        return solutions == 1 ? Outcome::Ok : Outcome::Failed;
    });
}

}  // namespace

SUDOKU_CLI_COMMAND("grade", "grade puzzles: easy, medium, hard, expert or evil", run);

}  // namespace sudoku::cli
