// The game's three-press hint: wrong digits first, then the logical solver's next step, then
// a plain fill when logic is stuck; the press counter restarts whenever the position changes.
#include <doctest/doctest.h>

#include <algorithm>

#include <chrono>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/hint_ladder.hpp"
#include "core/play/move.hpp"
#include "game_fixtures.hpp"
#include "logic_test_support.hpp"

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

// The digit is forced in the cell: its only candidate, or its only place in one of its units.
bool forced(const core::CandidateGrid& grid, core::Cell cell, core::Digit digit) {
    if (!grid.has(cell, digit)) return false;
    if (grid.candidates(cell) == core::digit_bit(digit)) return true;
    for (int u : grid.layout().units_of(cell)) {
        int places = 0;
        for (core::Cell c : grid.layout().units()[static_cast<std::size_t>(u)].cells)
            places += grid.is_empty(c) && grid.has(c, digit) ? 1 : 0;
        if (places == 1) return true;
    }
    return false;
}

// An independent check that a Logic hint fills what its step proves: the step's placements
// include the fill, or its eliminations (and only those) applied to the position's candidates
// leave the fill forced, where it was not forced before.
void check_fill_follows_from_step(const core::Game& game, const core::HintPlan& plan) {
    REQUIRE(plan.step.has_value());
    const core::LogicStep& step = *plan.step;
    INFO(step.explanation);
    INFO("fills " << game.layout().cell_name(plan.target) << " = " << int(plan.digit));
    CHECK(plan.digit == game.solution().at(plan.target));
    if (!step.placements.empty()) {
        CHECK(std::find(step.placements.begin(), step.placements.end(),
                        std::pair{plan.target, plan.digit}) != step.placements.end());
        return;
    }
    core::CandidateGrid grid(game.board());
    REQUIRE_FALSE(step.eliminations.empty());
    CHECK_FALSE(forced(grid, plan.target, plan.digit));  // the step is what forces it
    for (const auto& [c, d] : step.eliminations) {
        CHECK(d != game.solution().at(c));
        CHECK(grid.eliminate(c, d));  // each elimination removes a live candidate
    }
    CHECK(forced(grid, plan.target, plan.digit));
}

// Takes hints until the grid is full, checking each Logic hint; returns how many there were.
int walk_hints(const std::string& line, int& fallbacks) {
    auto game = core::Game::start(logic_test::board_of(line));
    REQUIRE(game.ok());
    int logic = 0;
    while (!game->is_complete()) {
        const core::HintPlan plan = core::plan_hint(*game);
        REQUIRE(plan.target != core::kNoCell);
        if (plan.kind == HintKind::Logic) {
            check_fill_follows_from_step(*game, plan);
            ++logic;
        } else {
            ++fallbacks;
        }
        REQUIRE(game->play(core::Move::hint(plan.target)).ok());
    }
    return logic;
}

}  // namespace

TEST_CASE("a hint that explains a pointing pair does not fill what only a naked pair proves") {
    // Issue 13: the solver's first step here is a pointing pair, but the fill the old hint
    // offered (r8c1 = 4) followed only after a naked pair too.
    auto game = core::Game::start(logic_test::board_of(
        "..2...1.8..8..32.7617428539..5.9.47.2.6..49.3.94.3.8....3.426.5..15..3..5.93..7.."));
    REQUIRE(game.ok());
    const core::HintPlan plan = core::plan_hint(*game);
    REQUIRE(plan.kind == HintKind::Logic);
    check_fill_follows_from_step(*game, plan);
}

TEST_CASE("every hint on easy50 and top95 fills a cell that follows from the step it explains") {
    const auto start = std::chrono::steady_clock::now();
    int logic = 0;
    int fallbacks = 0;
    for (const char* file : {"easy50.txt", "top95.txt"})
        for (const std::string& line : logic_test::read_puzzles(file)) {
            INFO(file << ": " << line);
            logic += walk_hints(line, fallbacks);
        }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE(logic << " logic hints checked, " << fallbacks << " plain fills, " << seconds << " s");
    CHECK(logic > 4000);
}

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
