#include "core/play/branch_search_tree.hpp"

#include <vector>

namespace sudoku::core {

namespace {

// The events of one branch closing: its contradiction, then the Remove that ends it.
void close_branch(SearchTree& tree, const Branch& branch, std::uint64_t& index) {
    if (branch.outcome == BranchOutcome::Contradiction)
        tree.record(Step{.kind = StepKind::DeadEnd, .cell = branch.cell, .depth = branch.depth},
                    index++);
    tree.record(Step{.kind = StepKind::Remove, .cell = branch.cell, .depth = branch.depth},
                index++);
}

}  // namespace

SearchTree branch_search_tree(const BranchTree& branches) {
    const std::vector<Branch>& all = branches.branches();
    SearchTree tree(all.size() + 1);
    std::uint64_t index = 0;
    // The branches on the tree's path, outermost first. A branch's parent was opened before it
    // and was open when it was tried, so it is on the path: close the ones after it first.
    std::vector<int> path;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Branch& b = all[i];
        while (!path.empty() && path.back() != b.parent) {
            close_branch(tree, all[static_cast<std::size_t>(path.back())], index);
            path.pop_back();
        }
        tree.record(
            Step{.kind = StepKind::Place, .cell = b.cell, .digit = b.digit, .depth = b.depth},
            index++);
        path.push_back(static_cast<int>(i));
    }
    // What is still on the path: the open branches stay open, closed ones close now.
    while (!path.empty() &&
           all[static_cast<std::size_t>(path.back())].outcome != BranchOutcome::Open) {
        close_branch(tree, all[static_cast<std::size_t>(path.back())], index);
        path.pop_back();
    }
    return tree;
}

}  // namespace sudoku::core
