// The fast solver on the public puzzle sets and on every layout: exact solution counts, valid
// unique solutions, seeded random solutions, node limits, conflicting givens, and agreement of
// the 9x9 specialised path with the general path and with a plain backtracking counter.
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/fast/fast_solver_classic9.hpp"
#include "core/fast/fast_solver_generic.hpp"
#include "core/search/step_solver.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;

namespace {

std::vector<std::string> read_lines(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/" + name);
    REQUIRE_MESSAGE(in.good(), "missing puzzle file " << name);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!is_skippable_line(line)) lines.push_back(line);
    return lines;
}

// Every `step`-th puzzle of a file.
std::vector<Board> load(const std::string& name, std::size_t step = 1) {
    std::vector<Board> boards;
    const auto lines = read_lines(name);
    for (std::size_t i = 0; i < lines.size(); i += step)
        boards.push_back(sudoku::test::board_of(lines[i]));
    return boards;
}

LayoutPtr make_layout(LayoutSpec spec) {
    auto layout = Layout::create(std::move(spec));
    REQUIRE(layout.ok());
    return std::move(layout).value();
}

// 5x5 and 7x7 jigsaw maps: N connected pieces of N cells.
const std::vector<int> kJigsaw5 = {0, 0, 0, 1, 1,  //
                                   0, 0, 2, 1, 1,  //
                                   3, 2, 2, 2, 1,  //
                                   3, 3, 2, 4, 4,  //
                                   3, 3, 4, 4, 4};
const std::vector<int> kJigsaw7 = {0, 0, 0, 1, 1, 1, 1,  //
                                   0, 0, 2, 2, 1, 1, 1,  //
                                   0, 0, 2, 2, 2, 3, 3,  //
                                   4, 2, 2, 3, 3, 3, 3,  //
                                   4, 4, 4, 5, 3, 6, 6,  //
                                   4, 4, 5, 5, 5, 6, 6,  //
                                   4, 5, 5, 5, 6, 6, 6};

// A plain backtracking counter (first empty cell, every candidate), independent of the fast
// solver's propagation and branching.
int brute_force_count(Board& board, int limit) {
    int cell = -1;
    for (int c = 0; c < board.cell_count(); ++c) {
        if (board.at(static_cast<Cell>(c)) == kEmpty) {
            cell = c;
            break;
        }
    }
    if (cell < 0) return 1;
    int count = 0;
    const auto c = static_cast<Cell>(cell);
    for (Digit d = 1; d <= board.size() && count < limit; ++d) {
        if ((board.candidates(c) & digit_bit(d)) == 0) continue;
        board.set(c, d);
        count += brute_force_count(board, limit - count);
        board.set(c, kEmpty);
    }
    return count;
}

// A solved grid with cells blanked at random (seeded), keeping about `keep` in 100 cells.
Board blank_randomly(const Board& solved, std::uint64_t seed, std::uint32_t keep) {
    Random rng(seed);
    Board puzzle = solved;
    for (int c = 0; c < puzzle.cell_count(); ++c)
        if (rng.below(100) >= keep) puzzle.set(static_cast<Cell>(c), kEmpty);
    return puzzle;
}

void check_solution(const Board& puzzle, const FastSolveResult& result) {
    REQUIRE(result.first.has_value());
    CHECK(result.first->is_solved());
    CHECK(puzzle.agrees_with(*result.first));
}

void check_paths_agree(const Board& puzzle, const FastSolveOptions& options) {
    const FastSolveResult fast = fast_solve_classic9(puzzle, options);
    const FastSolveResult generic = fast_solve_generic(puzzle, options);
    CHECK(fast.solutions == generic.solutions);
    CHECK(fast.guesses == generic.guesses);  // same propagation and branching: same tree
    CHECK(fast.aborted == generic.aborted);
    CHECK(fast.first == generic.first);
}

}  // namespace

