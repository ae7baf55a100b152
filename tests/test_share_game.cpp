// A decoded share code becomes a game: its givens start the puzzle, its entries and notes are
// the position played from; bad positions (no solution, conflicting givens) are errors.
#include <doctest/doctest.h>

#include "core/play/move.hpp"
#include "core/share/share_code.hpp"
#include "core/share/share_game.hpp"
#include "game_fixtures.hpp"

namespace core = sudoku::core;
using sudoku::test::board_of;
using sudoku::test::rc;
using sudoku::test::wiki_game;

TEST_CASE("share game: a played position round-trips through a code into a game") {
    core::Game game = wiki_game();
    REQUIRE(game.play(core::Move::set_digit(rc(1, 3), 4)).ok());
    REQUIRE(game.play(core::Move::toggle_note(rc(1, 4), 6)).ok());
    REQUIRE(game.play(core::Move::toggle_note(rc(1, 4), 2)).ok());
    const auto decoded = core::decode_share_code(core::encode_share_code(game.position()));
    REQUIRE(decoded.ok());
    const auto shared = core::game_from_position(*decoded);
    REQUIRE(shared.ok());
    CHECK(shared->position() == game.position());
    CHECK(shared->puzzle() == game.puzzle());
    CHECK(shared->solution() == game.solution());
    CHECK(shared->board().at(rc(1, 3)) == 4);
    CHECK(shared->mark(rc(1, 3)) == core::CellMark::User);
    CHECK(shared->notes(rc(1, 4)) == (core::digit_bit(2) | core::digit_bit(6)));
    CHECK_FALSE(shared->can_undo());  // the shared position is where this game starts
}

TEST_CASE("share game: a start position is the plain puzzle") {
    const core::Game game = wiki_game();
    const auto shared = core::game_from_position(game.position());
    REQUIRE(shared.ok());
    CHECK(shared->history_start() == core::Position::start(game.puzzle()));
}

TEST_CASE("share game: the givens are the cells marked Given, not every digit") {
    core::Position p = wiki_game().position();
    p.digits.set(rc(1, 3), 4);
    p.marks[rc(1, 3)] = core::CellMark::User;
    CHECK(core::position_givens(p) == wiki_game().puzzle());
}

TEST_CASE("share game: conflicting givens and no solution are errors") {
    core::Position conflict = core::Position::start(board_of("11" + std::string(79, '.')));
    const auto a = core::game_from_position(conflict);
    REQUIRE_FALSE(a.ok());
    CHECK(sudoku::i18n::english(a.error()).find("r1c") != std::string::npos);

    // Valid givens with no completion: r1c9 can hold nothing (1-8 in its row, 9 in its column).
    core::Position dead = core::Position::start(
        board_of("12345678." + std::string(8, '.') + "9" + std::string(63, '.')));
    const auto b = core::game_from_position(dead);
    REQUIRE_FALSE(b.ok());
    CHECK(sudoku::i18n::english(b.error()) == "the puzzle has no solution");
}

TEST_CASE("share game: a note on a given is named as the misfit cell") {
    core::Position p = wiki_game().position();
    p.notes[rc(1, 1)] = core::digit_bit(3);
    const auto g = core::game_from_position(p);
    REQUIRE_FALSE(g.ok());
    CHECK(sudoku::i18n::english(g.error()).find("r1c1") != std::string::npos);
}
