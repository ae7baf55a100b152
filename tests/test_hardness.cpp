// The hardness measure the search for Evil climbs: stuck exactly where the grader is stuck on
// known puzzles, finite where assumptions help, untouched by puzzles that need none, and its
// order (stuck, then fewer breaking assumptions, then more positions).
#include <doctest/doctest.h>

#include <limits>
#include <vector>

#include "core/generate/generator.hpp"
#include "core/logic/candidate_grid.hpp"
#include "core/logic/grader.hpp"
#include "core/logic/hardness.hpp"
#include "core/logic/logic_techniques.hpp"
#include "core/text/puzzle_line.hpp"
#include "puzzle_fixtures.hpp"

using namespace sudoku::core;

namespace {

Grade grade_of_line(const Board& board) {
    auto report = grade_puzzle(board, GradeOptions{.mrv_cost = false});
    REQUIRE(report.ok());
    return report->grade;
}

// easy50 #1: singles only.
constexpr const char* kEasy =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
// magictour top1465 #1: Expert, one Nishio step.
constexpr const char* kOneNishio =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
// magictour top1465 #2: the grader gets stuck (Evil).
constexpr const char* kStuck =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

// measure_hardness as first written: every candidate of every empty cell tried as an
// assumption, none skipped. The measure must not change when it skips some.
Hardness reference_hardness(const Board& puzzle) {
    CandidateGrid grid(puzzle);
    LogicSolveOptions below;
    below.record_steps = false;
    below.techniques = kAllTechniques & ~technique_bit(Technique::ForcingChain) &
                       ~technique_bit(Technique::Nishio);
    Hardness h;
    while (true) {
        if (grid.find_contradiction()) return Hardness{};
        if (grid.is_solved()) return h;
        if (auto step = next_step(grid, below)) {
            apply_step(grid, *step);
            continue;
        }
        ++h.assumption_positions;
        std::vector<Cell> cells;
        std::vector<Digit> digits;
        for (int i = 0; i < grid.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (!grid.is_empty(c)) continue;
            for (Mask ds = grid.candidates(c); ds; ds &= ds - 1) {
                CandidateGrid scratch = grid;
                scratch.place(c, mask_first(ds));
                if (!propagate_singles(scratch)) continue;
                cells.push_back(c);
                digits.push_back(mask_first(ds));
            }
        }
        if (cells.empty()) {
            auto chain = find_forcing_chain(grid);
            if (!chain) {
                h.stuck = true;
                return h;
            }
            h.fewest_breaking = 0;
            apply_step(grid, *chain);
            continue;
        }
        h.fewest_breaking = std::min(h.fewest_breaking, static_cast<int>(cells.size()));
        for (std::size_t k = 0; k < cells.size(); ++k)
            grid.eliminate(cells[k], digits[k]);
    }
}

bool same(const Hardness& a, const Hardness& b) {
    return a.stuck == b.stuck && a.fewest_breaking == b.fewest_breaking &&
           a.assumption_positions == b.assumption_positions;
}

}  // namespace

TEST_CASE("hardness: skipping assumptions known not to break measures exactly as trying all") {
    int positions = 0;
    for (const char* line : {kEasy, kOneNishio, kStuck}) {
        const Board board = sudoku::test::board_of(line);
        const Hardness h = measure_hardness(board);
        CHECK(same(h, reference_hardness(board)));
        positions += h.assumption_positions;
    }
    // Carved puzzles of larger boards, where most assumptions place many cells.
    for (int size : {10, 12}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GeneratorOptions options;
            options.layout.size = size;
            options.symmetry = Symmetry::None;
            options.seed = seed;
            auto made = generate_puzzle(options);
            REQUIRE(made.ok());
            const Hardness h = measure_hardness(made->puzzle);
            INFO("size " << size << " seed " << seed);
            CHECK(same(h, reference_hardness(made->puzzle)));
            positions += h.assumption_positions;
        }
    }
    CHECK(positions >= 3);  // some of them needed assumptions: the skip was exercised
}

TEST_CASE("hardness: puzzles with no solution measure as the reference does (the easiest)") {
    // One given changed to another digit its row, column and box do not hold: no conflict
    // among the givens, so the contradiction appears only during the solve.
    int broken = 0, measured = 0;
    for (const char* line : {kEasy, kOneNishio, kStuck}) {
        const Board board = sudoku::test::board_of(line);
        for (int i = 0; i < board.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (board.at(c) == kEmpty) continue;
            for (Digit d = 1; d <= 9; ++d) {
                Board changed = board;
                changed.set(c, kEmpty);
                if (d == board.at(c) || !CandidateGrid(changed).has(c, d)) continue;
                changed.set(c, d);
                const Hardness h = measure_hardness(changed);
                const Hardness want = reference_hardness(changed);
                INFO("cell " << i << " digit " << static_cast<int>(d));
                CHECK(same(h, want));
                broken += same(want, Hardness{});
                ++measured;
                break;
            }
        }
    }
    CHECK(measured > 40);
    CHECK(broken > 20);  // most of them break during the solve
}

TEST_CASE("hardness: a singles puzzle needs no assumption") {
    const Hardness h = measure_hardness(sudoku::test::board_of(kEasy));
    CHECK_FALSE(h.stuck);
    CHECK(h.assumption_positions == 0);
    CHECK(h.fewest_breaking == std::numeric_limits<int>::max());
}

TEST_CASE("hardness: an Expert puzzle that needs assumptions measures finite, not stuck") {
    const Board board = sudoku::test::board_of(kOneNishio);
    REQUIRE(grade_of_line(board) == Grade::Expert);
    const Hardness h = measure_hardness(board);
    CHECK_FALSE(h.stuck);
    CHECK(h.assumption_positions >= 1);
    CHECK(h.fewest_breaking >= 1);
    CHECK(h.fewest_breaking < 81 * 9);
}

TEST_CASE("hardness: stuck exactly where the grader is stuck") {
    const Board board = sudoku::test::board_of(kStuck);
    REQUIRE(grade_of_line(board) == Grade::Evil);
    const Hardness h = measure_hardness(board);
    CHECK(h.stuck);
    CHECK(h.assumption_positions >= 1);
}

TEST_CASE("hardness: a broken puzzle measures as the easiest") {
    // Two 1s in the first row.
    const Hardness h = measure_hardness(sudoku::test::board_of(
        "11..............................................................................."));
    CHECK_FALSE(h.stuck);
    CHECK(h.assumption_positions == 0);
    CHECK(h.fewest_breaking == std::numeric_limits<int>::max());
}

TEST_CASE("hardness order: stuck beats everything, then fewer breaking, then more positions") {
    const Hardness none{};
    const Hardness many{.fewest_breaking = 40, .assumption_positions = 1};
    const Hardness few{.fewest_breaking = 3, .assumption_positions = 1};
    const Hardness few_longer{.fewest_breaking = 3, .assumption_positions = 4};
    const Hardness stuck{.stuck = true, .fewest_breaking = 50, .assumption_positions = 1};
    CHECK(many.harder_than(none));
    CHECK(few.harder_than(many));
    CHECK(few_longer.harder_than(few));
    CHECK(stuck.harder_than(few_longer));
    CHECK_FALSE(few.harder_than(few));
    CHECK(few.at_least(few));
    CHECK_FALSE(many.at_least(few));
    CHECK_FALSE(few_longer.at_least(stuck));
}
