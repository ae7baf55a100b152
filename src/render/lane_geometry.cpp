// The sizes of pictures with lanes (lane_picture.hpp), without cairo: both painters and the
// export dialog's size line use them.
#include <algorithm>
#include <cmath>

#include "render/lane_picture.hpp"

namespace sudoku::render {

int lane_title_height(int width, int lanes) {
    return lanes > 1 ? static_cast<int>(std::lround(width * 0.045)) : 0;
}

// A wide band under a single picture, a tall one under each of two columns (trees are taller
// than wide once folded).
int lane_tree_height(const LaneLayout& layout, int column, int lanes) {
    if (!layout.tree) return 0;
    if (!layout.view) return static_cast<int>(std::lround(column * (lanes > 1 ? 1.0 : 0.625)));
    return static_cast<int>(std::lround(column * (lanes > 1 ? 0.8 : 0.4)));
}

int lanes_height(const LaneLayout& layout, int width, int lanes) {
    const int column = width / std::max(1, lanes);
    const int board = layout.view ? view_height(*layout.view, column) : 0;
    return lane_title_height(width, lanes) + board + lane_tree_height(layout, column, lanes);
}

std::optional<TreeGeometry> lanes_tree_scale(const LaneLayout& layout,
                                             const std::vector<Lane>& lanes, double w, double h) {
    std::optional<TreeGeometry> scale;
    for (const Lane& lane : lanes) {
        if (!layout.tree || !lane.tree) continue;
        const TreeGeometry fit = fit_tree(*lane.tree, w, h);
        scale = scale ? common_scale(*scale, fit) : fit;
    }
    return scale;
}

}  // namespace sudoku::render
