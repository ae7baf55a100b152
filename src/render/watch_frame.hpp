// What one picture shows: a board and, for a moment of a Watch search, its marks (the event
// just played, the depth that placed each value, candidates, counters, stack). Plain data, so
// the painter never touches a solver and a worker thread can build frames on its own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/board.hpp"
#include "core/search/solver_player.hpp"

namespace sudoku::render {

struct WatchFrame {
    core::Board board;      // what is on the board now
    core::Board start;      // the givens (drawn in the given colour)
    bool watching = false;  // false: a plain puzzle, no marks, no counters
    core::Algorithm algorithm = core::Algorithm::Naive;
    std::uint64_t position = 0;              // events played
    std::optional<core::Step> last{};        // the event that led here
    std::vector<std::uint8_t> cell_depth{};  // depth that placed each value (0 = given/none)
    std::vector<core::Mask> candidates{};    // mrv/propagate: candidates of empty cells
    std::vector<std::pair<core::Cell, core::Digit>> struck{};  // candidates just eliminated
    std::vector<core::StackFrame> stack{};
    // Values the deepest level has already tried and lost in its cell (naive and mrv; the
    // value being tried now is not among them).
    core::Cell tried_cell = core::kNoCell;
    core::Mask tried = 0;
    core::SearchCounters counters{};
    int empties = 0;        // empty cells at the start: the deepest level
    bool finished = false;  // the search has no more events
};

// The puzzle alone.
[[nodiscard]] WatchFrame plain_frame(const core::Board& board);
// The player's position as the Watch screen shows it (rebuilds the solver's state there).
[[nodiscard]] WatchFrame watch_frame(core::SolverPlayer& player);

}  // namespace sudoku::render
