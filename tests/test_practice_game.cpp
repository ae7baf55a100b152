// "Play this position": a practice position becomes a game that resumes exactly there (givens
// given, the solver's digits as hints, candidates as centre marks), plays the step's digit,
// undoes it back to the position, and saves and loads like any game.
#include <doctest/doctest.h>

#include "core/logic/practice.hpp"
#include "core/logic/practice_game.hpp"
#include "core/share/share_game.hpp"
#include "io/save_file.hpp"

using namespace sudoku::core;

TEST_CASE("practice game: the position resumes, plays, undoes and saves as a game") {
    for (const Technique technique : {Technique::HiddenSingle, Technique::NakedPair}) {
        CAPTURE(technique_id(technique));
        auto practice = practice_position(technique, 0);
        REQUIRE(practice);
        const Position position = practice_game_position(*practice);
        auto game = game_from_position(position);
        REQUIRE(game);
        CHECK(game->puzzle() == practice->puzzle);
        CHECK(game->position() == position);
        int hints = 0;
        for (int i = 0; i < position.digits.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            CHECK(position.digits.at(c) == practice->grid.value(c));
            if (practice->grid.is_empty(c))
                CHECK(position.notes[i] == practice->grid.candidates(c));
            hints += position.marks[i] == CellMark::Hint ? 1 : 0;
        }
        CHECK(hints == position.digits.filled_count() - practice->puzzle.filled_count());
        CHECK_FALSE(game->can_undo());  // the game starts at the position

        // The step's first change, played as the player would; undo brings the position back.
        const LogicStep& step = practice->step;
        const Move move =
            step.placements.empty()
                ? Move::toggle_note(step.eliminations.front().first,
                                    step.eliminations.front().second)
                : Move::set_digit(step.placements.front().first, step.placements.front().second);
        REQUIRE(game->play(move));
        CHECK_FALSE(game->position() == position);
        REQUIRE(game->undo());
        CHECK(game->position() == position);
        REQUIRE(game->redo());

        auto loaded = sudoku::io::load_from_text(sudoku::io::save_to_text(*game));
        REQUIRE(loaded);
        CHECK(loaded->position() == game->position());
        REQUIRE(loaded->undo());
        CHECK(loaded->position() == position);
    }
}
