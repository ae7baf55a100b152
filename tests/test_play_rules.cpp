// Play rules a player relies on (issue "play that never surprises"), command in, state out:
// a wrong digit erased or corrected gives back exactly the notes its clean-up took; Restart
// is one undoable step (tallies and branches come back); a redo never turns a what-if
// branch's moves into plain ones.
#include <doctest/doctest.h>

#include "app/support/confirm_policy.hpp"
#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"
#include "game_fixtures.hpp"

namespace core = sudoku::core;
using core::Move;
using sudoku::test::rc;
using sudoku::test::wiki_game;

namespace {

void play_ok(core::Game& game, const Move& move) {
    auto r = game.play(move);
    REQUIRE(r.ok());
    REQUIRE(r->changed);
}

}  // namespace

TEST_CASE("play rules: erasing a wrong digit gives back the notes its clean-up took") {
    core::Game game = wiki_game();
    play_ok(game, Move::auto_notes());
    const core::Position noted = game.position();
    // r5c2 can be 2 or 5; the solution has 2. A wrong 5 strikes 5 from row 5, column 2, box 4.
    REQUIRE(game.notes(rc(5, 2)) == (core::digit_bit(2) | core::digit_bit(5)));
    play_ok(game, Move::set_digit(rc(5, 2), 5));
    CHECK(game.mistakes() == 1);
    CHECK((game.notes(rc(5, 3)) & core::digit_bit(5)) == 0);
    play_ok(game, Move::clear_cell(rc(5, 2)));
    // Exactly the noted position again: the cell's own notes and every peer's 5.
    CHECK(game.position() == noted);
    // Undo and redo still walk the same two steps.
    REQUIRE(game.undo());
    CHECK(game.board().at(rc(5, 2)) == 5);
    REQUIRE(game.redo());
    CHECK(game.position() == noted);
}

TEST_CASE("play rules: a hint that corrects a wrong digit gives back its notes") {
    core::Game game = wiki_game();
    play_ok(game, Move::auto_notes());
    const core::Position noted = game.position();
    play_ok(game, Move::set_digit(rc(5, 2), 5));
    play_ok(game, Move::hint(rc(5, 2)));
    CHECK(game.board().at(rc(5, 2)) == 2);
    // Every peer holds its noted candidates less the right digit 2: the 5 is back.
    for (core::Cell peer : game.layout().peers(rc(5, 2))) {
        if (game.board().at(peer) != core::kEmpty) continue;
        CAPTURE(game.layout().cell_name(peer));
        CHECK(game.notes(peer) == (noted.notes[peer] & ~core::digit_bit(2)));
    }
}

TEST_CASE("play rules: only the notes the clean-up took come back") {
    core::Game game = wiki_game();
    // r5c3 had no note 5 before the wrong digit: it gets none after the erase.
    play_ok(game, Move::set_notes(rc(5, 3), core::digit_bit(2)));
    play_ok(game, Move::set_notes(rc(5, 5), core::digit_bit(5) | core::digit_bit(7)));
    play_ok(game, Move::set_notes(rc(5, 2), core::digit_bit(5)));
    play_ok(game, Move::set_digit(rc(5, 2), 5));
    CHECK(game.notes(rc(5, 5)) == core::digit_bit(7));
    // A note a later digit rules out is not given back: 5 placed in r4c5's box... r6c5 sees
    // r5c5 through the box; placing 5 in r6c6 (box 5) keeps r5c5's 5 struck.
    play_ok(game, Move::set_digit(rc(6, 6), 5, false));
    play_ok(game, Move::clear_cell(rc(5, 2)));
    CHECK(game.notes(rc(5, 2)) == core::digit_bit(5));
    CHECK(game.notes(rc(5, 3)) == core::digit_bit(2));
    CHECK(game.notes(rc(5, 5)) == core::digit_bit(7));
}

