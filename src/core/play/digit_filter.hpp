// The digit filter (Good Sudoku, HoDoKu): for one digit, where it can still go, which cells
// hold it and which see it. The board view highlights and greys cells from it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

enum class FilterCell : std::uint8_t {
    Open,     // empty, and no peer holds the digit: it can still go here
    Holds,    // the cell holds the digit
    Blocked,  // another digit, or empty but a peer holds the digit (the cell sees it)
};

// One entry per cell; the digit must be 1..N.
[[nodiscard]] std::vector<FilterCell> digit_filter(const Board& board, Digit digit);

}  // namespace sudoku::core
