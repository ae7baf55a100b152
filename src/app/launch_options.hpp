// The game's command line: `sudoku-lab [options] [PUZZLE_LINE | FILE]`, and the puzzle it
// names (the first lesson's `cau_do` when none is given).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/strings.hpp"
#include "app/theme.hpp"
#include "core/board.hpp"

namespace sudoku::app {

struct LaunchOptions {
    core::Board puzzle;
    std::string source{};  // where the puzzle came from, for the side panel
    float ui_scale = 1.0f;
    ThemeId theme = ThemeId::Light;
    Language language = Language::English;
    bool show_help = false;     // --help: print usage and exit
    bool frame_stats = false;   // --frame-stats: overlay + stderr summaries, continuous frames
    std::string write_board{};  // --write-board FILE: the final board as a puzzle line at exit
};

// The lessons' first puzzle (000_..., `cau_do`) as a puzzle line.
inline constexpr const char* kDefaultPuzzle =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

// Parses the arguments after the program name. Errors name the bad option or why the puzzle
// argument is neither a readable file nor a valid puzzle line.
[[nodiscard]] core::Result<LaunchOptions> parse_launch_options(
    const std::vector<std::string>& args);

// The puzzle named by PUZZLE_LINE | FILE: an existing file is read (first puzzle line in it),
// anything else is parsed as a puzzle line.
[[nodiscard]] core::Result<core::Board> load_puzzle_argument(const std::string& argument,
                                                             std::string* source = nullptr);

[[nodiscard]] const char* launch_usage();

}  // namespace sudoku::app
