// Play rules a player relies on (issue "play that never surprises"), command in, state out:
// a wrong digit erased or corrected gives back exactly the notes its clean-up took; Restart
// is one undoable step (tallies and branches come back) and asks first; a redo never turns a
// what-if branch's moves into plain ones; a hint strikes what it announces; a shown solution,
// a puzzle with two solutions, the puzzle's label, Escape, save names and centre marks.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/puzzle_source.hpp"
#include "app/support/confirm_policy.hpp"
#include "app/support/escape_claim.hpp"
#include "app/support/file_name_rules.hpp"
#include "core/logic/hint_ladder.hpp"
#include "core/paint/mark_shapes.hpp"
#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"
#include "core/play/puzzle_check.hpp"
#include "game_fixtures.hpp"
#include "io/save_file.hpp"

namespace core = sudoku::core;
using core::Move;
using sudoku::test::rc;
using sudoku::test::wiki_game;

namespace {

void rule_play(core::Game& game, const Move& move) {
    auto r = game.play(move);
    REQUIRE(r.ok());
    REQUIRE(r->changed);
}

}  // namespace

TEST_CASE("play rules: erasing a wrong digit gives back the notes its clean-up took") {
    core::Game game = wiki_game();
    rule_play(game, Move::auto_notes());
    const core::Position noted = game.position();
    // r5c2 can be 2 or 5; the solution has 2. A wrong 5 strikes 5 from row 5, column 2, box 4.
    REQUIRE(game.notes(rc(5, 2)) == (core::digit_bit(2) | core::digit_bit(5)));
    rule_play(game, Move::set_digit(rc(5, 2), 5));
    CHECK(game.mistakes() == 1);
    CHECK((game.notes(rc(5, 3)) & core::digit_bit(5)) == 0);
    rule_play(game, Move::clear_cell(rc(5, 2)));
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
    rule_play(game, Move::auto_notes());
    const core::Position noted = game.position();
    rule_play(game, Move::set_digit(rc(5, 2), 5));
    rule_play(game, Move::hint(rc(5, 2)));
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
    rule_play(game, Move::set_notes(rc(5, 3), core::digit_bit(2)));
    rule_play(game, Move::set_notes(rc(5, 5), core::digit_bit(5) | core::digit_bit(7)));
    rule_play(game, Move::set_notes(rc(5, 2), core::digit_bit(5)));
    rule_play(game, Move::set_digit(rc(5, 2), 5));
    CHECK(game.notes(rc(5, 5)) == core::digit_bit(7));
    // A note a later digit rules out is not given back: 5 placed in r4c5's box... r6c5 sees
    // r5c5 through the box; placing 5 in r6c6 (box 5) keeps r5c5's 5 struck.
    rule_play(game, Move::set_digit(rc(6, 6), 5, false));
    rule_play(game, Move::clear_cell(rc(5, 2)));
    CHECK(game.notes(rc(5, 2)) == core::digit_bit(5));
    CHECK(game.notes(rc(5, 3)) == core::digit_bit(2));
    CHECK(game.notes(rc(5, 5)) == core::digit_bit(7));
}

