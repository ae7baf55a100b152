// The tallies of one attempt at a game (mistakes, hints, shown solution, clock): kept beside the
// history, which restores the board, so that undo cannot give them back.
#pragma once

#include <cstdint>

namespace sudoku::core {

// One attempt's tallies, which undo does not give back: a player cannot undo a mistake or a
// hint away, and the clock keeps running while the grid is not complete. Restart begins a new
// attempt with fresh tallies. Saved as is.
struct GameTally {
    int mistakes = 0;
    int hints_used = 0;
    bool solution_shown = false;  // show solution or a solver's grid was used: not a fair win
    // The grid was completed once in this attempt, and that result was given (statistics,
    // celebration): completing it again after an undo is not a second result. Whether the game
    // is solved now is the board's business (Game::completed).
    bool completed = false;
    std::int64_t elapsed_ms = 0;
    bool operator==(const GameTally&) const = default;
};

}  // namespace sudoku::core
