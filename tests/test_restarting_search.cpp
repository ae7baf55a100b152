// fast_solve_restarting: the same counts as the plain fast solver on the edge cases, an answer
// for the empty 16x16 Hyper grid in a few thousand guesses (the plain search needs millions),
// for the empty 25x25 one from the formula's grid, and one budget for all its attempts, which
// it never exceeds.
#include <doctest/doctest.h>

#include <atomic>
#include <fstream>
#include <string>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/fast/pattern_solution.hpp"
#include "core/fast/restarting_search.hpp"
#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;

TEST_CASE("restarting search: the edge cases keep their exact counts") {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/edge_cases_with_counts.txt");
    REQUIRE(in.good());
    int checked = 0;
    for (std::string line; std::getline(in, line);) {
        if (is_skippable_line(line)) continue;
        CAPTURE(line);
        const auto colon = line.find(':');
        REQUIRE(colon != std::string::npos);
        const Board puzzle = sudoku::test::board_of(line.substr(0, colon));
        const int expected = std::stoi(line.substr(colon + 1));
        for (int limit : {1, 2, expected + 1}) {
            const FastSolveResult result =
                fast_solve_restarting(puzzle, {.solution_limit = limit, .node_limit = 10'000'000});
            CHECK_FALSE(result.aborted);
            CHECK(result.solutions == std::min(expected, limit));
            REQUIRE(result.first.has_value() == (expected > 0));
            if (result.first)
                CHECK((result.first->is_solved() && puzzle.agrees_with(*result.first)));
        }
        ++checked;
    }
    CHECK(checked == 43);
}

