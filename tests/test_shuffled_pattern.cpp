// shuffled_pattern_solution and interchangeable_lines: near-empty Hyper grids whose givens no
// renamed formula grid fits are solved by also reordering rows and columns within the groups
// that keep every unit; layouts where lines cannot trade places are refused, and so are givens
// that fit no such grid, within the step limit.
#include <doctest/doctest.h>

#include <atomic>
#include <string>
#include <vector>

#include "core/fast/pattern_solution.hpp"
#include "core/fast/restarting_search.hpp"
#include "core/fast/shuffled_pattern.hpp"
#include "core/generate/pattern_grid.hpp"
#include "core/grid/interchangeable_lines.hpp"

#include "puzzle_fixtures.hpp"

using namespace sudoku::core;
using sudoku::test::empty_board;
using sudoku::test::givens_from;

namespace {

using Groups = std::vector<std::vector<int>>;

// `count` givens of `grid`, which the reordered patterns must solve; true when renaming a
// pattern alone does not fit them.
bool needed_reordering(const Board& grid, int count) {
    const Board puzzle = givens_from(grid, count, static_cast<unsigned>(count));
    const auto solution = shuffled_pattern_solution(puzzle, kShuffledPatternSteps);
    REQUIRE(solution.has_value());
    CHECK(solution->is_solved());
    CHECK(puzzle.agrees_with(*solution));
    return !pattern_solution(puzzle).has_value();
}

}  // namespace

TEST_CASE("interchangeable lines: bands, Hyper windows, and none with diagonals or jigsaw") {
    const auto classic = interchangeable_lines(empty_board(9, "").layout(), true);
    REQUIRE(classic.has_value());
    CHECK(*classic == Groups{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}});
    // 9x9 Hyper windows cover rows 1-3 and 5-7: a row trades only with rows meeting the same
    // box and the same window.
    const auto hyper = interchangeable_lines(empty_board(9, " hyper").layout(), true);
    REQUIRE(hyper.has_value());
    CHECK(*hyper == Groups{{0}, {1, 2}, {3}, {4}, {5}, {6, 7}, {8}});
    CHECK(interchangeable_lines(empty_board(9, " hyper").layout(), false) == hyper);
    // 25x25 Hyper: 4!·3!·2·2·3!·4! orders of the rows.
    const auto big = interchangeable_lines(empty_board(25, " hyper").layout(), true);
    REQUIRE(big.has_value());
    long long orders = 1;
    for (const auto& group : *big)
        for (std::size_t k = 2; k <= group.size(); ++k)
            orders *= static_cast<long long>(k);
    CHECK(orders == 82944);
    // 6x6 has 2x3 boxes: rows come in pairs, columns in threes.
    CHECK(interchangeable_lines(empty_board(6, "").layout(), true) ==
          Groups{{0, 1}, {2, 3}, {4, 5}});
    CHECK(interchangeable_lines(empty_board(6, "").layout(), false) ==
          Groups{{0, 1, 2}, {3, 4, 5}});
    CHECK_FALSE(interchangeable_lines(empty_board(9, " x").layout(), true).has_value());
    // Cages are not units: swapping rows would cut them apart.
    CHECK_FALSE(
        interchangeable_lines(empty_board(9, " cage=3:r1c1,r1c2").layout(), true).has_value());
    const std::string regions =
        " regions=111111222313331222333341422535444462555547466855877466"
        "858897766888897776999999976";
    CHECK_FALSE(interchangeable_lines(empty_board(9, regions).layout(), true).has_value());
}

TEST_CASE("shuffled pattern: near-empty Hyper grids the renamed formula does not fit") {
    int needed_shuffles = 0;
    for (int n : {9, 16, 25}) {
        Random rng(static_cast<std::uint64_t>(n));
        const Board grid = *random_pattern_grid(empty_board(n, " hyper").layout_ptr(), rng);
        for (int count : {3, n / 2, n, 2 * n, n * n / 3}) {
            CAPTURE(n);
            CAPTURE(count);
            needed_shuffles += needed_reordering(grid, count);
        }
    }
    CHECK(needed_shuffles >= 8);  // most of these the renaming alone does not fit
}

TEST_CASE("shuffled pattern: refused layouts, conflicting givens, spent steps") {
    CHECK_FALSE(shuffled_pattern_solution(empty_board(9, " x"), 1000).has_value());
    CHECK_FALSE(shuffled_pattern_solution(empty_board(12, ""), 1000).has_value());  // 3x4 boxes
    Random rng(4);
    const Board grid = *random_pattern_grid(empty_board(25, " hyper").layout_ptr(), rng);
    const Board puzzle = givens_from(grid, 60, 1);
    REQUIRE(shuffled_pattern_solution(puzzle, kShuffledPatternSteps).has_value());
    CHECK_FALSE(shuffled_pattern_solution(puzzle, 0).has_value());
    CHECK_FALSE(shuffled_pattern_solution(puzzle, 50).has_value());  // too few steps
    const std::atomic<bool> cancelled{true};
    CHECK_FALSE(shuffled_pattern_solution(puzzle, kShuffledPatternSteps, &cancelled).has_value());
    // Two equal digits in one row: no grid fits, whatever the steps.
    Board twice = empty_board(25, " hyper");
    twice.set(0, 1);
    twice.set(24, 1);
    CHECK_FALSE(shuffled_pattern_solution(twice, kShuffledPatternSteps).has_value());
}

