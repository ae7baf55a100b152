#include "core/grid/unit_intersections.hpp"

#include <utility>

#include "core/grid/per_layout_cache.hpp"

namespace sudoku::core {

UnitIntersections::UnitIntersections(const Layout& layout) {
    const auto& units = layout.units();
    std::vector<char> in_first(static_cast<std::size_t>(layout.cell_count()), 0);
    std::vector<char> in_second(in_first.size(), 0);
    // Shared cells per later unit, counted through each cell's own units: a few per cell,
    // instead of reading every later unit whole (jigsaw puzzles each bring a new layout, and
    // reading unit against unit was an eighth of solving one).
    std::vector<int> shared_with(units.size(), 0);
    // About two pairs per unit on most layouts, each holding its two units' cells once.
    m_cells.reserve(units.size() * 4 * static_cast<std::size_t>(layout.size()));
    m_starts.reserve(units.size() * 6);
    for (std::size_t a = 0; a < units.size(); ++a) {
        for (Cell c : units[a].cells) {
            in_first[c] = 1;
            for (int u : layout.units_of(c))
                shared_with[static_cast<std::size_t>(u)] += static_cast<std::size_t>(u) > a;
        }
        for (std::size_t b = a + 1; b < units.size(); ++b) {
            const int shared = std::exchange(shared_with[b], 0);
            // One shared cell gives nothing new: a digit confined to it is a hidden single.
            if (shared < 2) continue;
            for (Cell c : units[b].cells)
                in_second[c] = 1;
            m_starts.push_back(static_cast<int>(m_cells.size()));
            for (Cell c : units[a].cells)
                if (in_second[c]) m_cells.push_back(c);
            m_starts.push_back(static_cast<int>(m_cells.size()));
            for (Cell c : units[a].cells)
                if (!in_second[c]) m_cells.push_back(c);
            m_starts.push_back(static_cast<int>(m_cells.size()));
            for (Cell c : units[b].cells)
                if (!in_first[c]) m_cells.push_back(c);
            for (Cell c : units[b].cells)
                in_second[c] = 0;
        }
        for (Cell c : units[a].cells)
            in_first[c] = 0;
    }
}

const UnitIntersections& unit_intersections(const LayoutPtr& layout) {
    return per_layout_cached<UnitIntersections>(
        layout, [](const LayoutPtr& owner) { return UnitIntersections(*owner); });
}

}  // namespace sudoku::core