TEST_CASE("restarting search: an empty 16x16 Hyper grid answers in a few hundred guesses") {
    const Board puzzle = sudoku::test::empty_board(16, " hyper");
    // With Hyper's implied windows (search_layout.hpp) the plain search gets through (about
    // 200 guesses) where it was stuck past 20,000 without them, before restarts took over.
    CHECK_FALSE(
        fast_solve(puzzle, {.solution_limit = 1, .node_limit = kPlainSearchGuesses}).aborted);
    const FastSolveResult one = fast_solve_restarting(puzzle, {.solution_limit = 1});
    CHECK_FALSE(one.aborted);
    CHECK(one.solutions == 1);
    CHECK(one.guesses < 20'000);
    REQUIRE(one.first.has_value());
    CHECK(one.first->is_solved());
    CHECK_FALSE(validate_givens(*one.first).has_value());
    // Uniqueness needs only a second solution, found next to the first.
    const FastSolveResult two =
        fast_solve_restarting(puzzle, {.solution_limit = 2, .keep_second = true});
    CHECK_FALSE(two.aborted);
    CHECK(two.solutions == 2);
    CHECK(two.guesses < 20'000);
    REQUIRE(two.second.has_value());
    CHECK(two.second->is_solved());
    CHECK_FALSE(*two.first == *two.second);
}

TEST_CASE("restarting search: every attempt together stays within the node limit") {
    // Budgets that end in the plain search, at its edge, and among the restarts (kept small:
    // the sanitizer build runs this too), on a grid whose searches thrash.
    const Board puzzle = sudoku::test::board_of(sudoku::test::kThrashingXHyperLine);
    REQUIRE_FALSE(pattern_solution(puzzle).has_value());
    for (std::uint64_t limit : {1ULL, 2'000ULL, 2'001ULL, 4'000ULL}) {
        CAPTURE(limit);
        for (int solutions : {1, 2}) {
            const FastSolveResult result =
                fast_solve_restarting(puzzle, {.solution_limit = solutions, .node_limit = limit});
            CHECK(result.aborted);
            CHECK_FALSE(result.cancelled);
            CHECK(result.guesses <= limit);
            CHECK(result.solutions == 0);
        }
    }
}

TEST_CASE("restarting search: only large, sparse grids of square boxes may be too open") {
    using sudoku::test::empty_board;
    CHECK(may_be_too_open(sudoku::test::board_of(sudoku::test::kThrashingXHyperLine)));
    CHECK(may_be_too_open(empty_board(16, " hyper")));
    CHECK(may_be_too_open(empty_board(25, "")));
    // Small grids, other box shapes and cages keep the whole node limit.
    CHECK_FALSE(may_be_too_open(empty_board(9, " hyper")));
    CHECK_FALSE(may_be_too_open(empty_board(12, "")));
    CHECK_FALSE(may_be_too_open(empty_board(16, " cage=3:r1c1,r1c2")));
    // A quarter of the cells given is the edge: one more and it is a hard puzzle, not open.
    Board sparse = empty_board(16, "");
    const Board solution = *fast_solve(sparse, {}).first;
    for (Cell c = 0; c < 64; ++c)
        sparse.set(c, solution.at(c));
    CHECK(may_be_too_open(sparse));
    sparse.set(64, solution.at(64));
    CHECK_FALSE(may_be_too_open(sparse));
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("restarting search: an open grid is given up as too open after its own bound" *
          doctest::skip(kSanitizedBuild)) {
    const Board puzzle = sudoku::test::board_of(sudoku::test::kThrashingXHyperLine);
    REQUIRE(2 * puzzle.filled_count() <= puzzle.cell_count());
    // The bound counts the restarts' guesses, after the plain search's.
    const FastSolveResult bounded = fast_solve_restarting(
        puzzle, {.solution_limit = 1, .node_limit = 50'000, .open_grid_guesses = 3'000});
    CHECK(bounded.aborted);
    CHECK(bounded.too_open);
    CHECK_FALSE(bounded.cancelled);
    CHECK(bounded.solutions == 0);
    CHECK(bounded.guesses > kPlainSearchGuesses);
    CHECK(bounded.guesses <= kPlainSearchGuesses + 3'000);
    // A node limit that ends first is the node limit's: not too open.
    const FastSolveResult budget = fast_solve_restarting(
        puzzle, {.solution_limit = 2, .node_limit = 4'000, .open_grid_guesses = 3'000});
    CHECK(budget.aborted);
    CHECK_FALSE(budget.too_open);
    CHECK(budget.guesses <= 4'000);
    // Without the bound the restarts run to the node limit.
    const FastSolveResult unbounded =
        fast_solve_restarting(puzzle, {.solution_limit = 1, .node_limit = 8'000});
    CHECK(unbounded.aborted);
    CHECK_FALSE(unbounded.too_open);
    CHECK(unbounded.guesses > kPlainSearchGuesses + 3'000);
    // A grid the bound need not stop is answered as before.
    const FastSolveResult empty = fast_solve_restarting(
        sudoku::test::empty_board(25, " x hyper"), {.solution_limit = 1, .open_grid_guesses = 1});
    CHECK_FALSE(empty.aborted);
    CHECK_FALSE(empty.too_open);
    CHECK(empty.solutions == 1);
}

TEST_CASE("restarting search: an empty 25x25 Hyper grid answers at once") {
    // The restarts alone ran to the 60 s limit; the formula's grid follows the plain search.
    const Board puzzle = sudoku::test::empty_board(25, " hyper");
    const FastSolveResult one = fast_solve_restarting(puzzle, {.solution_limit = 1});
    CHECK_FALSE(one.aborted);
    CHECK(one.solutions == 1);
    CHECK(one.guesses <= kPlainSearchGuesses);
    REQUIRE(one.first.has_value());
    CHECK(one.first->is_solved());
    CHECK_FALSE(validate_givens(*one.first).has_value());
    // Counting: one solution with 25 free digits stands for 25! of them.
    for (int limit : {2, 1000, 1'000'000'000}) {
        CAPTURE(limit);
        const FastSolveResult counted =
            fast_solve_restarting(puzzle, {.solution_limit = limit, .keep_second = true});
        CHECK_FALSE(counted.aborted);
        CHECK(counted.solutions == limit);
        REQUIRE(counted.second.has_value());
        CHECK(counted.second->is_solved());
        CHECK_FALSE(*counted.first == *counted.second);
    }
    // Within a budget that the plain search spends entirely, still answered.
    const FastSolveResult bounded =
        fast_solve_restarting(puzzle, {.solution_limit = 2, .node_limit = kPlainSearchGuesses + 1});
    CHECK_FALSE(bounded.aborted);
    CHECK(bounded.solutions == 2);
}

TEST_CASE("restarting search: the cancel flag stops it") {
    const std::atomic<bool> cancel{true};
    const FastSolveResult result = fast_solve_restarting(sudoku::test::empty_board(25, " hyper"),
                                                         {.solution_limit = 2, .cancel = &cancel});
    CHECK(result.aborted);
    CHECK(result.cancelled);
}
