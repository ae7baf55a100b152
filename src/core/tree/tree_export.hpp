// The search tree as text for other tools: Graphviz DOT and JSON, one node per placement plus
// the root (so the edges equal the search's placements), and the run that builds it.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "core/search/step_solver.hpp"
#include "core/tree/search_tree.hpp"

namespace sudoku::core {

// What an export says about the run besides the tree.
struct TreeRun {
    std::string algorithm;  // "naive", "mrv", "propagate"
    std::string puzzle;     // the puzzle line
    int board_size = 9;
    SearchCounters counters;  // the solver's counters at the end of the recorded run
    bool complete = false;    // the search finished (first solution, or the whole tree)
};

// Runs a step search from `start` to its end (the first solution, or the whole tree when
// options.stop_at_first_solution is false) while recording its tree, stopping when the tree
// reaches max_nodes (then tree.truncated()). Fails when the givens break a rule.
[[nodiscard]] Result<std::pair<SearchTree, TreeRun>> record_search_tree(
    const Board& start, const StepSolverOptions& options, std::size_t max_nodes);

// digraph: nodes n0..nK labelled "start" / "r3c4=7", solutions green, failed subtrees grey,
// dead ends red; edges in the order tried.
void write_tree_dot(std::ostream& out, const SearchTree& tree, const TreeRun& run);

// {"format": "sudoku-lab-search-tree", "version": 1, ..., "nodes": [{"id", "parent", "label",
// "cell", "digit", "depth", "step", "state"}...]}: plain numbers and label text only.
void write_tree_json(std::ostream& out, const SearchTree& tree, const TreeRun& run);

// "solution", "failed", "dead-end" (failed, and a dead end was met right below), "open",
// "closed" (finished with solutions below), for DOT colours and JSON.
[[nodiscard]] const char* tree_node_state(const SearchTree& tree, TreeNode n);

}  // namespace sudoku::core
