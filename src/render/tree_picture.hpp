// The search tree as a picture, painted with cairo from core::TreeLayout in the colours of the
// game's tree panel: nodes, failed subtrees folded into triangles with their counts, the current
// path and its branch labels, failures and solutions. Two trees can share one scale (compare).
#pragma once

#include <cstdint>
#include <memory>

#include "core/base/result.hpp"
#include "core/paint/tree_picture.hpp"
#include "core/search/step_solver.hpp"
#include "core/tree/tree_layout.hpp"
#include "render/painter.hpp"

namespace sudoku::render {

// A search's tree as it stood after `position` events, laid out.
struct TreePicture {
    std::shared_ptr<core::SearchTree> tree;
    core::TreeLayout layout;
    std::uint64_t position = 0;  // nodes placed at or after this event are not drawn
    int board_size = 9;
};

// The search on `start` played to `step` events, its tree recorded and laid out (an error when
// the search ends before `step`).
[[nodiscard]] core::Result<TreePicture> tree_at_step(const core::Board& start,
                                                     const core::StepSolverOptions& solver,
                                                     std::uint64_t step);

// Where the layout lands in a box: pixels per slot and per level, and the root's top-left.
struct TreeGeometry {
    double x = 0, y = 0;  // the point of slot 0, level 0
    double slot = 1, level = 1;
    double radius = 1;
};

// Pixels per slot and level that fit `picture` in w x h (levels at most 4 slots, for shape).
[[nodiscard]] TreeGeometry fit_tree(const TreePicture& picture, double w, double h);
// The same scale for several trees: the smallest of their fits.
[[nodiscard]] TreeGeometry common_scale(const TreeGeometry& a, const TreeGeometry& b);
// `scale` placed in the box (x, y, w, h): centred across, from the top.
[[nodiscard]] TreeGeometry place_tree(const TreePicture& picture, const TreeGeometry& scale,
                                      double x, double y, double w, double h);
// The centre of a layout item (a triangle's apex).
[[nodiscard]] inline std::pair<double, double> item_point(const TreeGeometry& g,
                                                          const core::TreeLayoutItem& item) {
    return {g.x + item.x * g.slot, g.y + item.y * g.level + g.radius};
}

// The export's half of the tree's one paint path: the theme's colours by role, the geometry as
// core/paint's tree layout reads it (nothing faded after `position`: nothing later is drawn),
// and the shapes paint_tree paints (the game's tree panel lays them out the same way).
[[nodiscard]] core::TreePalette tree_palette(const RenderTheme& theme);
[[nodiscard]] core::TreeFrame tree_frame(const TreePicture& picture, const TreeGeometry& g);
[[nodiscard]] core::Figure tree_figure(const TreePicture& picture, const TreeGeometry& g,
                                       const RenderTheme& theme);
// Paints the tree with geometry `g` (clipped to nothing: the caller sizes the box).
void paint_tree(cairo_t* cr, const TreePicture& picture, const TreeGeometry& g,
                const PaintStyle& style);

}  // namespace sudoku::render
