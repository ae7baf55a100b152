// The search tree laid out once into shapes (core/plot's vocabulary) from core/tree's layout:
// edges (the current path thicker), dots coloured by state, folded subtrees as triangles with
// their counts, the current node's ring and the branch labels. The Watch tree panel draws the
// shapes with ImGui, the exports with cairo, so both show the same tree.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/plot/figure.hpp"
#include "core/tree/tree_layout.hpp"

namespace sudoku::core {

struct TreePalette {
    PlotColour edge{0x6E, 0x7C, 0x8F, 140};  // edges off the path
    PlotColour path{0x2F, 0x67, 0xC8, 255};  // edges on it, open nodes
    PlotColour root{0x34, 0x48, 0x61, 255};  // the root, counts and labels
    PlotColour node{0x2F, 0x67, 0xC8, 255};  // closed nodes
    PlotColour solution{0x1E, 0x8A, 0x3A, 255};
    PlotColour failed{0xD9, 0x3A, 0x4C, 255};
    PlotColour failed_fill{0xF9, 0xD4, 0xD9, 255};  // folded subtrees
    PlotColour solved_fill{0xD7, 0xF2, 0xDC, 255};
    PlotColour plain_fill{255, 255, 255, 255};
    PlotColour outline{0x34, 0x48, 0x61, 255};
    PlotColour current{0x2F, 0x67, 0xC8, 255};  // the current node's ring
    PlotColour label_box{255, 255, 255, 216};

    bool operator==(const TreePalette&) const = default;
};

// How the layout's slots and levels land on the picture.
struct TreeFrame {
    double x = 0, y = 0;           // where slot 0, level 0 lands (a node's centre)
    double slot = 10, level = 20;  // pixels per slot and per level
    double radius = 3;             // a node's
    double scale = 1;              // line widths (the interface's scale)
    // Only what meets this rectangle is laid out (a pane of the screen).
    double left = -1e18, top = -1e18, right = 1e18, bottom = 1e18;
    std::uint64_t position = kOpenIndex;  // later nodes are faded (kOpenIndex: none)
    int current_item = -1;                // ringed (-1: none)
    bool labels = true;                   // branch labels on the path
    bool label_all = false;               // on every node (small trees)
    int board_size = 9;
    double text = 13;  // the labels' and counts' size
};

// The dot's colour for a node when set (the what-if branches' outcomes), else the search's.
using TreeNodeFill = std::function<std::optional<PlotColour>(TreeNode)>;

// The items on the path from the root to `current` (the triangle hiding it included).
[[nodiscard]] std::vector<char> tree_path(const SearchTree& tree, const TreeLayout& layout,
                                          TreeNode current);

[[nodiscard]] Figure layout_tree(const SearchTree& tree, const std::vector<TreeLayoutItem>& items,
                                 const std::vector<char>& on_path, const TreeFrame& frame,
                                 const TreePalette& palette, const TreeNodeFill& fill = {});

}  // namespace sudoku::core
