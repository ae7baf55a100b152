// sudoku-cli show: the current board of a puzzle file (its first puzzle) as a puzzle line.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "core/text/grid_text.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/text/text_formats.hpp"
#include "i18n/describe.hpp"
#include "io/display_path.hpp"
#include "io/game_file.hpp"
#include "io/save_file.hpp"
#include "io/text_encoding.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "show",
    "[FILE|-]",
    "Prints the board of a puzzle file (its first puzzle, in any text format: puzzle line,\n"
    "grid or Python list; standard input when no FILE is given) as a puzzle line, or as a\n"
    "grid with --pretty. For a save file (JSON) it prints the board as it stands in the game:\n"
    "the givens plus the moves up to the undo cursor.",
    {{"--pretty", nullptr, "print the board as a grid (the lessons' print) instead"}},
    0,
    1,
};

void print_board(const core::Board& board, bool pretty) {
    if (pretty)
        std::cout << core::format_pretty(board);
    else
        std::cout << core::format_puzzle_line(board) << "\n";
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    const std::string operand = args->operands().empty() ? "-" : args->operands().front();
    auto text = read_source(operand);
    if (!text) {
        std::cerr << "sudoku-cli: show: " << i18n::english(text.error()) << "\n";
        return kExitUsage;
    }
    if (auto problem = io::save_text_problem(*text)) {
        std::cerr << "sudoku-cli: show: "
                  << (operand == "-" ? "standard input" : io::display_path(operand)) << ": "
                  << i18n::english(*problem) << "\n";
        return kExitFailed;
    }
    // A save file shows its current board: the givens plus the moves up to the undo cursor.
    if (io::looks_like_save(*text)) {
        // A file goes through io's reader (size limit before reading, path in its errors).
        auto game = operand == "-" ? io::load_from_text(*text) : io::read_save(operand);
        if (!game) {
            std::cerr << "sudoku-cli: show: bad save file: "
                      << (operand == "-" ? "standard input: " : "") << i18n::english(game.error())
                      << "\n";
            return kExitFailed;
        }
        print_board(game->board(), args->flag("--pretty"));
        return kExitOk;
    }
    const core::ParsedText parsed = core::parse_puzzle_text(*text);
    if (parsed.puzzles.empty()) {
        std::cerr << "sudoku-cli: show: " << io::display_path(operand)
                  << ": no puzzle in the file\n";
        return kExitFailed;
    }
    const core::TextPuzzle& first = parsed.puzzles.front();
    if (!first.board.ok()) {
        std::cout << "invalid: " << i18n::english(*first.located_error()) << "\n";
        return kExitFailed;
    }
    print_board(first.board.value(), args->flag("--pretty"));
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("show", "print the board of a puzzle file", run);

}  // namespace sudoku::cli
