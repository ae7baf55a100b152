// The naive and mrv step solvers against plain recursive re-implementations of the lessons'
// Python: same writes, resets, checks and (for naive) the very same event sequence.
#include <doctest/doctest.h>

#include "core/text/puzzle_line.hpp"
#include "lesson_reference.hpp"
#include "sanitized_build.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

constexpr std::string_view kTahta =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

// Solved grids of the irregular shapes (checked by the "shaped solutions" test case below).
constexpr std::string_view kJigsaw5 = "1234525134435213145254213 regions=1111231222333245344455554";
constexpr std::string_view kJigsaw6 =
    "123456561234432165654321215643346512 regions=111122113222333244334444555666555666";
constexpr std::string_view kSudokuX =
    "123456789456789123789123456935241867617538294842697531298314675371865942564972318 x";
constexpr std::string_view kHyper =
    "123456789456789123789123456534297861261834597897561234312678945948315672675942318 hyper";

// A grid line split into its symbols and its options (" x", " regions=...").
std::pair<std::string, std::string> split_options(std::string_view line) {
    const auto space = line.find(' ');
    if (space == std::string_view::npos) return {std::string(line), ""};
    return {std::string(line.substr(0, space)), std::string(line.substr(space))};
}

Board blank_line(std::string_view solved_line, int keep_percent) {
    const auto [grid, options] = split_options(solved_line);
    return blank_out(grid, keep_percent, options);
}

// Puzzles of every shape the lessons teach, made from known solutions with cells blanked.
std::vector<Board> shaped_boards() {
    return {
        blank_out(box_solution(2, 2), 15),
        blank_out(box_solution(2, 3), 20),
        blank_out(box_solution(3, 2), 20, " box=3x2"),
        blank_out(box_solution(2, 4), 25),
        blank_out(box_solution(3, 4), 35),
        blank_out(box_solution(4, 4), 55),
        blank_line(kJigsaw5, 12),
        blank_line(kJigsaw6, 15),
        blank_line(kSudokuX, 22),
        blank_line(kHyper, 22),
    };
}

void check_naive(const Board& puzzle, bool compare_events, bool enumerate = false) {
    INFO(format_puzzle_line(puzzle));
    const auto lesson = lesson_naive(puzzle, enumerate, compare_events);
    const auto run =
        run_solver(puzzle, {.algorithm = Algorithm::Naive, .stop_at_first_solution = !enumerate},
                   UINT64_MAX, compare_events);
    CHECK(run.finished);
    CHECK(run.counters.placements == lesson.writes);
    CHECK(run.counters.backtracks == lesson.resets);
    CHECK(run.counters.checks == lesson.checks);
    CHECK(run.counters.solutions == lesson.solutions);
    CHECK(run.counters.max_depth == lesson.max_depth);
    if (lesson.solutions > 0) {
        REQUIRE_FALSE(run.solutions.empty());
        CHECK(run.solutions.front().cells() == lesson.first_solution);
    }
    if (!compare_events) return;
    REQUIRE(run.events.size() == lesson.events.size());
    for (std::size_t i = 0; i < run.events.size(); ++i) {
        if (!same_event(run.events[i], lesson.events[i])) {
            FAIL_CHECK("event " << i << ": solver " << describe(puzzle.layout(), run.events[i])
                                << ", lesson " << describe(puzzle.layout(), lesson.events[i]));
            break;
        }
    }
}

void check_mrv(const Board& puzzle, bool enumerate = false) {
    INFO(format_puzzle_line(puzzle));
    const auto lesson = lesson_mrv(puzzle, enumerate);
    const auto run =
        run_solver(puzzle, {.algorithm = Algorithm::Mrv, .stop_at_first_solution = !enumerate});
    CHECK(run.finished);
    CHECK(run.counters.placements == lesson.writes);  // the report's trial_count
    CHECK(run.counters.backtracks == lesson.resets);
    CHECK(run.counters.checks == lesson.checks);
    CHECK(run.counters.solutions == lesson.solutions);
    CHECK(run.counters.max_depth == lesson.max_depth);
    std::vector<std::pair<Cell, Digit>> writes;
    for (const Step& s : run.events)
        if (s.kind == StepKind::Place) writes.emplace_back(s.cell, s.digit);
    CHECK(writes == lesson.writes_in_order);
    if (lesson.solutions > 0) {
        REQUIRE_FALSE(run.solutions.empty());
        CHECK(run.solutions.front().cells() == lesson.first_solution);
    }
}

}  // namespace

