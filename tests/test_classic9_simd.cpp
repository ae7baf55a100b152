// The vectorised 9x9 solver, each instruction-set level forced in turn (levels this CPU lacks
// are skipped with a message): the same counts as the portable 9x9 path on every shared puzzle
// set, the same solution where it is unique and valid, distinct ones elsewhere; every level
// searches the same tree as the plain scalar kernel (guesses, solutions, node limits, cancel);
// and SUDOKU_SIMD. (The kernels skip pointing and claiming late in a branch, which the portable
// path does not: their trees differ from its, not from each other.)
#include <doctest/doctest.h>

#include <atomic>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/fast/classic9_simd.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/fast/fast_solver_classic9.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;

namespace {

// The puzzles of a shared file (the edge-case file's "puzzle:count" lines too).
std::vector<Board> load(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/" + name);
    REQUIRE_MESSAGE(in.good(), "missing puzzle file " << name);
    std::vector<Board> boards;
    for (std::string line; std::getline(in, line);) {
        if (is_skippable_line(line)) continue;
        auto board = parse_puzzle_line(line.substr(0, line.find(':')));
        REQUIRE_MESSAGE(board.ok(), name << ": " << line);
        boards.push_back(std::move(board).value());
    }
    return boards;
}

const char* const kSets[] = {"easy50.txt",
                             "top95.txt",
                             "hardest.txt",
                             "magictour_top1465.txt",
                             "unbiased_1000.txt",
                             "forum_hardest_1106.txt",
                             "multi_solution_1000.txt",
                             "edge_cases_with_counts.txt"};

// Restores the level in use when a test case ends.
struct LevelGuard {
    SimdLevel saved = active_simd_level();
    ~LevelGuard() { (void)set_simd_level(saved); }
};

// The levels this CPU runs; a message for each one it lacks.
std::vector<SimdLevel> runnable_levels() {
    std::vector<SimdLevel> levels;
    for (SimdLevel level : kSimdLevels) {
        if (simd_level_supported(level))
            levels.push_back(level);
        else
            MESSAGE("skipping SIMD level " << simd_level_name(level) << ": this CPU lacks it");
    }
    return levels;
}

// Two runs of the same search tree: everything equal.
void check_same(const FastSolveResult& simd, const FastSolveResult& reference, const Board& b) {
    const std::string line = format_puzzle_line(b);
    CHECK_MESSAGE(simd.solutions == reference.solutions, line);
    CHECK_MESSAGE(simd.guesses == reference.guesses, line);
    CHECK_MESSAGE(simd.aborted == reference.aborted, line);
    CHECK_MESSAGE(simd.first.has_value() == reference.first.has_value(), line);
    if (simd.first && reference.first) CHECK_MESSAGE(*simd.first == *reference.first, line);
    CHECK_MESSAGE(simd.second.has_value() == reference.second.has_value(), line);
    if (simd.second && reference.second) CHECK_MESSAGE(*simd.second == *reference.second, line);
}

// A complete count against the portable path's: the same number of solutions, each one found
// solves the puzzle, the first is the portable path's when it is the only one (a count that
// ended below the limit).
void check_agrees(const FastSolveResult& simd, const FastSolveResult& portable, const Board& b,
                  int limit) {
    const std::string line = format_puzzle_line(b);
    REQUIRE_FALSE(portable.aborted);
    CHECK_MESSAGE(!simd.aborted, line);
    CHECK_MESSAGE(simd.solutions == portable.solutions, line);
    CHECK_MESSAGE(simd.first.has_value() == portable.first.has_value(), line);
    CHECK_MESSAGE(simd.second.has_value() == portable.second.has_value(), line);
    for (const std::optional<Board>* found : {&simd.first, &simd.second})
        if (found->has_value())
            CHECK_MESSAGE(((*found)->is_solved() && b.agrees_with(**found)), line);
    if (simd.first && simd.second) CHECK_MESSAGE(!(*simd.first == *simd.second), line);
    if (portable.solutions == 1 && limit > 1 && simd.first)
        CHECK_MESSAGE(*simd.first == *portable.first, line);
}

// The same search with the plain scalar kernel, the reference tree of every level.
FastSolveResult scalar_kernel(const Board& board, const FastSolveOptions& options) {
    const SimdLevel saved = active_simd_level();
    REQUIRE(set_simd_level(SimdLevel::Scalar));
    FastSolveResult result = fast_solve(board, options);
    REQUIRE(set_simd_level(saved));
    return result;
}

}  // namespace

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("every SIMD level agrees with the portable 9x9 path on every shared puzzle set" *
          doctest::skip(kSanitizedBuild)) {
    LevelGuard guard;
    for (const char* set : kSets) {
        const std::vector<Board> boards = load(set);
        const FastSolveOptions options{.solution_limit = 2, .keep_second = true};
        std::vector<FastSolveResult> reference;
        for (const Board& board : boards)
            reference.push_back(scalar_kernel(board, options));
        for (SimdLevel level : runnable_levels()) {
            REQUIRE(set_simd_level(level));
            REQUIRE(active_simd_level() == level);
            INFO("level " << simd_level_name(level) << ", " << set);
            for (std::size_t i = 0; i < boards.size(); ++i) {
                REQUIRE(classic9_simd_applies(boards[i], {}));
                const FastSolveResult simd = fast_solve(boards[i], options);
                check_same(simd, reference[i], boards[i]);
                check_agrees(simd, fast_solve_classic9(boards[i], options), boards[i], 2);
            }
        }
    }
}

