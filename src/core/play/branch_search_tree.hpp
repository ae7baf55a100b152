// The player's what-if branches as a search tree (core/tree), so Watch mode's tree layout and
// painter draw the player's guessing as they draw a solver's search: node i + 1 is branch i.
#pragma once

#include "core/play/branch_tree.hpp"
#include "core/tree/search_tree.hpp"

namespace sudoku::core {

// Replays the branches as search events: a Place per guess (under its parent branch, or the
// root), a DeadEnd for a contradiction, a Remove when the branch closed. Open branches stay on
// the tree's path, so current() is the innermost open branch (the root when none is open).
[[nodiscard]] SearchTree branch_search_tree(const BranchTree& branches);

// The branch a tree node stands for (-1 for the root).
[[nodiscard]] inline int branch_of_node(TreeNode node) {
    return node == SearchTree::root() ? -1 : static_cast<int>(node) - 1;
}

}  // namespace sudoku::core
