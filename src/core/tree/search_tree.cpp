#include "core/tree/search_tree.hpp"

#include "core/grid/symbols.hpp"

namespace sudoku::core {

SearchTree::SearchTree(std::size_t max_nodes) : m_max_nodes(max_nodes < 1 ? 1 : max_nodes) {
    // The root: the start board, open until the search is exhausted.
    m_parent.push_back(kNoNode);
    m_first_child.push_back(kNoNode);
    m_next_sibling.push_back(kNoNode);
    m_cell.push_back(kNoCell);
    m_digit.push_back(0);
    m_flags.push_back(0);
    m_depth.push_back(0);
    m_place.push_back(0);
    m_close.push_back(kOpenIndex);
    m_size.push_back(1);
    m_solutions.push_back(0);
    m_path.push_back(root());
    m_path_last_child.push_back(kNoNode);
}

TreeNode SearchTree::add_child(TreeNode parent, Cell cell, Digit digit, std::uint64_t index) {
    const auto n = static_cast<TreeNode>(m_parent.size());
    m_parent.push_back(parent);
    m_first_child.push_back(kNoNode);
    m_next_sibling.push_back(kNoNode);
    m_cell.push_back(cell);
    m_digit.push_back(digit);
    m_flags.push_back(0);
    const auto depth = static_cast<std::uint16_t>(m_depth[parent] + 1);
    m_depth.push_back(depth);
    m_place.push_back(index);
    m_close.push_back(kOpenIndex);
    m_size.push_back(1);
    m_solutions.push_back(0);
    if (m_path_last_child.back() == kNoNode)
        m_first_child[parent] = n;
    else
        m_next_sibling[m_path_last_child.back()] = n;
    m_path_last_child.back() = n;
    m_path.push_back(n);
    m_path_last_child.push_back(kNoNode);
    if (depth > m_max_depth) m_max_depth = depth;
    return n;
}

void SearchTree::close(TreeNode n, std::uint64_t index) {
    m_flags[n] |= kClosed;
    m_close[n] = index;
    // Sizes and solution counts roll up when a subtree is finished: one addition per node.
    if (n != root()) {
        m_size[m_parent[n]] += m_size[n];
        m_solutions[m_parent[n]] += m_solutions[n];
    }
}

void SearchTree::record(const Step& step, std::uint64_t index) {
    if (index != m_events || m_truncated) return;
    switch (step.kind) {
        case StepKind::Place:
            if (m_parent.size() >= m_max_nodes) {
                m_truncated = true;
                return;
            }
            add_child(m_path.back(), step.cell, step.digit, index);
            break;
        case StepKind::Remove:
            // Values are removed newest first, so a Remove always undoes the deepest node.
            if (m_path.size() > 1) {
                close(m_path.back(), index);
                m_path.pop_back();
                m_path_last_child.pop_back();
            }
            break;
        case StepKind::Solution:
            m_flags[m_path.back()] |= kSolution;
            ++m_solutions[m_path.back()];
            ++m_total_solutions;
            break;
        case StepKind::DeadEnd:
            m_flags[m_path.back()] |= kDeadEnd;
            break;
        case StepKind::Exhausted:
            while (m_path.size() > 1) {  // cannot happen for the lessons' searches; be safe
                close(m_path.back(), index);
                m_path.pop_back();
                m_path_last_child.pop_back();
            }
            close(root(), index);
            m_exhausted = true;
            break;
        default:
            break;
    }
    ++m_events;
}

TreeNode SearchTree::prev_sibling(TreeNode n) const {
    if (n == root()) return kNoNode;
    TreeNode prev = kNoNode;
    for (TreeNode c = m_first_child[m_parent[n]]; c != n && c != kNoNode; c = m_next_sibling[c])
        prev = c;
    return prev;
}

TreeNode SearchTree::node_at(std::uint64_t position) const {
    TreeNode n = root();
    for (;;) {
        // The last child placed before `position`; it is on the path unless already removed.
        TreeNode last = kNoNode;
        for (TreeNode c = m_first_child[n]; c != kNoNode && m_place[c] < position;
             c = m_next_sibling[c])
            last = c;
        if (last == kNoNode || m_close[last] < position) return n;
        n = last;
    }
}

std::vector<TreeNode> SearchTree::path_to(TreeNode n) const {
    std::vector<TreeNode> path;
    for (TreeNode p = n; p != kNoNode; p = m_parent[p])
        path.push_back(p);
    return {path.rbegin(), path.rend()};
}

std::string SearchTree::label(TreeNode n, int board_size) const {
    if (n == root() || board_size <= 0) return "start";
    const int c = m_cell[n];
    return "r" + std::to_string(c / board_size + 1) + "c" + std::to_string(c % board_size + 1) +
           "=" + std::string(1, digit_symbol(m_digit[n]));
}

}  // namespace sudoku::core
