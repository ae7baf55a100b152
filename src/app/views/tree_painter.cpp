#include "app/views/tree_painter.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace sudoku::app {

using core::SearchTree;
using core::TreeLayoutItem;
using core::TreeNode;

ImU32 tree_with_alpha(ImU32 colour, float alpha) {
    const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f);
    return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

// Edges first (under the nodes); an edge is drawn when either end is visible or it crosses
// the pane.
void paint_tree_edges(const TreePaint& f) {
    const Theme& th = f.th;
    const ImVec2 p0 = f.p0, p1 = f.p1;
    const ImU32 edge = tree_with_alpha(th.muted_text, 0.55f);
    const float edge_width =
        std::max(1.0f, std::min({2.0f * f.scale, 0.08f * f.s * f.scale, 0.1f * f.lv}));
    const float path_width = std::max(edge_width, std::min(2.5f * edge_width, 0.25f * f.lv));
    for (std::size_t i = 1; i < f.items.size(); ++i) {
        const TreeLayoutItem& item = f.items[i];
        const ImVec2 a = f.at(f.items[static_cast<std::size_t>(item.parent_item)]);
        const ImVec2 b = f.at(item);
        if (std::max(a.x, b.x) < p0.x || std::min(a.x, b.x) > p1.x || std::max(a.y, b.y) < p0.y ||
            std::min(a.y, b.y) > p1.y)
            continue;
        const bool path = f.on_path[i] != 0;
        f.dl->AddLine(a, b,
                      f.later(item.node) ? tree_with_alpha(edge, 0.2f)
                      : path             ? th.accent
                                         : edge,
                      path ? path_width : edge_width);
    }
}

namespace {

// A folded subtree: a triangle with its node count inside when it fits. Returns whether the
// mouse is on it.
bool draw_folded(const TreePaint& f, const TreeLayoutItem& item, ImVec2 mouse, bool hovered) {
    const Theme& th = f.th;
    const ImVec2 c = f.at(item);
    const TreeNode n = item.node;
    const ImU32 failed_fill = th.wrong_background,
                failed_line = tree_with_alpha(th.wrong_digit, 0.8f);
    const ImU32 solved_fill = th.hint_background;
    const float half = item.width * 0.5f * f.s;
    const ImVec2 bl(c.x - half, c.y + item.height * f.lv), br(c.x + half, c.y + item.height * f.lv);
    const bool failed = f.tree.failed(n);
    const bool solved = f.tree.subtree_solutions(n) > 0;
    const float alpha = f.later(n) ? 0.3f : 1.0f;
    const ImU32 inside = failed ? failed_fill : solved ? solved_fill : th.given_background;
    f.dl->AddTriangleFilled(c, bl, br, tree_with_alpha(inside, alpha));
    f.dl->AddTriangle(c, bl, br, tree_with_alpha(failed ? failed_line : th.thick_line, alpha),
                      std::max(1.0f, f.scale));
    // The count inside when it fits.
    const std::string count = std::to_string(f.tree.subtree_size(n));
    const ImVec2 ts = ImGui::CalcTextSize(count.c_str());
    if (ts.x < half * 1.6f && ts.y < item.height * f.lv * 0.55f)
        f.dl->AddText(ImVec2(c.x - ts.x * 0.5f, bl.y - ts.y - 1.0f), th.given_digit, count.c_str());
    return hovered && mouse.y >= c.y && mouse.y <= bl.y &&
           std::abs(mouse.x - c.x) <= half * (mouse.y - c.y) / std::max(1.0f, bl.y - c.y) + 2.0f;
}

// A node: a dot coloured by its state, ringed when a solution. Returns whether the mouse is on
// it.
bool draw_node(const TreePaint& f, const TreeLayoutItem& item, ImVec2 mouse, bool hovered) {
    const Theme& th = f.th;
    const ImVec2 c = f.at(item);
    const TreeNode n = item.node;
    const float radius = f.radius, scale = f.scale;
    ImU32 fill = th.player_digit;
    if (f.node_fill)
        fill = f.node_fill(n);
    else if (f.tree.is_solution(n))
        fill = th.hint_digit;
    else if (f.tree.failed(n))
        fill = th.wrong_digit;
    else if (!f.tree.closed(n))
        fill = th.accent;
    if (n == SearchTree::root() && !f.node_fill) fill = th.given_digit;
    if (f.later(n)) fill = tree_with_alpha(fill, 0.3f);
    f.dl->AddCircleFilled(c, radius, fill, radius < 4.0f ? 6 : 12);
    if (f.tree.is_solution(n))
        f.dl->AddCircle(c, radius + 2.0f * scale, th.hint_digit, 16, 2.0f * scale);
    const float dx = mouse.x - c.x, dy = mouse.y - c.y;
    const float reach = std::max(radius, 5.0f * scale);
    return hovered && dx * dx + dy * dy <= reach * reach;
}

}  // namespace

// Nodes and triangles; returns the hovered one's item (-1 for none).
int paint_tree_nodes(const TreePaint& f, ImVec2 mouse, bool hovered) {
    int hovered_item = -1;
    for (std::size_t i = 0; i < f.items.size(); ++i) {
        const TreeLayoutItem& item = f.items[i];
        if (!f.visible(item)) continue;
        const bool on = item.collapsed ? draw_folded(f, item, mouse, hovered)
                                       : draw_node(f, item, mouse, hovered);
        if (on) hovered_item = static_cast<int>(i);
    }
    return hovered_item;
}

// The current node's ring and the labels on the path (when the levels leave room).
void paint_tree_current_and_labels(const TreePaint& f, int current_item, bool labels,
                                   int board_size) {
    const Theme& th = f.th;
    if (current_item >= 0) {
        const ImVec2 c = f.at(f.items[static_cast<std::size_t>(current_item)]);
        f.dl->AddCircle(c, f.radius + 4.0f * f.scale, th.cursor_outline, 20, 2.5f * f.scale);
    }
    const float text_h = ImGui::GetTextLineHeight();
    if (!labels || f.lv < text_h * 1.15f) return;
    for (std::size_t i = 1; i < f.items.size(); ++i) {
        if ((!f.on_path[i] && !f.label_all) || f.items[i].collapsed || !f.visible(f.items[i]))
            continue;
        const ImVec2 c = f.at(f.items[i]);
        const std::string label = f.tree.label(f.items[i].node, board_size);
        const ImVec2 ts = ImGui::CalcTextSize(label.c_str());
        const ImVec2 tp(c.x + f.radius + 3.0f * f.scale, c.y - ts.y * 0.5f);
        f.dl->AddRectFilled(ImVec2(tp.x - 2.0f, tp.y), ImVec2(tp.x + ts.x + 2.0f, tp.y + ts.y),
                            tree_with_alpha(th.board_background, 0.85f), 3.0f);
        f.dl->AddText(tp, th.given_digit, label.c_str());
    }
}

}  // namespace sudoku::app