TEST_CASE("fast solver: edge cases give exact counts and the listed solutions") {
    int unsolvable = 0, unique = 0, many = 0;
    for (const std::string& line : read_lines("edge_cases_with_counts.txt")) {
        CAPTURE(line);
        const auto colon = line.find(':');
        REQUIRE(colon != std::string::npos);
        const Board puzzle = sudoku::test::board_of(line.substr(0, colon));
        const std::string rest = line.substr(colon + 1);
        const int expected = std::stoi(rest);
        const auto second = rest.find(':');
        // A limit above the listed count proves the count is exact, not capped.
        const FastSolveOptions options{.solution_limit = expected + 1};
        for (const FastSolveResult& result :
             {fast_solve(puzzle, options), fast_solve_generic(puzzle, options)}) {
            CHECK_FALSE(result.aborted);
            CHECK(result.solutions == expected);
            CHECK(result.first.has_value() == (expected > 0));
            if (result.first) check_solution(puzzle, result);
            if (second != std::string::npos) {
                REQUIRE(result.first.has_value());
                CHECK(format_puzzle_line(*result.first) == rest.substr(second + 1));
            }
        }
        const auto random = random_solution(puzzle, 5);
        CHECK(random.has_value() == (expected > 0));
        if (random) CHECK((random->is_solved() && puzzle.agrees_with(*random)));
        unsolvable += expected == 0;
        unique += expected == 1;
        many += expected > 1;
    }
    // The README's description of the file: 10 unsolvable, 18 unique, 15 with many solutions.
    CHECK(unsolvable == 10);
    CHECK(unique == 18);
    CHECK(many == 15);
}

TEST_CASE("fast solver: public hard and easy sets solve to unique valid grids") {
    std::vector<Board> puzzles = load("top95.txt");
    for (const char* name : {"hardest.txt", "easy50.txt"})
        for (Board& b : load(name))
            puzzles.push_back(std::move(b));
    for (Board& b : load("magictour_top1465.txt", 7))
        puzzles.push_back(std::move(b));
    for (Board& b : load("forum_hardest_1106.txt", 15))
        puzzles.push_back(std::move(b));
    CHECK(puzzles.size() > 350);
    for (const Board& puzzle : puzzles) {
        CAPTURE(format_puzzle_line(puzzle));
        const FastSolveResult result = fast_solve(puzzle, {.solution_limit = 2});
        CHECK(result.solutions == 1);
        CHECK_FALSE(result.aborted);
        check_solution(puzzle, result);
    }
}

TEST_CASE("fast solver: multi-solution puzzles report two or more") {
    for (const Board& puzzle : load("multi_solution_1000.txt", 20)) {
        CAPTURE(format_puzzle_line(puzzle));
        const FastSolveResult result = fast_solve(puzzle, {.solution_limit = 2});
        CHECK(result.solutions == 2);
        check_solution(puzzle, result);
        CHECK(count_solutions(puzzle, 3) >= 2);
        CHECK(count_solutions(puzzle, 1) == 1);  // the limit caps the count
    }
}

TEST_CASE("fast solver: keep_second returns a second, different solution as a witness") {
    for (const Board& puzzle : load("multi_solution_1000.txt", 100)) {
        CAPTURE(format_puzzle_line(puzzle));
        const FastSolveResult result =
            fast_solve(puzzle, {.solution_limit = 2, .keep_second = true});
        REQUIRE(result.solutions == 2);
        REQUIRE(result.first.has_value());
        REQUIRE(result.second.has_value());
        CHECK(*result.second != *result.first);
        CHECK(result.second->is_solved());
        CHECK(puzzle.agrees_with(*result.second));
        // Off by default, and never for a unique puzzle or with a limit of one.
        CHECK_FALSE(fast_solve(puzzle, {.solution_limit = 2}).second.has_value());
        CHECK_FALSE(fast_solve(puzzle, {.keep_second = true}).second.has_value());
    }
    for (const Board& puzzle : load("top95.txt", 19))
        CHECK_FALSE(fast_solve(puzzle, {.solution_limit = 2, .keep_second = true}).second);
}

