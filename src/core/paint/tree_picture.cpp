#include "core/paint/tree_picture.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/paint/board_palette.hpp"
#include "core/paint/board_shapes.hpp"

namespace sudoku::core {

namespace {

struct Placed {
    const SearchTree& tree;
    const TreeFrame& f;

    [[nodiscard]] double x(const TreeLayoutItem& item) const { return f.x + item.x * f.slot; }
    [[nodiscard]] double y(const TreeLayoutItem& item) const { return f.y + item.y * f.level; }
    // A node's box or a triangle's box meets the frame's rectangle.
    [[nodiscard]] bool visible(const TreeLayoutItem& item) const {
        const double half = item.width * 0.5 * f.slot + f.radius;
        const double bottom = y(item) + item.height * f.level + f.radius;
        return x(item) + half >= f.left && x(item) - half <= f.right && bottom >= f.top &&
               y(item) - f.radius <= f.bottom;
    }
    // Behind the search's head the nodes placed after the moment shown are faded: searched
    // already, but not yet "now".
    [[nodiscard]] bool later(TreeNode n) const {
        return n != SearchTree::root() && f.position != kOpenIndex &&
               tree.place_index(n) >= f.position;
    }
};

// Edges first (under the nodes); one is laid out when it meets the frame's rectangle.
void layout_edges(const Placed& at, const std::vector<TreeLayoutItem>& items,
                  const std::vector<char>& on_path, const TreePalette& p, std::vector<Shape>& out) {
    const TreeFrame& f = at.f;
    const double edge_width =
        std::max(1.0, std::min({2.0 * f.scale, 0.08 * f.slot * f.scale, 0.1 * f.level}));
    const double path_width = std::max(edge_width, std::min(2.5 * edge_width, 0.25 * f.level));
    for (std::size_t i = 1; i < items.size(); ++i) {
        const TreeLayoutItem& item = items[i];
        const TreeLayoutItem& parent = items[static_cast<std::size_t>(item.parent_item)];
        const double ax = at.x(parent), ay = at.y(parent), bx = at.x(item), by = at.y(item);
        if (std::max(ax, bx) < f.left || std::min(ax, bx) > f.right || std::max(ay, by) < f.top ||
            std::min(ay, by) > f.bottom)
            continue;
        const bool path = on_path[i] != 0;
        out.push_back(paint::line(ax, ay, bx, by,
                                  at.later(item.node) ? with_opacity(p.edge, 0.2f)
                                  : path              ? p.path
                                                      : p.edge,
                                  path ? path_width : edge_width));
    }
}

// A folded subtree: a triangle with its node count inside when it fits.
void layout_folded(const Placed& at, const TreeLayoutItem& item, const TreePalette& p,
                   std::vector<Shape>& out) {
    const TreeFrame& f = at.f;
    const double cx = at.x(item), cy = at.y(item);
    const double half = item.width * 0.5 * f.slot;
    const double base = cy + item.height * f.level;
    const bool failed = at.tree.failed(item.node);
    const bool solved = at.tree.subtree_solutions(item.node) > 0;
    const float alpha = at.later(item.node) ? 0.3f : 1.0f;
    Shape t;
    t.kind = ShapeKind::Triangle;
    t.x0 = cx;
    t.y0 = cy;
    t.x1 = cx - half;
    t.y1 = base;
    t.x2 = cx + half;
    t.y2 = base;
    t.fill = with_opacity(failed ? p.failed_fill : solved ? p.solved_fill : p.plain_fill, alpha);
    t.colour = with_opacity(failed ? p.failed : p.outline, alpha);
    t.width = std::max(1.0, f.scale);
    out.push_back(t);
    const std::string count = std::to_string(at.tree.subtree_size(item.node));
    if (estimated_text_width(count, f.text) < half * 1.6 && f.text < item.height * f.level * 0.55) {
        Shape s;
        s.kind = ShapeKind::Text;
        s.x0 = cx;
        s.y0 = base - f.text * 0.5 - 1.0;
        s.colour = p.root;
        s.text = count;
        s.anchor = TextAnchor::Middle;
        s.size = f.text;
        out.push_back(s);
    }
}

// A node: a dot coloured by its state, ringed when a solution.
void layout_node(const Placed& at, const TreeLayoutItem& item, const TreePalette& p,
                 const TreeNodeFill& node_fill, std::vector<Shape>& out) {
    const SearchTree& tree = at.tree;
    const TreeNode n = item.node;
    PlotColour fill = p.node;
    const std::optional<PlotColour> own = node_fill ? node_fill(n) : std::nullopt;
    if (own)
        fill = *own;
    else if (tree.is_solution(n))
        fill = p.solution;
    else if (tree.failed(n))
        fill = p.failed;
    else if (!tree.closed(n))
        fill = p.path;
    if (n == SearchTree::root() && !node_fill) fill = p.root;
    if (at.later(n)) fill = with_opacity(fill, 0.3f);
    out.push_back(paint::dot(at.x(item), at.y(item), at.f.radius, fill));
    if (tree.is_solution(n))
        out.push_back(paint::ring(at.x(item), at.y(item), at.f.radius + 2.0 * at.f.scale,
                                  p.solution, 2.0 * at.f.scale));
}

// The branch labels (r3c4=7) beside the path's nodes, on a light box, when the levels leave
// room for them.
void layout_labels(const Placed& at, const std::vector<TreeLayoutItem>& items,
                   const std::vector<char>& on_path, const TreePalette& p,
                   std::vector<Shape>& out) {
    const TreeFrame& f = at.f;
    if (!f.labels || f.level < f.text * 1.15) return;
    for (std::size_t i = 1; i < items.size(); ++i) {
        if ((!on_path[i] && !f.label_all) || items[i].collapsed || !at.visible(items[i])) continue;
        Shape s;
        s.kind = ShapeKind::Label;
        s.x0 = at.x(items[i]) + f.radius + 3.0 * f.scale;
        s.y0 = at.y(items[i]);
        s.x1 = 2;
        s.y1 = 0;
        s.colour = p.root;
        s.text = at.tree.label(items[i].node, f.board_size);
        s.size = f.text;
        s.rounding = 3;
        s.fill = p.label_box;
        out.push_back(s);
    }
}

}  // namespace

std::vector<char> tree_path(const SearchTree& tree, const TreeLayout& layout, TreeNode current) {
    const auto& items = layout.items();
    std::vector<char> on_path(items.size(), 0);
    for (int i = layout.item_of(tree, current); i >= 0;
         i = items[static_cast<std::size_t>(i)].parent_item)
        on_path[static_cast<std::size_t>(i)] = 1;
    return on_path;
}

Figure layout_tree(const SearchTree& tree, const std::vector<TreeLayoutItem>& items,
                   const std::vector<char>& on_path, const TreeFrame& frame,
                   const TreePalette& palette, const TreeNodeFill& fill) {
    Figure figure;
    const Placed at{tree, frame};
    layout_edges(at, items, on_path, palette, figure.shapes);
    for (const TreeLayoutItem& item : items) {
        if (!at.visible(item)) continue;
        if (item.collapsed)
            layout_folded(at, item, palette, figure.shapes);
        else
            layout_node(at, item, palette, fill, figure.shapes);
    }
    if (frame.current_item >= 0 && frame.current_item < static_cast<int>(items.size())) {
        const TreeLayoutItem& item = items[static_cast<std::size_t>(frame.current_item)];
        figure.shapes.push_back(paint::ring(at.x(item), at.y(item),
                                            frame.radius + 4.0 * frame.scale, palette.current,
                                            2.5 * frame.scale));
    }
    layout_labels(at, items, on_path, palette, figure.shapes);
    return figure;
}

}  // namespace sudoku::core
