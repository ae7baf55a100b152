// Paints a laid-out search tree (core/tree) on screen: core/paint lays it out into shapes
// (edges, dots, folded subtrees as triangles, the current node's ring and labels), as it does
// for the exported pictures, and the shapes' ImGui backend draws them. Watch mode's tree and the
// player's what-if branches both paint through it, so a player's guessing and a solver's
// search look alike.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include <imgui.h>

#include "app/views/theme.hpp"
#include "core/paint/tree_picture.hpp"
#include "core/tree/tree_layout.hpp"

namespace sudoku::app {

// One pane's frame: where the tree is drawn and how its slots and levels map onto the pane.
struct TreePaint {
    const core::SearchTree& tree;
    const std::vector<core::TreeLayoutItem>& items;
    const Theme& th;
    ImDrawList* dl;
    float scale;
    ImVec2 p0, p1;  // the pane's rectangle
    ImVec2 o;       // the tree's (0, 0)
    float s, lv;    // pixels per slot and per level
    float radius;   // a node's
    // The current path, root to current, as items.
    std::vector<char> on_path;
    std::uint64_t position;  // the moment shown (core::kOpenIndex: nothing is later)
    // The dot's colour when set (the what-if branches' outcomes); else the search's states.
    std::function<ImU32(core::TreeNode)> node_fill{};
    bool label_all = false;  // labels on every node (small trees), not only on the path

    [[nodiscard]] ImVec2 at(const core::TreeLayoutItem& item) const {
        return ImVec2(o.x + item.x * s, o.y + item.y * lv);
    }
    // Which items are visible: a node's box or a triangle's box meets the pane.
    [[nodiscard]] bool visible(const core::TreeLayoutItem& item) const {
        const ImVec2 c = at(item);
        const float half = item.width * 0.5f * s + radius;
        const float bottom = c.y + item.height * lv + radius;
        return c.x + half >= p0.x && c.x - half <= p1.x && bottom >= p0.y && c.y - radius <= p1.y;
    }
    // Behind the search's head (a step back, a seek, or the slower lane of a comparison) the
    // nodes placed after the moment shown are faded: searched already, but not yet "now".
    [[nodiscard]] bool later(core::TreeNode n) const {
        return n != core::SearchTree::root() && position != core::kOpenIndex &&
               tree.place_index(n) >= position;
    }
};

// The colour at another opacity (0..1).
[[nodiscard]] ImU32 tree_with_alpha(ImU32 colour, float alpha);

// The theme's colours by the tree's roles.
[[nodiscard]] core::TreePalette tree_palette(const Theme& th);
// The pane's frame as core/paint's tree layout reads it (current_item -1: no ring).
[[nodiscard]] core::TreeFrame tree_frame(const TreePaint& f, int current_item, bool labels,
                                         int board_size);

// The whole tree: edges, nodes and triangles, the current node's ring and the labels (when the
// levels leave room). Returns the item under the mouse (-1 for none).
int paint_tree(const TreePaint& f, int current_item, bool labels, int board_size, ImVec2 mouse,
               bool hovered);

}  // namespace sudoku::app
