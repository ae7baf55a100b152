// The search tree recorded from step events: one node per placement plus the root, so its
// edges equal the lessons' counts; node_at() agrees with the board at every position; the
// layout collapses finished failed subtrees; DOT and JSON exports carry every node.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/search/solver_player.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/tree/tree_export.hpp"
#include "core/tree/tree_layout.hpp"
#include "lesson_reference.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

// The puzzle line of an assets/puzzles file (the one line that is not a comment).
Board lesson_board(const std::string& file) {
    std::ifstream in(std::string(SUDOKU_ASSETS) + "/puzzles/" + file);
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') return board_of(line);
    FAIL("no puzzle in " << file);
    return board_of("");
}

const char* const kLessonFiles[] = {"lesson_000_cau_do.txt", "lesson_001_tahta.txt",
                                    "lesson_002_sample.txt", "lesson_004_sample.txt"};

SearchTree tree_of(const Board& puzzle, Algorithm a, bool all = false,
                   std::size_t max_nodes = SearchTree::kDefaultMaxNodes) {
    auto recorded =
        record_search_tree(puzzle, {.algorithm = a, .stop_at_first_solution = !all}, max_nodes);
    REQUIRE(recorded.ok());
    return std::move(recorded->first);
}

// The (cell, digit) pairs the search has on the board: the board minus the givens.
std::map<Cell, Digit> searched_cells(const Board& start, const Board& board) {
    std::map<Cell, Digit> out;
    for (Cell c = 0; c < board.cell_count(); ++c)
        if (start.at(c) == kEmpty && board.at(c) != kEmpty) out[c] = board.at(c);
    return out;
}

std::map<Cell, Digit> path_cells(const SearchTree& tree, TreeNode n) {
    std::map<Cell, Digit> out;
    for (const TreeNode p : tree.path_to(n))
        if (p != SearchTree::root()) out[tree.cell(p)] = tree.digit(p);
    return out;
}

}  // namespace

TEST_CASE("lesson 000's naive tree has 91 edges, the lesson's placements") {
    const SearchTree tree = tree_of(lesson_board("lesson_000_cau_do.txt"), Algorithm::Naive);
    CHECK(tree.edge_count() == 91);
    CHECK(tree.size() == 92);
    CHECK(tree.solutions() == 1);
    CHECK_FALSE(tree.truncated());
}

TEST_CASE("tree edges equal the lessons' writes on every lesson puzzle, naive and mrv") {
    for (const char* file : kLessonFiles) {
        INFO(file);
        const Board puzzle = lesson_board(file);
        const LessonResult naive = lesson_naive(puzzle, false, false);
        CHECK(tree_of(puzzle, Algorithm::Naive).edge_count() == naive.writes);
        const LessonResult mrv = lesson_mrv(puzzle, false);
        CHECK(tree_of(puzzle, Algorithm::Mrv).edge_count() == mrv.writes);
        // propagate has no lesson: its own placements counter (forced values included).
        const auto run = run_solver(puzzle, {.algorithm = Algorithm::Propagate}, UINT64_MAX, false);
        CHECK(tree_of(puzzle, Algorithm::Propagate).edge_count() == run.counters.placements);
        // Enumerating (lesson 004 has two solutions): the whole tree, every solution on it.
        const LessonResult all = lesson_naive(puzzle, true, false);
        const SearchTree whole = tree_of(puzzle, Algorithm::Naive, true);
        CHECK(whole.edge_count() == all.writes);
        CHECK(whole.solutions() == all.solutions);
        CHECK(whole.exhausted());
        CHECK(whole.subtree_size(SearchTree::root()) == whole.size());
        CHECK(whole.subtree_solutions(SearchTree::root()) == all.solutions);
    }
}

TEST_CASE("an unsolvable puzzle's tree fails everywhere, and each of several solutions is a node") {
    const Board unsolvable = board_of(
        "............15.......26.......37.......48.......51.......62.......73.......84....");
    for (const Algorithm a : kAllAlgorithms) {
        INFO(algorithm_name(a));
        const SearchTree tree = tree_of(unsolvable, a);
        CHECK(tree.exhausted());
        CHECK(tree.solutions() == 0);
        CHECK(tree.failed(SearchTree::root()));
        for (TreeNode n = 1; n < tree.size(); ++n)
            REQUIRE(tree.failed(n));
    }
    const SearchTree many = tree_of(board_of("................"), Algorithm::Naive, true);
    CHECK(many.solutions() == 288);
    int solution_nodes = 0;
    for (TreeNode n = 0; n < many.size(); ++n) {
        if (!many.is_solution(n)) continue;
        ++solution_nodes;
        // Every node on a solution's path found it: none of them failed.
        for (const TreeNode p : many.path_to(n))
            REQUIRE_FALSE(many.failed(p));
    }
    CHECK(solution_nodes == 288);
    CHECK(many.subtree_solutions(SearchTree::root()) == 288);
    CHECK(many.edge_count() == lesson_naive(board_of("................"), true, false).writes);
}

TEST_CASE("node_at(position) is the path of the values the search has on the board") {
    const Board puzzle = board_of(kCauDoLine);
    for (const Algorithm a : kAllAlgorithms) {
        INFO(algorithm_name(a));
        auto solver = make_step_solver(puzzle, {.algorithm = a});
        REQUIRE(solver.ok());
        SearchTree tree;
        std::vector<Board> boards{puzzle};
        std::uint64_t index = 0;
        while (const auto step = (*solver)->next()) {
            tree.record(*step, index++);
            boards.push_back((*solver)->board());
        }
        for (std::uint64_t p = 0; p < boards.size(); ++p) {
            const TreeNode n = tree.node_at(p);
            REQUIRE(path_cells(tree, n) == searched_cells(puzzle, boards[p]));
            if (n != SearchTree::root()) REQUIRE(tree.position_of(n) <= p);
        }
        CHECK(tree.node_at(index) == tree.current());
    }
}

