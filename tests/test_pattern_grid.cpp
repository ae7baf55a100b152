// random_pattern_grid: a solved grid from the formula, shuffled by what keeps every unit (digit
// names, rows and columns that meet the same boxes and windows); reproducible per seed, varied
// between seeds, never returned for layouts the formula does not serve. The generator takes it
// when its random fill gives up, and first on 25x25 Hyper, where fills mostly give up.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>

#include "core/fast/fast_solver.hpp"
#include "core/fast/pattern_solution.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/pattern_grid.hpp"

#include "puzzle_fixtures.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;
using sudoku::test::empty_board;

namespace {

// True when `grid` is `base` with its digits renamed and nothing moved.
bool only_renamed(const Board& base, const Board& grid) {
    std::map<Digit, Digit> names;
    for (Cell c = 0; c < base.cell_count(); ++c) {
        const auto [it, fresh] = names.emplace(base.at(c), grid.at(c));
        if (!fresh && it->second != grid.at(c)) return false;
    }
    return true;
}

}  // namespace

TEST_CASE("pattern grid: solved, reproducible and varied on 25x25 Hyper") {
    const LayoutPtr layout = empty_board(25, " hyper").layout_ptr();
    const Board base = *pattern_solution(Board(layout));
    std::set<std::vector<Digit>> seen;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        CAPTURE(seed);
        Random rng(seed), again(seed);
        const auto grid = random_pattern_grid(layout, rng);
        REQUIRE(grid.has_value());
        CHECK(grid->is_solved());  // rows, columns, boxes and the 16 windows
        CHECK(grid->layout().spec() == layout->spec());
        CHECK(grid->cells() == random_pattern_grid(layout, again)->cells());
        // Rows and columns moved, not only digits renamed.
        CHECK_FALSE(only_renamed(base, *grid));
        seen.insert(grid->cells());
    }
    CHECK(seen.size() == 8);
}

TEST_CASE("pattern grid: other square-box layouts, X diagonals kept") {
    for (const char* extras : {"", " hyper"}) {
        for (int n : {4, 9, 16, 25}) {
            CAPTURE(n);
            CAPTURE(extras);
            Random rng(7);
            const auto grid = random_pattern_grid(empty_board(n, extras).layout_ptr(), rng);
            REQUIRE(grid.has_value());
            CHECK(grid->is_solved());
        }
    }
    // On 25x25 X Hyper only the digits are renamed: moving rows would break the diagonals.
    const LayoutPtr x_hyper = empty_board(25, " x hyper").layout_ptr();
    Random rng(3);
    const auto grid = random_pattern_grid(x_hyper, rng);
    REQUIRE(grid.has_value());
    CHECK(grid->is_solved());
    CHECK(only_renamed(*pattern_solution(Board(x_hyper)), *grid));
}

TEST_CASE("pattern grid: none for layouts the formula does not serve") {
    Random rng(1);
    CHECK_FALSE(
        random_pattern_grid(empty_board(6, "").layout_ptr(), rng).has_value());  // 2x3 boxes
    CHECK_FALSE(
        random_pattern_grid(empty_board(12, "").layout_ptr(), rng).has_value());  // 3x4 boxes
    CHECK_FALSE(random_pattern_grid(empty_board(9, " x").layout_ptr(), rng)
                    .has_value());  // the formula breaks X
    CHECK_FALSE(random_pattern_grid(Layout::classic(10), rng).has_value());
}

TEST_CASE(
    "generator: 25x25 Hyper puzzles come from the shuffled formula, other shapes from fills") {
    CHECK(formula_grid_first({.size = 25, .hyper = true}));
    CHECK_FALSE(formula_grid_first({.size = 16, .hyper = true}));  // fills mostly get through
    CHECK_FALSE(formula_grid_first({.size = 25}));
    CHECK_FALSE(formula_grid_first({.size = 25, .diagonals = true}));
    // Under the sanitizers 25x25 takes tens of seconds; the hand-over below (9x9 Hyper) runs the
    // same code there, and this part is the Release run's.
    if (kSanitizedBuild) return;
    // Every 25x25 Hyper fill of 20,000 guesses gave up on most seeds (two or three per puzzle,
    // 0.45 s of a 0.55 s request), so the formula's grid comes first: no fill is tried.
    std::set<std::vector<Digit>> solutions;
    for (std::uint64_t seed : {1, 2, 3, 4}) {
        CAPTURE(seed);
        auto result = generate_puzzle({.layout = {.size = 25, .hyper = true}, .seed = seed});
        REQUIRE(result.ok());
        const GeneratorStats& stats = result->stats;
        CHECK(stats.pattern_grids == stats.attempts);
        CHECK(result->solution.is_solved());
        CHECK(result->puzzle.agrees_with(result->solution));
        CHECK(result->puzzle.empty_count() > 300);
        const FastSolveResult count = fast_solve(result->puzzle, {.solution_limit = 2});
        CHECK(count.solutions == 1);
        solutions.insert(result->solution.cells());
    }
    CHECK(solutions.size() == 4);  // shuffled and renamed: a new grid for each seed
}

TEST_CASE("generator: fills that give up three times in a row hand over to the formula") {
    // Fills bounded to one guess always give up; from the third on the formula's grids come,
    // and a level that needs more grids gets them straight from it (no fill between).
    bool several = false;  // some seed needed more than one grid
    for (std::uint64_t seed = 1; seed <= 12 && !several; ++seed) {
        CAPTURE(seed);
        auto result = generate_puzzle({.layout = {.size = 9, .hyper = true},
                                       .difficulty = Grade::Hard,
                                       .seed = seed,
                                       .limits = {.fill_node_limit = 1}});
        REQUIRE(result.ok());
        CHECK(result->stats.pattern_grids >= 1);
        CHECK(result->stats.pattern_grids == result->stats.attempts - 2);
        CHECK(result->grade == Grade::Hard);
        CHECK(fast_solve(result->puzzle, {.solution_limit = 2}).solutions == 1);
        several = result->stats.pattern_grids > 1;
    }
    CHECK(several);
    // Shapes the random fill serves keep it.
    auto classic = generate_puzzle({.layout = {.size = 16}, .seed = 1});
    REQUIRE(classic.ok());
    CHECK(classic->stats.pattern_grids == 0);
}
