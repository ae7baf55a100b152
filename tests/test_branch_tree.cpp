// What-if branches: try opens a branch and plays the guess, abandon returns the board to the
// branch point, keep accepts the moves, branches nest, undo past a branch point abandons it,
// a contradiction is found and recorded, and a saved tree restores only when it fits.
#include <doctest/doctest.h>

#include "core/play/branch_tree.hpp"
#include "core/play/move.hpp"
#include "game_fixtures.hpp"

namespace core = sudoku::core;
using sudoku::test::rc;
using sudoku::test::wiki_game;

TEST_CASE("branches: try then abandon returns the board to the branch point") {
    core::Game game = wiki_game();
    REQUIRE(game.play(core::Move::set_digit(rc(1, 3), 4)).ok());
    const core::Position before = game.position();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 4), 6));
    CHECK(tree.depth() == 1);
    CHECK(game.board().at(rc(1, 4)) == 6);
    REQUIRE(game.play(core::Move::set_digit(rc(1, 6), 8)).ok());
    CHECK(tree.abandon(game));
    CHECK(game.position() == before);
    CHECK(tree.depth() == 0);
    REQUIRE(tree.branches().size() == 1);
    const core::Branch& b = tree.branches()[0];
    CHECK(b.outcome == core::BranchOutcome::Abandoned);
    CHECK(b.moves == 2);
    CHECK(b.start == 1);
    CHECK(b.cell == rc(1, 4));
    CHECK(b.digit == 6);
    CHECK_FALSE(tree.abandon(game));  // nothing open
}

TEST_CASE("branches: keep closes the branch and its moves stay") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 4));
    CHECK(tree.keep(game));
    CHECK(game.board().at(rc(1, 3)) == 4);
    CHECK(tree.branches()[0].outcome == core::BranchOutcome::Kept);
    CHECK(tree.branches()[0].moves == 1);
    CHECK_FALSE(tree.keep(game));
}

TEST_CASE("branches: nest, and abandoning the inner one keeps the outer open") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 4));
    const core::Position outer = game.position();
    REQUIRE_FALSE(tree.try_value(game, rc(1, 4), 6));
    CHECK(tree.depth() == 2);
    CHECK(tree.branches()[1].parent == 0);
    CHECK(tree.branches()[1].depth == 2);
    CHECK(tree.depth_of_move(0) == 1);
    CHECK(tree.depth_of_move(1) == 2);
    CHECK(tree.abandon(game));
    CHECK(game.position() == outer);
    CHECK(tree.depth() == 1);
    CHECK(tree.branches()[0].outcome == core::BranchOutcome::Open);
    CHECK(tree.abandon(game));
    CHECK(game.position() == wiki_game().position());
}

TEST_CASE("branches: undo past the branch point abandons it, and Game::redo alone keeps it shut") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 4));
    REQUIRE(game.undo());
    tree.sync(game);
    CHECK(tree.depth() == 0);
    CHECK(tree.branches()[0].outcome == core::BranchOutcome::Abandoned);
    REQUIRE(game.redo());
    tree.sync(game);
    CHECK(tree.depth() == 0);
}

TEST_CASE("branches: a contradiction is found and recorded when abandoning") {
    core::Game game = wiki_game();
    CHECK(core::find_contradiction(game.board()) == core::kNoCell);
    core::BranchTree tree;
    // r1c3 = 5 repeats r1c1's 5: a conflict.
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 5));
    CHECK(core::find_contradiction(game.board()) != core::kNoCell);
    CHECK(tree.abandon(game));
    CHECK(tree.branches()[0].outcome == core::BranchOutcome::Contradiction);
}

TEST_CASE("branches: an empty cell with no candidate is a contradiction") {
    auto board =
        sudoku::test::board_of("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
    CHECK(core::find_contradiction(board) == rc(1, 9));
}

TEST_CASE("branches: a filled cell cannot be tried") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    const auto error = tree.try_value(game, rc(1, 1), 4);
    REQUIRE(error);
    CHECK(sudoku::i18n::english(*error).starts_with("r1c1 is not an empty cell"));
    CHECK(tree.branches().empty());
}

TEST_CASE("branches: restore accepts a written tree and refuses one that does not fit") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 4));
    REQUIRE_FALSE(tree.try_value(game, rc(1, 4), 6));
    CHECK(tree.abandon(game));
    const auto back = core::BranchTree::restore(tree.branches(), game.history().size());
    REQUIRE(back.ok());
    CHECK(*back == tree);
    auto bad = tree.branches();
    bad[1].depth = 5;
    CHECK_FALSE(core::BranchTree::restore(bad, game.history().size()).ok());
    bad = tree.branches();
    bad[0].start = 99;
    CHECK_FALSE(core::BranchTree::restore(bad, game.history().size()).ok());
}