TEST_CASE("every SIMD level counts solutions like the portable path, up to a limit") {
    LevelGuard guard;
    const std::vector<Board> multi = load("multi_solution_1000.txt");
    const std::vector<Board> edge = load("edge_cases_with_counts.txt");
    for (SimdLevel level : runnable_levels()) {
        REQUIRE(set_simd_level(level));
        INFO("level " << simd_level_name(level));
        for (int limit : {1, 3, 50}) {
            const FastSolveOptions options{.solution_limit = limit};
            for (std::size_t i = 0; i < multi.size(); i += 7) {
                const FastSolveResult simd = fast_solve(multi[i], options);
                check_same(simd, scalar_kernel(multi[i], options), multi[i]);
                check_agrees(simd, fast_solve_classic9(multi[i], options), multi[i], limit);
            }
            for (const Board& board : edge) {
                const FastSolveResult simd = fast_solve(board, options);
                check_same(simd, scalar_kernel(board, options), board);
                check_agrees(simd, fast_solve_classic9(board, options), board, limit);
            }
        }
        // A nearly empty grid has a huge number of solutions: the limit stops the count.
        const Board empty(Layout::classic(9), std::vector<Digit>(81, 0));
        CHECK(count_solutions(empty, 1000) == 1000);
    }
}

TEST_CASE("every SIMD level stops at the node limit and on cancel like the scalar kernel") {
    LevelGuard guard;
    const std::vector<Board> hard = load("forum_hardest_1106.txt");
    for (SimdLevel level : runnable_levels()) {
        REQUIRE(set_simd_level(level));
        INFO("level " << simd_level_name(level));
        for (std::size_t i = 0; i < hard.size(); i += 25) {
            for (std::uint64_t nodes : {1u, 5u, 40u}) {
                const FastSolveOptions options{.solution_limit = 2, .node_limit = nodes};
                const FastSolveResult simd = fast_solve(hard[i], options);
                check_same(simd, scalar_kernel(hard[i], options), hard[i]);
                CHECK(simd.guesses <= nodes);
            }
        }
        const std::atomic<bool> cancel{true};
        const FastSolveResult stopped =
            fast_solve(hard[0], {.solution_limit = 2, .cancel = &cancel});
        CHECK(stopped.aborted);
        CHECK(stopped.cancelled);
    }
}

TEST_CASE("conflicting or out-of-range givens give no solution at every SIMD level") {
    LevelGuard guard;
    std::string line(81, '.');
    line[0] = '5';
    line[8] = '5';  // two 5s in row 1
    const Board conflict = parse_puzzle_line(line).value();
    for (SimdLevel level : runnable_levels()) {
        REQUIRE(set_simd_level(level));
        const FastSolveResult r = fast_solve(conflict, {.solution_limit = 2});
        CHECK(r.solutions == 0);
        CHECK_FALSE(r.first.has_value());
        std::vector<std::uint8_t> givens(81, 0);
        givens[40] = 10;
        Classic9Job job;
        job.givens = givens.data();
        CHECK(classic9_simd_solve(job, level).solutions == 0);
    }
}

// The kernel finds the givens through a mask of nonzero bytes built eight at a time (and the
// last 17 apart): a given at either end of a word, or in the last cell, must be read, and any
// byte above 9 (the high bit alone included) must stop the solve.
TEST_CASE(
    "givens at every edge of the kernel's byte mask are read, and a bad byte anywhere stops it") {
    LevelGuard guard;
    for (SimdLevel level : runnable_levels()) {
        CAPTURE(simd_level_name(level));
        for (int cell : {0, 7, 8, 55, 56, 63, 64, 71, 72, 79, 80}) {
            CAPTURE(cell);
            std::vector<std::uint8_t> givens(81, 0), first(81, 0);
            givens[cell] = 7;
            Classic9Job job;
            job.givens = givens.data();
            job.first = first.data();
            job.limit = 1;  // a lone given leaves many solutions: stop at the first
            REQUIRE(classic9_simd_solve(job, level).solutions == 1);
            CHECK(first[cell] == 7);
            for (std::uint8_t bad : {std::uint8_t{10}, std::uint8_t{128}, std::uint8_t{255}}) {
                givens[cell] = bad;
                CHECK(classic9_simd_solve(job, level).solutions == 0);
            }
        }
    }
}

TEST_CASE("SUDOKU_SIMD names a level, or says what is wrong") {
    CHECK(parse_simd_level("scalar").value() == SimdLevel::Scalar);
    CHECK(simd_level_supported(SimdLevel::Scalar));
    CHECK(simd_level_supported(best_simd_level()));
    const auto bad = parse_simd_level("avx3");
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()) ==
          "SUDOKU_SIMD=avx3: unknown level (expected scalar, sse41, avx2 or avx512)");
    for (SimdLevel level : kSimdLevels) {
        const auto parsed = parse_simd_level(simd_level_name(level));
        CHECK(parsed.ok() == simd_level_supported(level));
        if (!parsed.ok())
            CHECK(sudoku::i18n::english(parsed.error()).find("this CPU does not run") !=
                  std::string::npos);
    }
    LevelGuard guard;
    CHECK(set_simd_level(SimdLevel::Scalar));
    CHECK(active_simd_level() == SimdLevel::Scalar);
}

TEST_CASE("random order, a preferred grid and other layouts keep their own paths") {
    const Board empty(Layout::classic(9), std::vector<Digit>(81, 0));
    CHECK(classic9_simd_applies(empty, {}));
    CHECK_FALSE(classic9_simd_applies(empty, {.random_order = true}));
    CHECK_FALSE(classic9_simd_applies(empty, {.prefer = &empty}));
    const Board x = parse_puzzle_line(std::string(81, '.') + " x").value();
    CHECK_FALSE(classic9_simd_applies(x, {}));
    const Board six = parse_puzzle_line(std::string(36, '.')).value();
    CHECK_FALSE(classic9_simd_applies(six, {}));
}
