// The tree of a backtracking search: a node per value placed (children in the order tried) plus
// the root, recorded event by event, stored as parallel arrays so a million nodes stay compact.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/search/step.hpp"

namespace sudoku::core {

using TreeNode = std::uint32_t;
inline constexpr TreeNode kNoNode = UINT32_MAX;
inline constexpr std::uint64_t kOpenIndex = UINT64_MAX;

class SearchTree {
  public:
    static constexpr std::size_t kDefaultMaxNodes = 2'000'000;

    explicit SearchTree(std::size_t max_nodes = kDefaultMaxNodes);

    // Records the event with 0-based index `index`. Events must come in order: an index already
    // recorded (a replay) is ignored, and so is everything once max_nodes is reached.
    void record(const Step& step, std::uint64_t index);

    [[nodiscard]] static constexpr TreeNode root() { return 0; }
    [[nodiscard]] std::size_t size() const { return m_parent.size(); }
    [[nodiscard]] std::size_t edge_count() const { return m_parent.size() - 1; }
    [[nodiscard]] std::uint64_t events() const { return m_events; }
    // Stopped recording at max_nodes: the tree is the search's first part only.
    [[nodiscard]] bool truncated() const { return m_truncated; }
    // The search ended with Exhausted: every node is closed.
    [[nodiscard]] bool exhausted() const { return m_exhausted; }
    [[nodiscard]] std::uint64_t solutions() const { return m_total_solutions; }
    [[nodiscard]] int max_depth() const { return m_max_depth; }
    // Bytes per node of the parallel arrays (for the benchmark's memory report).
    [[nodiscard]] static constexpr std::size_t bytes_per_node() {
        return 3 * sizeof(TreeNode) + sizeof(Cell) + sizeof(Digit) + 1 + sizeof(std::uint16_t) +
               2 * sizeof(std::uint64_t) + 2 * sizeof(std::uint32_t);
    }

    [[nodiscard]] TreeNode parent(TreeNode n) const { return m_parent[n]; }
    [[nodiscard]] TreeNode first_child(TreeNode n) const { return m_first_child[n]; }
    [[nodiscard]] TreeNode next_sibling(TreeNode n) const { return m_next_sibling[n]; }
    [[nodiscard]] TreeNode prev_sibling(TreeNode n) const;
    [[nodiscard]] Cell cell(TreeNode n) const { return m_cell[n]; }
    [[nodiscard]] Digit digit(TreeNode n) const { return m_digit[n]; }
    [[nodiscard]] int depth(TreeNode n) const { return m_depth[n]; }
    // The index of the Place event (0 for the root) and of the Remove that undid it.
    [[nodiscard]] std::uint64_t place_index(TreeNode n) const { return m_place[n]; }
    [[nodiscard]] std::uint64_t close_index(TreeNode n) const { return m_close[n]; }
    // The player position showing this node's moment: just after its value was placed.
    [[nodiscard]] std::uint64_t position_of(TreeNode n) const {
        return n == root() ? 0 : m_place[n] + 1;
    }
    [[nodiscard]] bool closed(TreeNode n) const { return (m_flags[n] & kClosed) != 0; }
    // A Solution event happened with this node current (the board was full).
    [[nodiscard]] bool is_solution(TreeNode n) const { return (m_flags[n] & kSolution) != 0; }
    // The search met a dead end just below this node (a cell without a value left).
    [[nodiscard]] bool dead_end(TreeNode n) const { return (m_flags[n] & kDeadEnd) != 0; }
    // Nodes in the subtree, itself included; final once the node is closed.
    [[nodiscard]] std::uint32_t subtree_size(TreeNode n) const { return m_size[n]; }
    // Solutions in the subtree; final once the node is closed.
    [[nodiscard]] std::uint32_t subtree_solutions(TreeNode n) const { return m_solutions[n]; }
    // Closed without a solution anywhere below: the whole subtree failed.
    [[nodiscard]] bool failed(TreeNode n) const { return closed(n) && m_solutions[n] == 0; }

    // The node open after the last recorded event (deepest on the current path).
    [[nodiscard]] TreeNode current() const { return m_path.back(); }
    // The node current after the first `position` events (position <= events()).
    [[nodiscard]] TreeNode node_at(std::uint64_t position) const;
    // Root first, `n` last.
    [[nodiscard]] std::vector<TreeNode> path_to(TreeNode n) const;
    // "r3c4=7" (the root: "start").
    [[nodiscard]] std::string label(TreeNode n, int board_size) const;

  private:
    static constexpr std::uint8_t kClosed = 1, kSolution = 2, kDeadEnd = 4;

    TreeNode add_child(TreeNode parent, Cell cell, Digit digit, std::uint64_t index);
    void close(TreeNode n, std::uint64_t index);

    std::size_t m_max_nodes;
    std::vector<TreeNode> m_parent, m_first_child, m_next_sibling;
    std::vector<Cell> m_cell;
    std::vector<Digit> m_digit;
    std::vector<std::uint8_t> m_flags;
    std::vector<std::uint16_t> m_depth;
    std::vector<std::uint64_t> m_place, m_close;
    std::vector<std::uint32_t> m_size, m_solutions;
    // The open path, root first, with the last child of each (children are only ever added to
    // open nodes, so only the path needs it).
    std::vector<TreeNode> m_path, m_path_last_child;
    std::uint64_t m_events = 0;
    std::uint64_t m_total_solutions = 0;
    int m_max_depth = 0;
    bool m_truncated = false;
    bool m_exhausted = false;
};

}  // namespace sudoku::core
