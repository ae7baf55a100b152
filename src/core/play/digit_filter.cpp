#include "core/play/digit_filter.hpp"

namespace sudoku::core {

std::vector<FilterCell> digit_filter(const Board& board, Digit digit) {
    std::vector<FilterCell> out(board.cell_count(), FilterCell::Blocked);
    for (int i = 0; i < board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (board.at(c) == digit)
            out[i] = FilterCell::Holds;
        else if (board.at(c) == kEmpty && (board.candidates(c) & digit_bit(digit)) != 0)
            out[i] = FilterCell::Open;
    }
    return out;
}

}  // namespace sudoku::core
