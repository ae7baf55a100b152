// Every algorithm agrees on the public puzzle sets and on boards of every size: valid solutions
// consistent with the givens, the published solutions and counts, Exhausted when unsolvable.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/text/puzzle_line.hpp"
#include "lesson_reference.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

TEST_CASE("every algorithm solves easy50 to the same valid grid") {
    const auto easy = shared_puzzles("easy50.txt");
    for (std::size_t i = 0; i < easy.size(); ++i) {
        const Board puzzle = board_of(easy[i]);
        INFO(easy[i]);
        std::vector<Board> found;
        for (const Algorithm a : kAllAlgorithms) {
            // Naive's grids are compared with the lesson's on all of easy50 elsewhere.
            if (a == Algorithm::Naive && i % 5 != 0) continue;
            const auto run = run_solver(puzzle, {.algorithm = a}, UINT64_MAX, false);
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front().is_solved());
            CHECK(puzzle.agrees_with(run.solutions.front()));
            found.push_back(run.solutions.front());
        }
        for (const Board& other : found)
            CHECK(other == found.front());
    }
}

TEST_CASE("every algorithm finds the published solution of the unique edge cases") {
    int naive_checked = 0;
    for (const auto& e : edge_cases()) {
        if (e.count != 1) continue;
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        const Board expected = board_of(e.solution);
        for (const Algorithm a : kAllAlgorithms) {
            // Naive takes far too long on some of these; check it where it finishes quickly.
            const std::uint64_t budget = a == Algorithm::Naive ? 200'000 : UINT64_MAX;
            const auto run = run_solver(puzzle, {.algorithm = a}, budget, false);
            if (!run.finished) continue;
            naive_checked += a == Algorithm::Naive;
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front() == expected);
        }
    }
    CHECK(naive_checked >= 5);
}

TEST_CASE("mrv and propagate agree with naive on top95 where naive finishes quickly") {
    const auto top = shared_puzzles("top95.txt");
    for (const std::size_t i : {2u, 18u, 24u, 52u}) {
        INFO(top[i]);
        const Board puzzle = board_of(top[i]);
        const auto naive = run_solver(puzzle, {.algorithm = Algorithm::Naive}, UINT64_MAX, false);
        REQUIRE(naive.solutions.size() == 1);
        CHECK(naive.solutions.front().is_solved());
        for (const Algorithm a : {Algorithm::Mrv, Algorithm::Propagate}) {
            const auto run = run_solver(puzzle, {.algorithm = a}, UINT64_MAX, false);
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front() == naive.solutions.front());
        }
    }
}

TEST_CASE("every algorithm solves boards of every size from 3x3 to 25x25") {
    std::vector<Board> puzzles = {blank_out("123231312", 40, " regions=111222333")};
    for (const int n : {4, 6, 8, 9, 10, 12, 15, 16, 20, 25}) {
        const auto shape = default_box_shape(n);
        REQUIRE(shape.has_value());
        puzzles.push_back(blank_out(box_solution(shape->rows, shape->cols), 60));
    }
    for (const Board& puzzle : puzzles) {
        INFO(format_puzzle_line(puzzle));
        for (const Algorithm a : kAllAlgorithms) {
            const auto run = run_solver(puzzle, {.algorithm = a}, 3'000'000, false);
            REQUIRE(run.finished);
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front().is_solved());
            CHECK(puzzle.agrees_with(run.solutions.front()));
        }
    }
}

TEST_CASE("unsolvable puzzles end with Exhausted and no Solution") {
    const std::string_view naive_quick =  // the edge case naive exhausts in about 20M events
        ".23.....94.....1...9..3..4.2..91...4.....78..9...4...23...9...1.6..........5.....";
    int unsolvable = 0;
    for (const auto& e : edge_cases()) {
        if (e.count != 0) continue;
        ++unsolvable;
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        for (const Algorithm a : kAllAlgorithms) {
            if (a == Algorithm::Naive && e.puzzle != naive_quick) continue;
            if (a == Algorithm::Mrv && unsolvable > 2) continue;  // 0.3-0.7M events each
            auto made = make_step_solver(puzzle, {.algorithm = a});
            REQUIRE(made.ok());
            StepSolver& solver = **made;
            std::optional<Step> last;
            while (const auto step = solver.next())
                last = step;
            REQUIRE(last.has_value());
            CHECK(last->kind == StepKind::Exhausted);
            CHECK(last->depth == 0);
            CHECK(solver.counters().solutions == 0);
            CHECK(solver.finished());
            CHECK(solver.board() == puzzle);
            CHECK(solver.counters().placements == solver.counters().backtracks);
            CHECK_FALSE(solver.next().has_value());
        }
    }
    CHECK(unsolvable == 10);
}

