#include "render/tree_picture.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/search/solver_player.hpp"
#include "render/cairo_support.hpp"

namespace sudoku::render {

using core::SearchTree;
using core::TreeLayoutItem;
using core::TreeNode;

namespace {

// Items on the path from the root to the current node (the triangle hiding it included).
std::vector<char> path_items(const TreePicture& p) {
    const auto& items = p.layout.items();
    std::vector<char> on_path(items.size(), 0);
    const TreeNode current = p.tree->node_at(std::min(p.position, p.tree->events()));
    for (int i = p.layout.item_of(*p.tree, current); i >= 0;
         i = items[static_cast<std::size_t>(i)].parent_item)
        on_path[static_cast<std::size_t>(i)] = 1;
    return on_path;
}

void paint_edges(cairo_t* cr, const TreePicture& p, const TreeGeometry& g,
                 const std::vector<char>& on_path, const RenderTheme& th) {
    const auto& items = p.layout.items();
    const double thin = std::clamp(g.slot * 0.08, 1.0, 2.5);
    const double thick = std::clamp(g.level * 0.12, thin * 1.5, 5.0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int pass = 0; pass < 2; ++pass) {  // the path last, over the other edges
        for (std::size_t i = 1; i < items.size(); ++i) {
            if ((on_path[i] != 0) != (pass == 1)) continue;
            const auto [ax, ay] =
                item_point(g, items[static_cast<std::size_t>(items[i].parent_item)]);
            const auto [bx, by] = item_point(g, items[i]);
            set_source_colour(cr, pass == 1 ? th.tried : th.tree_edge);
            cairo_set_line_width(cr, pass == 1 ? thick : thin);
            cairo_move_to(cr, ax, ay);
            cairo_line_to(cr, bx, by);
            cairo_stroke(cr);
        }
    }
}

void paint_triangle(cairo_t* cr, const TreePicture& p, const TreeGeometry& g,
                    const TreeLayoutItem& item, const PaintStyle& style) {
    const RenderTheme& th = style.theme;
    const auto [cx, cy] = item_point(g, item);
    const double half = item.width * 0.5 * g.slot, bottom = cy + item.height * g.level;
    const bool failed = p.tree->failed(item.node);
    const bool solved = p.tree->subtree_solutions(item.node) > 0;
    cairo_move_to(cr, cx, cy);
    cairo_line_to(cr, cx - half, bottom);
    cairo_line_to(cr, cx + half, bottom);
    cairo_close_path(cr);
    set_source_colour(cr, failed ? th.failed_cell : solved ? th.solved_fill : th.board);
    cairo_fill_preserve(cr);
    set_source_colour(cr, failed ? th.wrong : th.thick_line);
    cairo_set_line_width(cr, std::clamp(g.slot * 0.06, 1.0, 2.0));
    cairo_stroke(cr);
    // The node count inside near the base, or under the base when the triangle is too small
    // for a readable size.
    const std::string count = std::to_string(p.tree->subtree_size(item.node));
    cairo_set_font_size(cr, std::clamp((bottom - cy) * 0.4, 9.0, 28.0));
    cairo_text_extents_t ext;
    cairo_text_extents(cr, count.c_str(), &ext);
    const bool inside = ext.width <= half * 1.3 && ext.height <= (bottom - cy) * 0.55;
    set_source_colour(cr, th.given_digit);
    cairo_move_to(cr, cx - ext.x_bearing - ext.width / 2.0,
                  inside ? bottom - ext.height * 0.3 : bottom + ext.height + 3.0);
    cairo_show_text(cr, count.c_str());
}

void paint_node(cairo_t* cr, const TreePicture& p, const TreeGeometry& g,
                const TreeLayoutItem& item, const RenderTheme& th) {
    const SearchTree& tree = *p.tree;
    const TreeNode n = item.node;
    Rgb fill = th.tried;  // closed, not failed: the panel's player colour
    if (n == SearchTree::root())
        fill = th.given_digit;
    else if (tree.is_solution(n))
        fill = th.solution;
    else if (tree.failed(n))
        fill = th.wrong;
    const auto [cx, cy] = item_point(g, item);
    set_source_colour(cr, fill);
    cairo_new_path(cr);  // show_text leaves a current point: arc would join it with a line
    cairo_arc(cr, cx, cy, g.radius, 0, 2 * M_PI);
    cairo_fill(cr);
    if (tree.is_solution(n)) {
        cairo_new_path(cr);
        cairo_set_line_width(cr, std::max(1.0, g.radius * 0.3));
        cairo_arc(cr, cx, cy, g.radius * 1.6, 0, 2 * M_PI);
        cairo_stroke(cr);
    }
}

// The branch labels (r3c4=7) beside the path's nodes, on a light box, when the levels leave room.
void paint_labels(cairo_t* cr, const TreePicture& p, const TreeGeometry& g,
                  const std::vector<char>& on_path, const RenderTheme& th) {
    // Readable or not at all: below 9 pixels a label is a smudge on a slide.
    const double size = std::min(g.level * 0.6, 22.0);
    if (size < 9.0) return;
    cairo_set_font_size(cr, size);
    const auto& items = p.layout.items();
    for (std::size_t i = 1; i < items.size(); ++i) {
        if (!on_path[i] || items[i].collapsed) continue;
        const std::string label = p.tree->label(items[i].node, p.board_size);
        cairo_text_extents_t ext;
        cairo_text_extents(cr, label.c_str(), &ext);
        const auto [cx, cy] = item_point(g, items[i]);
        const double tx = cx + g.radius + size * 0.35, ty = cy + ext.height * 0.5;
        cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
        cairo_rectangle(cr, tx - 2, ty + ext.y_bearing - 2, ext.x_advance + 4, ext.height + 4);
        cairo_fill(cr);
        set_source_colour(cr, th.given_digit);
        cairo_move_to(cr, tx, ty);
        cairo_show_text(cr, label.c_str());
    }
}

}  // namespace

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

void paint_tree(cairo_t* cr, const TreePicture& picture, const TreeGeometry& g,
                const PaintStyle& style) {
    const RenderTheme& th = style.theme;
    cairo_save(cr);
    cairo_set_font_face(cr, style.font.face());
    const std::vector<char> on_path = path_items(picture);
    paint_edges(cr, picture, g, on_path, th);
    for (const TreeLayoutItem& item : picture.layout.items()) {
        if (item.collapsed)
            paint_triangle(cr, picture, g, item, style);
        else
            paint_node(cr, picture, g, item, th);
    }
    // The current node's ring.
    const TreeNode current =
        picture.tree->node_at(std::min(picture.position, picture.tree->events()));
    const int at = picture.layout.item_of(*picture.tree, current);
    if (at >= 0) {
        const auto [cx, cy] = item_point(g, picture.layout.items()[static_cast<std::size_t>(at)]);
        set_source_colour(cr, th.tried);
        cairo_set_line_width(cr, std::max(1.5, g.radius * 0.4));
        cairo_new_path(cr);
        cairo_arc(cr, cx, cy, g.radius + std::max(2.0, g.radius * 0.6), 0, 2 * M_PI);
        cairo_stroke(cr);
    }
    paint_labels(cr, picture, g, on_path, th);
    cairo_restore(cr);
}

}  // namespace sudoku::render
