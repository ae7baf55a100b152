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
        std::sort(v.begin(), v.end());
        return static_cast<std::size_t>(std::unique(v.begin(), v.end()) - v.begin());
    };
    return distinct(rows) * distinct(cols) == unit.cells.size();
}

bool is_diagonal(const Unit& unit) {
    return unit.kind == UnitKind::Diagonal || unit.kind == UnitKind::AntiDiagonal;
}

// The groups of lines meeting the same units other than rows, columns and, when
// `skip_diagonals`, the diagonals; nullopt when another unit is not a rectangle.
std::optional<std::vector<std::vector<int>>> line_groups(const Layout& layout, bool rows,
                                                         bool skip_diagonals) {
    const int n = layout.size();
    const std::vector<Unit>& units = layout.units();
    // Per line, which units other than rows and columns it meets.
    std::vector<std::vector<bool>> meets(static_cast<std::size_t>(n),
                                         std::vector<bool>(units.size(), false));
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (is_line(units[u]) || (skip_diagonals && is_diagonal(units[u]))) continue;
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

}  // namespace

std::optional<std::vector<std::vector<int>>> interchangeable_lines(const Layout& layout,
                                                                   bool rows) {
    // Cages are not units, and swapping lines would cut them apart.
    if (layout.is_killer()) return std::nullopt;
    return line_groups(layout, rows, false);
}

std::optional<std::vector<std::vector<int>>> diagonal_keeping_lines(const Layout& layout) {
    if (layout.is_killer() ||
        !std::any_of(layout.units().begin(), layout.units().end(), is_diagonal))
        return std::nullopt;
    auto groups = line_groups(layout, true, true);
    if (!groups || line_groups(layout, false, true) != groups) return std::nullopt;
    // Each group's mirror must be a group, or no order commuting with reversal permutes them.
    const int last = layout.size() - 1;
    for (const std::vector<int>& group : *groups) {
        std::vector<int> mirror;
        for (auto it = group.rbegin(); it != group.rend(); ++it)
            mirror.push_back(last - *it);
        if (std::find(groups->begin(), groups->end(), mirror) == groups->end()) return std::nullopt;
    }
    return groups;
}

}  // namespace sudoku::core
