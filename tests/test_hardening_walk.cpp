// The neighbourhood search for Evil: it reaches a puzzle the grader calls Evil on a 16x16
// board, every puzzle it keeps is unique and agrees with the solution, it honours clue
// orbits and an exact empty count, spends exactly its move budget, stops when cancelled, and is
// reproducible per seed. The Evil wander leaves a known Evil puzzle through Evil neighbours.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/generate/evil_seeds.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/hardening_walk.hpp"
#include "core/grid/grid_transform.hpp"
#include "core/grid/symmetry.hpp"
#include "core/text/puzzle_line.hpp"

using namespace sudoku::core;

namespace {

GeneratedPuzzle carved(int n, Symmetry symmetry, std::uint64_t seed) {
    auto g = generate_puzzle({.layout = {.size = n}, .symmetry = symmetry, .seed = seed});
    REQUIRE(g.ok());
    return std::move(g).value();
}

void check_unique_and_agrees(const Board& puzzle, const Board& solution) {
    const FastSolveResult count = fast_solve(puzzle, {.solution_limit = 2});
    CHECK_FALSE(count.aborted);
    CHECK(count.solutions == 1);
    CHECK(puzzle.agrees_with(solution));
}

}  // namespace

TEST_CASE("hardening walk: a carved 16x16 puzzle becomes one the grader calls Evil") {
    const auto g = carved(16, Symmetry::None, 3);
    const GradeFn judge = logical_grader();
    REQUIRE(judge(g.puzzle) != Grade::Evil);
    const auto orbits = symmetry_orbits(16, Symmetry::None);
    Board puzzle = g.puzzle;
    Random rng(3);
    int moves = 20000;
    GeneratorStats stats;
    const WalkEnd end =
        harden(puzzle, {g.solution, orbits, -1, judge, 2000, nullptr}, rng, moves, stats);
    REQUIRE(end == WalkEnd::Reached);
    check_unique_and_agrees(puzzle, g.solution);
    auto report = grade_puzzle(puzzle, GradeOptions{.mrv_cost = false});
    REQUIRE(report.ok());
    CHECK(report->grade == Grade::Evil);
    CHECK(report->status == LogicStatus::Stuck);
    CHECK(moves < 20000);
    CHECK(stats.hardening_moves == static_cast<std::uint64_t>(20000 - moves));
    CHECK(stats.checks >= stats.hardening_moves);
}

TEST_CASE("hardening walk: a judge that never says Evil spends the whole budget") {
    const auto g = carved(9, Symmetry::Rotate180, 5);
    const auto orbits = symmetry_orbits(9, Symmetry::Rotate180);
    std::vector<Board> judged;
    const GradeFn judge = [&judged](const Board& b) {
        judged.push_back(b);
        return Grade::Hard;
    };
    const int exact = g.puzzle.empty_count();
    Board puzzle = g.puzzle;
    Random rng(5);
    int moves = 400;
    GeneratorStats stats;
    const WalkEnd end =
        harden(puzzle, {g.solution, orbits, exact, judge, 50000, nullptr}, rng, moves, stats);
    CHECK(end == WalkEnd::OutOfMoves);
    CHECK(moves == 0);
    CHECK(stats.hardening_moves == 400);
    check_unique_and_agrees(puzzle, g.solution);
    CHECK(puzzle.empty_count() == exact);
    CHECK(has_clue_symmetry(puzzle, Symmetry::Rotate180));
    // Every puzzle the walk kept and showed the judge obeys the same rules.
    CHECK_FALSE(judged.empty());
    for (const Board& b : judged) {
        check_unique_and_agrees(b, g.solution);
        CHECK(b.empty_count() == exact);
        CHECK(has_clue_symmetry(b, Symmetry::Rotate180));
    }
}

TEST_CASE("hardening walk: reproducible per seed") {
    const auto g = carved(12, Symmetry::None, 8);
    const auto orbits = symmetry_orbits(12, Symmetry::None);
    const GradeFn judge = [](const Board&) { return Grade::Expert; };
    auto walk_once = [&](std::uint64_t seed) {
        Board puzzle = g.puzzle;
        Random rng(seed);
        int moves = 300;
        GeneratorStats stats;
        harden(puzzle, {g.solution, orbits, -1, judge, 50000, nullptr}, rng, moves, stats);
        return puzzle;
    };
    const Board first = walk_once(1);
    CHECK(walk_once(1) == first);
    CHECK_FALSE(first == g.puzzle);  // 300 moves leave the start behind
}

TEST_CASE("hardening walk: a set cancel flag stops it before any move") {
    const auto g = carved(9, Symmetry::None, 2);
    const auto orbits = symmetry_orbits(9, Symmetry::None);
    const GradeFn judge = logical_grader();
    const std::atomic<bool> cancel{true};
    Board puzzle = g.puzzle;
    Random rng(2);
    int moves = 1000;
    GeneratorStats stats;
    CHECK(harden(puzzle, {g.solution, orbits, -1, judge, 50000, &cancel}, rng, moves, stats) ==
          WalkEnd::Cancelled);
    CHECK(moves == 1000);
    CHECK(puzzle == g.puzzle);
}