TEST_CASE("fast solver: the 9x9 path and the general path search the same tree") {
    REQUIRE(is_classic9(*Layout::classic(9)));
    CHECK_FALSE(is_classic9(*make_layout({.size = 9, .diagonals = true})));
    CHECK_FALSE(is_classic9(*make_layout({.size = 9, .hyper = true})));
    CHECK_FALSE(is_classic9(*Layout::classic(16)));

    int checked = 0;
    for (const Board& puzzle : load("magictour_top1465.txt", 9)) {
        check_paths_agree(puzzle, {.solution_limit = 2});
        ++checked;
    }
    for (const Board& puzzle : load("multi_solution_1000.txt", 10)) {
        check_paths_agree(puzzle, {.solution_limit = 10});
        check_paths_agree(puzzle, {.solution_limit = 1, .random_order = true, .seed = 7});
        ++checked;
    }
    for (const Board& puzzle : load("unbiased_1000.txt", 20)) {
        check_paths_agree(puzzle, {.solution_limit = 2, .node_limit = 3});
        ++checked;
    }
    const Board empty(Layout::classic(9));
    for (std::uint64_t seed = 0; seed < 20; ++seed)
        check_paths_agree(empty, {.random_order = true, .seed = seed});
    CHECK(checked > 300);
}

TEST_CASE("fast solver: random solutions are deterministic per seed and vary across seeds") {
    for (int n : {9, 16}) {
        CAPTURE(n);
        const Board empty(Layout::classic(n));
        std::set<std::string> seen;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const auto first = random_solution(empty, seed);
            const auto again = random_solution(empty, seed);
            REQUIRE(first.has_value());
            REQUIRE(again.has_value());
            CHECK(*first == *again);
            CHECK(first->is_solved());
            seen.insert(format_puzzle_line(*first));
        }
        CHECK(seen.size() == 8);
    }
    // A puzzle with many solutions: random order finds different ones; a unique puzzle's
    // random solution is its solution.
    const Board many = load("multi_solution_1000.txt").front();
    std::set<std::string> seen;
    for (std::uint64_t seed = 0; seed < 16; ++seed) {
        const auto s = random_solution(many, seed);
        REQUIRE(s.has_value());
        CHECK(many.agrees_with(*s));
        seen.insert(format_puzzle_line(*s));
    }
    CHECK(seen.size() > 1);
    const Board unique = load("top95.txt").front();
    CHECK(random_solution(unique, 99) == solve(unique));
}

TEST_CASE("fast solver: empty boards of every shape fill validly") {
    std::vector<LayoutPtr> layouts;
    for (int n : {4, 6, 8, 9, 10, 12, 15, 16, 20, 25})
        layouts.push_back(Layout::classic(n));
    layouts.push_back(make_layout({.size = 6, .box = {3, 2}}));
    layouts.push_back(make_layout({.size = 12, .box = {2, 6}}));
    layouts.push_back(make_layout({.size = 9, .diagonals = true}));
    layouts.push_back(make_layout({.size = 9, .hyper = true}));
    layouts.push_back(make_layout({.size = 9, .diagonals = true, .hyper = true}));
    layouts.push_back(make_layout({.size = 5, .regions = kJigsaw5}));
    layouts.push_back(make_layout({.size = 7, .regions = kJigsaw7}));
    for (const LayoutPtr& layout : layouts) {
        CAPTURE(layout->describe());
        const Board empty(layout);
        // random_solution is what the generator fills empty boards with.
        for (std::uint64_t seed : {3u, 4u}) {
            const auto filled = random_solution(empty, seed);
            REQUIRE(filled.has_value());
            CHECK(filled->is_solved());
            CHECK(filled->layout().spec() == layout->spec());
        }
        const auto ascending = solve(empty);
        REQUIRE(ascending.has_value());
        CHECK(ascending->is_solved());
    }
}

TEST_CASE("fast solver: counts match plain backtracking on small and irregular layouts") {
    // 288 is the known number of 4x4 Sudoku grids.
    CHECK(count_solutions(Board(Layout::classic(4)), 1000) == 288);
    const std::vector<LayoutPtr> layouts = {
        Layout::classic(4),
        Layout::classic(6),
        make_layout({.size = 6, .box = {3, 2}}),
        make_layout({.size = 8}),
        make_layout({.size = 5, .regions = kJigsaw5}),
        make_layout({.size = 7, .regions = kJigsaw7}),
        make_layout({.size = 9, .diagonals = true}),
        make_layout({.size = 9, .hyper = true}),
    };
    for (const LayoutPtr& layout : layouts) {
        CAPTURE(layout->describe());
        const auto solved = random_solution(Board(layout), 11);
        REQUIRE(solved.has_value());
        const std::uint32_t keep = layout->size() >= 8 ? 40 : 30;
        for (std::uint64_t seed = 0; seed < 6; ++seed) {
            Board puzzle = blank_randomly(*solved, seed, keep);
            CAPTURE(format_puzzle_line(puzzle));
            Board scratch = puzzle;
            const int expected = brute_force_count(scratch, 200);
            CHECK(count_solutions(puzzle, 200) == expected);
            CHECK(fast_solve_generic(puzzle, {.solution_limit = 200}).solutions == expected);
        }
    }
}

