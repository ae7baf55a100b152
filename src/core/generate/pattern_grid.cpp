#include "core/generate/pattern_grid.hpp"

#include <algorithm>
#include <vector>

#include "core/fast/pattern_solution.hpp"

namespace sudoku::core {
namespace {

// True when every unit other than rows and columns is a rectangle of whole rows and columns
// (boxes, Hyper windows): swapping two rows that meet the same such units then maps each unit
// onto itself. Diagonals and jigsaw pieces are not.
bool units_are_rectangles(const Layout& layout) {
    for (const Unit& unit : layout.units()) {
        if (unit.kind == UnitKind::Row || unit.kind == UnitKind::Column) continue;
        std::vector<int> rows, cols;
        for (Cell c : unit.cells) {
            rows.push_back(layout.row_of(c));
            cols.push_back(layout.col_of(c));
        }
        std::ranges::sort(rows);
        std::ranges::sort(cols);
        const auto distinct = [](std::vector<int>& v) {
            return static_cast<std::size_t>(
                std::ranges::distance(v.begin(), std::unique(v.begin(), v.end())));
        };
        if (distinct(rows) * distinct(cols) != unit.cells.size()) return false;
    }
    return true;
}

// A random order of the lines (rows when `by_row`, else columns): lines that meet the same
// boxes and windows trade places at random, every other line stays where it is.
std::vector<int> shuffled_lines(const Layout& layout, bool by_row, Random& rng) {
    const int n = layout.size();
    std::vector<std::vector<bool>> meets(static_cast<std::size_t>(n),
                                         std::vector<bool>(layout.units().size(), false));
    for (std::size_t u = 0; u < layout.units().size(); ++u) {
        const Unit& unit = layout.units()[u];
        if (unit.kind == UnitKind::Row || unit.kind == UnitKind::Column) continue;
        for (Cell c : unit.cells)
            meets[static_cast<std::size_t>(by_row ? layout.row_of(c) : layout.col_of(c))][u] = true;
    }
    std::vector<int> order(static_cast<std::size_t>(n));
    std::vector<bool> done(static_cast<std::size_t>(n), false);
    for (int first = 0; first < n; ++first) {
        if (done[static_cast<std::size_t>(first)]) continue;
        std::vector<int> group;
        for (int line = first; line < n; ++line) {
            if (meets[static_cast<std::size_t>(line)] != meets[static_cast<std::size_t>(first)])
                continue;
            group.push_back(line);
            done[static_cast<std::size_t>(line)] = true;
        }
        std::vector<int> shuffled = group;
        rng.shuffle(shuffled);
        for (std::size_t i = 0; i < group.size(); ++i)
            order[static_cast<std::size_t>(group[i])] = shuffled[i];
    }
    return order;
}

}  // namespace

std::optional<Board> random_pattern_grid(const LayoutPtr& layout, Random& rng) {
    const std::optional<Board> base = pattern_solution(Board(layout));
    if (!base) return std::nullopt;
    const int n = layout->size();
    std::vector<int> rows(static_cast<std::size_t>(n)), cols(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        rows[static_cast<std::size_t>(i)] = cols[static_cast<std::size_t>(i)] = i;
    if (units_are_rectangles(*layout)) {
        rows = shuffled_lines(*layout, true, rng);
        cols = shuffled_lines(*layout, false, rng);
    }
    std::vector<Digit> names(static_cast<std::size_t>(n) + 1, kEmpty);
    std::vector<Digit> digits;
    for (int d = 1; d <= n; ++d)
        digits.push_back(static_cast<Digit>(d));
    rng.shuffle(digits);
    for (int d = 1; d <= n; ++d)
        names[static_cast<std::size_t>(d)] = digits[static_cast<std::size_t>(d - 1)];
    std::vector<Digit> cells(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const Digit d =
                base->at(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]);
            cells[static_cast<std::size_t>(r * n + c)] = names[d];
        }
    }
    Board grid(layout, std::move(cells));
    // The check that makes the shuffle safe to trust, whatever units the layout has.
    if (!grid.is_solved()) return std::nullopt;
    return grid;
}

}  // namespace sudoku::core
