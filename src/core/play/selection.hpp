// The cells a player has selected (drag, Ctrl+click, Shift+arrows): UI state the app keeps
// beside the cursor, and the cells a move on many cells acts on (Move::on_cells).
#pragma once

#include <vector>

#include "core/base/types.hpp"

namespace sudoku::core {

class Selection {
  public:
    // Only `c` (a plain click or arrow).
    void select_only(Cell c) { m_cells.assign(1, c); }
    // Adds `c` (drag, Shift+arrow); false when it was already selected.
    bool add(Cell c);
    // Adds or removes `c` (Ctrl+click); never leaves the selection empty of `c`'s last cell.
    void toggle(Cell c);
    void clear() { m_cells.clear(); }

    [[nodiscard]] bool contains(Cell c) const;
    [[nodiscard]] bool empty() const { return m_cells.empty(); }
    [[nodiscard]] std::size_t size() const { return m_cells.size(); }
    // Ascending and distinct, as Move::cells wants them.
    [[nodiscard]] const std::vector<Cell>& cells() const { return m_cells; }

  private:
    std::vector<Cell> m_cells;  // sorted
};

}  // namespace sudoku::core
