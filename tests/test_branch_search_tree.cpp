// The player's branches as a search tree: node i + 1 is branch i, nested under its parent,
// open branches on the path (current() the innermost), closed ones closed, contradictions
// marked as dead ends; the tree layout lays them out like a solver's search.
#include <doctest/doctest.h>

#include "core/play/branch_search_tree.hpp"
#include "core/play/move.hpp"
#include "core/tree/tree_layout.hpp"
#include "game_fixtures.hpp"

namespace core = sudoku::core;
using sudoku::test::rc;
using sudoku::test::wiki_game;

TEST_CASE("branch search tree: no branch is the root alone") {
    const core::SearchTree tree = core::branch_search_tree(core::BranchTree{});
    CHECK(tree.size() == 1);
    CHECK(tree.current() == core::SearchTree::root());
    CHECK(core::branch_of_node(core::SearchTree::root()) == -1);
}

TEST_CASE("branch search tree: nesting, outcomes and the current branch") {
    core::Game game = wiki_game();
    core::BranchTree branches;
    REQUIRE_FALSE(branches.try_value(game, rc(1, 3), 4));  // 0: open, the outer one
    REQUIRE_FALSE(branches.try_value(game, rc(1, 4), 6));  // 1: abandoned inside 0
    REQUIRE(branches.abandon(game));
    REQUIRE_FALSE(branches.try_value(game, rc(1, 4), 8));  // 2: kept inside 0
    REQUIRE(branches.keep(game));
    REQUIRE_FALSE(branches.try_value(game, rc(1, 6), 4));  // 3: a contradiction (4 in r1c3)
    REQUIRE(branches.abandon(game));
    REQUIRE_FALSE(branches.try_value(game, rc(1, 6), 2));  // 4: open inside 0

    const core::SearchTree tree = core::branch_search_tree(branches);
    REQUIRE(tree.size() == 6);
    CHECK(tree.parent(1) == core::SearchTree::root());
    for (core::TreeNode n = 2; n <= 5; ++n) {
        INFO("node " << n);
        CHECK(tree.parent(n) == 1);
        CHECK(tree.depth(n) == 2);
    }
    CHECK(tree.label(2, 9) == "r1c4=6");
    CHECK(tree.label(5, 9) == "r1c6=2");
    CHECK(tree.current() == 5);
    CHECK(core::branch_of_node(tree.current()) == branches.open_branches().back());
    CHECK_FALSE(tree.closed(1));
    CHECK_FALSE(tree.closed(5));
    CHECK(tree.closed(2));
    CHECK(tree.closed(3));
    CHECK(tree.closed(4));
    CHECK(tree.dead_end(4));
    CHECK_FALSE(tree.dead_end(2));
    CHECK(branches.branches()[3].outcome == core::BranchOutcome::Contradiction);

    // The layout every tree uses: one item per node, children one level below their parent.
    core::TreeLayout layout;
    for (core::TreeNode n = 0; n < tree.size(); ++n)
        layout.set_choice(n, core::CollapseChoice::Expanded);
    const auto& items = layout.update(tree);
    CHECK(items.size() == 6);
    CHECK(layout.height() >= 2.0f);
}

TEST_CASE("branch search tree: closed branches after the open ones close, siblings stay apart") {
    core::Game game = wiki_game();
    core::BranchTree branches;
    REQUIRE_FALSE(branches.try_value(game, rc(1, 3), 4));
    REQUIRE(branches.keep(game));
    REQUIRE_FALSE(branches.try_value(game, rc(1, 4), 6));
    REQUIRE(branches.abandon(game));
    const core::SearchTree tree = core::branch_search_tree(branches);
    REQUIRE(tree.size() == 3);
    CHECK(tree.parent(1) == core::SearchTree::root());
    CHECK(tree.parent(2) == core::SearchTree::root());
    CHECK(tree.next_sibling(1) == 2);
    CHECK(tree.closed(1));
    CHECK(tree.closed(2));
    CHECK(tree.current() == core::SearchTree::root());
}
