// The game's three-press hint: wrong digits first, then the logical solver's next step, then
// a plain fill when logic is stuck; the press counter restarts whenever the position changes.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/hint_ladder.hpp"
#include "core/move.hpp"
#include "game_fixtures.hpp"

using namespace sudoku;
using core::HintKind;
using test::rc;

namespace {

bool contains(const std::vector<core::Cell>& cells, core::Cell c) {
    return std::find(cells.begin(), cells.end(), c) != cells.end();
}

core::Game empty_9x9_game() {
    auto game = core::Game::start(test::board_of(std::string(81, '.')));
    REQUIRE(game.ok());
    return std::move(game).value();
}

}  // namespace

TEST_CASE("a wrong digit is hinted before any technique, and the third press corrects it") {
    core::Game game = test::wiki_game();
    // r1c3 is 4 in the published solution; 2 is wrong, 4 at r1c4 would be wrong too.
    REQUIRE(game.play(core::Move::set_digit(rc(1, 4), 6)).ok());  // right
    REQUIRE(game.play(core::Move::set_digit(rc(1, 3), 2)).ok());  // wrong
    const core::HintPlan plan = core::plan_hint(game);
    CHECK(plan.kind == HintKind::WrongDigit);
    CHECK(plan.target == rc(1, 3));
    CHECK(plan.digit == 4);
    CHECK(plan.focus == std::vector<core::Cell>{rc(1, 3)});
    CHECK_FALSE(plan.step.has_value());

    core::HintLadder ladder;
    CHECK(ladder.press(game) == 1);
    CHECK(ladder.press(game) == 2);
    CHECK(ladder.press(game) == 3);
    REQUIRE(game.play(core::Move::hint(ladder.plan().target)).ok());
    CHECK(game.board().at(rc(1, 3)) == 4);
    CHECK(game.mark(rc(1, 3)) == core::CellMark::Hint);
    CHECK(game.hints_used() == 1);
    CHECK(game.wrong_cells().empty());
}

TEST_CASE("with no wrong digit the hint is the logical solver's step and fills a right digit") {
    core::Game game = test::wiki_game();
    const core::Board solution = test::board_of(test::kWikiSolution);
    for (int round = 0; round < 12; ++round) {
        const core::HintPlan plan = core::plan_hint(game);
        REQUIRE(plan.kind == HintKind::Logic);
        REQUIRE(plan.step.has_value());
        REQUIRE(plan.target != core::kNoCell);
        CHECK(game.board().at(plan.target) == core::kEmpty);
        CHECK(plan.digit == solution.at(plan.target));  // the published solution, not the game's
        CHECK_FALSE(plan.focus.empty());
        // The explanation's cells include every cell the step changes.
        for (const auto& [c, d] : plan.step->placements)
            CHECK(contains(plan.pattern, c));
        for (const auto& [c, d] : plan.step->eliminations)
            CHECK(contains(plan.pattern, c));
        REQUIRE(game.play(core::Move::hint(plan.target)).ok());
    }
    CHECK(game.hints_used() == 12);
}

TEST_CASE("when logic is stuck the hint offers the cell with the fewest candidates") {
    core::Game game = empty_9x9_game();  // no technique applies to an empty grid
    const core::HintPlan plan = core::plan_hint(game);
    CHECK(plan.kind == HintKind::NoLogic);
    CHECK(plan.target == rc(1, 1));  // every cell has 9 candidates: the first one
    CHECK(plan.digit == game.solution().at(rc(1, 1)));
    CHECK(plan.digit >= 1);
    CHECK(plan.digit <= 9);
}

TEST_CASE("a complete game has nothing to hint") {
    core::Game game = test::small_game();
    REQUIRE(game.play(core::Move::show_solution()).ok());
    const core::HintPlan plan = core::plan_hint(game);
    CHECK(plan.kind == HintKind::Complete);
    CHECK(plan.target == core::kNoCell);
    core::HintLadder ladder;
    CHECK(ladder.press(game) == 1);
    CHECK(ladder.press(game) == 1);  // never reaches the fill
}

TEST_CASE("the hint ladder restarts when the position changes or after the fill") {
    core::Game game = test::wiki_game();
    core::HintLadder ladder;
    CHECK(ladder.level(game) == 0);
    CHECK(ladder.press(game) == 1);
    CHECK(ladder.press(game) == 2);
    CHECK(ladder.level(game) == 2);
    const core::Cell first_target = ladder.plan().target;

    // A note changes the position: the shown hint disappears and the next press starts over.
    REQUIRE(game.play(core::Move::toggle_note(rc(9, 1), 3)).ok());
    CHECK(ladder.level(game) == 0);
    CHECK(ladder.press(game) == 1);
    // Undo brings the old position back, but the counter already restarted for it.
    REQUIRE(game.undo());
    CHECK(ladder.level(game) == 0);
    CHECK(ladder.press(game) == 1);
    CHECK(ladder.press(game) == 2);
    CHECK(ladder.press(game) == 3);
    CHECK(ladder.plan().target == first_target);
    // Not filled (the app did not play the move): pressing again starts a new ladder.
    CHECK(ladder.press(game) == 1);
    ladder.reset();
    CHECK(ladder.level(game) == 0);
}
