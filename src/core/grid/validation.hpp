// Checks a board against the rules: conflicting digits in a unit, with messages naming both cells.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

struct Conflict {
    Cell first = kNoCell;   // the earlier cell in row-major order
    Cell second = kNoCell;  // the later cell holding the same digit
    int unit = -1;          // index into layout().units() of the first unit both share
};

// Every pair of equal digits sharing a unit, each pair once (in its first shared unit),
// ordered by (first, second).
[[nodiscard]] std::vector<Conflict> find_conflicts(const Board& board);

// "r1c1 and r1c5 both hold 7 in row 1" (ErrorCode::ConflictPair around the unit's phrase).
[[nodiscard]] Error conflict_error(const Board& board, const Conflict& conflict);

// Why an empty cell has no value left: for each digit 1..N (index d; index 0 unused), the first
// peer (in Layout::peers order) that holds it, or kNoCell when no peer does. Watch mode draws
// these at a dead end.
[[nodiscard]] std::vector<Cell> digit_holders(const Board& board, Cell cell);

// nullopt when the givens are consistent; otherwise "conflicting givens: <first conflict>"
// plus how many more there are.
[[nodiscard]] std::optional<Error> validate_givens(const Board& board);

}  // namespace sudoku::core
