// View > What-if branches: the player's branch tree drawn by the tree painter Watch mode's
// search tree uses (a node per guess, children nested), coloured by outcome (open, kept,
// abandoned, contradiction), the current branch ringed; a click on a node shows its guess.
#pragma once

#include <vector>

#include "app/model/ui_state.hpp"
#include "core/play/branch_tree.hpp"
#include "core/tree/tree_layout.hpp"

namespace sudoku::app {

class BranchTreeWindow {
  public:
    void draw(const ViewContext& ctx);

  private:
    // A new tree and layout when the branches changed (a try, abandon, keep, undo, load).
    void rebuild(const core::BranchTree& branches);
    void draw_legend(const ViewContext& ctx) const;
    void draw_tree(const ViewContext& ctx, ImVec2 size);
    void update_view(ImVec2 fitted, bool hovered);

    std::vector<core::Branch> m_shown;  // the branches the tree below was built from
    core::SearchTree m_tree{1};
    core::TreeLayout m_layout;
    int m_selected = -1;  // the branch clicked, whose guess the window names (-1: none)
    // The view over the tree: 1 and no offset fit the whole tree to the canvas; the wheel zooms
    // about the pointer, a drag pans, a double click fits again.
    float m_zoom = 1.0f;
    ImVec2 m_pan{0.0f, 0.0f};
};

}  // namespace sudoku::app