TEST_CASE("fast solver: conflicting givens and bad boards give no solution") {
    // Two 5s in row 1 of an otherwise empty 9x9.
    Board row_clash(Layout::classic(9));
    row_clash.set(0, 5);
    row_clash.set(8, 5);
    // Two 3s in the top-left box, different rows and columns.
    Board box_clash(Layout::classic(9));
    box_clash.set(0, 3);
    box_clash.set(10, 3);
    Board big_clash(Layout::classic(16));
    big_clash.set(17, 16);
    big_clash.set(17 + 16 * 10, 16);  // same column
    Board diagonal_clash(make_layout({.size = 9, .diagonals = true}));
    diagonal_clash.set(0, 1);
    diagonal_clash.set(80, 1);
    Board jigsaw_clash(make_layout({.size = 5, .regions = kJigsaw5}));
    jigsaw_clash.set(7, 2);
    jigsaw_clash.set(11, 2);  // r2c3 and r3c2, both in piece 3
    Board out_of_range(Layout::classic(4));
    out_of_range.set(0, 5);
    Board wrong_size(Layout::classic(9), std::vector<Digit>(80, kEmpty));
    for (const Board* board : {&row_clash, &box_clash, &big_clash, &diagonal_clash, &jigsaw_clash,
                               &out_of_range, &wrong_size}) {
        const FastSolveResult result = fast_solve(*board, {.solution_limit = 5});
        CHECK(result.solutions == 0);
        CHECK_FALSE(result.first.has_value());
        CHECK_FALSE(result.aborted);
        CHECK(count_solutions(*board) == 0);
        CHECK_FALSE(random_solution(*board, 1).has_value());
    }
    CHECK(fast_solve_generic(row_clash, {}).solutions == 0);
    CHECK(fast_solve_generic(box_clash, {}).solutions == 0);
}

TEST_CASE("fast solver: the node limit stops the search and says so") {
    const Board hard = load("forum_hardest_1106.txt").front();
    const FastSolveResult free = fast_solve(hard, {.solution_limit = 2});
    REQUIRE(free.guesses > 1);  // the puzzle needs guessing, so one guess cannot settle it
    CHECK_FALSE(free.aborted);
    CHECK(free.solutions == 1);

    for (const FastSolveResult& limited : {fast_solve(hard, {.solution_limit = 2, .node_limit = 1}),
                                           fast_solve_generic(hard, {.node_limit = 1})}) {
        CHECK(limited.aborted);
        CHECK(limited.guesses <= 1);
        CHECK(limited.solutions < 2);
    }
    const FastSolveResult enough =
        fast_solve(hard, {.solution_limit = 2, .node_limit = free.guesses});
    CHECK_FALSE(enough.aborted);
    CHECK(enough.solutions == 1);

    // A puzzle settled by propagation alone never guesses, so no limit can abort it.
    const Board easy = load("easy50.txt").front();
    const FastSolveResult no_guess = fast_solve(easy, {.solution_limit = 2, .node_limit = 1});
    CHECK(no_guess.guesses == 0);
    CHECK_FALSE(no_guess.aborted);
    CHECK(no_guess.solutions == 1);
}

