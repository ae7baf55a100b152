// Save files: the puzzle plus the moves played, as JSON; loading validates every field and
// replays the moves through core::apply_move, so a loaded game is exactly the saved one.
//
// Format (version 1). Unknown keys are ignored; every listed key is checked.
// {
//   "format": "sudoku-lab-save",        required, exactly this
//   "version": 1,                       required; other versions are refused
//   "puzzle": {
//     "size": 9,                        3..25
//     "box": [3, 3],                    box rows and columns; null or absent = default shape;
//                                       must be null or absent for jigsaw puzzles
//     "regions": null,                  jigsaw: N*N piece ids 0..N-1, row-major; else null
//     "x": false, "hyper": false,       optional (default false): diagonals, hyper windows
//     "cages": [{"sum": 15,             optional (Killer Sudoku): cages with their sums and
//                "cells": [0, 1, 9]}],  cells (row-major indices); absent = no cages
//     "givens": "53..7...."             N*N symbols as in a puzzle line: 1-9, A-P, '.' empty
//   },
//   "difficulty": "easy",               optional free text for statistics (default ""), at most
//                                       kMaxSaveTextBytes bytes
//   "start": {                          optional: the position the moves start from, written
//     "digits": "534.7....",            when a game past core::kMaxHistoryMoves moves folded its
//     "notes": [0, 6, ...],             oldest ones into it: N*N symbols, N*N note masks (bit d
//     "marks": "ggu.g....",             = digit d), N*N marks (. empty, g given, u user, h hint,
//                                       s solution); absent = the puzzle's givens
//     "corners": [0, 2, ...],           version 3, optional: N*N corner-mark masks
//     "colours": [0, 3, ...],           version 3, optional: N*N cell colours 0..9 (0 = none)
//     "candidate_colours": [[5, 2, 4]]  version 3, optional: [cell, digit, colour] triples
//   },
//   "moves": [                          in the order played, including undone ones (redo tail)
//     {"kind": "set", "cell": 2, "digit": 4, "clean_notes": true},
//     {"kind": "clear", "cell": 2},     cells are row-major indices 0..N*N-1
//     {"kind": "note", "cell": 3, "digit": 6},
//     {"kind": "notes", "cell": 5, "notes": [2, 8]},
//     {"kind": "auto-notes"}, {"kind": "hint", "cell": 10}, {"kind": "show-solution"},
//     {"kind": "hint", "cell": 10, "strikes": [{"cell": 12, "digit": 7}]}   the candidates
//                                       the hint's step rules out, struck with the fill
//     {"kind": "clear-entries"},
//     {"kind": "restart", "tally_before": {"elapsed_ms": 61000, "hints_used": 1, ...}}
//                                       the attempt it ended (the top level's tally fields),
//                                       which undoing the restart brings back
//     {"kind": "solver-solution", "digits": "534678912..."}   N*N symbols, a full grid
//     {"kind": "corner", "cell": 3, "digit": 6},                   version 3: a corner mark
//     {"kind": "colour", "cell": 3, "colour": 2},                  colour 0..9, 0 = none
//     {"kind": "candidate-colour", "cell": 3, "digit": 6, "colour": 2},
//     {"kind": "set", "cells": [3, 4, 12], "digit": 5, ...}        set, clear, note, corner,
//                                       colour, candidate-colour on many cells at once:
//                                       "cells" (ascending, each once) instead of "cell"
//   ],
//   "cursor": 12,                       moves applied (0..len(moves)); the rest can be redone
//   "elapsed_ms": 83000, "hints_used": 1, "mistakes": 2,      required tallies (>= 0)
//   "solution_shown": false, "completed": false               optional (default false)
//   "branches": [                       optional (absent = none): the what-if branches
//     {"cell": 21, "digit": 7,          (core/play/branch_tree.hpp) in the order tried: the
//      "parent": -1, "depth": 1,        guess, the enclosing branch's index (-1: none) and
//      "start": 4, "moves": 3,          depth, the history cursor before the guess, the
//      "outcome": "abandoned"}          moves made in it, and "open", "kept", "abandoned" or
//   ]                                   "contradiction"
// }
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"
#include "io/file_error.hpp"
#include "io/json_file.hpp"

namespace sudoku::io {

inline constexpr std::string_view kSaveFormat = "sudoku-lab-save";
// Version 2 adds "start", the position the move list starts from once the oldest moves were
// folded into it. It is written only then, so that every other save stays readable by the
// builds that read version 1 (which would replay such moves from the givens, wrongly).
// Version 3 adds the marking moves (corner marks, colours, moves on many cells) and the
// start's corner marks and colours; written only when the game uses them, so a builds that
// know only versions 1-2 refuse it by its version, not halfway through its moves.
// "branches" needs no new version: a build that does not know it ignores it and loads the same
// game (the branches only describe the moves, which every build replays alike).
inline constexpr int kSaveVersion = 3;
inline constexpr int kSaveVersionWithStart = 2;
inline constexpr int kSaveVersionWithoutStart = 1;
// Bounds what a hostile file can make the loader do (the file size: kMaxSaveBytes in
// json_file.hpp). The writer keeps within the same bounds, so every save reads back.
inline constexpr std::size_t kMaxSaveMoves = core::kMaxHistoryMoves;
// Free text (the difficulty), in bytes: the game's own names are a few characters.
inline constexpr std::size_t kMaxSaveTextBytes = 100;
// The tallies: far beyond real play (35,000 years), small enough never to overflow.
inline constexpr std::int64_t kMaxSaveElapsedMs = core::kMaxElapsedMs;
inline constexpr std::int64_t kMaxSaveCount = core::kMaxTallyCount;
// Cells changed over the whole history (bulk moves such as auto-notes change many): caps the
// memory a loaded history can take (about 100 MB) far above any real game.
inline constexpr std::size_t kMaxSaveChangedCells = core::kMaxHistoryChanges;

// A game with its what-if branches, as the GUI saves and resumes it.
struct SavedGame {
    core::Game game;
    core::BranchTree branches;
};

[[nodiscard]] std::string save_to_text(const core::Game& game,
                                       const core::BranchTree& branches = {});
// Errors name the field ("moves[3].cell", "puzzle.givens", "cursor", "branches[2].outcome"...).
[[nodiscard]] FileResult<SavedGame> load_saved_game(std::string_view text);
// The game alone (the branches are checked all the same).
[[nodiscard]] FileResult<core::Game> load_from_text(std::string_view text);

// Atomic write with the previous save kept as "<name>.bak" (see atomic_file.hpp).
[[nodiscard]] FileStatus write_save(const std::filesystem::path& path, const core::Game& game,
                                    const core::BranchTree& branches = {});

// Reads and loads; the file is never modified. Errors name the file first.
[[nodiscard]] FileResult<SavedGame> read_saved_game(const std::filesystem::path& path);
[[nodiscard]] FileResult<core::Game> read_save(const std::filesystem::path& path);

// The current board of a save (givens plus the moves up to the cursor), for `sudoku-cli show`.
[[nodiscard]] FileResult<core::Board> load_board_from_save(const std::filesystem::path& path);

}  // namespace sudoku::io
