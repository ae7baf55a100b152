#include "core/grid/interchangeable_lines.hpp"

#include <algorithm>

namespace sudoku::core {

namespace {

bool is_line(const Unit& unit) {
    return unit.kind == UnitKind::Row || unit.kind == UnitKind::Column;
}

// True when the unit holds every cell of its rows x its columns.
bool is_rectangle(const Layout& layout, const Unit& unit) {
    std::vector<int> rows, cols;
    for (Cell c : unit.cells) {
        rows.push_back(layout.row_of(c));
        cols.push_back(layout.col_of(c));
    }
    const auto distinct = [](std::vector<int>& v) {
        std::ranges::sort(v);
        return static_cast<std::size_t>(std::unique(v.begin(), v.end()) - v.begin());
    };
    return distinct(rows) * distinct(cols) == unit.cells.size();
}

}  // namespace

std::optional<std::vector<std::vector<int>>> interchangeable_lines(const Layout& layout,
                                                                   bool rows) {
    // Cages are not units, and swapping lines would cut them apart.
    if (layout.is_killer()) return std::nullopt;
    const int n = layout.size();
    const std::vector<Unit>& units = layout.units();
    // Per line, which units other than rows and columns it meets.
    std::vector<std::vector<bool>> meets(static_cast<std::size_t>(n),
                                         std::vector<bool>(units.size(), false));
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (is_line(units[u])) continue;
        if (!is_rectangle(layout, units[u])) return std::nullopt;
        for (Cell c : units[u].cells)
            meets[static_cast<std::size_t>(rows ? layout.row_of(c) : layout.col_of(c))][u] = true;
    }
    std::vector<std::vector<int>> groups;
    std::vector<bool> grouped(static_cast<std::size_t>(n), false);
    for (int first = 0; first < n; ++first) {
        if (grouped[static_cast<std::size_t>(first)]) continue;
        std::vector<int>& group = groups.emplace_back();
        for (int line = first; line < n; ++line) {
            if (meets[static_cast<std::size_t>(line)] != meets[static_cast<std::size_t>(first)])
                continue;
            group.push_back(line);
            grouped[static_cast<std::size_t>(line)] = true;
        }
    }
    return groups;
}

}  // namespace sudoku::core
