// free_digits: the digits no given uses are exchanged into a second solution, and min(limit, m!)
// never exceeds the true count (checked against the fast solver's count); cages turn it off.
#include <doctest/doctest.h>

#include <string>

#include "core/fast/fast_solver.hpp"
#include "core/fast/free_digits.hpp"

#include "step_test_support.hpp"

using namespace sudoku::core;
using sudoku::test::board_of;

namespace {

// A solved 9x9 grid with every cell holding one of `removed` emptied.
Board without_digits(const std::string& removed) {
    const std::string solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    std::string line = solved;
    for (char& c : line)
        if (removed.find(c) != std::string::npos) c = '.';
    return board_of(line);
}

}  // namespace

TEST_CASE("free digits: a lower bound on the count, capped at the limit") {
    for (const std::string removed : {"1", "12", "123", "1234", "12345"}) {
        CAPTURE(removed);
        const Board puzzle = without_digits(removed);
        const int limit = 1000;
        int factorial = 1;
        for (int k = 2; k <= static_cast<int>(removed.size()); ++k)
            factorial *= k;
        CHECK(solutions_by_renaming(puzzle, limit) == factorial);
        CHECK(solutions_by_renaming(puzzle, 3) == std::min(3, factorial));
        CHECK(count_solutions(puzzle, limit) >= factorial);
    }
    CHECK(solutions_by_renaming(board_of(std::string(81, '.')), 1'000'000'000) == 362'880);
    CHECK(solutions_by_renaming(board_of(std::string(625, '.')), 1'000'000'000) == 1'000'000'000);
}

TEST_CASE("free digits: the renamed solution is a second, different solution") {
    const Board puzzle = without_digits("79");
    const auto first = solve(puzzle);
    REQUIRE(first.has_value());
    const auto second = renamed_solution(puzzle, *first);
    REQUIRE(second.has_value());
    CHECK(second->is_solved());
    CHECK(puzzle.agrees_with(*second));
    CHECK_FALSE(*second == *first);
    // One free digit has nothing to exchange with.
    CHECK_FALSE(renamed_solution(without_digits("7"), *solve(without_digits("7"))).has_value());
}

TEST_CASE("free digits: cages keep their sums, so renaming is not used") {
    const Board killer = board_of(std::string(81, '.') + " cage=3:r1c1,r1c2");
    CHECK(solutions_by_renaming(killer, 10) == 1);
    const auto first = solve(killer);
    REQUIRE(first.has_value());
    CHECK_FALSE(renamed_solution(killer, *first).has_value());
}
