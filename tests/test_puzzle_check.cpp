// Custom-puzzle validation: every verdict from an empty text to a unique puzzle, parse errors
// with their line, values out of range collected in all three formats, conflicting givens, and
// the bounded, cancellable solution count; checked against the shared edge-case counts.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "core/play/game.hpp"
#include "core/play/puzzle_check.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

#include "puzzle_fixtures.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;

namespace {

// tahta, the Turkish lesson's board (001), copied by hand: it has one solution.
const char* const kTahta =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

PuzzleVerdict verdict_of(const std::string& text) {
    const PuzzleReading reading = read_custom_puzzle(text);
    if (!reading.board || reading.error || !reading.out_of_range.empty() ||
        !reading.conflicts.empty())
        return puzzle_verdict(reading, nullptr);
    const FastSolveResult count = count_custom_solutions(*reading.board);
    return puzzle_verdict(reading, &count);
}

}  // namespace

TEST_CASE("an empty or comment-only text holds no puzzle") {
    CHECK(verdict_of("") == PuzzleVerdict::Empty);
    CHECK(verdict_of("  \n\n# just a comment\n") == PuzzleVerdict::Empty);
    CHECK(read_custom_puzzle("").puzzle_count == 0);
}

TEST_CASE("a parse error names its line") {
    const PuzzleReading r = read_custom_puzzle("# pasted\n\n53..7..x.6..195....98\n");
    CHECK(puzzle_verdict(r, nullptr) == PuzzleVerdict::Unreadable);
    REQUIRE(r.error.has_value());
    CHECK(sudoku::i18n::english(*r.error).find("line 3") == 0);
    CHECK(sudoku::i18n::english(*r.error).find("position 8") != std::string::npos);
    CHECK_FALSE(r.board.has_value());
}

TEST_CASE("values out of range are listed by cell and left empty in every format") {
    SUBCASE("puzzle line: G is 16 on a 9x9 board") {
        std::string line = kTahta;
        line[2] = 'G';
        line[80] = 'A';
        const PuzzleReading r = read_custom_puzzle(line);
        CHECK_FALSE(r.error.has_value());
        CHECK(r.out_of_range == std::vector<OutOfRange>{{2, 16}, {80, 10}});
        REQUIRE(r.board.has_value());
        CHECK(r.board->at(2) == kEmpty);
        CHECK(r.board->at(0) == 5);
        CHECK(puzzle_verdict(r, nullptr) == PuzzleVerdict::OutOfRange);
    }
    SUBCASE("grid of numbers: 12 at r2c3") {
        const PuzzleReading r = read_custom_puzzle("1 2 0 0\n0 0 12 0\n0 0 0 0\n0 0 0 4\n");
        CHECK(r.format == TextFormat::Grid);
        CHECK(r.out_of_range == std::vector<OutOfRange>{{6, 12}});
        REQUIRE(r.board.has_value());
        CHECK(r.board->at(0) == 1);
        CHECK(r.board->at(6) == kEmpty);
    }
    SUBCASE("python list: 10 on a 4x4") {
        const PuzzleReading r = read_custom_puzzle(
            "b = [[1,0,0,0],\n     [0,10,0,0],\n     [0,0,3,0],\n     [0,0,0,4]]");
        CHECK(r.format == TextFormat::PythonList);
        CHECK(r.out_of_range == std::vector<OutOfRange>{{5, 10}});
        REQUIRE(r.board.has_value());
        CHECK(r.board->at(10) == 3);
    }
    SUBCASE("the strict reader still rejects them") {
        std::string line = kTahta;
        line[2] = 'G';
        CHECK_FALSE(parse_puzzle_line(line).ok());
        CHECK_FALSE(parse_puzzle_text(line).puzzles.front().board.ok());
    }
}

