// pattern_solution: the formula's grid solves empty grids with square boxes, Hyper windows
// included, for every box size, and empty 25x25 X Hyper grids; it is renamed to fit givens that
// allow it, and never returned when it breaks a unit (9x9 X diagonals) or a given, or for
// layouts it does not serve.
#include <doctest/doctest.h>

#include <string>

#include "core/fast/fast_solver.hpp"
#include "core/fast/pattern_solution.hpp"
#include "core/grid/validation.hpp"

#include "step_test_support.hpp"

using namespace sudoku::core;
using sudoku::test::board_of;
using sudoku::test::empty_board;
using sudoku::test::givens_from;
using sudoku::test::Names;

TEST_CASE("pattern solution: empty grids with square boxes, with and without Hyper windows") {
    for (int n : {4, 9, 16, 25}) {
        for (const char* extras : {"", " hyper"}) {
            CAPTURE(n);
            CAPTURE(extras);
            const Board puzzle = empty_board(n, extras);
            const auto solution = pattern_solution(puzzle);
            REQUIRE(solution.has_value());
            CHECK(solution->is_solved());
            CHECK_FALSE(validate_givens(*solution).has_value());
            CHECK(solution->layout().spec() == puzzle.layout().spec());
        }
    }
}

TEST_CASE("pattern solution: renamed to fit givens taken from its own grids") {
    const Board grid = *pattern_solution(empty_board(25, " hyper"));
    for (int count : {1, 5, 40, 200}) {
        for (unsigned seed = 1; seed <= 3; ++seed) {
            CAPTURE(count);
            CAPTURE(seed);
            const Board puzzle = givens_from(grid, count, seed, Names::Shuffled);
            const auto solution = pattern_solution(puzzle);
            REQUIRE(solution.has_value());
            CHECK(solution->is_solved());
            CHECK(puzzle.agrees_with(*solution));
        }
    }
}

TEST_CASE("pattern solution: none when no renaming fits or the layout is not served") {
    // The formula keeps no diagonal, and no X pattern is written down for 9x9: none returned.
    CHECK_FALSE(pattern_solution(empty_board(9, " x")).has_value());
    // Boxes that are not square, jigsaw pieces, cages (renaming breaks their sums).
    CHECK_FALSE(pattern_solution(empty_board(6, "")).has_value());
    CHECK_FALSE(pattern_solution(empty_board(12, "")).has_value());
    CHECK_FALSE(
        pattern_solution(board_of("....5....4..78...36...........6...19..7...8..86...2......."
                                  "....51...28..7....3.... regions=11111122231333122233334142"
                                  "2535444462555547466855877466858897766888897776999999976"))
            .has_value());
    CHECK_FALSE(pattern_solution(empty_board(9, " cage=12:r5c1,r5c2,r5c3")).has_value());
    // A generated unique Hyper puzzle: its one solution is no formula grid, so no renaming fits.
    const Board unique = board_of(
        "............3..9585.......3.2.1...4...8...7...3...9.8.6.......1819..6............ hyper");
    REQUIRE(count_solutions(unique) == 1);
    CHECK_FALSE(pattern_solution(unique).has_value());
    // Givens that conflict are never solved.
    Board conflicting = empty_board(16, " hyper");
    conflicting.set(0, 1);
    conflicting.set(1, 1);
    CHECK_FALSE(pattern_solution(conflicting).has_value());
}

TEST_CASE("pattern solution: empty and near-empty 25x25 X Hyper grids") {
    const Board empty_x = empty_board(25, " x hyper");
    const auto grid = pattern_solution(empty_x);
    REQUIRE(grid.has_value());
    CHECK(grid->is_solved());  // every row, column, box, window and both diagonals
    CHECK_FALSE(validate_givens(*grid).has_value());
    CHECK(grid->layout().spec() == empty_x.layout().spec());
    for (int i = 1; i < 25; ++i) {  // the diagonals, checked here by hand as well
        for (int j = 0; j < i; ++j) {
            CHECK(grid->at(i, i) != grid->at(j, j));
            CHECK(grid->at(i, 24 - i) != grid->at(j, 24 - j));
        }
    }
    for (int count : {1, 5, 40, 200}) {
        for (unsigned seed = 1; seed <= 3; ++seed) {
            CAPTURE(count);
            CAPTURE(seed);
            const Board puzzle = givens_from(*grid, count, seed, Names::Shuffled);
            const auto solution = pattern_solution(puzzle);
            REQUIRE(solution.has_value());
            CHECK(solution->is_solved());
            CHECK(puzzle.agrees_with(*solution));
        }
    }
    // Conflicting givens: two 1s on the main diagonal, in different rows, columns and boxes.
    Board conflicting = empty_x;
    conflicting.set(0, 1);
    conflicting.set(6 * 25 + 6, 1);
    CHECK_FALSE(pattern_solution(conflicting).has_value());
    CHECK(validate_givens(conflicting).has_value());
}

TEST_CASE("pattern solution: empty 16x16 X Hyper grids are still solved by the search") {
    const Board puzzle = empty_board(16, " x hyper");
    const auto solution = solve(puzzle);
    REQUIRE(solution.has_value());
    CHECK(solution->is_solved());
    CHECK(solution->layout().spec() == puzzle.layout().spec());
}
