#include "core/play/selection.hpp"

#include <algorithm>

namespace sudoku::core {

bool Selection::add(Cell c) {
    const auto at = std::lower_bound(m_cells.begin(), m_cells.end(), c);
    if (at != m_cells.end() && *at == c) return false;
    m_cells.insert(at, c);
    return true;
}

void Selection::toggle(Cell c) {
    const auto at = std::lower_bound(m_cells.begin(), m_cells.end(), c);
    if (at == m_cells.end() || *at != c)
        m_cells.insert(at, c);
    else if (m_cells.size() > 1)
        m_cells.erase(at);
}

bool Selection::contains(Cell c) const {
    return std::binary_search(m_cells.begin(), m_cells.end(), c);
}

}  // namespace sudoku::core
