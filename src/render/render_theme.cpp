#include "render/render_theme.hpp"

#include <algorithm>

namespace sudoku::render {

Rgb RenderTheme::depth_colour(int level, int deepest) const {
    if (deepest <= 1) return depth[0];
    const int d = std::clamp(level, 1, deepest);
    const int index = (d - 1) * (kDepthColours - 1) / (deepest - 1);
    return depth[static_cast<std::size_t>(std::clamp(index, 0, kDepthColours - 1))];
}

std::vector<Rgb> RenderTheme::colours() const {
    std::vector<Rgb> all{background,   board,       thin_line,     thick_line, given_digit,
                         current_cell, failed_cell, conflict_cell, wrong,      tried,
                         candidate,    text,        solution,      tree_edge,  solved_fill};
    all.insert(all.end(), depth.begin(), depth.end());
    std::vector<Rgb> unique;
    for (const Rgb& c : all)
        if (std::find(unique.begin(), unique.end(), c) == unique.end()) unique.push_back(c);
    return unique;
}

}  // namespace sudoku::render
