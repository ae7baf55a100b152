// Unavoidable sets, the local search's memory: cover counts follow the givens, a set left with
// givens only inside some cells makes those cells needed, sets with no given are reported, and
// the cells where two solution grids differ really are unavoidable.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/generate/unavoidable_sets.hpp"
#include "core/text/puzzle_line.hpp"

using namespace sudoku::core;

namespace {

// A 4x4 grid (2x2 boxes) and the same grid with digits 1 and 2 swapped in rows 1 and 3 of
// columns 1-2 (r1c1=1 r1c2=2 / r3c1=2 r3c2=1 become 2 1 / 1 2). Both are valid grids.
const char* const kGrid = "1234341221434321";
const char* const kSwapped = "2134341212434321";

Board board(const char* line) {
    auto b = parse_puzzle_line(line);
    REQUIRE(b.ok());
    return std::move(b).value();
}

}  // namespace

TEST_CASE("unavoidable sets: cover counts follow the givens") {
    Board puzzle = board("12..............");  // cells 0 and 1 given
    UnavoidableSets sets(puzzle);
    const std::vector<Cell> first = {0, 1, 5};
    const std::vector<Cell> second = {1, 6};
    sets.add(first);
    sets.add(second);
    REQUIRE(sets.size() == 2);
    CHECK(sets.cover(0) == 2);
    CHECK(sets.cover(1) == 1);
    CHECK(std::ranges::equal(sets.cells(0), first));
    CHECK(std::ranges::equal(sets.cells(1), second));
    CHECK(std::ranges::equal(sets.sets_of(1), std::vector<int>{0, 1}));
    CHECK(sets.sets_of(7).empty());

    // Cell 1 alone hits the second set; the first set also has cell 0.
    const std::vector<Cell> zero = {0}, one = {1}, both = {0, 1}, empty_cell = {5};
    CHECK_FALSE(sets.needed(zero));
    CHECK(sets.needed(one));
    CHECK(sets.needed(both));
    CHECK_FALSE(sets.needed(empty_cell));  // not given: emptying it changes nothing

    sets.set_given(1, false);
    CHECK(sets.cover(0) == 1);
    CHECK(sets.cover(1) == 0);
    CHECK(sets.needed(zero));  // now the only given of the first set
    CHECK(sets.uncovered(one) == std::vector<int>{1});
    sets.set_given(1, false);  // no change when already empty
    CHECK(sets.cover(0) == 1);
    sets.set_given(0, false);
    CHECK(sets.uncovered(both) == std::vector<int>{0, 1});
    CHECK(sets.uncovered(empty_cell) == std::vector<int>{0});

    // A set added while its cells are empty starts uncovered.
    const std::vector<Cell> third = {2, 3};
    sets.add(third);
    CHECK(sets.cover(2) == 0);
    sets.set_given(3, true);
    CHECK(sets.cover(2) == 1);
}

TEST_CASE("unavoidable sets: the cells where two grids differ are unavoidable") {
    const Board grid = board(kGrid);
    const Board other = board(kSwapped);
    REQUIRE(grid.is_solved());
    REQUIRE(other.is_solved());
    const std::vector<Cell> cells = differing_cells(grid, other);
    CHECK(cells == std::vector<Cell>{0, 1, 8, 9});
    // Emptying exactly those cells leaves both grids as solutions...
    Board puzzle = grid;
    for (Cell c : cells)
        puzzle.set(c, kEmpty);
    CHECK(count_solutions(puzzle, 3) == 2);
    // ...and giving any one of them back leaves one.
    for (Cell c : cells) {
        Board less = puzzle;
        less.set(c, grid.at(c));
        CHECK(count_solutions(less, 3) == 1);
    }
    CHECK(differing_cells(grid, grid).empty());
}