TEST_CASE("shaped solutions used to make test puzzles are valid") {
    for (const auto line : {kJigsaw5, kJigsaw6, kSudokuX, kHyper})
        CHECK(board_of(line).is_solved());
    for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 4}, {4, 4}, {5, 5}})
        CHECK(board_of(box_solution(rows, cols)).is_solved());
    CHECK(board_of(box_solution(3, 2) + " box=3x2").is_solved());
}

TEST_CASE("naive reproduces the lessons' giai on cau_do and tahta, event for event") {
    for (const std::string_view line : {std::string_view(kCauDoLine), kTahta}) {
        const Board puzzle = board_of(line);
        check_naive(puzzle, true);
        const auto run = run_solver(puzzle, {});
        REQUIRE(run.solutions.size() == 1);
        CHECK(run.solutions.front().is_solved());
        CHECK(puzzle.agrees_with(run.solutions.front()));
    }
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("naive counters equal the lesson's writes, resets and checks on all of easy50" *
          doctest::skip(kSanitizedBuild)) {
    const auto lines = shared_puzzles("easy50.txt");
    REQUIRE(lines.size() == 50);
    for (std::size_t i = 0; i < lines.size(); ++i)
        check_naive(board_of(lines[i]), i < 5);
}

TEST_CASE("naive follows the lesson on small, rectangular, jigsaw, X and hyper boards") {
    for (const Board& puzzle : shaped_boards())
        check_naive(puzzle, true);
}

TEST_CASE("naive enumerates every solution the lesson's search would meet") {
    // Few givens: many solutions (the empty 4x4 board has 288).
    check_naive(board_of("................"), true, true);
    check_naive(blank_out(box_solution(2, 3), 20), true, true);
    check_naive(blank_line(kJigsaw5, 10), true, true);
}

TEST_CASE("naive on boards where the lesson's search fails") {
    // r1c1 has no legal value: the search gives up at once.
    check_naive(board_of(".23..1..4......."), true);
    // r1c4 and r1c5 can only hold 9 (their columns hold 1-8): the search fills r1c1-r1c3 in
    // every way before each contradiction shows, hundreds of times over.
    check_naive(
        board_of(
            "............15.......26.......37.......48.......51.......62.......73.......84...."),
        true);
}

TEST_CASE("mrv reproduces find_mrv_cell / solve_sudoku (trial_count) on the lesson puzzles") {
    check_mrv(board_of(sudoku::test::kCauDoLine));
    check_mrv(board_of(kTahta));
}

TEST_CASE("mrv counters equal the lesson's on easy50 and the first top95 puzzles") {
    for (const auto& line : shared_puzzles("easy50.txt"))
        check_mrv(board_of(line));
    const auto top = shared_puzzles("top95.txt");
    for (const std::size_t i : {0, 1, 2, 7, 11, 12, 16, 18})
        check_mrv(board_of(top[i]));
}

TEST_CASE("mrv follows the lesson on every board shape, unsolvable boards and enumeration") {
    for (const Board& puzzle : shaped_boards())
        check_mrv(puzzle);
    check_mrv(board_of(".23..1..4......."));
    int unsolvable = 0;
    for (const auto& entry : shared_puzzles("edge_cases_with_counts.txt")) {
        const auto count = entry.substr(entry.find(':') + 1);
        const bool wanted =
            (count == "0" && unsolvable++ < 1) || count == "3" || count == "9" || count == "13";
        if (wanted) check_mrv(board_of(entry.substr(0, entry.find(':'))), true);
    }
    check_mrv(board_of("................"), true);
}
