// The hardness measure the search for Evil climbs: stuck exactly where the grader is stuck on
// known puzzles, finite where assumptions help, untouched by puzzles that need none, and its
// order (stuck, then fewer breaking assumptions, then more positions).
#include <doctest/doctest.h>

#include <limits>

#include "core/logic/grader.hpp"
#include "core/logic/hardness.hpp"
#include "core/text/puzzle_line.hpp"

using namespace sudoku::core;

namespace {

Board parse(const char* line) {
    auto board = parse_puzzle_line(line);
    REQUIRE(board.ok());
    return *board;
}

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

}  // namespace

TEST_CASE("hardness: a singles puzzle needs no assumption") {
    const Hardness h = measure_hardness(parse(kEasy));
    CHECK_FALSE(h.stuck);
    CHECK(h.assumption_positions == 0);
    CHECK(h.fewest_breaking == std::numeric_limits<int>::max());
}

TEST_CASE("hardness: an Expert puzzle that needs assumptions measures finite, not stuck") {
    const Board board = parse(kOneNishio);
    REQUIRE(grade_of_line(board) == Grade::Expert);
    const Hardness h = measure_hardness(board);
    CHECK_FALSE(h.stuck);
    CHECK(h.assumption_positions >= 1);
    CHECK(h.fewest_breaking >= 1);
    CHECK(h.fewest_breaking < 81 * 9);
}

TEST_CASE("hardness: stuck exactly where the grader is stuck") {
    const Board board = parse(kStuck);
    REQUIRE(grade_of_line(board) == Grade::Evil);
    const Hardness h = measure_hardness(board);
    CHECK(h.stuck);
    CHECK(h.assumption_positions >= 1);
}

TEST_CASE("hardness: a broken puzzle measures as the easiest") {
    // Two 1s in the first row.
    const Hardness h = measure_hardness(
        parse("11..............................................................................."));
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
