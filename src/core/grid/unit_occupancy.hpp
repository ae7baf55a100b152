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
        int cage = -1;        // Killer: the cage that refuses (a mate holds it: `cell`; or
                              // its sum cannot be made with it: no `cell`)
        [[nodiscard]] bool refuses() const { return cell != kNoCell || cage >= 0; }
    };

    UnitOccupancy() = default;
    // Records every digit of the board; the board must be consistent (validate_givens).
    explicit UnitOccupancy(const Board& board);

    // The first unit of c (units_of order: row, column, box, extras) already holding d; then
    // c's cage, which refuses d when a mate holds it or its sum cannot be made with d.
    [[nodiscard]] Holder find_holder(Cell c, Digit d) const {
        for (const int u : m_layout->units_of(c)) {
            const Cell h = m_holder[u * m_stride + d];
            if (h != kNoCell) return {h, u};
        }
        const int k = m_layout->cage_of(c);
        if (k < 0) return {};
        const Cell mate = m_cage_holder[k * m_stride + d];
        if (mate != kNoCell) return {mate, -1, k};
        if ((cage_allows(k) & digit_bit(d)) == 0) return {kNoCell, -1, k};
        return {};
    }
    // Digits that no unit of c holds (nor, in Killer, its cage, and with which the cage's sum
    // can still be made): c's legal values when c is empty.
    [[nodiscard]] Mask legal(Cell c) const {
        Mask used = 0;
        for (const int u : m_layout->units_of(c))
            used |= m_used[u];
        const Mask free = m_layout->all_digits() & ~used;
        const int k = m_layout->cage_of(c);
        return k < 0 ? free : free & cage_allows(k);
    }
    // Killer: the digits one more empty cell of cage k may take so that its sum can still be
    // made by its other empty cells (with distinct digits not yet in the cage).
    [[nodiscard]] Mask cage_allows(int k) const;
    // Digits placed in unit u.
    [[nodiscard]] Mask used(int u) const { return m_used[u]; }

    void place(Cell c, Digit d) {
        for (const int u : m_layout->units_of(c)) {
            m_holder[u * m_stride + d] = c;
            m_used[u] |= digit_bit(d);
        }
        if (const int k = m_layout->cage_of(c); k >= 0) {
            m_cage_holder[k * m_stride + d] = c;
            m_cage_used[k] |= digit_bit(d);
            m_cage_total[k] += d;
            --m_cage_open[k];
        }
    }
    void remove(Cell c, Digit d) {
        for (const int u : m_layout->units_of(c)) {
            m_holder[u * m_stride + d] = kNoCell;
            m_used[u] &= ~digit_bit(d);
        }
        if (const int k = m_layout->cage_of(c); k >= 0) {
            m_cage_holder[k * m_stride + d] = kNoCell;
            m_cage_used[k] &= ~digit_bit(d);
            m_cage_total[k] -= d;
            ++m_cage_open[k];
        }
    }

  private:
    // Kept alive by the Board that every owner of an occupancy also holds.
    // Copies share it too: layouts are immutable and shared between boards.
    const Layout* m_layout = nullptr;
    int m_stride = 0;            // N + 1: digits index 1..N
    std::vector<Cell> m_holder;  // [unit * stride + digit] -> cell or kNoCell
    std::vector<Mask> m_used;    // per unit: digits placed
    // Killer, per cage: who holds each digit, digits placed, their total, empty cells left.
    std::vector<Cell> m_cage_holder;
    std::vector<Mask> m_cage_used;
    std::vector<int> m_cage_total;
    std::vector<int> m_cage_open;
};

}  // namespace sudoku::core
