#include "core/tree/tree_export.hpp"

#include <ostream>
#include <vector>

#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

// Labels, algorithm names and puzzle lines hold letters, digits, '.', '=', ' ' and
// "regions=..." only; anything else is escaped anyway so the output is always valid.
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            out += ' ';
        } else {
            out += c;
        }
    }
    return out + "\"";
}

}  // namespace

Result<std::pair<SearchTree, TreeRun>> record_search_tree(const Board& start,
                                                          const StepSolverOptions& options,
                                                          std::size_t max_nodes) {
    auto solver = make_step_solver(start, options);
    if (!solver) return solver.error();
    SearchTree tree(max_nodes);
    StepSolver& s = *solver.value();
    std::uint64_t index = 0;
    // The counters of the events the tree holds: the event refused at max_nodes is not one.
    SearchCounters counters = s.counters();
    for (;;) {
        const auto step = s.next();
        if (!step) break;
        tree.record(*step, index++);
        if (tree.truncated()) break;
        counters = s.counters();
    }
    TreeRun run{.algorithm = algorithm_name(options.algorithm),
                .puzzle = format_puzzle_line(start),
                .board_size = start.size(),
                .counters = counters,
                .complete = s.finished() && !tree.truncated()};
    return std::pair{std::move(tree), std::move(run)};
}

const char* tree_node_state(const SearchTree& tree, TreeNode n) {
    if (tree.is_solution(n)) return "solution";
    if (!tree.closed(n)) return "open";
    if (tree.subtree_solutions(n) > 0) return "closed";
    return tree.dead_end(n) ? "dead-end" : "failed";
}

void write_tree_dot(std::ostream& out, const SearchTree& tree, const TreeRun& run) {
    out << "// sudoku-lab search tree: " << run.algorithm << ", " << tree.size() << " nodes, "
        << tree.edge_count() << " edges (= placements), " << tree.solutions() << " solution(s)"
        << (tree.truncated() ? ", truncated" : "") << "\n";
    out << "digraph search_tree {\n"
           "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"DejaVu "
           "Sans\"];\n";
    for (TreeNode n = 0; n < tree.size(); ++n) {
        const std::string state = tree_node_state(tree, n);
        const char* fill = state == "solution"   ? "palegreen"
                           : state == "dead-end" ? "mistyrose"
                           : state == "failed"   ? "gray90"
                           : state == "open"     ? "lightyellow"
                                                 : "white";
        out << "  n" << n << " [label=" << quoted(tree.label(n, run.board_size))
            << ", fillcolor=" << fill << "];\n";
    }
    for (TreeNode n = 1; n < tree.size(); ++n)
        out << "  n" << tree.parent(n) << " -> n" << n << ";\n";
    out << "}\n";
}

void write_tree_json(std::ostream& out, const SearchTree& tree, const TreeRun& run) {
    out << "{\"format\": \"sudoku-lab-search-tree\", \"version\": 1,\n"
        << " \"algorithm\": " << quoted(run.algorithm) << ", \"puzzle\": " << quoted(run.puzzle)
        << ", \"size\": " << run.board_size << ",\n"
        << " \"node_count\": " << tree.size() << ", \"edge_count\": " << tree.edge_count()
        << ", \"placements\": " << run.counters.placements
        << ", \"backtracks\": " << run.counters.backtracks
        << ", \"solutions\": " << tree.solutions()
        << ", \"complete\": " << (run.complete ? "true" : "false")
        << ", \"truncated\": " << (tree.truncated() ? "true" : "false") << ",\n \"nodes\": [\n";
    // Sizes of open subtrees are only final once closed: count them here (children always
    // have higher ids than their parent).
    std::vector<std::uint32_t> sizes(tree.size(), 1);
    for (TreeNode n = static_cast<TreeNode>(tree.size()) - 1; n > 0; --n)
        sizes[tree.parent(n)] += sizes[n];
    for (TreeNode n = 0; n < tree.size(); ++n) {
        out << "  {\"id\": " << n << ", \"parent\": ";
        if (n == SearchTree::root())
            out << "null, \"cell\": null, \"digit\": null";
        else
            out << tree.parent(n) << ", \"cell\": " << tree.cell(n)
                << ", \"digit\": " << static_cast<int>(tree.digit(n));
        out << ", \"label\": " << quoted(tree.label(n, run.board_size))
            << ", \"depth\": " << tree.depth(n) << ", \"step\": " << tree.position_of(n)
            << ", \"size\": " << sizes[n] << ", \"state\": \"" << tree_node_state(tree, n) << "\"}"
            << (n + 1 < tree.size() ? ",\n" : "\n");
    }
    out << " ]}\n";
}

}  // namespace sudoku::core