TEST_CASE("play rules: restart is undoable, with the old attempt's tallies") {
    core::Game game = wiki_game();
    game.add_elapsed_ms(60'000);
    rule_play(game, Move::set_digit(rc(1, 3), 4));
    rule_play(game, Move::set_digit(rc(1, 4), 9));  // a mistake
    const core::Position before = game.position();
    rule_play(game, Move::restart());
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
    rule_play(game, Move::set_digit(rc(1, 4), 6));
    rule_play(game, Move::set_digit(rc(1, 6), 8));
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
    rule_play(game, Move::set_digit(rc(1, 4), 6));
    const core::Position in_branch = game.position();
    REQUIRE(tree.abandon(game));
    REQUIRE(tree.undo(game));
    CHECK(game.position() == in_branch);
    CHECK(tree.depth() == 1);
    REQUIRE(tree.redo(game));  // redo of the abandon
    CHECK(tree.depth() == 0);
    CHECK(game.board().at(rc(1, 3)) == core::kEmpty);
    CHECK(tree.branches()[0].outcome != core::BranchOutcome::Open);  // closed again
    // Once the player plays on, the abandoned moves are gone and undo is the game's.
    rule_play(game, Move::set_digit(rc(1, 3), 4));
    CHECK_FALSE(tree.undo(game));
    CHECK_FALSE(tree.redo(game));
}

TEST_CASE("play rules: redo of a guess undo went past reopens its branch") {
    core::Game game = wiki_game();
    core::BranchTree tree;
    REQUIRE_FALSE(tree.try_value(game, rc(1, 3), 5));
    rule_play(game, Move::set_digit(rc(1, 4), 6));
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
    rule_play(game, Move::restart());
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
    rule_play(game, Move::toggle_note(rc(1, 3), 4));  // a note: restart would erase it
    CHECK(needs_confirmation(game, RiskyAction::Restart));
    CHECK_FALSE(needs_confirmation(game, RiskyAction::ClearEntries));  // notes stay
    CHECK(needs_confirmation(game, RiskyAction::ShowSolution));
    rule_play(game, Move::set_digit(rc(1, 4), 6));
    CHECK(needs_confirmation(game, RiskyAction::ClearEntries));
    rule_play(game, Move::show_solution());
    CHECK_FALSE(needs_confirmation(game, RiskyAction::ShowSolution));  // nothing left to show
    CHECK(needs_confirmation(game, RiskyAction::Restart));
}

TEST_CASE("play rules: the hint's fill strikes the candidates its step announced, in one move") {
    // The first explained step here is a pointing pair whose eliminations leave a single.
    auto started = core::Game::start(sudoku::test::board_of(
        "..2...1.8..8..32.7617428539..5.9.47.2.6..49.3.94.3.8....3.426.5..15..3..5.93..7.."));
    REQUIRE(started.ok());
    core::Game game = std::move(started).value();
    rule_play(game, Move::auto_notes());
    const core::Position noted = game.position();
    const core::HintPlan plan = core::plan_hint(game);
    REQUIRE(plan.kind == core::HintKind::Logic);
    REQUIRE(plan.step->placements.empty());
    REQUIRE_FALSE(plan.strikes().empty());
    // The text can say which single the fill follows from.
    REQUIRE(plan.follow.has_value());
    REQUIRE_FALSE(plan.follow->placements.empty());
    CHECK(plan.follow->placements.front() == std::pair{plan.target, plan.digit});
    bool struck_a_note = false;
    for (const auto& [c, d] : plan.strikes())
        struck_a_note = struck_a_note || (game.notes(c) & core::digit_bit(d)) != 0;
    CHECK(struck_a_note);

    rule_play(game, Move::hint(plan.target, plan.strikes()));
    CHECK(game.board().at(plan.target) == plan.digit);
    for (const auto& strike : plan.strikes()) {
        const auto c = strike.first;
        const auto d = strike.second;
        CAPTURE(game.layout().cell_name(c));
        CHECK((game.notes(c) & core::digit_bit(d)) == 0);
    }
    // A save keeps the struck candidates, and one undo takes fill and strikes back.
    const std::string text = sudoku::io::save_to_text(game);
    CHECK(text.find("\"strikes\"") != std::string::npos);
    auto loaded = sudoku::io::load_from_text(text);
    REQUIRE(loaded.ok());
    CHECK(loaded->position() == game.position());
    REQUIRE(game.undo());
    CHECK(game.position() == noted);
}

TEST_CASE("play rules: a puzzle with two solutions can be played anyway, without hints") {
    // The small grid with a 1/3 rectangle emptied: both ways round solve it.
    const core::PuzzleReading reading = core::read_custom_puzzle(".2.4.4.221434321");
    REQUIRE(reading.board.has_value());
    const core::FastSolveResult count = core::count_custom_solutions(*reading.board);
    const core::PuzzleVerdict verdict = core::puzzle_verdict(reading, &count);
    CHECK(verdict == core::PuzzleVerdict::SeveralSolutions);
    CHECK_FALSE(core::is_playable(verdict));
    REQUIRE(core::playable_anyway(verdict));
    REQUIRE(count.first.has_value());
    auto started = core::Game::start(*reading.board, *count.first);
    REQUIRE(started.ok());
    core::Game game = std::move(started).value();
    CHECK(game.hints_allowed());
    game.set_difficulty(std::string(core::kSeveralSolutionsLabel));
    CHECK_FALSE(game.hints_allowed());
    // The label a player reads, and a save keeps it (hints stay off after Open).
    using sudoku::app::Language;
    CHECK(sudoku::app::difficulty_label(game.difficulty(), Language::English) ==
          "several solutions");
    auto loaded = sudoku::io::load_from_text(sudoku::io::save_to_text(game));
    REQUIRE(loaded.ok());
    CHECK_FALSE(loaded->hints_allowed());
}

TEST_CASE("play rules: the puzzle's label is worded in the current language, Killer named") {
    using sudoku::app::Language;
    using sudoku::app::PuzzleSource;
    const core::NewGameSettings settings{.size = 9, .seed = 42};
    const PuzzleSource killer = PuzzleSource::generated(settings, true);
    CHECK(killer.label(Language::English) == "Generated 9x9 Killer · Easy · Seed 42");
    const PuzzleSource classic = PuzzleSource::generated(settings, false);
    CHECK(classic.label(Language::English) == "Generated 9x9 Classic · Easy · Seed 42");
    // The same game read after a switch to Vietnamese: not the English words.
    const std::string vi = classic.label(Language::Vietnamese);
    CHECK(vi.find("Generated") == std::string::npos);
    CHECK(vi.find("9x9") != std::string::npos);
    CHECK(PuzzleSource::custom().label(Language::Turkish) !=
          PuzzleSource::custom().label(Language::English));
    CHECK(PuzzleSource("lesson_001").label(Language::Turkish) == "lesson_001");
}

TEST_CASE("play rules: Escape closes the innermost thing only") {
    sudoku::app::EscapeClaim claims;
    // Frame 10: the open dropdown claims the press; the dialog drawn after it does not close.
    CHECK(claims.claim(10, true));
    CHECK_FALSE(claims.claim(10, true));
    // No press, nothing to claim; the next press is the dialog's.
    CHECK_FALSE(claims.claim(11, false));
    CHECK(claims.claim(12, true));
}

TEST_CASE("play rules: a save named without an extension gets one Open lists") {
    using sudoku::app::is_listed_file;
    using sudoku::app::with_pdf_extension;
    using sudoku::app::with_save_extension;
    CHECK(with_save_extension("/home/p/mygame") == "/home/p/mygame.sudoku.json");
    CHECK(is_listed_file(with_save_extension("/home/p/mygame")));
    CHECK(with_save_extension("/home/p/mygame.sudoku") == "/home/p/mygame.sudoku.json");
    CHECK(with_save_extension("/home/p/old.json") == "/home/p/old.json");
    CHECK(with_save_extension("/home/p/puzzle.TXT") == "/home/p/puzzle.TXT");
    CHECK(with_pdf_extension("/home/p/sheet") == "/home/p/sheet.pdf");
    CHECK(with_pdf_extension("/home/p/sheet.PDF") == "/home/p/sheet.PDF");
}

TEST_CASE("play rules: centre marks sit in the middle of the cell, a centred row") {
    const float cell = 60.0f;
    // Notes 1 and 9: side by side in the middle, not at the keypad's top-left and bottom-right.
    const auto two = sudoku::core::centre_mark_spots(2, cell);
    REQUIRE(two.centres.size() == 2);
    CHECK(two.centres[0].y == doctest::Approx(cell / 2));
    CHECK(two.centres[1].y == doctest::Approx(cell / 2));
    CHECK(two.centres[0].x + two.centres[1].x == doctest::Approx(cell));
    // More than five: two centred rows, smaller, all inside the cell's middle band.
    const auto nine = sudoku::core::centre_mark_spots(9, cell);
    REQUIRE(nine.centres.size() == 9);
    CHECK(nine.height < two.height);
    for (const auto& spot : nine.centres) {
        CHECK(spot.x > cell * 0.15f);
        CHECK(spot.x < cell * 0.85f);
        CHECK(std::abs(spot.y - cell / 2) < cell * 0.3f);
    }
    CHECK(sudoku::core::centre_mark_spots(0, cell).centres.empty());
}

TEST_CASE("play rules: a shown solution completes the grid but is no win") {
    core::Game shown = wiki_game();
    rule_play(shown, Move::set_digit(rc(1, 3), 4));
    rule_play(shown, Move::show_solution());
    CHECK(shown.completed());
    CHECK_FALSE(shown.solved_by_player());  // "Solution shown": no banner, no best time
    // Filled by hand, it is the player's.
    core::Game solved = wiki_game();
    const core::Board& solution = solved.solution();
    for (int i = 0; i < solution.cell_count(); ++i) {
        const auto c = static_cast<core::Cell>(i);
        if (solved.board().at(c) == core::kEmpty)
            rule_play(solved, Move::set_digit(c, solution.at(c)));
    }
    CHECK(solved.solved_by_player());
}
