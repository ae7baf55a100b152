// Marking: corner and centre marks, cell and candidate colours, moves on many cells (one
// undoable move each), the selection and the digit filter.
#include <doctest/doctest.h>

#include "core/play/digit_filter.hpp"
#include "core/play/game.hpp"
#include "core/play/selection.hpp"
#include "error_words.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;
using sudoku::test::rc;

namespace {

void play_ok(Game& game, const Move& move) {
    auto r = game.play(move);
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? "" : sudoku::i18n::english(r.error())));
    REQUIRE(r->changed);
}

std::string play_error(Game& game, const Move& move) {
    auto r = game.play(move);
    REQUIRE_FALSE(r.ok());
    return sudoku::i18n::english(r.error());
}

}  // namespace

TEST_CASE("corner and centre marks are two separate sets per cell") {
    Game game = sudoku::test::wiki_game();
    const Cell c = rc(1, 3);
    play_ok(game, Move::toggle_corner(c, 4));
    play_ok(game, Move::toggle_note(c, 2));
    CHECK(game.position().corners[c] == digit_bit(4));
    CHECK(game.notes(c) == digit_bit(2));
    play_ok(game, Move::toggle_corner(c, 4));  // a single cell toggles
    CHECK(game.position().corners[c] == 0);
    CHECK(game.notes(c) == digit_bit(2));
    CHECK(play_error(game, Move::toggle_corner(rc(1, 1), 4)).find("given") != std::string::npos);
    play_ok(game, Move::set_digit(c, 4));
    CHECK(play_error(game, Move::toggle_corner(c, 1)).find("holds a digit") != std::string::npos);
}

TEST_CASE("placing a digit strikes it from the peers' corner and centre marks") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::toggle_corner(rc(1, 4), 6));
    play_ok(game, Move::toggle_note(rc(1, 4), 6));
    play_ok(game, Move::toggle_corner(rc(9, 3), 6));  // not a peer of r1c3
    play_ok(game, Move::set_digit(rc(1, 3), 6));
    CHECK(game.position().corners[rc(1, 4)] == 0);
    CHECK(game.notes(rc(1, 4)) == 0);
    CHECK(game.position().corners[rc(9, 3)] == 0);  // same column: a peer after all
    game.undo();
    CHECK(game.position().corners[rc(1, 4)] == digit_bit(6));
    CHECK(game.position().corners[rc(9, 3)] == digit_bit(6));
}

TEST_CASE("auto-notes fill the centre marks and leave the corner marks alone") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::toggle_corner(rc(1, 3), 9));
    play_ok(game, Move::auto_notes());
    CHECK(game.notes(rc(1, 3)) == game.board().candidates(rc(1, 3)));
    CHECK(game.position().corners[rc(1, 3)] == digit_bit(9));
}

TEST_CASE("cell colours go on any cell, givens too, and undo restores them") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_colour(rc(1, 1), 3));
    play_ok(game, Move::set_colour(rc(1, 3), 9));
    CHECK(game.position().colours[rc(1, 1)] == 3);
    play_ok(game, Move::set_digit(rc(1, 3), 4));
    CHECK(game.position().colours[rc(1, 3)] == 9);  // a digit keeps its cell's colour
    CHECK(play_error(game, Move::set_colour(rc(1, 3), 10)).find("colour 10") != std::string::npos);
    game.undo();
    game.undo();
    CHECK(game.position().colours[rc(1, 3)] == 0);
    CHECK(game.position().colours[rc(1, 1)] == 3);
    game.redo();
    CHECK(game.position().colours[rc(1, 3)] == 9);
}

TEST_CASE("a single candidate takes its own colour") {
    Game game = sudoku::test::wiki_game();
    const Cell c = rc(1, 3);
    play_ok(game, Move::toggle_note(c, 2));
    play_ok(game, Move::set_candidate_colour(c, 2, 5));
    CHECK(game.position().candidate_colours[c][1] == 5);
    CHECK(game.position().candidate_colours[c][3] == 0);
    play_ok(game, Move::set_digit(c, 4));  // the candidates go with the marks
    CHECK(game.position().candidate_colours[c] == CandidateColours{});
    game.undo();
    CHECK(game.position().candidate_colours[c][1] == 5);
}

TEST_CASE("clear erases a digit, then the marks, then the colour") {
    Game game = sudoku::test::wiki_game();
    const Cell c = rc(1, 3);
    play_ok(game, Move::set_colour(c, 2));
    play_ok(game, Move::toggle_corner(c, 1));
    play_ok(game, Move::clear_cell(c));
    CHECK(game.position().corners[c] == 0);
    CHECK(game.position().colours[c] == 2);
    play_ok(game, Move::clear_cell(c));
    CHECK(game.position().colours[c] == 0);
}