TEST_CASE("restarting search: near-empty 25x25 Hyper grids answered without thrashing") {
    Random rng(9);
    const Board grid = *random_pattern_grid(empty_board(25, " hyper").layout_ptr(), rng);
    for (int count : {12, 40, 80}) {
        CAPTURE(count);
        const Board puzzle = givens_from(grid, count, 7);
        // Before the shuffled search these ran through 2,000,000 guesses to the limit.
        const FastSolveResult result =
            fast_solve_restarting(puzzle, {.solution_limit = 1, .node_limit = 100'000});
        REQUIRE(result.first.has_value());
        CHECK_FALSE(result.aborted);
        CHECK(result.first->is_solved());
        CHECK(puzzle.agrees_with(*result.first));
        CHECK(result.guesses <= kPlainSearchGuesses);
    }
}

TEST_CASE("diagonal-keeping lines: one order for rows and columns, mirrored, on X layouts") {
    // 25x25 X Hyper: the Hyper groups, each group's mirror a group (4!·3!·2 = 288 orders that
    // commute with reversal).
    const auto big = diagonal_keeping_lines(empty_board(25, " x hyper").layout());
    REQUIRE(big.has_value());
    CHECK(*big == Groups{{0},
                         {1, 2, 3, 4},
                         {5},
                         {6},
                         {7, 8, 9},
                         {10, 11},
                         {12},
                         {13, 14},
                         {15, 16, 17},
                         {18},
                         {19},
                         {20, 21, 22, 23},
                         {24}});
    // 9x9 X: the bands; the middle band is its own mirror.
    CHECK(diagonal_keeping_lines(empty_board(9, " x").layout()) ==
          Groups{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}});
    // No diagonals, cages, or jigsaw pieces: none.
    CHECK_FALSE(diagonal_keeping_lines(empty_board(9, " hyper").layout()).has_value());
    CHECK_FALSE(diagonal_keeping_lines(empty_board(9, " x cage=3:r1c1,r1c2").layout()).has_value());
    const std::string regions =
        " x regions=111111222313331222333341422535444462555547466855877466"
        "858897766888897776999999976";
    CHECK_FALSE(diagonal_keeping_lines(empty_board(9, regions).layout()).has_value());
}

namespace {

// The X pattern's grid with its lines reordered by a random order that commutes with reversal
// (the same for rows and columns) and its digits renamed: an X Hyper solution no renaming alone
// fits.
Board reordered_x_hyper_grid(std::uint64_t seed) {
    const Board empty = empty_board(25, " x hyper");
    const Board base = *pattern_solution(empty);
    const auto groups = *diagonal_keeping_lines(empty.layout());
    Random rng(seed);
    std::vector<int> order(25);
    for (int i = 0; i < 25; ++i)
        order[static_cast<std::size_t>(i)] = i;
    for (const std::vector<int>& group : groups) {
        if (group.front() > 24 - group.back()) continue;  // set from its mirror
        std::vector<int> shuffled = group;
        rng.shuffle(shuffled);
        for (std::size_t i = 0; i < group.size(); ++i) {
            order[static_cast<std::size_t>(group[i])] = shuffled[i];
            order[static_cast<std::size_t>(24 - group[i])] = 24 - shuffled[i];
        }
    }
    std::vector<Digit> cells(625);
    for (int r = 0; r < 25; ++r)
        for (int c = 0; c < 25; ++c)
            cells[static_cast<std::size_t>(r * 25 + c)] =
                base.at(order[static_cast<std::size_t>(r)], order[static_cast<std::size_t>(c)]);
    return givens_from(Board(empty.layout_ptr(), std::move(cells)), 625,
                       static_cast<unsigned>(seed), sudoku::test::Names::Shuffled);
}

}  // namespace

TEST_CASE("shuffled pattern: near-empty X Hyper grids the renamed patterns do not fit") {
    int needed_shuffles = 0;
    for (std::uint64_t seed : {1, 2, 3}) {
        const Board grid = reordered_x_hyper_grid(seed);
        REQUIRE(grid.is_solved());  // such orders keep every unit, diagonals included
        for (int count : {3, 12, 25, 60}) {
            CAPTURE(seed);
            CAPTURE(count);
            needed_shuffles += needed_reordering(grid, count);
        }
    }
    CHECK(needed_shuffles >= 6);
    // Two 1s (row 1 column 1, row 8 column 14) that no renaming fits: a reordering does.
    Board two_ones = empty_board(25, " x hyper");
    two_ones.set(0, 1);
    two_ones.set(7 * 25 + 13, 1);
    REQUIRE_FALSE(pattern_solution(two_ones).has_value());
    const auto solved = shuffled_pattern_solution(two_ones, kShuffledPatternSteps);
    REQUIRE(solved.has_value());
    CHECK(solved->is_solved());
    CHECK(two_ones.agrees_with(*solved));
}
