// sudoku-cli tree: the search tree of one of the lessons' searches as Graphviz DOT or JSON,
// one node per placement plus the root, so its edges equal the run's placements.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/out_of_memory.hpp"
#include "cli/solver_choice.hpp"
#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/tree/tree_export.hpp"
#include "i18n/describe.hpp"
#include "io/atomic_file.hpp"
#include "io/display_path.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kDefaultMaxNodes = 1'000'000;
// The tree and its JSON export peak at about 340 bytes a node (1,000,000 nodes of the empty
// grid's naive search: 336 MB), so 10 million take about 3.4 GB; the 100 million accepted
// before would have needed 34 GB.
constexpr std::uint64_t kMostNodes = 10'000'000;
constexpr std::uint64_t kBytesPerNode = 340;

const CommandSpec kSpec{
    "tree",
    "PUZZLE|FILE|-",
    "Runs a step solver on one puzzle (a puzzle line, or a file / standard input holding one)\n"
    "and writes its search tree: a node per value placed, children in the order tried, plus\n"
    "the root. The edges equal the run's placements (the lessons' trial count). The search\n"
    "stops at the first solution (all of them with --all); the tree stops at --max-nodes\n"
    "nodes (the export then says \"truncated\" and the exit status is 3).",
    {kAlgoStepOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--format", "FORMAT", "dot (default) or json"},
     {"--max-nodes", "N", "stop the tree at N nodes (default 1000000, at most 10000000)"},
     {"--output", "FILE", "write to FILE instead of standard output (also -o FILE)"},
     {"--all", nullptr, "keep searching after a solution (enumerate them all)"}},
    0,
    1,
};

// "--max-nodes 100000000: ... about 34 GB; at most 10000000 (about 3.4 GB)".
std::string too_many_nodes(std::uint64_t nodes) {
    const auto gigabytes = [](std::uint64_t n) {
        const double gb = static_cast<double>(n) * kBytesPerNode / 1e9;
        char text[32];
        std::snprintf(text, sizeof text, gb < 10 ? "%.1f GB" : "%.0f GB", gb);
        return std::string(text);
    };
    // Past 2^64 / 340 the product would wrap: such a tree would not fit any machine anyway.
    const std::string need =
        nodes > UINT64_MAX / kBytesPerNode ? "more memory than any machine has" : gigabytes(nodes);
    return "--max-nodes " + std::to_string(nodes) + ": a tree takes about " +
           std::to_string(kBytesPerNode) + " bytes a node, " + need + "; at most " +
           std::to_string(kMostNodes) + " (about " + gigabytes(kMostNodes) + ")";
}

// The one puzzle: a puzzle line given as the operand, else the puzzle of a file or stdin.
core::Result<core::Board> read_one_puzzle(const Args& args) {
    const auto& operands = args.operands();
    std::error_code ec;
    if (operands.size() == 1 && operands[0] != "-" && !std::filesystem::exists(operands[0], ec)) {
        auto board = core::parse_puzzle_line(operands[0]);
        if (!board)
            return core::unspecified_error("not a file, and not a puzzle line: " +
                                           i18n::english(board.error()));
        if (auto conflict = core::validate_givens(*board)) return *conflict;
        return board;
    }
    auto puzzles = read_inputs(operands);
    if (!puzzles) return puzzles.error();
    if (puzzles->empty()) return core::unspecified_error("no puzzle in the input");
    if (puzzles->size() > 1)
        return core::unspecified_error("the input holds " + std::to_string(puzzles->size()) +
                                       " puzzles; tree draws one (pick a line)");
    if (auto problem = puzzle_problem(puzzles->front()); !problem.empty())
        return core::unspecified_error(problem);
    return std::move(puzzles->front().text.board).value();
}

int run(const std::vector<std::string>& raw) {
    // -o is the usual short name for the output file.
    std::vector<std::string> args_in = raw;
    for (std::string& a : args_in) {
        if (a == "--") break;
        if (a == "-o")
            a = "--output";
        else if (a.starts_with("-o="))
            a = "--output=" + a.substr(3);
    }
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, args_in, args)) return *code;
    auto choice = read_solver_choice(*args, false);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    auto format = args->choice("--format", "dot", {"dot", "json"});
    if (!format) return usage_error(kSpec, i18n::english(format.error()));
    auto max_nodes = args->number("--max-nodes", kDefaultMaxNodes, 1, UINT64_MAX);
    if (!max_nodes) return usage_error(kSpec, i18n::english(max_nodes.error()));
    if (*max_nodes > kMostNodes) return usage_error(kSpec, too_many_nodes(*max_nodes));
    choice->step.stop_at_first_solution = !args->flag("--all");
    const auto output = args->value("--output");
    if (output && output->empty()) return usage_error(kSpec, "--output needs a file name");

    auto board = read_one_puzzle(*args);
    if (!board) {
        std::cerr << "sudoku-cli: tree: " << i18n::english(board.error()) << "\n";
        return kExitUsage;
    }
    const Doing recording("recording the search tree (a smaller --max-nodes needs less)");
    auto recorded = core::record_search_tree(*board, choice->step, *max_nodes);
    if (!recorded) {
        std::cerr << "sudoku-cli: tree: invalid: " << i18n::english(recorded.error()) << "\n";
        return kExitFailed;
    }
    // Named references, not a structured binding: clang 14 (the sanitizer build) cannot capture
    // a structured binding in a lambda.
    const auto& tree = recorded->first;
    const auto& run = recorded->second;
    const Doing writing("writing the search tree (a smaller --max-nodes needs less)");
    const auto write = [&](std::ostream& out) {
        if (*format == "json")
            core::write_tree_json(out, tree, run);
        else
            core::write_tree_dot(out, tree, run);
    };
    if (output) {
        std::ostringstream text;  // a file appears whole (atomic_file), so it is built first
        write(text);
        if (auto error = io::write_file_atomic(*output, std::move(text).str(),
                                               {.keep_backup = false, .create_folder = false})) {
            std::cerr << "sudoku-cli: tree: " << i18n::english(*error) << "\n";
            return kExitFailed;
        }
    } else {
        write(std::cout);  // standard output is written as it goes: no copy of the text
        std::cout.flush();
    }
    std::cerr << "tree: " << tree.size() << " nodes, " << tree.edge_count() << " edges, "
              << run.counters.placements << " placements, " << tree.solutions() << " solution(s)"
              << (tree.truncated() ? ", truncated at --max-nodes" : "") << "\n";
    if (tree.truncated()) return kExitLimit;
    return tree.solutions() > 0 ? kExitOk : kExitFailed;
}

}  // namespace

SUDOKU_CLI_COMMAND("tree", "write a step solver's search tree as DOT or JSON", run);

}  // namespace sudoku::cli