TEST_CASE("a move on many cells is one undoable move that skips givens") {
    Game game = sudoku::test::wiki_game();
    const std::vector<Cell> cells{rc(1, 1), rc(1, 3), rc(1, 4), rc(2, 2)};  // r1c1 is given
    play_ok(game, Move::toggle_corner(kNoCell, 1).on_cells(cells));
    CHECK(game.history().size() == 1);
    CHECK(game.history().entries().back().label == "r1c1 +3: corner 1");
    for (Cell c : cells)
        CHECK(game.position().corners[c] == (c == rc(1, 1) ? 0 : digit_bit(1)));
    // One lacks it: all get it; then all have it: all lose it.
    play_ok(game, Move::toggle_corner(rc(1, 3), 1));
    play_ok(game, Move::toggle_corner(kNoCell, 1).on_cells(cells));
    CHECK(game.position().corners[rc(1, 3)] == digit_bit(1));
    play_ok(game, Move::toggle_corner(kNoCell, 1).on_cells(cells));
    for (Cell c : cells)
        CHECK(game.position().corners[c] == 0);

    play_ok(game, Move::set_colour(kNoCell, 4).on_cells(cells));
    CHECK(game.position().colours[rc(1, 1)] == 4);  // a given can be coloured
    play_ok(game, Move::set_digit(kNoCell, 2).on_cells({rc(1, 3), rc(2, 3)}));
    CHECK(game.board().at(rc(1, 3)) == 2);
    CHECK(game.board().at(rc(2, 3)) == 2);
    CHECK(game.mistakes() == 1);  // r1c3 is 4; r2c3 is 2 indeed
    const std::size_t moves = game.history().size();
    REQUIRE(game.undo());
    CHECK(game.board().at(rc(1, 3)) == kEmpty);
    CHECK(game.board().at(rc(2, 3)) == kEmpty);
    REQUIRE(game.undo());
    CHECK(game.position().colours[rc(1, 4)] == 0);
    REQUIRE(game.redo());
    REQUIRE(game.redo());
    CHECK(game.history().size() == moves);
    CHECK(game.board().at(rc(2, 3)) == 2);

    // Marks skip the filled cells of a selection; clear clears every cell of it.
    play_ok(game, Move::toggle_note(kNoCell, 7).on_cells(cells));
    CHECK(game.notes(rc(1, 4)) == digit_bit(7));
    CHECK(game.notes(rc(1, 3)) == 0);
    play_ok(game, Move::clear_cell(kNoCell).on_cells(cells));
    CHECK(game.board().at(rc(1, 3)) == kEmpty);
    CHECK(game.notes(rc(1, 4)) == 0);
    CHECK(game.board().at(rc(1, 1)) == 5);
}

TEST_CASE("a cell list must be ascending and on the board") {
    Game game = sudoku::test::wiki_game();
    CHECK(play_error(game, Move::toggle_corner(kNoCell, 1).on_cells({rc(1, 4), rc(1, 3)}))
              .find("r1c3") != std::string::npos);
    CHECK(play_error(game, Move::set_colour(kNoCell, 1).on_cells({rc(1, 3), rc(1, 3)}))
              .find("r1c3") != std::string::npos);
    CHECK_FALSE(game.play(Move::set_colour(kNoCell, 1).on_cells({rc(1, 3), 81})).ok());
    CHECK(game.history().size() == 0);
}

TEST_CASE("restart drops marks and colours, clear entries keeps them") {
    Game game = sudoku::test::wiki_game();
    play_ok(game, Move::set_colour(rc(1, 1), 1));
    play_ok(game, Move::toggle_corner(rc(1, 3), 1));
    play_ok(game, Move::set_digit(rc(1, 4), 6));
    play_ok(game, Move::clear_entries());
    CHECK(game.position().corners[rc(1, 3)] == digit_bit(1));
    CHECK(game.position().colours[rc(1, 1)] == 1);
    play_ok(game, Move::restart());
    CHECK(game.position() == Position::start(game.puzzle()));
}

TEST_CASE("marks work on 16x16 and 25x25 with the high digits") {
    for (int n : {16, 25}) {
        auto layout = Layout::create({.size = n});
        REQUIRE(layout.ok());
        auto game = Game::start(Board(*layout));
        REQUIRE(game.ok());
        const auto last = static_cast<Cell>(n * n - 1);
        play_ok(*game, Move::toggle_corner(kNoCell, static_cast<Digit>(n)).on_cells({0, last}));
        play_ok(*game, Move::set_candidate_colour(last, static_cast<Digit>(n), 9));
        CHECK(game->position().corners[last] == digit_bit(static_cast<Digit>(n)));
        CHECK(game->position().candidate_colours[last][n - 1] == 9);
        CHECK_FALSE(game->play(Move::toggle_corner(0, static_cast<Digit>(n + 1))).ok());
    }
}

TEST_CASE("the selection stays sorted and distinct") {
    Selection s;
    s.select_only(5);
    CHECK(s.add(2));
    CHECK_FALSE(s.add(5));
    s.toggle(9);
    CHECK(s.cells() == std::vector<Cell>{2, 5, 9});
    s.toggle(5);
    CHECK(s.cells() == std::vector<Cell>{2, 9});
    s.toggle(2);
    s.toggle(9);  // the last cell stays
    CHECK(s.cells() == std::vector<Cell>{9});
    CHECK(s.contains(9));
    CHECK_FALSE(s.contains(2));
}

TEST_CASE("the digit filter marks where a digit can go, holds it, or sees it") {
    const Game game = sudoku::test::wiki_game();
    const auto filter = digit_filter(game.board(), 5);
    CHECK(filter[rc(1, 1)] == FilterCell::Holds);
    CHECK(filter[rc(1, 2)] == FilterCell::Blocked);  // holds 3
    CHECK(filter[rc(1, 3)] == FilterCell::Blocked);  // row 1 has a 5
    CHECK(filter[rc(3, 1)] == FilterCell::Blocked);  // box 1 has a 5
    CHECK(filter[rc(4, 2)] == FilterCell::Open);
    CHECK(filter[rc(4, 3)] == FilterCell::Open);
    CHECK(filter[rc(7, 1)] == FilterCell::Blocked);  // column 1 has a 5
    int open = 0;
    for (FilterCell f : filter)
        open += f == FilterCell::Open;
    CHECK(open > 0);
}
