// sudoku-cli validate: is each puzzle a proper Sudoku (valid givens, exactly one solution)?
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "core/fast_solver.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "validate",
    "[FILE|-]...",
    "Checks each puzzle and prints one line per puzzle: 'ok' (exactly one solution),\n"
    "'multiple' (more than one), 'unsolvable', or 'invalid: line N: <reason>' (a malformed\n"
    "line, or conflicting givens naming both cells and their row, column, box or diagonal).\n"
    "Exit 0 only when every puzzle is ok.",
    {},
};

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    return run_per_puzzle(kSpec, *args, [](const PuzzleContext& context, std::ostream& out) {
        const core::Board& puzzle = context.board;
        switch (core::count_solutions(puzzle, 2)) {
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
