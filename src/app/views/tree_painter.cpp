#include "app/views/tree_painter.hpp"

#include <algorithm>
#include <cmath>

#include "app/views/shape_painter.hpp"

namespace sudoku::app {

using core::TreeLayoutItem;

ImU32 tree_with_alpha(ImU32 colour, float alpha) {
    const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f);
    return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

core::TreePalette tree_palette(const Theme& th) {
    core::TreePalette p;
    p.edge = plot_colour(tree_with_alpha(th.muted_text, 0.55f));
    p.path = plot_colour(th.accent);
    p.root = plot_colour(th.given_digit);
    p.node = plot_colour(th.player_digit);
    p.solution = plot_colour(th.hint_digit);
    p.failed = plot_colour(th.wrong_digit);
    p.failed_fill = plot_colour(th.wrong_background);
    p.solved_fill = plot_colour(th.hint_background);
    p.plain_fill = plot_colour(th.given_background);
    p.outline = plot_colour(th.thick_line);
    p.current = plot_colour(th.cursor_outline);
    p.label_box = plot_colour(tree_with_alpha(th.board_background, 0.85f));
    return p;
}

core::TreeFrame tree_frame(const TreePaint& f, int current_item, bool labels, int board_size) {
    core::TreeFrame frame;
    frame.x = f.o.x;
    frame.y = f.o.y;
    frame.slot = f.s;
    frame.level = f.lv;
    frame.radius = f.radius;
    frame.scale = f.scale;
    frame.left = f.p0.x;
    frame.top = f.p0.y;
    frame.right = f.p1.x;
    frame.bottom = f.p1.y;
    frame.position = f.position;
    frame.current_item = current_item;
    frame.labels = labels;
    frame.label_all = f.label_all;
    frame.board_size = board_size;
    frame.text = ImGui::GetFontSize();
    return frame;
}

namespace {

// The item under the mouse: a node's dot (at least 5 pixels around), or inside a triangle.
int item_under(const TreePaint& f, ImVec2 mouse) {
    int found = -1;
    for (std::size_t i = 0; i < f.items.size(); ++i) {
        const TreeLayoutItem& item = f.items[i];
        if (!f.visible(item)) continue;
        const ImVec2 c = f.at(item);
        bool on = false;
        if (item.collapsed) {
            const float half = item.width * 0.5f * f.s;
            const float base = c.y + item.height * f.lv;
            on = mouse.y >= c.y && mouse.y <= base &&
                 std::abs(mouse.x - c.x) <=
                     half * (mouse.y - c.y) / std::max(1.0f, base - c.y) + 2.0f;
        } else {
            const float dx = mouse.x - c.x, dy = mouse.y - c.y;
            const float reach = std::max(f.radius, 5.0f * f.scale);
            on = dx * dx + dy * dy <= reach * reach;
        }
        if (on) found = static_cast<int>(i);
    }
    return found;
}

}  // namespace

int paint_tree(const TreePaint& f, int current_item, bool labels, int board_size, ImVec2 mouse,
               bool hovered) {
    core::TreeNodeFill fill;
    if (f.node_fill)
        fill = [&f](core::TreeNode n) -> std::optional<core::PlotColour> {
            return plot_colour(f.node_fill(n));
        };
    const core::Figure figure = core::layout_tree(f.tree, f.items, f.on_path,
                                                  tree_frame(f, current_item, labels, board_size),
                                                  tree_palette(f.th), fill);
    ShapeFonts fonts;
    fonts.text = ImGui::GetFont();
    paint_shapes(f.dl, figure.shapes, fonts);
    return hovered ? item_under(f, mouse) : -1;
}

}  // namespace sudoku::app
