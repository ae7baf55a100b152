// search_layout and LayoutSpec::implied_windows: Hyper's implied windows are units of the
// layout the fast solver searches, and of no layout a player sees.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/fast/fast_solver.hpp"
#include "core/fast/pattern_solution.hpp"
#include "core/fast/search_layout.hpp"
#include "core/grid/validation.hpp"

#include "puzzle_fixtures.hpp"

using namespace sudoku::core;
using sudoku::test::empty_board;

namespace {

int window_count(const Layout& layout) {
    return static_cast<int>(std::ranges::count_if(
        layout.units(), [](const Unit& u) { return u.kind == UnitKind::Window; }));
}

}  // namespace

TEST_CASE("search layout: Hyper gains its implied windows, every other layout stays") {
    for (int n : {4, 9, 16, 25}) {
        CAPTURE(n);
        const Board empty = empty_board(n, " hyper");
        const LayoutPtr& searched = search_layout(empty.layout_ptr());
        REQUIRE(searched != empty.layout_ptr());
        CHECK(searched->spec().implied_windows);
        CHECK_FALSE(empty.layout().spec().implied_windows);
        // b x b boxes: (b-1)^2 windows, and 2(b-1) + 1 implied ones of b x b cells each.
        int b = 2;
        while (b * b < n)
            ++b;
        CHECK(window_count(empty.layout()) == (b - 1) * (b - 1));
        CHECK(window_count(*searched) == (b - 1) * (b - 1) + 2 * (b - 1) + 1);
        for (const Unit& unit : searched->units())
            CHECK(static_cast<int>(unit.cells.size()) == n);
        // They are implied: a solution of the layout keeps them (and again for the same layout,
        // the same cached one comes back).
        const auto solution = pattern_solution(empty);
        REQUIRE(solution.has_value());
        CHECK(Board(searched, solution->cells()).is_solved());
        CHECK(search_layout(empty.layout_ptr()) == searched);
    }
    for (const char* extras : {"", " x", " cage=3:r1c1,r1c2"}) {
        const Board plain = empty_board(9, extras);
        CHECK(search_layout(plain.layout_ptr()) == plain.layout_ptr());
    }
}

TEST_CASE("search layout: a clash in an implied window is no solution, not a conflict") {
    // Row 1 and row 5 lie between windows, as do columns 2-4 inside one window band: r1c2 and
    // r5c3 share the implied window of those rows and columns, so no solution has both 7.
    Board puzzle = empty_board(9, " hyper");
    puzzle.set(puzzle.layout().cell_at(0, 1), 7);
    puzzle.set(puzzle.layout().cell_at(4, 2), 7);
    CHECK_FALSE(validate_givens(puzzle).has_value());  // players see no clash
    const FastSolveResult result = fast_solve(puzzle, {.solution_limit = 2});
    CHECK_FALSE(result.aborted);
    CHECK(result.solutions == 0);
    CHECK(result.guesses == 0);  // found while loading, no search
}
