#include "core/grid/board.hpp"

#include <algorithm>

namespace sudoku::core {

int Board::filled_count() const {
    return static_cast<int>(
        std::count_if(m_cells.begin(), m_cells.end(), [](Digit d) { return d != kEmpty; }));
}

Mask Board::candidates(Cell c) const {
    Mask used = 0;
    for (Cell p : m_layout->peers(c))
        used |= digit_bit(m_cells[p]);
    return m_layout->all_digits() & ~used;
}

bool Board::is_consistent() const {
    for (const Unit& unit : m_layout->units()) {
        Mask seen = 0;
        for (Cell c : unit.cells) {
            const Digit d = m_cells[c];
            if (d == kEmpty) continue;
            if (seen & digit_bit(d)) return false;
            seen |= digit_bit(d);
        }
    }
    for (const Cage& cage : m_layout->cages()) {
        Mask seen = 0;
        int total = 0, empty = 0;
        for (Cell c : cage.cells) {
            const Digit d = m_cells[c];
            if (d == kEmpty) {
                ++empty;
                continue;
            }
            if (seen & digit_bit(d)) return false;
            seen |= digit_bit(d);
            total += d;
        }
        // The empty cells must still be able to make up the rest of the sum.
        if (!cage_sum_in_reach(cage.sum - total, empty, m_layout->all_digits() & ~seen))
            return false;
    }
    return true;
}

bool Board::agrees_with(const Board& other) const {
    if (other.cell_count() != cell_count()) return false;
    for (int c = 0; c < cell_count(); ++c)
        if (m_cells[c] != kEmpty && other.m_cells[c] != m_cells[c]) return false;
    return true;
}

}  // namespace sudoku::core
