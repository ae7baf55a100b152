#include "render/tree_picture.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/search/solver_player.hpp"

namespace sudoku::render {

using core::SearchTree;
using core::TreeLayoutItem;
using core::TreeNode;

core::Result<TreePicture> tree_at_step(const core::Board& start,
                                       const core::StepSolverOptions& solver, std::uint64_t step) {
    core::StepSolverOptions options = solver;
    options.stop_at_first_solution = false;  // as Watch mode
    auto made = core::SolverPlayer::create(start, options);
    if (!made) return made.error();
    core::SolverPlayer& player = made.value();
    TreePicture picture;
    picture.tree = std::make_shared<SearchTree>();
    picture.board_size = start.size();
    player.set_observer(
        [tree = picture.tree](std::uint64_t i, const core::Step& s) { tree->record(s, i); });
    if (step > 0) (void)player.seek(step, step);
    if (player.position() != step)
        return core::coded_error(core::ErrorCode::StepPastEnd,
                                 {std::to_string(step), std::to_string(player.position())});
    picture.position = step;
    (void)picture.layout.update(*picture.tree);
    return picture;
}

TreeGeometry fit_tree(const TreePicture& picture, double w, double h) {
    const double slots = std::max(1.0f, picture.layout.width());
    const double levels = std::max(1.0f, picture.layout.height()) + 0.6;
    TreeGeometry g;
    g.slot = std::min(w / slots, 64.0);
    g.level = std::min(h / levels, 90.0);
    return g;
}

TreeGeometry common_scale(const TreeGeometry& a, const TreeGeometry& b) {
    TreeGeometry g;
    g.slot = std::min(a.slot, b.slot);
    g.level = std::min(a.level, b.level);
    return g;
}

TreeGeometry place_tree(const TreePicture& picture, const TreeGeometry& scale, double x, double y,
                        double w, double h) {
    (void)h;
    TreeGeometry g = scale;
    g.radius = std::clamp(std::min(g.slot, g.level) * 0.32, 1.5, 10.0);
    const double used = std::max(1.0f, picture.layout.width()) * g.slot;
    g.x = x + (w - used) / 2.0;
    g.y = y;
    return g;
}

core::TreePalette tree_palette(const RenderTheme& th) {
    const auto c = [](Rgb x, std::uint8_t a = 255) { return core::PlotColour{x.r, x.g, x.b, a}; };
    core::TreePalette p;
    p.edge = c(th.candidate, 140);
    p.path = c(th.tried);
    p.root = c(th.given_digit);
    p.node = c(th.tried);
    p.solution = c(th.solution);
    p.failed = c(th.wrong);
    p.failed_fill = c(th.failed_cell);
    p.solved_fill = c(th.solved_fill);
    p.plain_fill = c(th.board);
    p.outline = c(th.thick_line);
    p.current = c(th.tried);
    p.label_box = c(th.board, 216);
    return p;
}

core::TreeFrame tree_frame(const TreePicture& picture, const TreeGeometry& g) {
    core::TreeFrame f;
    f.x = g.x;
    f.y = g.y + g.radius;
    f.slot = g.slot;
    f.level = g.level;
    f.radius = g.radius;
    f.position = picture.position;
    const core::TreeNode current =
        picture.tree->node_at(std::min(picture.position, picture.tree->events()));
    f.current_item = picture.layout.item_of(*picture.tree, current);
    f.board_size = picture.board_size;
    // Readable or not at all: below 9 pixels a label is a smudge on a slide.
    f.text = std::min(g.level * 0.6, 22.0);
    f.labels = f.text >= 9.0;
    return f;
}

core::Figure tree_figure(const TreePicture& picture, const TreeGeometry& g,
                         const RenderTheme& theme) {
    const core::TreeFrame frame = tree_frame(picture, g);
    const core::TreeNode current =
        picture.tree->node_at(std::min(picture.position, picture.tree->events()));
    return core::layout_tree(*picture.tree, picture.layout.items(),
                             core::tree_path(*picture.tree, picture.layout, current), frame,
                             tree_palette(theme));
}

}  // namespace sudoku::render
