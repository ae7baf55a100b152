// Pairs of units sharing two or more cells (a box and a row, a jigsaw piece and a column, a
// diagonal and a box), split into shared cells and the cells only one side holds. The fast
// solver's locked-candidates rule (pointing / claiming, generalised) walks these.
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

struct UnitIntersection {
    std::span<const Cell> shared;
    std::span<const Cell> first_only;   // cells of the first unit outside the second
    std::span<const Cell> second_only;  // cells of the second unit outside the first
};

class UnitIntersections {
  public:
    explicit UnitIntersections(const Layout& layout);

    [[nodiscard]] std::size_t size() const { return m_starts.size() / 3; }
    [[nodiscard]] UnitIntersection operator[](std::size_t i) const {
        const Cell* base = m_cells.data();
        const int* s = m_starts.data() + 3 * i;
        const int end = i + 1 < size() ? s[3] : static_cast<int>(m_cells.size());
        return {{base + s[0], base + s[1]}, {base + s[1], base + s[2]}, {base + s[2], base + end}};
    }

  private:
    std::vector<Cell> m_cells;  // per pair: shared, first only, second only
    std::vector<int> m_starts;  // three starts per pair into m_cells
};

// The intersections of a layout, built once and reused while the same layout is solved again
// (the generator solves one layout millions of times). One cache entry per thread: the reference
// lasts until this thread asks for another layout's.
[[nodiscard]] const UnitIntersections& unit_intersections(const LayoutPtr& layout);

}  // namespace sudoku::core
