// Saves with marking: corner marks, colours and moves on many cells round-trip (as version 3),
// saves without them stay version 1 and old saves read their notes as centre marks, and bad
// marking fields are refused with the field named.
#include <doctest/doctest.h>

#include "core/base/random.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/json_text.hpp"
#include "io/save_file.hpp"

using namespace sudoku::core;
using namespace sudoku::io;
using sudoku::test::rc;

namespace {

std::string load_error(const std::string& text) {
    auto game = load_from_text(text);
    REQUIRE_FALSE(game.ok());
    return sudoku::i18n::english(game.error());
}

Game round_trip(const Game& game) {
    const std::string text = save_to_text(game);
    auto loaded = load_from_text(text);
    REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : sudoku::i18n::english(loaded.error())));
    CHECK(save_to_text(*loaded) == text);
    return std::move(loaded).value();
}

// A marked game written by hand, version 3, with one bad field swapped in by the tests.
std::string marked_save(std::string_view moves) {
    return std::string(R"({"format": "sudoku-lab-save", "version": 3,
  "puzzle": {"size": 9, "givens": ")") +
           std::string(sudoku::test::kWikiPuzzle) + R"("},
  "moves": [)" +
           std::string(moves) +
           R"(], "cursor": 0, "elapsed_ms": 0, "hints_used": 0, "mistakes": 0})";
}

}  // namespace

TEST_CASE("marks, colours and moves on many cells round-trip as version 3") {
    Game game = sudoku::test::wiki_game();
    const std::vector<Cell> cells{rc(1, 1), rc(1, 3), rc(1, 4)};
    REQUIRE(game.play(Move::toggle_corner(kNoCell, 2).on_cells(cells)).ok());
    REQUIRE(game.play(Move::toggle_note(rc(1, 3), 4)).ok());
    REQUIRE(game.play(Move::set_colour(kNoCell, 7).on_cells(cells)).ok());
    REQUIRE(game.play(Move::set_candidate_colour(rc(1, 3), 4, 2)).ok());
    REQUIRE(game.play(Move::set_digit(kNoCell, 1).on_cells({rc(2, 2), rc(2, 3)})).ok());
    REQUIRE(game.play(Move::clear_cell(kNoCell).on_cells({rc(2, 2), rc(2, 3)})).ok());
    game.undo();
    const std::string text = save_to_text(game);
    CHECK(text.find("\"version\": 3") != std::string::npos);
    CHECK(text.find(R"({"kind":"corner","cells":[0,2,3],"digit":2})") != std::string::npos);
    CHECK(text.find(R"({"kind":"candidate-colour","cell":2,"digit":4,"colour":2})") !=
          std::string::npos);
    const Game loaded = round_trip(game);
    CHECK(loaded == game);
    CHECK(loaded.position().colours[rc(1, 1)] == 7);
    CHECK(loaded.position().candidate_colours[rc(1, 3)][3] == 2);
}

TEST_CASE(
    "a game without marking still saves as version 1, and old saves' notes are centre marks") {
    Game game = sudoku::test::wiki_game();
    REQUIRE(game.play(Move::toggle_note(rc(1, 3), 4)).ok());
    CHECK(save_to_text(game).find("\"version\": 1") != std::string::npos);
    auto old = load_from_text(sudoku::test::kHandWrittenSave);
    REQUIRE(old.ok());
    CHECK(old->notes(rc(1, 4)) == digit_bit(6));
    CHECK(old->position().corners[rc(1, 4)] == 0);
    CHECK(old->position().unmarked());
}

TEST_CASE("a folded start keeps its corner marks and colours") {
    Game game = sudoku::test::wiki_game();
    Position start = game.position();
    start.corners[rc(1, 3)] = digit_bit(9);
    start.colours[rc(1, 1)] = 5;
    start.notes[rc(1, 4)] = digit_bit(2);
    start.candidate_colours[rc(1, 4)][1] = 8;
    REQUIRE_FALSE(game.resume_from(start).has_value());
    const std::string text = save_to_text(game);
    CHECK(text.find("\"candidate_colours\":[[3,2,8]]") != std::string::npos);
    const Game loaded = round_trip(game);
    CHECK(loaded.position() == start);

    Position bad = Position::start(game.puzzle());
    bad.corners[rc(1, 1)] = digit_bit(1);  // a given cannot hold corner marks
    CHECK(game.resume_from(bad).has_value());
}

TEST_CASE("bad marking fields are refused, naming the field") {
    CHECK(load_from_text(marked_save(R"({"kind": "corner", "cells": [2, 3], "digit": 2})")).ok());
    CHECK(load_error(marked_save(R"({"kind": "colour", "cell": 2, "colour": 10})"))
              .find("moves[0].colour") != std::string::npos);
    CHECK(load_error(marked_save(R"({"kind": "colour", "cell": 2})")).find("moves[0]") !=
          std::string::npos);
    CHECK(load_error(marked_save(R"({"kind": "corner", "cells": [], "digit": 2})"))
              .find("moves[0].cells") != std::string::npos);
    CHECK(load_error(marked_save(R"({"kind": "corner", "cells": [3, 2], "digit": 2})"))
              .find("r1c3") != std::string::npos);
    CHECK(load_error(marked_save(R"({"kind": "corner", "cells": [2, 81], "digit": 2})"))
              .find("moves[0].cells[1]") != std::string::npos);
    CHECK(load_error(marked_save(R"({"kind": "corner", "cells": "2", "digit": 2})"))
              .find("moves[0].cells") != std::string::npos);
    CHECK(load_error(marked_save(R"({"kind": "candidate-colour", "cell": 0, "digit": 2,
              "colour": 1})"))
              .find("given") != std::string::npos);
}

TEST_CASE("random marking games round-trip on 4x4 to 25x25") {
    Random rng(17);
    for (int n : {4, 6, 9, 16, 25}) {
        auto layout = Layout::create({.size = n});
        REQUIRE(layout.ok());
        auto started = Game::start(Board(*layout));
        REQUIRE(started.ok());
        Game game = std::move(started).value();
        const int cells = n * n;
        for (int i = 0; i < 200; ++i) {
            const auto c = static_cast<Cell>(rng.below(cells));
            const auto d = static_cast<Digit>(1 + rng.below(n));
            const auto colour = static_cast<Colour>(rng.below(kPaletteSize + 1));
            std::vector<Cell> many{c};
            for (int k = 0; k < 3; ++k)
                many.push_back(static_cast<Cell>(rng.below(cells)));
            std::sort(many.begin(), many.end());
            many.erase(std::unique(many.begin(), many.end()), many.end());
            const Move moves[] = {Move::toggle_corner(c, d),
                                  Move::toggle_note(kNoCell, d).on_cells(many),
                                  Move::set_colour(kNoCell, colour).on_cells(many),
                                  Move::set_candidate_colour(c, d, colour),
                                  Move::set_digit(kNoCell, d).on_cells(many),
                                  Move::clear_cell(kNoCell).on_cells(many)};
            (void)game.play(moves[rng.below(6)]);
            if (rng.below(10) == 0) game.undo();
        }
        const Game loaded = round_trip(game);
        CHECK(loaded == game);
    }
}
