// sudoku-cli validate: is each puzzle a proper Sudoku (valid givens, exactly one solution)?
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "validate",
    "[FILE|-]...",
    "Checks each puzzle and prints one line per puzzle: 'ok' (exactly one solution),\n"
    "'multiple' (more than one), 'unsolvable', or 'invalid: line N: <reason>' (a malformed\n"
    "line, or conflicting givens naming both cells and their row, column, box or diagonal).\n"
    "Exit 0 only when every puzzle is ok; 3 when a search hit --max-nodes or --max-seconds\n"
    "(the line is then 'stopped: ...').",
    {kMaxNodesOption, kMaxSecondsOption},
};

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto budget = read_search_budget(*args);
    if (!budget) return usage_error(kSpec, i18n::english(budget.error()));
    return run_per_puzzle(kSpec, *args, [&](const PuzzleContext& context, std::ostream& out) {
        // Two solutions settle it: an empty grid is 'multiple' as soon as a second one appears.
        const auto result = fast_solve_within(context.board, {.solution_limit = 2}, *budget, out);
        if (!result) return Outcome::Stopped;
        switch (result->solutions) {
            case 0:
                out << "unsolvable\n";
                return Outcome::Failed;
            case 1:
                out << "ok\n";
                return Outcome::Ok;
            default:
                out << "multiple\n";
                return Outcome::Failed;
        }
    });
}

}  // namespace

SUDOKU_CLI_COMMAND("validate", "check puzzles: ok, multiple, unsolvable or invalid", run);

}  // namespace sudoku::cli
