// sudoku-cli share: the share code (or SudokuWiki link) of a puzzle or a save's position, and
// back: a code's board, optionally written as a save file the game opens at that position.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "core/share/share_code.hpp"
#include "core/share/share_game.hpp"
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
    "share",
    "[FILE|-]",
    "Prints the share code of a puzzle file's first puzzle (any text format; standard input\n"
    "when no FILE is given) or of a save file's current position (entries and notes too): one\n"
    "line starting SL1- that the game opens with Ctrl+V or Game > Open share code. With\n"
    "--link it prints the SudokuWiki solver link instead (9x9 classic only). With --decode\n"
    "it reads a code and prints its board; --save also writes a save file that the game opens\n"
    "at exactly that position.",
    {{"--link", nullptr, "print the SudokuWiki solver link (?bd=) instead of the code"},
     {"--decode", "CODE", "print the board a share code holds (no FILE then)"},
     {"--pretty", nullptr, "with --decode: print the board as a grid instead of a puzzle line"},
     {"--save", "FILE", "with --decode: also write the position as a save file to FILE"}},
    0,
    1,
};

// The position to share: a save's current one, or a puzzle text's first puzzle at its start.
// Prints the error and returns the exit code when there is none.
std::optional<core::Position> read_position(const std::string& operand, int& exit_code) {
    auto text = read_source(operand);
    if (!text) {
        std::cerr << "sudoku-cli: share: " << i18n::english(text.error()) << "\n";
        exit_code = kExitUsage;
        return std::nullopt;
    }
    exit_code = kExitFailed;
    if (auto problem = io::save_text_problem(*text)) {
        std::cerr << "sudoku-cli: share: "
                  << (operand == "-" ? "standard input" : io::display_path(operand)) << ": "
                  << i18n::english(*problem) << "\n";
        return std::nullopt;
    }
    if (io::looks_like_save(*text)) {
        auto game = operand == "-" ? io::load_from_text(*text) : io::read_save(operand);
        if (game) return game->position();
        std::cerr << "sudoku-cli: share: bad save file: "
                  << (operand == "-" ? "standard input: " : "") << i18n::english(game.error())
                  << "\n";
        return std::nullopt;
    }
    const core::ParsedText parsed = core::parse_puzzle_text(*text);
    if (parsed.puzzles.empty()) {
        std::cerr << "sudoku-cli: share: " << io::display_path(operand)
                  << ": no puzzle in the file\n";
        return std::nullopt;
    }
    const core::TextPuzzle& first = parsed.puzzles.front();
    if (!first.board.ok()) {
        std::cerr << "sudoku-cli: share: " << i18n::english(*first.located_error()) << "\n";
        return std::nullopt;
    }
    return core::Position::start(first.board.value());
}

int print_link(const core::Position& position) {
    const auto link = core::sudokuwiki_link(position.digits);
    if (!link) {
        std::cerr << "sudoku-cli: share: " << i18n::english(link.error()) << "\n";
        return kExitFailed;
    }
    std::cout << *link << "\n";
    return kExitOk;
}

int decode(const Args& args, const std::string& code) {
    const auto position = core::decode_share_code(code);
    if (!position) {
        std::cerr << "sudoku-cli: share: bad share code: " << i18n::english(position.error())
                  << "\n";
        return kExitUsage;
    }
    if (args.flag("--link")) return print_link(*position);
    if (const auto out = args.value("--save")) {
        auto game = core::game_from_position(*position);
        if (!game) {
            std::cerr << "sudoku-cli: share: cannot play this position: "
                      << i18n::english(game.error()) << "\n";
            return kExitFailed;
        }
        game->set_difficulty("custom");
        if (auto error = io::write_save(*out, *game)) {
            std::cerr << "sudoku-cli: share: " << i18n::english(*error) << "\n";
            return kExitUsage;
        }
    }
    if (args.flag("--pretty"))
        std::cout << core::format_pretty(position->digits);
    else
        std::cout << core::format_puzzle_line(position->digits) << "\n";
    return kExitOk;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    if (const auto code = args->value("--decode")) {
        if (!args->operands().empty())
            return usage_error(kSpec, "--decode reads the code, not a FILE");
        return decode(*args, *code);
    }
    for (const char* option : {"--save", "--pretty"})
        if (args->value(option) || args->flag(option))
            return usage_error(kSpec, std::string(option) + " goes with --decode");
    const std::string operand = args->operands().empty() ? "-" : args->operands().front();
    int exit_code = kExitOk;
    const auto position = read_position(operand, exit_code);
    if (!position) return exit_code;
    if (args->flag("--link")) return print_link(*position);
    std::cout << core::encode_share_code(*position) << "\n";
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("share", "print or read a share code (a whole position as one line)", run);

}  // namespace sudoku::cli
