// Which cell holds each digit in each unit: a rule check and the peer it conflicts with cost
// O(units of the cell) instead of a scan of every peer, which is what lets naive run fast.
#pragma once

#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

class UnitOccupancy {
  public:
    struct Holder {
        Cell cell = kNoCell;  // the peer holding the digit, kNoCell when none does
        int unit = -1;        // index into Layout::units() of the unit it was found in
    };

    UnitOccupancy() = default;
    // Records every digit of the board; the board must be consistent (validate_givens).
    explicit UnitOccupancy(const Board& board);

    // The first unit of c (units_of order: row, column, box, extras) already holding d.
    [[nodiscard]] Holder find_holder(Cell c, Digit d) const {
        for (const int u : m_layout->units_of(c)) {
            const Cell h = m_holder[u * m_stride + d];
            if (h != kNoCell) return {h, u};
        }
        return {};
    }
    // Digits that no unit of c holds: c's legal values when c is empty.
    [[nodiscard]] Mask legal(Cell c) const {
        Mask used = 0;
        for (const int u : m_layout->units_of(c))
            used |= m_used[u];
        return m_layout->all_digits() & ~used;
    }
    // Digits placed in unit u.
    [[nodiscard]] Mask used(int u) const { return m_used[u]; }

    void place(Cell c, Digit d) {
        for (const int u : m_layout->units_of(c)) {
            m_holder[u * m_stride + d] = c;
            m_used[u] |= digit_bit(d);
        }
    }
    void remove(Cell c, Digit d) {
        for (const int u : m_layout->units_of(c)) {
            m_holder[u * m_stride + d] = kNoCell;
            m_used[u] &= ~digit_bit(d);
        }
    }

  private:
    // Kept alive by the Board that every owner of an occupancy also holds.
    // Copies share it too: layouts are immutable and shared between boards.
    const Layout* m_layout = nullptr;
    int m_stride = 0;            // N + 1: digits index 1..N
    std::vector<Cell> m_holder;  // [unit * stride + digit] -> cell or kNoCell
    std::vector<Mask> m_used;    // per unit: digits placed
};

}  // namespace sudoku::core
