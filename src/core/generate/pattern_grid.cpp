#include "core/generate/pattern_grid.hpp"

#include <vector>

#include "core/fast/pattern_solution.hpp"
#include "core/grid/interchangeable_lines.hpp"

namespace sudoku::core {
namespace {

// A random order of the lines: each group's lines trade places at random. The identity when
// the layout's lines cannot trade places (X diagonals).
std::vector<int> shuffled_lines(const Layout& layout, bool rows, Random& rng) {
    std::vector<int> order(static_cast<std::size_t>(layout.size()));
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    const auto groups = interchangeable_lines(layout, rows);
    if (!groups) return order;
    for (const std::vector<int>& group : *groups) {
        std::vector<int> shuffled = group;
        rng.shuffle(shuffled);
        for (std::size_t i = 0; i < group.size(); ++i)
            order[static_cast<std::size_t>(group[i])] = shuffled[i];
    }
    return order;
}

// Hyper boards above this take the formula's grid first (see formula_grid_first).
constexpr int kFormulaHyperSize = 16;

}  // namespace

bool formula_grid_first(const LayoutSpec& spec) {
    return spec.hyper && spec.size > kFormulaHyperSize;
}

std::optional<Board> random_pattern_grid(const LayoutPtr& layout, Random& rng) {
    const std::optional<Board> base = pattern_solution(Board(layout));
    if (!base) return std::nullopt;
    const int n = layout->size();
    const std::vector<int> rows = shuffled_lines(*layout, true, rng);
    const std::vector<int> cols = shuffled_lines(*layout, false, rng);
    std::vector<Digit> names;
    for (int d = 1; d <= n; ++d)
        names.push_back(static_cast<Digit>(d));
    rng.shuffle(names);
    std::vector<Digit> cells(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const Digit d =
                base->at(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]);
            cells[static_cast<std::size_t>(r * n + c)] = names[static_cast<std::size_t>(d - 1)];
        }
    }
    Board grid(layout, std::move(cells));
    // The check that makes the shuffle safe to trust, whatever units the layout has.
    if (!grid.is_solved()) return std::nullopt;
    return grid;
}

}  // namespace sudoku::core