TEST_CASE("fast solver: a preferred grid is found first and leaves counts and trees alone") {
    for (const Board& puzzle : load("multi_solution_1000.txt", 100)) {
        const FastSolveResult plain =
            fast_solve(puzzle, {.solution_limit = 2, .keep_second = true});
        REQUIRE(plain.solutions == 2);
        const Board& other = *plain.second;
        // Preferring the second solution found makes it the first, on both paths.
        const FastSolveResult preferred =
            fast_solve(puzzle, {.solution_limit = 2, .keep_second = true, .prefer = &other});
        CHECK(preferred.solutions == 2);
        CHECK(preferred.first == other);
        REQUIRE(preferred.second.has_value());
        CHECK(*preferred.second != other);
        CHECK(preferred.second->is_solved());
        CHECK(puzzle.agrees_with(*preferred.second));
        CHECK(fast_solve_generic(puzzle, {.prefer = &other}).first == other);
    }
    // A unique puzzle is searched to the end whatever is preferred: same count, same guesses
    // as the portable 9x9 path without a preference (the SIMD kernels' tree is their own).
    const Board unrelated = *random_solution(Board(Layout::classic(9)), 5);
    for (const Board& puzzle : load("top95.txt", 10)) {
        const FastSolveResult plain = fast_solve_classic9(puzzle, {.solution_limit = 2});
        for (const Board* prefer : {&unrelated, &*plain.first}) {
            const FastSolveResult r = fast_solve(puzzle, {.solution_limit = 2, .prefer = prefer});
            CHECK(r.solutions == 1);
            CHECK(r.guesses == plain.guesses);
            CHECK(r.first == plain.first);
        }
    }
    // A preference made for another board size is ignored.
    const Board small(Layout::classic(4));
    const Board puzzle = load("multi_solution_1000.txt").front();
    const FastSolveResult plain = fast_solve(puzzle, {.solution_limit = 2});
    const FastSolveResult r = fast_solve(puzzle, {.solution_limit = 2, .prefer = &small});
    CHECK(r.first == plain.first);
    CHECK(r.guesses == plain.guesses);
}

TEST_CASE("fast solver: an automorphism constraint admits only grids with that symmetry") {
    for (int n : {9, 12, 16}) {
        CAPTURE(n);
        // The 180-degree rotation with digits swapped in pairs (one fixed digit on odd sizes,
        // for the centre cell).
        GridAutomorphism rotation;
        for (int c = 0; c < n * n; ++c)
            rotation.cells.push_back(static_cast<Cell>(n * n - 1 - c));
        for (int d = 1; d + 1 <= n; d += 2) {
            rotation.digits[d] = static_cast<Digit>(d + 1);
            rotation.digits[d + 1] = static_cast<Digit>(d);
        }
        if (n % 2 == 1) rotation.digits[n] = static_cast<Digit>(n);
        const Board empty(Layout::classic(n));
        std::set<std::string> seen;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const FastSolveResult r = fast_solve(empty, {.node_limit = 100000,
                                                         .random_order = true,
                                                         .seed = seed,
                                                         .automorphism = &rotation});
            REQUIRE(r.first.has_value());
            CHECK(r.first->is_solved());
            for (int c = 0; c < n * n; ++c)
                CHECK(r.first->at(rotation.cells[c]) ==
                      rotation.digits[r.first->at(static_cast<Cell>(c))]);
            seen.insert(format_puzzle_line(*r.first));
        }
        CHECK(seen.size() == 3);
        // An ordinary random grid lacks the symmetry: given in full, it has no solution.
        const Board plain = *random_solution(empty, 9);
        CHECK(fast_solve(plain, {.solution_limit = 2, .automorphism = &rotation}).solutions == 0);
        CHECK(fast_solve(plain, {.solution_limit = 2}).solutions == 1);
    }
    // A map made for another board size admits nothing.
    GridAutomorphism wrong;
    wrong.cells.assign(16, 0);
    CHECK(fast_solve(Board(Layout::classic(9)), {.automorphism = &wrong}).solutions == 0);
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("fast solver: counts on sparse 12x12 and 16x16 boards agree with the propagate search" *
          doctest::skip(kSanitizedBuild)) {
    // Under a third of the cells given, counting also uses pairs and hidden triples. Unique
    // sparse puzzles, and the same puzzles with givens removed until a second solution appears,
    // are counted again by the propagate step solver (singles only, its own search).
    const auto step_count = [](const Board& puzzle) {
        auto solver = make_step_solver(
            puzzle, {.algorithm = Algorithm::Propagate, .stop_at_first_solution = false});
        REQUIRE(solver.ok());
        while ((*solver)->counters().solutions < 2 && (*solver)->next()) {
        }
        return static_cast<int>((*solver)->counters().solutions);
    };
    std::vector<Board> puzzles;
    // 12x12: one removal pass in random order, from the first grid that ends sparse enough.
    for (std::uint64_t seed = 1; seed <= 20 && puzzles.empty(); ++seed) {
        const Board grid = *random_solution(Board(Layout::classic(12)), seed);
        Board puzzle = grid;
        Random rng(seed);
        std::vector<Cell> order;
        for (int c = 0; c < 144; ++c)
            order.push_back(static_cast<Cell>(c));
        rng.shuffle(order);
        for (Cell c : order) {
            puzzle.set(c, kEmpty);
            if (count_solutions(puzzle, 2) != 1) puzzle.set(c, grid.at(c));
        }
        if (3 * puzzle.filled_count() < 144) puzzles.push_back(puzzle);
    }
    REQUIRE(puzzles.size() == 1);
    // 16x16 with 76 givens, beyond one removal pass (tests/data/sparse16.txt).
    std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/sparse16.txt");
    for (std::string line; std::getline(in, line);)
        if (!is_skippable_line(line)) puzzles.push_back(sudoku::test::board_of(line));
    REQUIRE(puzzles.size() == 3);
    for (Board puzzle : puzzles) {
        CAPTURE(format_puzzle_line(puzzle));
        REQUIRE(3 * puzzle.filled_count() < puzzle.cell_count());
        CHECK(count_solutions(puzzle, 2) == 1);
        CHECK(step_count(puzzle) == 1);
        for (int c = 0; c < puzzle.cell_count() && count_solutions(puzzle, 2) == 1; ++c)
            puzzle.set(static_cast<Cell>(c), kEmpty);
        CHECK(count_solutions(puzzle, 2) == 2);
        CHECK(step_count(puzzle) == 2);
    }
}