TEST_CASE("hardening walk: no budget, no move") {
    const auto g = carved(9, Symmetry::None, 4);
    const auto orbits = symmetry_orbits(9, Symmetry::None);
    const GradeFn judge = logical_grader();
    Board puzzle = g.puzzle;
    Random rng(4);
    int moves = 0;
    GeneratorStats stats;
    CHECK(harden(puzzle, {g.solution, orbits, -1, judge, 50000, nullptr}, rng, moves, stats) ==
          WalkEnd::OutOfMoves);
    CHECK(puzzle == g.puzzle);
    CHECK(stats.checks == 0);
}

namespace {

// A known Evil 9x9 puzzle (the generator's seed list) and its solution.
GeneratedPuzzle evil_seed(std::size_t index) {
    auto board = parse_puzzle_line(evil_seed_lines()[index]);
    REQUIRE(board.ok());
    const FastSolveResult solved = fast_solve(*board, {.solution_limit = 2});
    REQUIRE(solved.solutions == 1);
    return {*board, *solved.first, Grade::Evil, {}};
}

int given_distance(const Board& a, const Board& b) {
    int differ = 0;
    for (int c = 0; c < a.cell_count(); ++c)
        differ += (a.at(static_cast<Cell>(c)) == kEmpty) != (b.at(static_cast<Cell>(c)) == kEmpty);
    return differ;
}

}  // namespace

TEST_CASE("evil wander: from a known Evil puzzle to a new one, through Evil puzzles only") {
    const auto g = evil_seed(0);
    const auto orbits = symmetry_orbits(9, Symmetry::None);
    const GradeFn grader = logical_grader();
    std::vector<Board> kept;
    const GradeFn judge = [&](const Board& b) {
        const Grade grade = grader(b);
        if (grade == Grade::Evil) kept.push_back(b);
        return grade;
    };
    Board puzzle = g.puzzle;
    Random rng(11);
    int moves = 1000;
    GeneratorStats stats;
    const WalkEnd end =
        wander_evil(puzzle, {g.solution, orbits, -1, judge, 50000, nullptr}, rng, 6, moves, stats);
    REQUIRE(end == WalkEnd::Reached);
    CHECK(given_distance(puzzle, g.puzzle) >= 6);
    CHECK(moves > 0);
    check_unique_and_agrees(puzzle, g.solution);
    auto report = grade_puzzle(puzzle, GradeOptions{.mrv_cost = false});
    REQUIRE(report.ok());
    CHECK(report->grade == Grade::Evil);
    REQUIRE_FALSE(kept.empty());
    CHECK(kept.back() == puzzle);
    for (const Board& b : kept)
        check_unique_and_agrees(b, g.solution);
}

TEST_CASE("evil wander: no Evil neighbour means no move kept, and an exact empty count is kept") {
    const auto g = evil_seed(3);
    const auto orbits = symmetry_orbits(9, Symmetry::None);
    const GradeFn judge = [](const Board&) { return Grade::Expert; };
    Board puzzle = g.puzzle;
    Random rng(3);
    int moves = 100;
    GeneratorStats stats;
    CHECK(wander_evil(puzzle, {g.solution, orbits, -1, judge, 50000, nullptr}, rng, 6, moves,
                      stats) == WalkEnd::OutOfMoves);
    CHECK(moves == 0);
    CHECK(puzzle == g.puzzle);
    CHECK(stats.grades > 0);

    const int exact = g.puzzle.empty_count();
    const GradeFn evil = [](const Board&) { return Grade::Evil; };
    moves = 200;
    CHECK(wander_evil(puzzle, {g.solution, orbits, exact, evil, 50000, nullptr}, rng, 4, moves,
                      stats) == WalkEnd::Reached);
    CHECK(puzzle.empty_count() == exact);
    CHECK(given_distance(puzzle, g.puzzle) >= 4);
    check_unique_and_agrees(puzzle, g.solution);
}

TEST_CASE("hardening walk to a level below Evil: never passes it, stays unique, ends on it") {
    // From minimal Easy 6x6 puzzles most neighbours grade Easy or jump to Expert: a walk that
    // took any harder neighbour would end above Medium or Hard.
    const GradeFn judge = logical_grader();
    const auto orbits = symmetry_orbits(6, Symmetry::None);
    for (Grade target : {Grade::Medium, Grade::Hard}) {
        INFO("target " << std::string(grade_name(target)));
        int above_target = 0;  // neighbours the judge graded past the level
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            auto easy = generate_puzzle({.layout = {.size = 6},
                                         .symmetry = Symmetry::None,
                                         .difficulty = Grade::Easy,
                                         .seed = seed});
            REQUIRE(easy.ok());
            const GeneratedPuzzle& g = *easy;
            REQUIRE(judge(g.puzzle) == Grade::Easy);
            const GradeFn watching = [&](const Board& b) {
                const Grade grade = judge(b);
                above_target += grade > target;
                return grade;
            };
            Board puzzle = g.puzzle;
            Random rng(seed);
            int moves = 300;
            GeneratorStats stats;
            const HardeningWalk walk{g.solution, orbits, -1, watching, 2000, nullptr, {}, target};
            const WalkEnd end = harden(puzzle, walk, rng, moves, stats);
            REQUIRE(end != WalkEnd::Cancelled);
            check_unique_and_agrees(puzzle, g.solution);
            const Grade final_grade = judge(puzzle);
            CHECK(final_grade <= target);
            CHECK((end == WalkEnd::Reached) == (final_grade == target));
            if (end == WalkEnd::OutOfMoves) CHECK(moves == 0);
        }
        CHECK(above_target > 0);  // the refusals were exercised
    }
}
