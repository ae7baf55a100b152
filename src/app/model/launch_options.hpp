// The game's command line: `sudoku-lab [options] [PUZZLE_LINE | FILE]` (read with CLI11), and
// the game it names.
// With no puzzle the App resumes the autosave, or starts the first lesson's `cau_do`.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "app/i18n/strings.hpp"
#include "app/session/theme_id.hpp"
#include "app/session/watch_launch.hpp"
#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"

namespace sudoku::app {

struct LaunchOptions {
    // PUZZLE_LINE | FILE; none: resume the autosave (else the lesson puzzle).
    std::optional<core::Game> game{};
    core::BranchTree branches{};  // the what-if branches of a save given on the command line
    std::string source{};         // where the game came from, for the status line
    std::string save_path{};      // FILE was a save file: Ctrl+S writes back to it
    // FILE could not be opened: the window still starts (with the autosave or the lesson) and
    // shows this in a dialog, so a double-clicked corrupt save explains itself.
    std::optional<core::Error> open_error{};
    // Given on the command line: win over settings.json for this run (and are not saved).
    std::optional<float> ui_scale{};
    std::optional<ThemeId> theme{};
    std::optional<Language> language{};
    bool show_help = false;     // --help: print usage and exit
    bool show_version = false;  // --version: print "sudoku-lab <version>" and exit
    bool frame_stats = false;   // --frame-stats: overlay + stderr summaries, continuous frames
    std::string write_board{};  // --write-board FILE: the final board as a puzzle line at exit
    WatchLaunch watch{};        // --watch ALGO and the other Watch mode options
};

// The lessons' first puzzle (000_..., `cau_do`) as a puzzle line.
inline constexpr const char* kDefaultPuzzle =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";
inline constexpr const char* kDefaultSource = "cau_do (lesson 000)";
// The status line's source for a puzzle line given as an argument, and for a resumed game; the
// status line shows these (and kDefaultSource) in the player's language.
inline constexpr const char* kCommandLineSource = "command line";
inline constexpr const char* kAutosaveSource = "autosave";

// A new game on the lesson puzzle.
[[nodiscard]] core::Game lesson_game();

// A puzzle given at launch is solved before the window exists, so its search gets a short
// bound: one that needs longer opens the window with an explanation instead, and Game > Open
// searches on a worker, with Cancel. (A grid too open to answer is said so sooner.)
inline constexpr std::chrono::milliseconds kLaunchSearchLimit{3000};

// Parses the arguments after the program name. Errors name the bad option or, for a
// PUZZLE_LINE that is not a file, why it is not a puzzle that can be played. A FILE that
// cannot be opened, or a puzzle whose search outlasts `search_limit` or is too open to answer,
// is not an error here: see LaunchOptions::open_error.
[[nodiscard]] core::Result<LaunchOptions> parse_launch_options(
    const std::vector<std::string>& args,
    std::chrono::milliseconds search_limit = kLaunchSearchLimit);

[[nodiscard]] const char* launch_usage();

}  // namespace sudoku::app
