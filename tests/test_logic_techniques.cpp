// Each technique on published puzzles (top95, magictour top1465, unbiased, Norvig's hardest)
// at a point where every easier technique is exhausted: the step is found, and every
// placement and elimination agrees with the puzzle's solution found by the fast solver.
#include <doctest/doctest.h>

#include "core/logic/logic_techniques.hpp"
#include "logic_test_support.hpp"

using namespace sudoku::core;
using namespace logic_test;

TEST_CASE("every technique is needed and sound on a published puzzle") {
    for (const TechniqueCase& c : kTechniqueCases) {
        INFO(technique_name(c.technique) << " on " << c.puzzle);
        const Board puzzle = board_of(c.puzzle);
        const Board solution = unique_solution(puzzle);
        CandidateGrid grid = exhaust_easier(puzzle, solution, c.technique);
        REQUIRE_FALSE(grid.is_solved());
        REQUIRE_FALSE(grid.find_contradiction());

        const auto step = find_step(grid, c.technique);
        REQUIRE(step);
        CHECK(step->technique == c.technique);
        check_step(*step, solution);
        CHECK_FALSE(step->cells.empty());
        // Every elimination strikes a live candidate; every placement fills an empty cell.
        for (const auto& [cell, d] : step->eliminations)
            CHECK(grid.has(cell, d));
        for (const auto& [cell, d] : step->placements)
            CHECK(grid.is_empty(cell));
        // Units are real unit indices.
        for (int u : step->units)
            CHECK((u >= 0 && u < static_cast<int>(grid.layout().units().size())));
        const CandidateGrid before = grid;
        apply_step(grid, *step);
        CHECK_FALSE(grid == before);

        // The full solve from here never contradicts the solution.
        const auto rest = solve_logically(grid);
        for (const LogicStep& s : rest.steps)
            check_step(s, solution);
        CHECK(rest.board.agrees_with(solution));
    }
}

TEST_CASE("a solved or empty grid offers no step") {
    const Board puzzle = board_of(
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.");
    const CandidateGrid solved{unique_solution(puzzle)};
    for (int t = 0; t < kTechniqueCount; ++t)
        CHECK_FALSE(find_step(solved, static_cast<Technique>(t)));
    CHECK_FALSE(next_step(solved));
}

TEST_CASE("the forcing techniques respect their assumption budget") {
    const Board puzzle = board_of(
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
    const Board solution = unique_solution(puzzle);
    const CandidateGrid grid = exhaust_easier(puzzle, solution, Technique::Nishio);
    CHECK(find_nishio(grid));
    CHECK_FALSE(find_nishio(grid, ForcingOptions{.max_assumptions = 0}));
    CHECK_FALSE(find_forcing_chain(grid, ForcingOptions{.max_assumptions = 0}));
}

TEST_CASE("propagate_singles reports the contradiction a wrong digit causes") {
    const Board puzzle = board_of(
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.");
    const Board solution = unique_solution(puzzle);
    CandidateGrid right(puzzle);
    CHECK_FALSE(propagate_singles(right));
    CHECK(right.to_board().agrees_with(solution));  // singles never go wrong

    // Placing a wrong candidate somewhere and propagating must end in a contradiction or
    // stall; when it completes the grid, the grid differs from the unique solution only if
    // broken, which propagate_singles must report.
    for (int i = 0; i < puzzle.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (!right.is_empty(c)) continue;
        const Mask wrong = right.candidates(c) & ~digit_bit(solution.at(c));
        if (!wrong) continue;
        CandidateGrid test = right;
        test.place(c, mask_first(wrong));
        const auto why = propagate_singles(test);
        if (!why) CHECK_FALSE(test.is_solved());
    }
}

namespace {

// The removal a forcing chain reports, worked out digit by digit (as find_forcing_chain did
// before it gathered every digit in one pass): every branch of the start cell is propagated,
// and for the lowest digit that some cell loses in all branches, every such cell.
std::vector<std::pair<Cell, Digit>> removals_digit_by_digit(const CandidateGrid& grid, Cell start) {
    std::vector<CandidateGrid> branches;
    for (Mask ds = grid.candidates(start); ds; ds &= ds - 1) {
        branches.push_back(grid);
        branches.back().place(start, mask_first(ds));
        REQUIRE_FALSE(propagate_singles(branches.back()));
    }
    for (Digit d = 1; d <= grid.size(); ++d) {
        std::vector<std::pair<Cell, Digit>> out;
        for (int i = 0; i < grid.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (c == start || !grid.has(c, d)) continue;
            bool everywhere = true;
            for (const CandidateGrid& b : branches)
                everywhere = everywhere && !b.has(c, d) && b.value(c) != d;
            if (everywhere) out.push_back({c, d});
        }
        if (!out.empty()) return out;
    }
    return {};
}

}  // namespace

TEST_CASE("a forcing chain's removal names every cell that loses the digit in all branches") {
    int removals = 0;
    const auto puzzles = read_puzzles("top95.txt");
    for (std::size_t i = 0; i < 30 && i < puzzles.size(); ++i) {
        const Board puzzle = board_of(puzzles[i]);
        CandidateGrid grid(puzzle);
        for (const LogicStep& step : solve_logically(puzzle).steps) {
            if (step.technique == Technique::ForcingChain && step.placements.empty()) {
                CAPTURE(step.explanation);
                CHECK(step.eliminations == removals_digit_by_digit(grid, step.cells.front()));
                ++removals;
            }
            apply_step(grid, step);
        }
    }
    CHECK(removals >= 5);
}