TEST_CASE("recording through a player ignores replays and counts each event once") {
    const Board puzzle = board_of(kCauDoLine);
    auto player =
        SolverPlayer::create(puzzle, {.algorithm = Algorithm::Naive},
                             {.recent_events = 16, .max_checkpoints = 4, .first_interval = 8});
    REQUIRE(player.ok());
    SearchTree tree;
    player->set_observer([&](std::uint64_t i, const Step& s) { tree.record(s, i); });
    (void)player->advance(200);
    (void)player->seek(3);  // back through a checkpoint: the events are produced again
    (void)player->advance(UINT64_MAX);
    CHECK(tree.events() == player->head());
    CHECK(tree.edge_count() == 91);
}

TEST_CASE("the tree stops at max_nodes and says so") {
    const Board puzzle = board_of(kCauDoLine);
    const SearchTree tree = tree_of(puzzle, Algorithm::Naive, false, 10);
    CHECK(tree.size() == 10);
    CHECK(tree.truncated());
}

TEST_CASE("the layout collapses failed subtrees into triangles and relays out only on change") {
    const Board puzzle = board_of(
        "............15.......26.......37.......48.......51.......62.......73.......84....");
    const SearchTree tree = tree_of(puzzle, Algorithm::Naive);
    REQUIRE(tree.size() > 500);
    TreeLayout layout;
    const auto& items = layout.update(tree);
    // Every root child is a finished failed subtree: one triangle each, nothing below them.
    int children = 0;
    for (TreeNode c = tree.first_child(0); c != kNoNode; c = tree.next_sibling(c))
        ++children;
    REQUIRE(items.size() == static_cast<std::size_t>(children) + 1);
    std::uint64_t hidden = 0;
    for (std::size_t i = 1; i < items.size(); ++i) {
        CHECK(items[i].parent_item == 0);
        CHECK((items[i].collapsed || tree.first_child(items[i].node) == kNoNode));
        hidden += tree.subtree_size(items[i].node);
        CHECK(items[i].x > 0.0f);
        CHECK(items[i].x < layout.width());
        if (i > 1) CHECK(items[i].x > items[i - 1].x);
    }
    CHECK(hidden + 1 == tree.size());
    CHECK(layout.recomputations() == 1);
    (void)layout.update(tree);
    CHECK(layout.recomputations() == 1);

    // Expanding the first triangle shows its children (collapsed in turn when failed).
    const TreeNode first = items[1].node;
    const std::size_t folded_items = items.size();
    layout.toggle(tree, first);
    const auto& expanded = layout.update(tree);
    CHECK(layout.recomputations() == 2);
    CHECK(expanded.size() > folded_items);
    CHECK_FALSE(expanded[static_cast<std::size_t>(layout.item_of(tree, first))].collapsed);
    // A node hidden in a triangle maps to that triangle.
    const TreeNode deep = static_cast<TreeNode>(tree.size() - 1);
    const int shown = layout.item_of(tree, deep);
    REQUIRE(shown >= 0);
    CHECK(expanded[static_cast<std::size_t>(shown)].collapsed);
}

TEST_CASE("a layout never holds more than kMaxItems items, however much is expanded") {
    const SearchTree tree = tree_of(board_of("................"), Algorithm::Naive, true);
    TreeLayout layout;
    for (TreeNode n = 1; n < tree.size(); ++n)
        layout.set_choice(n, CollapseChoice::Expanded);
    const auto& items = layout.update(tree);
    CHECK(items.size() == tree.size());  // small enough to show whole
    const SearchTree big = tree_of(board_of(std::string(81, '.')), Algorithm::Naive, true, 60'000);
    TreeLayout big_layout;
    for (TreeNode n = 1; n < big.size(); ++n)
        big_layout.set_choice(n, CollapseChoice::Expanded);
    CHECK(big_layout.update(big).size() <= TreeLayout::kMaxItems + 100);
}

TEST_CASE("DOT and JSON exports hold one node per placement plus the root") {
    const Board puzzle = lesson_board("lesson_000_cau_do.txt");
    auto recorded = record_search_tree(puzzle, {.algorithm = Algorithm::Naive}, 1000);
    REQUIRE(recorded.ok());
    const auto& [tree, run] = *recorded;
    std::ostringstream dot, json;
    write_tree_dot(dot, tree, run);
    write_tree_json(json, tree, run);
    const std::string d = dot.str();
    std::size_t arrows = 0;
    for (std::size_t at = d.find("->"); at != std::string::npos; at = d.find("->", at + 2))
        ++arrows;
    CHECK(arrows == 91);
    CHECK(d.find("digraph search_tree {") != std::string::npos);
    CHECK(d.find("label=\"r1c3=3\"") !=
          std::string::npos);  // naive places 3 first at r1c3 (1 and 2 are in row 1)
    const auto j = nlohmann::json::parse(json.str());
    CHECK(j["edge_count"] == 91);
    CHECK(j["placements"] == 91);
    CHECK(j["nodes"].size() == 92);
    CHECK(j["nodes"][0]["parent"].is_null());
    CHECK(j["nodes"][0]["size"] == 92);
    int solutions = 0;
    for (const auto& node : j["nodes"])
        solutions += node["state"] == "solution" ? 1 : 0;
    CHECK(solutions == 1);
}
