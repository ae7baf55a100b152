// Puzzles with independently known solutions, shared by the game and save-file tests.
#pragma once

#include <doctest/doctest.h>

#include <string_view>

#include "core/play/game.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"

namespace sudoku::test {

// The puzzle from Wikipedia's Sudoku article and its published solution.
inline constexpr std::string_view kWikiPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr std::string_view kWikiSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A 4x4 grid checked by hand (rows, columns and 2x2 boxes), and a puzzle with three holes.
inline constexpr std::string_view kSmallSolution = "1234341221434321";
inline constexpr std::string_view kSmallPuzzle = "1.34341221.3432.";

// A save written by hand from the format comment in save_file.hpp (not by the writer): the
// Wikipedia puzzle, four moves, the last (a hint) undone.
inline constexpr std::string_view kHandWrittenSave = R"({
  "format": "sudoku-lab-save",
  "version": 1,
  "puzzle": {"size": 9, "box": [3, 3], "regions": null, "x": false, "hyper": false,
             "givens": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
  "difficulty": "easy",
  "moves": [
    {"kind": "set", "cell": 2, "digit": 4},
    {"kind": "note", "cell": 3, "digit": 6},
    {"kind": "notes", "cell": 5, "notes": [8, 2]},
    {"kind": "hint", "cell": 6}
  ],
  "cursor": 3,
  "elapsed_ms": 61000,
  "hints_used": 1,
  "mistakes": 3
})";

inline core::Game wiki_game() {
    auto game = core::Game::start(board_of(kWikiPuzzle), board_of(kWikiSolution));
    REQUIRE(game.ok());
    return std::move(game).value();
}

inline core::Game small_game() {
    auto game = core::Game::start(board_of(kSmallPuzzle), board_of(kSmallSolution));
    REQUIRE(game.ok());
    return std::move(game).value();
}

}  // namespace sudoku::test
