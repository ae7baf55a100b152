// The Python and C# listings beside the pseudo-code: every event of real runs (the lessons'
// puzzles, every algorithm) maps to a line that exists and holds the statement it claims, and
// the statement fits the event kind (a write for a placement, a reset for a backtrack...).
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/search/course_code.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;

namespace {

constexpr CodeLanguage kCodeLanguages[] = {CodeLanguage::Pseudo, CodeLanguage::Python,
                                           CodeLanguage::CSharp};

// What the line of each event kind must say, independent of the tables under test.
std::vector<std::string> dlx_words(bool py, const Step& step) {
    switch (step.kind) {
        case StepKind::Select:
            return {py ? "choose_column()" : "ChooseColumn()"};
        case StepKind::Try:
            return {py ? "for r in" : "foreach (Node r"};
        case StepKind::Place:
            return {py ? " cover(j.column)" : " Cover(j.Column)"};
        case StepKind::Remove:
            return {py ? "uncover(j.column)" : "Uncover(j.Column)"};
        case StepKind::Solution:
            return {"return"};
        default:
            return {py ? "return False" : "return false"};
    }
}

std::vector<std::string> expected_words(Algorithm a, CodeLanguage lang, const Step& step) {
    const bool py = lang == CodeLanguage::Python;
    if (a == Algorithm::Dlx) return dlx_words(py, step);
    switch (step.kind) {
        case StepKind::Select:
            if (a == Algorithm::Naive) return {py ? "find_empty(" : "FindEmpty("};
            if (a == Algorithm::Mrv) return {py ? "find_mrv_cell(" : "FindMrvCell("};
            return {py ? "min(" : "FewestCandidates("};
        case StepKind::Try:
        case StepKind::Reject:
            if (a == Algorithm::Naive) return {py ? "is_valid(" : "IsValid("};
            return {py ? "for " : "foreach ("};
        case StepKind::Place:
            if (a == Algorithm::Propagate) return {py ? "place(" : "Place("};
            return {py ? "board[row][col] = va" : "board[row, col] = va"};
        case StepKind::Remove:
            if (a == Algorithm::Propagate) return {py ? "restore(" : "Restore("};
            return {py ? "board[row][col] = 0" : "board[row, col] = 0"};
        case StepKind::Eliminate:
            return {py ? "discard(value)" : "Remove(value)"};
        case StepKind::DeadEnd:
            if (a == Algorithm::Mrv && step.line == 4) return {py ? "return None" : "return null"};
            return {py ? "return False" : "return false"};
        case StepKind::Solution:
            return {"return"};
        case StepKind::Exhausted:
            return {py ? "return False" : "return false"};
    }
    return {};
}

void check_run(const Board& start, Algorithm a, std::set<StepKind>& kinds_seen) {
    const auto run =
        sudoku::test::run_solver(start, {.algorithm = a, .stop_at_first_solution = false}, 400'000);
    REQUIRE(!run.events.empty());
    for (const CodeLanguage lang : kCodeLanguages) {
        const CourseListing listing = course_listing(a, lang);
        // The table's own promises: every row points at a line holding its statement.
        for (const CodeLineRule& rule : listing.rules) {
            REQUIRE(rule.line >= 0);
            REQUIRE(rule.line < static_cast<int>(listing.lines.size()));
            INFO(code_language_name(lang) << " line " << rule.line);
            CHECK(listing.lines[static_cast<std::size_t>(rule.line)].find(rule.statement) !=
                  std::string_view::npos);
        }
        for (const Step& step : run.events) {
            kinds_seen.insert(step.kind);
            const int line = course_line(a, lang, step);
            INFO(std::string(algorithm_name(a))
                 << " " << std::string(code_language_name(lang)) << " "
                 << sudoku::test::describe(start.layout(), step));
            REQUIRE(line >= 0);
            REQUIRE(line < static_cast<int>(listing.lines.size()));
            const std::string_view text = listing.lines[static_cast<std::size_t>(line)];
            CHECK(!text.empty());
            if (lang == CodeLanguage::Pseudo) {
                CHECK(line == step.line);
                continue;
            }
            for (const std::string& word : expected_words(a, lang, step))
                CHECK_MESSAGE(text.find(word) != std::string_view::npos,
                              "line " << line << " \"" << std::string(text) << "\" lacks " << word);
        }
    }
}

}  // namespace

TEST_CASE("course code: every event of the lessons' runs maps to its statement") {
    const auto top95 = sudoku::test::shared_puzzles("top95.txt");
    const Board boards[] = {
        sudoku::test::board_of(sudoku::test::kCauDoLine),
        sudoku::test::board_of(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
        sudoku::test::board_of(top95.front()),
        sudoku::test::board_of("12..34..21..43.."),  // several solutions, then the end
    };
    for (const Algorithm a : sudoku::test::kAllAlgorithms) {
        std::set<StepKind> seen;
        for (const Board& b : boards)
            check_run(b, a, seen);
        // every kind the algorithm emits was met (and so checked)
        CHECK(seen.count(StepKind::Select) == 1);
        CHECK(seen.count(StepKind::Place) == 1);
        CHECK(seen.count(StepKind::Remove) == 1);
        CHECK(seen.count(StepKind::DeadEnd) == 1);
        CHECK(seen.count(StepKind::Solution) == 1);
        CHECK(seen.count(StepKind::Exhausted) == 1);
        if (a == Algorithm::Propagate) CHECK(seen.count(StepKind::Eliminate) == 1);
        if (a == Algorithm::Naive) CHECK(seen.count(StepKind::Reject) == 1);
    }
}

TEST_CASE("course code: live variables use the code's 0-based names") {
    const Board b = sudoku::test::board_of(sudoku::test::kCauDoLine);
    const Step place{.kind = StepKind::Place, .cell = 12, .digit = 7, .depth = 3};
    CHECK(course_variables(Algorithm::Naive, CodeLanguage::Python, place, b.layout()) ==
          "row = 1, col = 3, value = 7");
    CHECK(course_variables(Algorithm::Mrv, CodeLanguage::CSharp, place, b.layout()) ==
          "row = 1, col = 3, val = 7");
    CHECK(course_variables(Algorithm::Naive, CodeLanguage::Pseudo, place, b.layout()) ==
          "cell = r2c4, value = 7");
    CHECK(course_variables(Algorithm::Naive, CodeLanguage::Python,
                           Step{.kind = StepKind::Exhausted}, b.layout())
              .empty());
}
