// sudoku-cli show: the current board of a puzzle file (its first puzzle) as a puzzle line.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "core/grid_text.hpp"
#include "core/puzzle_line.hpp"
#include "core/text_formats.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "show",
    "[FILE|-]",
    "Prints the board of a puzzle file (its first puzzle, in any text format: puzzle line,\n"
    "grid or Python list; standard input when no FILE is given) as a puzzle line, or as a\n"
    "grid with --pretty.",
    {{"--pretty", nullptr, "print the board as a grid (the lessons' print) instead"}},
    0,
    1,
};

// Save files (JSON) open with '{'.
bool is_save_file(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{';
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    const std::string operand = args->operands().empty() ? "-" : args->operands().front();
    auto text = read_source(operand);
    if (!text) {
        std::cerr << "sudoku-cli: show: " << text.message() << "\n";
        return kExitUsage;
    }
    // Hook for the save-file reader (src/io): load the save and print its current board here.
    if (is_save_file(*text)) {
        std::cerr << "sudoku-cli: show: " << operand << ": save files are not supported yet\n";
        return kExitFailed;
    }
    const core::ParsedText parsed = core::parse_puzzle_text(*text);
    if (parsed.puzzles.empty()) {
        std::cerr << "sudoku-cli: show: " << operand << ": no puzzle in the file\n";
        return kExitFailed;
    }
    const core::TextPuzzle& first = parsed.puzzles.front();
    if (!first.board.ok()) {
        std::cout << "invalid: " << first.error_text() << "\n";
        return kExitFailed;
    }
    if (args->flag("--pretty")) {
        std::cout << core::format_pretty(first.board.value());
    } else {
        std::cout << core::format_puzzle_line(first.board.value()) << "\n";
    }
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("show", "print the board of a puzzle file", run);

}  // namespace sudoku::cli