TEST_CASE("fast solver: the general path searches the same trees as before its speed-ups") {
    // Speed-ups of the general path (the unit sweep unrolled per size, one read of each
    // intersection's shared cells) must not change what propagation finds: the guesses each
    // puzzle takes to be proven unique are pinned here. A deliberate change in propagation
    // strength changes them; then the per-shape table of docs/benchmarks.md needs measuring
    // again too. (Hyper's implied windows did: the second Hyper puzzle needs no guess now, where
    // it took 4.)
    const std::vector<std::uint64_t> pinned = {14, 14, 16, 14, 2,  2, 6,  2,
                                               4,  48, 0,  0,  14, 4, 82, 108};
    const std::string path = std::string(SUDOKU_TEST_DATA) + "/general_path_trees.txt";
    std::ifstream in(path);
    REQUIRE_MESSAGE(in.good(), "cannot read " << path);
    std::size_t i = 0;
    for (std::string line; std::getline(in, line);) {
        if (is_skippable_line(line)) continue;
        CAPTURE(line);
        REQUIRE(i < pinned.size());
        const FastSolveResult result =
            fast_solve(sudoku::test::board_of(line), {.solution_limit = 2});
        CHECK(result.solutions == 1);
        CHECK(result.guesses == pinned[i]);
        ++i;
    }
    CHECK(i == pinned.size());
}

TEST_CASE("fast solver: the general path refuses clashes in any unit kind and cells left empty") {
    // The givens load unit by unit on the general path: every kind of unit must be read.
    Board hyper_clash(make_layout({.size = 9, .hyper = true}));
    hyper_clash.set(10, 4);  // r2c2 and r4c4: the top-left window, no shared row, column or box
    hyper_clash.set(30, 4);
    Board starved(Layout::classic(16));
    for (int d = 1; d <= 15; ++d)  // r1c1 sees 1..15 in its row and 16 in its column
        starved.set(static_cast<Cell>(d), static_cast<Digit>(d));
    starved.set(16 * 5, 16);
    Board fine = starved;
    fine.set(16 * 5, kEmpty);
    for (const Board* board : {&hyper_clash, &starved}) {
        CHECK(fast_solve_generic(*board, {.solution_limit = 2}).solutions == 0);
        CHECK(fast_solve(*board, {.solution_limit = 2}).solutions == 0);
    }
    const FastSolveResult open = fast_solve_generic(fine, {.solution_limit = 2});
    CHECK(open.solutions == 2);
    REQUIRE(open.first.has_value());
    CHECK(open.first->at(0) == 16);
    CHECK(fine.agrees_with(*open.first));
}
