// Pictures with the search tree: the tree alone, a board or Watch frame with its tree under it,
// and two searches side by side (compare) with their trees at one scale, so the sizes compare.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "render/image.hpp"
#include "render/tree_picture.hpp"

namespace sudoku::render {

// One search in the picture: its frame, its tree (needed when the picture shows trees) and the
// title over its column in a comparison (the algorithm's name).
struct Lane {
    const WatchFrame* frame = nullptr;
    const TreePicture* tree = nullptr;
    std::string title;
};

struct LaneLayout {
    std::optional<View> view;  // the board part; none: the tree alone
    bool tree = false;         // a tree under the board part (or alone)
};

// The picture's height for this width and number of lanes (1 or 2).
[[nodiscard]] int lanes_height(const LaneLayout& layout, int width, int lanes);
// Its parts (lane_geometry.cpp, shared with the software painter): the titles' band over the
// columns (none for one lane), and the tree's height in a column `column` wide.
[[nodiscard]] int lane_title_height(int width, int lanes);
[[nodiscard]] int lane_tree_height(const LaneLayout& layout, int column, int lanes);
// One scale for every lane's tree fitted in w x h: the smallest fit, so a bigger search looks
// bigger (none when the picture shows no tree).
[[nodiscard]] std::optional<TreeGeometry> lanes_tree_scale(const LaneLayout& layout,
                                                           const std::vector<Lane>& lanes, double w,
                                                           double h);
// Paints the lanes side by side, each (board part, tree) in its column; trees share one scale.
void paint_lanes(cairo_t* cr, const LaneLayout& layout, int width, const std::vector<Lane>& lanes,
                 const PaintStyle& style);
// The same into an image.
[[nodiscard]] Image lanes_image(const LaneLayout& layout, int width, const std::vector<Lane>& lanes,
                                const PaintStyle& style);

}  // namespace sudoku::render
