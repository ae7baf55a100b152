// A grid of digits on a layout: the givens of a puzzle, a player's position, a solver's state.
#pragma once

#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

class Board {
  public:
    explicit Board(LayoutPtr layout)
        : m_layout(std::move(layout)), m_cells(m_layout->cell_count(), kEmpty) {}
    Board(LayoutPtr layout, std::vector<Digit> cells)
        : m_layout(std::move(layout)), m_cells(std::move(cells)) {}

    [[nodiscard]] const Layout& layout() const { return *m_layout; }
    [[nodiscard]] const LayoutPtr& layout_ptr() const { return m_layout; }
    [[nodiscard]] int size() const { return m_layout->size(); }
    [[nodiscard]] int cell_count() const { return static_cast<int>(m_cells.size()); }

    [[nodiscard]] Digit at(Cell c) const { return m_cells[c]; }
    [[nodiscard]] Digit at(int row, int col) const { return m_cells[m_layout->cell_at(row, col)]; }
    void set(Cell c, Digit d) { m_cells[c] = d; }
    [[nodiscard]] const std::vector<Digit>& cells() const { return m_cells; }

    [[nodiscard]] int filled_count() const;
    [[nodiscard]] int empty_count() const { return cell_count() - filled_count(); }
    [[nodiscard]] bool is_full() const { return filled_count() == cell_count(); }

    // Digits that no peer of c holds (c's own digit is ignored).
    [[nodiscard]] Mask candidates(Cell c) const;
    // True when every unit and cage holds each digit at most once and every cage's digits can
    // still (or do) make its sum.
    [[nodiscard]] bool is_consistent() const;
    // Full and consistent.
    [[nodiscard]] bool is_solved() const { return is_full() && is_consistent(); }
    // Every digit of `other` that is filled here is equal there (other extends this board).
    [[nodiscard]] bool agrees_with(const Board& other) const;

    // Same layout spec and same digits.
    bool operator==(const Board& other) const {
        return m_cells == other.m_cells && m_layout->spec() == other.m_layout->spec();
    }

  private:
    LayoutPtr m_layout;
    std::vector<Digit> m_cells;
};

}  // namespace sudoku::core