TEST_CASE("play rules: restart is undoable, with the old attempt's tallies") {
    core::Game game = wiki_game();
    game.add_elapsed_ms(60'000);
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    play_ok(game, Move::set_digit(rc(1, 4), 9));  // a mistake
    const core::Position before = game.position();
    play_ok(game, Move::restart());
    CHECK(game.tally() == core::GameTally{});
    game.add_elapsed_ms(5'000);
    REQUIRE(game.can_undo());
    REQUIRE(game.undo());
    CHECK(game.position() == before);
    CHECK(game.mistakes() == 1);
    CHECK(game.elapsed_ms() == 65'000);  // the clock kept the time since
    REQUIRE(game.redo());
    CHECK(game.board() == game.puzzle());
    CHECK(game.tally() == core::GameTally{});
}

TEST_CASE("play rules: redo after abandon brings the branch back, never plain moves") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 5));
    play_ok(game, Move::set_digit(rc(1, 4), 6));
    play_ok(game, Move::set_digit(rc(1, 6), 8));
    const core::Position in_branch = game.position();
    REQUIRE(tree.abandon(game));
    CHECK(game.board().at(rc(1, 3)) == core::kEmpty);
    REQUIRE(tree.redo(game));
    CHECK(game.position() == in_branch);
    CHECK(tree.depth() == 1);
    CHECK(tree.branches()[0].outcome == core::BranchOutcome::Open);
    for (std::size_t i = 0; i < 3; ++i)
        CHECK(tree.depth_of_move(i) == 1);
}

TEST_CASE("play rules: abandon is one undoable step, and redo abandons again") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 5));
    play_ok(game, Move::set_digit(rc(1, 4), 6));
    const core::Position in_branch = game.position();
    REQUIRE(tree.abandon(game));
    REQUIRE(tree.undo(game));
    CHECK(game.position() == in_branch);
    CHECK(tree.depth() == 1);
    REQUIRE(tree.redo(game));  // redo of the abandon
    CHECK(tree.depth() == 0);
    CHECK(game.board().at(rc(1, 3)) == core::kEmpty);
    CHECK(tree.branches()[0].outcome == core::BranchOutcome::Abandoned);
    // Once the player plays on, the abandoned moves are gone and undo is the game's.
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    CHECK_FALSE(tree.undo(game));
    CHECK_FALSE(tree.redo(game));
}

TEST_CASE("play rules: redo of a guess undo went past reopens its branch") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 5));
    play_ok(game, Move::set_digit(rc(1, 4), 6));
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    tree.sync(game);
    CHECK(tree.depth() == 0);
    CHECK_FALSE(tree.undo(game));  // not an abandon: undo stays the game's
    REQUIRE(tree.redo(game));
    CHECK(tree.depth() == 1);
    CHECK(game.board().at(rc(1, 3)) == 5);
    REQUIRE(game.redo());
    CHECK(tree.depth_of_move(1) == 1);
}

TEST_CASE("play rules: undoing a restart brings the branches back") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 5));
    play_ok(game, Move::restart());
    tree.restart(game);
    CHECK(tree.branches().empty());
    REQUIRE(tree.undo(game));
    CHECK(game.board().at(rc(1, 3)) == 5);
    CHECK(tree.depth() == 1);
    REQUIRE(tree.redo(game));
    CHECK(game.board() == game.puzzle());
    CHECK(tree.branches().empty());
}

TEST_CASE("play rules: restart, clear entries and show solution ask only when work is lost") {
    using sudoku::app::needs_confirmation;
    using sudoku::app::RiskyAction;
    core::Game game = wiki_game();
    CHECK_FALSE(needs_confirmation(game, RiskyAction::Restart));
    CHECK_FALSE(needs_confirmation(game, RiskyAction::ClearEntries));
    CHECK_FALSE(needs_confirmation(game, RiskyAction::ShowSolution));
    play_ok(game, Move::toggle_note(rc(1, 3), 4));  // a note: restart would erase it
    CHECK(needs_confirmation(game, RiskyAction::Restart));
    CHECK_FALSE(needs_confirmation(game, RiskyAction::ClearEntries));  // notes stay
    CHECK(needs_confirmation(game, RiskyAction::ShowSolution));
    play_ok(game, Move::set_digit(rc(1, 4), 6));
    CHECK(needs_confirmation(game, RiskyAction::ClearEntries));
    play_ok(game, Move::show_solution());
    CHECK_FALSE(needs_confirmation(game, RiskyAction::ShowSolution));  // nothing left to show
    CHECK(needs_confirmation(game, RiskyAction::Restart));
}