TEST_CASE("propagate finds a contradiction in a unit: row 1 has no place for 1") {
    // r2c3 and r3c5 keep 1 out of boxes 1 and 2, r4c9 out of column 9; r1c7, r1c8 are taken.
    const Board puzzle = board_of(
        "......23...1..........1............1.............................................");
    const auto run = run_solver(puzzle, {.algorithm = Algorithm::Propagate});
    REQUIRE(run.events.size() == 2);
    CHECK(run.events[0].kind == StepKind::DeadEnd);
    CHECK(run.events[0].digit == 1);
    REQUIRE(run.events[0].unit >= 0);
    CHECK(puzzle.layout().unit_name(run.events[0].unit) == "row 1");
    CHECK(run.events[0].cell == 0);
    CHECK(run.events[1].kind == StepKind::Exhausted);
}

TEST_CASE("propagate: what it forces before any guess agrees with the unique solution") {
    const auto top = shared_puzzles("top95.txt");
    for (const std::size_t i : {0u, 1u, 2u, 3u}) {
        const Board puzzle = board_of(top[i]);
        const auto run = run_solver(puzzle, {.algorithm = Algorithm::Propagate});
        REQUIRE(run.solutions.size() == 1);
        const Board& solution = run.solutions.front();
        int forced = 0, wrong = 0;
        for (const Step& s : run.events) {
            if (s.depth != 0) continue;
            if (s.kind == StepKind::Place) {
                ++forced;
                wrong += solution.at(s.cell) != s.digit;
            }
            if (s.kind == StepKind::Eliminate) wrong += solution.at(s.cell) == s.digit;
        }
        CHECK(wrong == 0);
        CHECK(run.counters.eliminations ==
              static_cast<std::uint64_t>(
                  std::count_if(run.events.begin(), run.events.end(),
                                [](const Step& s) { return s.kind == StepKind::Eliminate; })));
        CHECK(forced > 0);
    }
}

TEST_CASE("enumeration counts every solution, as the published counts and brute force say") {
    for (const auto& e : edge_cases()) {
        if (e.count < 2 || e.count > 140) continue;
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        // Brute force and naive take about a million events each: only the smaller counts.
        const bool small = e.count <= 13;
        if (small)
            CHECK(lesson_naive(puzzle, true, false).solutions ==
                  static_cast<std::uint64_t>(e.count));
        for (const Algorithm a : kAllAlgorithms) {
            if (a == Algorithm::Naive && !small) continue;
            const auto run = run_solver(puzzle, {.algorithm = a, .stop_at_first_solution = false});
            CHECK(run.finished);
            CHECK(run.counters.solutions == static_cast<std::uint64_t>(e.count));
            std::set<std::string> distinct;
            for (const Board& b : run.solutions) {
                CHECK(b.is_solved());
                CHECK(puzzle.agrees_with(b));
                distinct.insert(format_puzzle_line(b));
            }
            CHECK(distinct.size() == run.solutions.size());
            REQUIRE_FALSE(run.events.empty());
            CHECK(run.events.back().kind == StepKind::Exhausted);
        }
    }
}

TEST_CASE("enumeration on small boards of other shapes matches a brute-force count") {
    const std::vector<Board> puzzles = {
        board_of("................"),  // the empty 4x4 board has 288 solutions
        blank_out(box_solution(2, 3), 25),
        blank_out(box_solution(3, 2), 30, " box=3x2"),
        blank_out("1234525134435213145254213", 5, " regions=1111231222333245344455554"),
    };
    for (const Board& puzzle : puzzles) {
        INFO(format_puzzle_line(puzzle));
        const auto brute = lesson_naive(puzzle, true, false);
        CHECK(brute.solutions > 1);
        for (const Algorithm a : kAllAlgorithms) {
            const auto run = run_solver(puzzle, {.algorithm = a, .stop_at_first_solution = false});
            CHECK(run.counters.solutions == brute.solutions);
        }
    }
    CHECK(lesson_naive(puzzles[0], true, false).solutions == 288);
}
