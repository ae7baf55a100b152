// The candidate grid and the hint queries the game uses: next_hint on digits or on a player's
// notes, and the steps up to the next placement.
#include <doctest/doctest.h>

#include "logic_test_support.hpp"

using namespace sudoku::core;
using namespace logic_test;

namespace {
const char* kPuzzle =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
}

TEST_CASE("candidate grid: candidates, place, eliminate, sees") {
    const Board puzzle = board_of(kPuzzle);
    CandidateGrid grid(puzzle);
    for (int i = 0; i < puzzle.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        CHECK(grid.value(c) == puzzle.at(c));
        CHECK(grid.candidates(c) == (puzzle.at(c) ? Mask{0} : puzzle.candidates(c)));
    }
    // r1c1: row 1 holds 3, 2, 6; column 1 holds 9, 7, 8; box 1 holds 3, 9, 1.
    CHECK(grid.candidates(0) == (digit_bit(4) | digit_bit(5)));
    CHECK(grid.sees(0, 8));
    CHECK(grid.sees(0, 20));  // r3c3, same box
    CHECK_FALSE(grid.sees(0, 40));
    CHECK_FALSE(grid.sees(0, 0));
    CHECK(grid.placed_in(0) == (digit_bit(2) | digit_bit(3) | digit_bit(6)));
    int fours = 0;  // row 1 cells that may hold 4, counted on the board itself
    for (int c = 0; c < 9; ++c)
        fours += (puzzle.at(static_cast<Cell>(c)) == kEmpty &&
                  (puzzle.candidates(static_cast<Cell>(c)) & digit_bit(4)))
                     ? 1
                     : 0;
    CHECK(fours > 0);
    CHECK(grid.count_in(0, 4) == fours);

    grid.place(0, 4);
    CHECK(grid.value(0) == 4);
    CHECK(grid.candidates(0) == 0);
    for (Cell p : grid.layout().peers(0))
        CHECK_FALSE(grid.has(p, 4));
    CHECK(grid.eliminate(1, 5));
    CHECK_FALSE(grid.eliminate(1, 5));
    CHECK(grid.empty_count() == puzzle.empty_count() - 1);
    CHECK(grid.to_board().at(0) == 4);
}

TEST_CASE("candidate grid: contradictions") {
    SUBCASE("a cell without candidates") {
        CandidateGrid grid(board_of(kPuzzle));
        grid.set_candidates(0, 0);
        const auto why = grid.find_contradiction();
        REQUIRE(why);
        CHECK(why->cell == 0);
    }
    SUBCASE("a digit with no place in a unit") {
        CandidateGrid grid(board_of(std::string(81, '.')));
        for (int c = 0; c < 9; ++c)
            grid.eliminate(static_cast<Cell>(c), 7);
        const auto why = grid.find_contradiction();
        REQUIRE(why);
        CHECK(why->unit == 0);
        CHECK(why->digit == 7);
    }
    SUBCASE("two equal givens") {
        const auto why = CandidateGrid(board_of("55" + std::string(79, '.'))).find_contradiction();
        REQUIRE(why);
        CHECK(why->digit == 5);
    }
    CHECK_FALSE(CandidateGrid(board_of(kPuzzle)).find_contradiction());
}

TEST_CASE("next_hint gives a sound step with a sentence and cells to highlight") {
    const Board puzzle = board_of(kPuzzle);
    const Board solution = unique_solution(puzzle);
    const auto hint = next_hint(puzzle);
    REQUIRE(hint);
    check_step(*hint, solution);
    CHECK_FALSE(hint->cells.empty());
    CHECK(hint->explanation.starts_with(technique_name(hint->technique)));

    // Following hints all the way solves the puzzle.
    Board board = puzzle;
    for (int guard = 0; guard < 200 && !board.is_full(); ++guard) {
        const auto steps = steps_to_next_placement(board);
        REQUIRE_FALSE(steps.empty());
        CHECK_FALSE(steps.back().placements.empty());
        for (const auto& step : steps)
            check_step(step, solution);
        for (const auto& [c, d] : steps.back().placements)
            board.set(c, d);
    }
    CHECK(board == solution);
    CHECK_FALSE(next_hint(board));  // solved: nothing to hint
}

TEST_CASE("next_hint refuses broken positions") {
    const Board puzzle = board_of(kPuzzle);
    // A wrong digit that conflicts with a given.
    Board wrong = puzzle;
    wrong.set(0, 3);  // row 1 already holds 3
    CHECK_FALSE(next_hint(wrong));
    CHECK(steps_to_next_placement(wrong).empty());
    // A cell left without candidates.
    Board dead(puzzle.layout_ptr(), std::vector<Digit>(81, kEmpty));
    for (int c = 1; c < 9; ++c)
        dead.set(static_cast<Cell>(c), static_cast<Digit>(c));
    dead.set(9, 9);  // r2c1 = 9: r1c1 needs 9 but its column holds it
    CHECK_FALSE(next_hint(dead));
}

TEST_CASE("next_hint on a player's notes uses those notes") {
    const Board puzzle = board_of(kPuzzle);
    const Board solution = unique_solution(puzzle);
    CandidateGrid notes(puzzle);
    // The player has narrowed r1c1 to its solution digit: that is the first hint.
    notes.set_candidates(0, digit_bit(solution.at(0)));
    const auto hint = next_hint(notes);
    REQUIRE(hint);
    CHECK(hint->technique == Technique::NakedSingle);
    CHECK(hint->placements == std::vector<std::pair<Cell, Digit>>{{0, solution.at(0)}});
}
