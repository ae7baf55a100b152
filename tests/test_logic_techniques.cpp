// Each technique on published puzzles (top95, magictour top1465, unbiased, Norvig's hardest)
// at a point where every easier technique is exhausted: the step is found, and every
// placement and elimination agrees with the puzzle's solution found by the fast solver.
#include <doctest/doctest.h>

#include "core/logic_techniques.hpp"
#include "logic_test_support.hpp"

using namespace sudoku::core;
using namespace logic_test;

namespace {

struct Case {
    Technique technique;
    const char* puzzle;
};

// Found by scanning the public collections for positions where the technique is the easiest
// one that applies; the expected steps come from the solution, not from the solver.
const Case kCases[] = {
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
CandidateGrid exhaust_easier(const Board& puzzle, const Board& solution, Technique technique) {
    CandidateGrid grid(puzzle);
    LogicSolveOptions easier;
    easier.techniques = technique_bit(technique) - 1;
    while (auto step = next_step(grid, easier)) {
        check_step(*step, solution);
        apply_step(grid, *step);
    }
    return grid;
}

}  // namespace

TEST_CASE("every technique is needed and sound on a published puzzle") {
    for (const Case& c : kCases) {
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
