// A trace worksheet for class: the first N moves of a step search as table rows (cell, value
// tried, outcome) that students fill in by hand and the answer page prints filled in.
#pragma once

#include <cstdint>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/board.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::core {

// What became of one move. A Try and the Place or Reject that answers it make one row.
enum class WorksheetOutcome : std::uint8_t {
    Placed,    // the value fits and is written
    Forced,    // propagate: written without a try, the cell's or unit's only place
    Rejected,  // a peer (conflict) already holds the value
    Struck,    // propagate: the value is struck from the cell's candidates
    DeadEnd,   // the cell has no value left: back up
    Erased,    // a backtrack erases the value again
    Solved,    // the board is full
};

struct WorksheetRow {
    Cell cell = kNoCell;
    Digit digit = 0;  // 0 for a dead end
    WorksheetOutcome outcome = WorksheetOutcome::Placed;
    Cell conflict = kNoCell;  // Rejected: the peer holding the value
};

// The most rows a worksheet holds: five pages of table.
inline constexpr int kMaxWorksheetRows = 200;

// The first `rows` rows of `algorithm`'s search from `start` (fewer when the search ends).
// Errors: conflicting givens (named), or rows outside 1..kMaxWorksheetRows.
[[nodiscard]] Result<std::vector<WorksheetRow>> worksheet_rows(const Board& start,
                                                               Algorithm algorithm, int rows);

}  // namespace sudoku::core
