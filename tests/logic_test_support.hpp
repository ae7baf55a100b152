// Test helpers for the logical solver: puzzle parsing, the solution every step is checked
// against (found by the fast solver's search), step/solution checks, hand-made candidate grids
// and published positions where each technique is the easiest that applies.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/logic/logic_solver.hpp"
#include "core/logic/logic_techniques.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"

namespace logic_test {

using namespace sudoku::core;

using sudoku::test::board_of;
using sudoku::test::rc;

inline std::vector<std::string> read_puzzles(const std::string& file) {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/" + file);
    REQUIRE_MESSAGE(in.good(), "cannot open " << file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        if (!is_skippable_line(line)) out.push_back(line);
    return out;
}

// The unique solution, from the fast solver (an independent search: bitmask singles and
// branching, nothing shared with the techniques). REQUIREs uniqueness.
inline Board unique_solution(const Board& puzzle) {
    const FastSolveResult result = fast_solve(puzzle, FastSolveOptions{.solution_limit = 2});
    REQUIRE(result.solutions == 1);
    return *result.first;
}

// A step is sound when every placement is the solution's digit and no elimination strikes it.
inline void check_step(const LogicStep& step, const Board& solution) {
    INFO(step.explanation);
    CHECK_FALSE(step.explanation.empty());
    CHECK((!step.placements.empty() || !step.eliminations.empty()));
    for (const auto& [c, d] : step.placements)
        CHECK(solution.at(c) == d);
    for (const auto& [c, d] : step.eliminations)
        CHECK(solution.at(c) != d);
}

// Solves logically step by step, checking every step against the solution; returns the result.
inline LogicSolveResult checked_solve(const Board& puzzle, const Board& solution,
                                      const LogicSolveOptions& options = {}) {
    LogicSolveResult result = solve_logically(puzzle, options);
    for (const LogicStep& step : result.steps)
        check_step(step, solution);
    CHECK(result.status != LogicStatus::Contradiction);
    CHECK(result.board.agrees_with(solution));
    return result;
}

// Hand-made candidate grids (9x9 unless a layout is given).

inline Mask digits(std::initializer_list<int> ds) {
    Mask m = 0;
    for (int d : ds)
        m |= digit_bit(static_cast<Digit>(d));
    return m;
}

// Every cell empty with every candidate.
inline CandidateGrid blank(const LayoutPtr& layout) {
    return CandidateGrid(Board(layout));
}

inline void remove_digit(CandidateGrid& grid, std::initializer_list<Cell> cells, Digit d) {
    for (Cell c : cells)
        grid.eliminate(c, d);
}

// Strikes d from every cell of row `row` (1-based) except the columns listed.
inline void keep_in_row(CandidateGrid& grid, int row, std::initializer_list<int> cols, Digit d) {
    for (int c = 1; c <= 9; ++c)
        if (std::find(cols.begin(), cols.end(), c) == cols.end()) grid.eliminate(rc(row, c), d);
}

inline void keep_in_col(CandidateGrid& grid, int col, std::initializer_list<int> rows, Digit d) {
    for (int r = 1; r <= 9; ++r)
        if (std::find(rows.begin(), rows.end(), r) == rows.end()) grid.eliminate(rc(r, col), d);
}

// A 5x5 jigsaw of pentominoes whose region 1 (r1c1-r1c3, r2c1-r2c2) keeps 3 in row 1.
inline CandidateGrid jigsaw_region_keeps_3_in_row_1() {
    auto layout =
        Layout::create(LayoutSpec{.size = 5, .regions = {0, 0, 0, 1, 1, 0, 0, 2, 1, 1, 3, 2, 2,
                                                         2, 1, 3, 3, 2, 4, 4, 3, 3, 4, 4, 4}});
    REQUIRE(layout.ok());
    auto grid = blank(*layout);
    remove_digit(grid, {5, 6}, 3);  // r2c1, r2c2
    return grid;
}

// Sudoku X where box 1 keeps 7 on the diagonal (r1c1, r2c2, r3c3).
inline CandidateGrid x_box_keeps_7_on_diagonal() {
    auto layout = Layout::create(LayoutSpec{.size = 9, .diagonals = true});
    REQUIRE(layout.ok());
    auto grid = blank(*layout);
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            if (r != c) grid.eliminate(rc(r, c), 7);
    return grid;
}

// Published positions for each technique.

struct TechniqueCase {
    Technique technique;
    const char* puzzle;
};

// Found by scanning the public collections for positions where the technique is the easiest
// one that applies; the expected steps come from the solution, not from the solver.
inline const TechniqueCase kTechniqueCases[] = {
    {Technique::HiddenSingle,
     "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4."},
    {Technique::Pointing,
     "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4."},
    {Technique::Pointing,
     "...57..3.1......2.7...234......8...4..7..4...49....6.5.42...3.....7..9....18....."},
    {Technique::Claiming,
     "1...34.8....8..5....4.6..21.18......3..1.2..6......81.52..7.9....6..9....9.64...2"},
    {Technique::Claiming,
     ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........"},
    {Technique::NakedPair,
     ".6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8..."},
    {Technique::HiddenPair,
     "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."},
    {Technique::NakedTriple,
     ".2.......3.5.62..9.68...3...5..........64.8.2..47..9....3.....1.....6...17.43...."},
    {Technique::HiddenTriple,
     "53..2.9...24.3..5...9..........1.827...7.........981.............64....91.2.5.43."},
    {Technique::NakedQuad,
     ".2.4....94..189.......62.5......63..3..94.5.......8.1..........8.2..4...964.....7"},
    {Technique::HiddenQuad,
     ".......7....8172.......3..6........959.13.....61.29..7.185.6............9.27..6.5"},
    {Technique::XWing,
     "....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6...."},
    {Technique::XYWing,
     "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8"},
    {Technique::Swordfish,
     ".6.5.4.3.1...9...8.........9...5...6.4.6.2.7.7...4...5.........4...8...1.5.2.3.4."},
    {Technique::XYZWing,
     ".32.....58..3.....9.428...1...4...39...6...5.....1.....2...67.8.....4....95....6."},
    {Technique::SimpleColouring,
     "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."},
    {Technique::SimpleColouring,
     "1....6.8..64..........4...7....9.6...7.4..5..5...7.1...5....32.3....8...4........"},
    {Technique::ForcingChain,
     "....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6...."},
    {Technique::Nishio,
     "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."},
};

// Runs every technique before `technique` until none applies, checking each step.
inline CandidateGrid exhaust_easier(const Board& puzzle, const Board& solution,
                                    Technique technique) {
    CandidateGrid grid(puzzle);
    LogicSolveOptions easier;
    easier.techniques = technique_bit(technique) - 1;
    while (auto step = next_step(grid, easier)) {
        check_step(*step, solution);
        apply_step(grid, *step);
    }
    return grid;
}

}  // namespace logic_test