TEST_CASE("conflicting givens are found and come before counting") {
    std::string line = kTahta;
    line[2] = '5';  // r1c1 already holds 5
    const PuzzleReading r = read_custom_puzzle(line);
    REQUIRE(r.conflicts.size() == 1);
    CHECK(r.conflicts[0].first == 0);
    CHECK(r.conflicts[0].second == 2);
    CHECK(puzzle_verdict(r, nullptr) == PuzzleVerdict::Conflicts);
    // Out of range wins over conflicts: it is reported first.
    line[3] = 'Z' - 10;  // 'P' = 25
    CHECK(puzzle_verdict(read_custom_puzzle(line), nullptr) == PuzzleVerdict::OutOfRange);
}

TEST_CASE("a clean reading waits for its count") {
    const PuzzleReading r = read_custom_puzzle(kTahta);
    CHECK(puzzle_verdict(r, nullptr) == PuzzleVerdict::Counting);
    CHECK(r.puzzle_count == 1);
    CHECK(r.line == 1);
}

TEST_CASE("unique, none and several solutions agree with the shared edge cases") {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/edge_cases_with_counts.txt");
    REQUIRE(in.good());
    std::string line;
    int checked = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto colon = line.find(':');
        const std::string puzzle = line.substr(0, colon);
        const int expected = std::stoi(line.substr(colon + 1));
        CAPTURE(puzzle);
        const PuzzleVerdict v = verdict_of(puzzle);
        if (expected == 0) {
            // Unsolvable edge cases include conflicting givens; those stop before counting.
            CHECK((v == PuzzleVerdict::NoSolution || v == PuzzleVerdict::Conflicts));
        } else if (expected == 1) {
            CHECK(v == PuzzleVerdict::Unique);
            CHECK(is_playable(v));
        } else {
            CHECK(v == PuzzleVerdict::SeveralSolutions);
            CHECK_FALSE(is_playable(v));
        }
        ++checked;
    }
    CHECK(checked == 43);
}

TEST_CASE("the count is bounded and can be cancelled") {
    const PuzzleReading r = read_custom_puzzle(std::string(81, '.'));
    REQUIRE(r.board.has_value());
    // One guess cannot find two solutions of an empty board.
    const FastSolveResult bounded = count_custom_solutions(*r.board, 1);
    CHECK(bounded.aborted);
    CHECK(puzzle_verdict(r, &bounded) == PuzzleVerdict::Undecided);

    const std::atomic<bool> cancel{true};
    const FastSolveResult cancelled = count_custom_solutions(*r.board, 0, &cancel);
    CHECK(cancelled.cancelled);
    CHECK(cancelled.aborted);
    CHECK(puzzle_verdict(r, &cancelled) == PuzzleVerdict::Undecided);

    const FastSolveResult full = count_custom_solutions(*r.board);
    CHECK(full.solutions == 2);
    CHECK(puzzle_verdict(r, &full) == PuzzleVerdict::SeveralSolutions);
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("a typed grid too open to answer says so after about a second" *
          doctest::skip(kSanitizedBuild)) {
    const PuzzleReading r = read_custom_puzzle(sudoku::test::kThrashingXHyperLine);
    REQUIRE(r.board.has_value());
    const FastSolveResult count = count_custom_solutions(*r.board);
    CHECK(count.too_open);
    CHECK(count.guesses < kCustomCountGuessLimit);
    const PuzzleVerdict verdict = puzzle_verdict(r, &count);
    CHECK(verdict == PuzzleVerdict::TooOpen);
    CHECK_FALSE(is_playable(verdict));
    CHECK(unsolved_error(*r.board, count, kCustomCountGuessLimit).code == ErrorCode::GridTooOpen);
}

TEST_CASE("the first of several puzzles is checked") {
    const std::string text = std::string("# two\n") + kTahta + "\n" + std::string(81, '.') + "\n";
    const PuzzleReading r = read_custom_puzzle(text);
    CHECK(r.puzzle_count == 2);
    CHECK(r.line == 2);
    REQUIRE(r.board.has_value());
    CHECK(r.board->at(0) == 5);
}
