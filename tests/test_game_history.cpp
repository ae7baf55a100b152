// Undo/redo: every move kind is undoable and redoable exactly, labels read well, and a new move
// after undo drops the redo tail.
#include <doctest/doctest.h>

#include "core/base/random.hpp"
#include "core/play/game.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;
using sudoku::test::rc;

// Restart undoes with the old attempt's tallies (test_play_rules.cpp); a completed attempt's
// restart is the one undo stops at (test_game.cpp).
TEST_CASE("undo and redo walk through every move kind exactly") {
    Game game = sudoku::test::wiki_game();
    const std::vector<std::pair<Move, std::string>> script{
        {Move::auto_notes(), "auto notes"},
        {Move::set_digit(rc(1, 3), 4), "r1c3: 4"},
        {Move::toggle_note(rc(1, 4), 6), "r1c4: note 6"},
        {Move::set_notes(rc(1, 6), digit_bit(2) | digit_bit(8)), "r1c6: notes 2 8"},
        {Move::set_notes(rc(1, 7), 0), "r1c7: notes none"},
        {Move::set_digit(rc(1, 4), 9, false), "r1c4: 9"},
        {Move::clear_cell(rc(1, 4)), "r1c4: clear"},
        {Move::hint(rc(2, 2)), "hint r2c2: 7"},
        {Move::clear_entries(), "clear entries"},
        {Move::set_digit(rc(9, 1), 3), "r9c1: 3"},
        {Move::set_digit(rc(1, 3), 4), "r1c3: 4"},
        {Move::show_solution(), "show solution"},
        {Move::clear_entries(), "clear entries"},
        {Move::solver_solution(sudoku::test::board_of(sudoku::test::kWikiSolution).cells()),
         "solver solution"},
    };
    std::vector<Position> positions{game.position()};
    for (const auto& entry : script) {
        // Named copies, not structured bindings: clang 14 cannot capture those in CAPTURE.
        const auto& move = entry.first;
        const std::string label = entry.second;
        CAPTURE(label);
        auto r = game.play(move);
        REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : sudoku::i18n::english(r.error())));
        REQUIRE(r->changed);
        CHECK(game.history().entries().back().label == label);
        positions.push_back(game.position());
    }
    REQUIRE(game.history().size() == script.size());
    for (std::size_t k = script.size(); k-- > 0;) {
        REQUIRE(game.undo());
        CHECK(game.position() == positions[k]);
        CHECK(game.history().cursor() == k);
    }
    CHECK_FALSE(game.undo());
    for (std::size_t k = 1; k <= script.size(); ++k) {
        REQUIRE(game.redo());
        CHECK(game.position() == positions[k]);
    }
    CHECK_FALSE(game.redo());
}

TEST_CASE("a new move after undo replaces the redo tail") {
    Game game = sudoku::test::wiki_game();
    REQUIRE(game.play(Move::set_digit(rc(1, 3), 4)).ok());
    REQUIRE(game.play(Move::set_digit(rc(1, 4), 6)).ok());
    REQUIRE(game.play(Move::set_digit(rc(1, 6), 8)).ok());
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.can_redo());
    REQUIRE(game.play(Move::set_digit(rc(9, 1), 3)).ok());
    CHECK_FALSE(game.can_redo());
    REQUIRE(game.history().size() == 2);
    CHECK(game.history().entries()[1].label == "r9c1: 3");
    CHECK(game.board().at(rc(1, 4)) == kEmpty);
}

TEST_CASE("random play with random undo and redo always matches the recorded positions") {
    // A reference list of positions, indexed by how many moves are applied, checked against
    // the game after every step; the moves come from a seeded generator.
    Game game = sudoku::test::wiki_game();
    Random rng(20240611);
    std::vector<Position> applied{game.position()};
    std::size_t cursor = 0;
    int played = 0;
    for (int step = 0; step < 400; ++step) {
        const auto roll = rng.below(10);
        if (roll < 2) {
            const bool did = game.undo();
            CHECK(did == (cursor > 0));
            if (did) --cursor;
        } else if (roll < 3) {
            const bool did = game.redo();
            CHECK(did == (cursor + 1 < applied.size()));
            if (did) ++cursor;
        } else {
            const auto cell = static_cast<Cell>(rng.below(81));
            const auto digit = static_cast<Digit>(1 + rng.below(9));
            Move move = Move::set_digit(cell, digit, rng.below(2) == 0);
            switch (rng.below(6)) {
                case 0:
                    move = Move::toggle_note(cell, digit);
                    break;
                case 1:
                    move = Move::clear_cell(cell);
                    break;
                case 2:
                    move = Move::set_notes(cell, rng.below(1u << 9) << 1);
                    break;
                case 3:
                    move = rng.below(8) == 0 ? Move::hint(cell) : move;
                    break;
                default:
                    break;
            }
            auto r = game.play(move);
            if (r.ok() && r->changed) {
                applied.erase(applied.begin() + static_cast<std::ptrdiff_t>(cursor) + 1,
                              applied.end());
                applied.push_back(game.position());
                ++cursor;
                ++played;
            }
        }
        REQUIRE(game.history().cursor() == cursor);
        REQUIRE(game.position() == applied[cursor]);
    }
    CHECK(played > 100);  // the walk really played, not just rejected moves
}
