// The logical solver on every kind of board: other sizes, rectangular boxes, jigsaw regions,
// Sudoku X and Hyper. Puzzles are made here from a solution by removing givens while the fast
// solver still proves the solution unique; every logical step is checked against it.
#include <doctest/doctest.h>

#include <numeric>

#include "core/base/random.hpp"
#include "core/logic/grader.hpp"
#include "i18n/describe.hpp"
#include "logic_test_support.hpp"

using namespace sudoku::core;
using namespace logic_test;

namespace {

// Odd sizes: rows 2k and 2k+1 split into two staircase pieces of n cells; the last row alone.
std::vector<int> staircase_regions(int n) {
    std::vector<int> regions(n * n);
    const int half = n / 2 + 1;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int pair = r / 2;
            if (r == n - 1) {
                regions[r * n + c] = n - 1;
            } else {
                const int split = (r % 2 == 0) ? half : half - 1;
                regions[r * n + c] = 2 * pair + (c < split ? 0 : 1);
            }
        }
    }
    return regions;
}

// Removes givens from a solution in a seeded order, keeping each removal that leaves the
// solution unique.
Board make_puzzle(const Board& solution, std::uint64_t seed) {
    Board puzzle = solution;
    std::vector<Cell> order(solution.cell_count());
    std::iota(order.begin(), order.end(), Cell{0});
    Random random(seed);
    random.shuffle(order);
    for (Cell c : order) {
        const Digit d = puzzle.at(c);
        puzzle.set(c, kEmpty);
        if (count_solutions(puzzle, 2) != 1) puzzle.set(c, d);
    }
    return puzzle;
}

struct VariantResult {
    LogicSolveResult solve;
    std::vector<std::string> explanations;
};

VariantResult check_layout(const LayoutSpec& spec, std::uint64_t seed) {
    auto layout = Layout::create(spec);
    REQUIRE_MESSAGE(layout.ok(),
                    (layout.ok() ? std::string() : sudoku::i18n::english(layout.error())));
    const auto filled = solve(Board(*layout));
    REQUIRE(filled);
    const Board solution = *filled;
    const Board puzzle = make_puzzle(solution, seed);
    INFO((*layout)->describe() << ": " << format_puzzle_line(puzzle));
    VariantResult out{checked_solve(puzzle, solution), {}};
    for (const auto& step : out.solve.steps) {
        out.explanations.push_back(step.explanation);
        for (int u : step.units)
            CHECK((u >= 0 && u < static_cast<int>((*layout)->units().size())));
    }
    if (out.solve.status == LogicStatus::Solved) CHECK(out.solve.board == solution);
    const auto report = grade_puzzle(puzzle, GradeOptions{.mrv_cost = false});
    REQUIRE(report.ok());
    CHECK(report->grade == grade_of(out.solve));
    return out;
}

bool any_mentions(const std::vector<std::string>& texts, const std::string& word) {
    for (const auto& t : texts)
        if (t.find(word) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("logic on rectangular boxes of other sizes") {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        check_layout(LayoutSpec{.size = 4}, seed);
        check_layout(LayoutSpec{.size = 6}, seed);
        check_layout(LayoutSpec{.size = 6, .box = {3, 2}}, seed);
        check_layout(LayoutSpec{.size = 8}, seed);
    }
    check_layout(LayoutSpec{.size = 12}, 1);
}

TEST_CASE("logic on jigsaw regions names regions") {
    bool mentions_region = false;
    for (int n : {5, 7, 9}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const auto result =
                check_layout(LayoutSpec{.size = n, .regions = staircase_regions(n)}, seed);
            mentions_region = mentions_region || any_mentions(result.explanations, "region ");
            CHECK_FALSE(any_mentions(result.explanations, "box "));
        }
    }
    CHECK(mentions_region);
}

TEST_CASE("logic on Sudoku X and Hyper") {
    bool mentions_diagonal = false, mentions_window = false;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const auto x = check_layout(LayoutSpec{.size = 9, .diagonals = true}, seed);
        mentions_diagonal = mentions_diagonal || any_mentions(x.explanations, "diagonal");
        const auto hyper = check_layout(LayoutSpec{.size = 9, .hyper = true}, seed);
        mentions_window = mentions_window || any_mentions(hyper.explanations, "window ");
    }
    check_layout(LayoutSpec{.size = 7, .regions = staircase_regions(7), .diagonals = true}, 1);
    CHECK(mentions_diagonal);
    CHECK(mentions_window);
}
