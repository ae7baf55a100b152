// The puzzle generator: every puzzle unique (proven by the counting solver) and consistent with
// its solution, for every shape; determinism per seed; symmetry, minimality, exact empty
// counts, the difficulty seam, bounds and cancellation; clear errors for impossible requests.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>

#include "core/fast/fast_solver.hpp"
#include "core/generate/evil_seeds.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/new_game_settings.hpp"
#include "core/generate/puzzle_request.hpp"
#include "core/grid/grid_transform.hpp"
#include "core/search/step_solver.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "sanitized_build.hpp"
#include "text_checks.hpp"

using sudoku::test::contains;

using namespace sudoku::core;

namespace {

// Unique (a complete count to 2 finds exactly 1) and its solution extends the givens.
void check_unique(const GeneratedPuzzle& g) {
    const FastSolveResult count = fast_solve(g.puzzle, {.solution_limit = 2});
    CHECK_FALSE(count.aborted);
    CHECK(count.solutions == 1);
    REQUIRE(count.first.has_value());
    CHECK(*count.first == g.solution);
    CHECK(g.solution.is_solved());
    CHECK(g.puzzle.agrees_with(g.solution));
    CHECK(g.puzzle.empty_count() > 0);
}

GeneratedPuzzle generate_ok(const GeneratorOptions& options) {
    auto result = generate_puzzle(options);
    REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : sudoku::i18n::english(result.error())));
    check_unique(*result);
    return std::move(result).value();
}

// The logical grader's report on a puzzle, graded again independently of the generator's seam.
GradeReport regrade(const Board& puzzle) {
    auto report = grade_puzzle(puzzle, GradeOptions{.mrv_cost = false});
    REQUIRE(report.ok());
    return std::move(report).value();
}

// The generator says the puzzle is of `level`, and so does grading it again.
void check_graded_as(const GeneratedPuzzle& g, Grade level) {
    REQUIRE(g.grade.has_value());
    CHECK(*g.grade == level);
    CHECK(regrade(g.puzzle).grade == level);
}

std::string options_error(const GeneratorOptions& options) {
    auto result = generate_puzzle(options);
    REQUIRE_FALSE(result.ok());
    return sudoku::i18n::english(result.error());
}

// A stand-in grader for the seam: the level follows the number of empty cells of a 9x9
// puzzle (easy < 44 <= medium < 50 <= hard), never Evil.
Grade grade_by_empty(const Board& b) {
    const int e = b.empty_count();
    return e < 44 ? Grade::Easy : e < 50 ? Grade::Medium : Grade::Hard;
}

}  // namespace

TEST_CASE("box shapes for N = 4..12 give unique puzzles on the requested layout") {
    for (int n : {4, 6, 8, 9, 10, 12}) {
        CAPTURE(n);
        const auto g = generate_ok({.layout = {.size = n}, .seed = 11});
        CHECK(g.puzzle.layout().box_shape() == *default_box_shape(n));
        CHECK_FALSE(g.puzzle.layout().is_jigsaw());
    }
}

TEST_CASE("box=RxC overrides are honoured") {
    for (BoxShape box : {BoxShape{3, 2}, BoxShape{4, 2}, BoxShape{2, 6}, BoxShape{5, 2}}) {
        CAPTURE(box.rows);
        CAPTURE(box.cols);
        const auto g =
            generate_ok({.layout = {.size = box.rows * box.cols, .box = box}, .seed = 3});
        CHECK(g.puzzle.layout().box_shape() == box);
    }
}

TEST_CASE("one quick 16x16 and 15x15 case") {
    for (int n : {15, 16}) {
        CAPTURE(n);
        generate_ok({.layout = {.size = n}, .seed = 5});
    }
}

TEST_CASE("Sudoku X and Hyper puzzles keep their extra units") {
    for (int n : {4, 8, 9}) {
        CAPTURE(n);
        const auto g = generate_ok({.layout = {.size = n, .diagonals = true}, .seed = 21});
        CHECK(g.puzzle.layout().spec().diagonals);
    }
    for (int n : {4, 9}) {
        CAPTURE(n);
        const auto g = generate_ok({.layout = {.size = n, .hyper = true}, .seed = 22});
        CHECK(g.puzzle.layout().spec().hyper);
    }
}

TEST_CASE("jigsaw puzzles with random regions, alone and with X") {
    for (int n = 3; n <= 12; ++n) {
        CAPTURE(n);
        const auto g = generate_ok({.layout = {.size = n}, .jigsaw = true, .seed = 31});
        CHECK(g.puzzle.layout().is_jigsaw());
        CHECK(g.stats.region_maps >= 1);
        // The puzzle line carries the regions and reads back to the same board.
        const std::string line = format_puzzle_line(g.puzzle);
        CHECK(contains(line, "regions="));
        auto back = parse_puzzle_line(line);
        REQUIRE(back.ok());
        CHECK(*back == g.puzzle);
    }
    for (int n : {5, 7, 9}) {
        CAPTURE(n);
        const auto g =
            generate_ok({.layout = {.size = n, .diagonals = true}, .jigsaw = true, .seed = 32});
        CHECK(g.puzzle.layout().is_jigsaw());
        CHECK(g.puzzle.layout().spec().diagonals);
    }
}

TEST_CASE("the ten board modes of lesson 004 all produce puzzles") {
    for (int n : {3, 4, 5, 6, 7, 8, 9, 10, 12, 16}) {
        CAPTURE(n);
        const bool jigsaw = !default_box_shape(n).has_value();
        CHECK(jigsaw == (n == 3 || n == 5 || n == 7));
        generate_ok({.layout = {.size = n}, .jigsaw = jigsaw, .seed = 4});
    }
}

TEST_CASE("the same seed gives the same puzzle, different seeds differ") {
    for (bool jigsaw : {false, true}) {
        CAPTURE(jigsaw);
        const GeneratorOptions a{.layout = {.size = 9}, .jigsaw = jigsaw, .seed = 123};
        GeneratorOptions b = a;
        b.seed = 124;
        const std::string first = format_puzzle_line(generate_ok(a).puzzle);
        CHECK(first == format_puzzle_line(generate_ok(a).puzzle));
        CHECK(first != format_puzzle_line(generate_ok(b).puzzle));
    }
}

TEST_CASE("clue symmetry holds for each option") {
    struct Case {
        Symmetry symmetry;
        int (*mate)(int n, int r, int c);  // row-major index of the partner cell
    };
    const Case cases[] = {
        {Symmetry::Rotate180, [](int n, int r, int c) { return (n - 1 - r) * n + (n - 1 - c); }},
        {Symmetry::Mirror, [](int n, int r, int c) { return r * n + (n - 1 - c); }},
        {Symmetry::Diagonal, [](int n, int r, int c) { return c * n + r; }},
    };
    for (const Case& k : cases) {
        for (int n : {6, 9}) {
            CAPTURE(symmetry_name(k.symmetry));
            CAPTURE(n);
            const auto g = generate_ok({.layout = {.size = n}, .symmetry = k.symmetry, .seed = 8});
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < n; ++c)
                    CHECK((g.puzzle.at(r, c) == kEmpty) ==
                          (g.puzzle.at(static_cast<Cell>(k.mate(n, r, c))) == kEmpty));
        }
    }
    // Without symmetry the givens of a 9x9 are (with overwhelming likelihood) not symmetric.
    const auto g = generate_ok({.layout = {.size = 9}, .symmetry = Symmetry::None, .seed = 8});
    int broken = 0;
    for (int c = 0; c < 81; ++c)
        broken += (g.puzzle.at(static_cast<Cell>(c)) == kEmpty) !=
                  (g.puzzle.at(static_cast<Cell>(80 - c)) == kEmpty);
    CHECK(broken > 0);
}

TEST_CASE("minimal puzzles: removing any given allows a second solution") {
    for (const auto& request : {std::pair{9, Symmetry::None}, std::pair{9, Symmetry::Rotate180},
                                std::pair{6, Symmetry::None}}) {
        // Named copies, not structured bindings: clang 14 cannot capture those in CAPTURE.
        const int n = request.first;
        const Symmetry symmetry = request.second;
        CAPTURE(n);
        const auto g =
            generate_ok({.layout = {.size = n}, .symmetry = symmetry, .minimal = true, .seed = 9});
        for (int c = 0; c < g.puzzle.cell_count(); ++c) {
            if (g.puzzle.at(static_cast<Cell>(c)) == kEmpty) continue;
            Board less = g.puzzle;
            less.set(static_cast<Cell>(c), kEmpty);
            CHECK(count_solutions(less, 2) == 2);
        }
    }
}

TEST_CASE("an exact number of empty cells is honoured (lesson 002's levels)") {
    for (int k : {30, 40, 50}) {
        CAPTURE(k);
        CHECK(generate_ok({.layout = {.size = 9}, .empty = k, .seed = 2}).puzzle.empty_count() ==
              k);
    }
    // Odd counts on an odd size use the centre cell; symmetry none allows any count.
    CHECK(generate_ok({.layout = {.size = 9}, .empty = 41, .seed = 2}).puzzle.empty_count() == 41);
    CHECK(generate_ok({.layout = {.size = 6}, .symmetry = Symmetry::None, .empty = 13, .seed = 2})
              .puzzle.empty_count() == 13);
    CHECK(generate_ok({.layout = {.size = 16}, .empty = 100, .seed = 2}).puzzle.empty_count() ==
          100);
}

TEST_CASE("impossible requests give a clear error, never a hang") {
    CHECK(contains(options_error({.layout = {.size = 7}}), "no rectangular box shape"));
    CHECK(contains(options_error({.layout = {.size = 9}, .empty = 80}), "at most 73 empty cells"));
    CHECK(contains(options_error({.layout = {.size = 6, .hyper = true}}), "square boxes"));
    CHECK(
        contains(options_error({.layout = {.size = 9, .hyper = true}, .jigsaw = true}), "jigsaw"));
    CHECK(contains(options_error({.layout = {.size = 9, .box = {2, 4}}}), "does not tile"));
    CHECK(contains(options_error({.layout = {.size = 3, .diagonals = true}, .jigsaw = true}),
                   "no solution"));
    CHECK(contains(options_error({.layout = {.size = 26}}), "out of range"));
    CHECK(contains(options_error({.layout = {.size = 8}, .empty = 31}), "pairs"));
    CHECK(
        contains(options_error({.layout = {.size = 9}, .minimal = true, .empty = 40}), "not both"));
    // 62 empty cells (19 givens) is far beyond what two attempts reach: the error says how far
    // it got.
    const std::string far = options_error(
        {.layout = {.size = 9}, .empty = 62, .seed = 1, .limits = {.max_attempts = 2}});
    CHECK(contains(far, "62 empty cells in 2 attempts; the most reached was"));
}

TEST_CASE("a shape with no solution is reported, not searched forever") {
    // A 4x4 with 2x2 boxes, both diagonals and the hyper window has no solution: the window
    // r2-3 c2-3 and the diagonals force a contradiction (checked by a complete search).
    GeneratorOptions o{.layout = {.size = 4, .diagonals = true, .hyper = true}};
    if (count_solutions(Board(*Layout::create(o.layout)), 1) == 0)
        CHECK(contains(options_error(o), "no solution exists"));
}

TEST_CASE("the difficulty seam: the grade must match exactly") {
    for (Grade level : {Grade::Easy, Grade::Medium, Grade::Hard}) {
        CAPTURE(grade_name(level));
        const auto g = generate_ok(
            {.layout = {.size = 9}, .difficulty = level, .grade = grade_by_empty, .seed = 77});
        REQUIRE(g.grade.has_value());
        CHECK(*g.grade == level);
        CHECK(grade_by_empty(g.puzzle) == level);
        CHECK(g.stats.grades >= 1);
    }
    // The stand-in never says Evil: the attempt bound ends the search with the grades seen.
    const std::string evil = options_error({.layout = {.size = 9},
                                            .difficulty = Grade::Evil,
                                            .grade = grade_by_empty,
                                            .seed = 1,
                                            .limits = {.max_attempts = 3}});
    CHECK(contains(evil, "no evil puzzle found in 3 attempts (grades seen: "));
}

TEST_CASE("with the logical grader, a 9x9 puzzle of each level up to hard is found") {
    for (Grade level : {Grade::Easy, Grade::Medium, Grade::Hard}) {
        CAPTURE(grade_name(level));
        check_graded_as(generate_ok({.layout = {.size = 9}, .difficulty = level, .seed = 10}),
                        level);
    }
}

TEST_CASE(
    "25x25 Hyper Expert: past the level the carving gives givens back where the solve "
    "gets stuck" *
    doctest::skip(kSanitizedBuild)) {
    // 25x25 Hyper Expert carves past the level on these seeds: the pass then stops grading each
    // removal (50-140 ms a grade) and gives givens back during one solve instead. The puzzle is
    // still Expert, unique, symmetric and about as sparse as grading each removal would leave it
    // (410-420 empty cells), from a few solves. About 0.3 s each in Release; a minute under the
    // sanitizers, which skip it.
    for (std::uint64_t seed : {1, 2}) {
        CAPTURE(seed);
        const auto g = generate_ok(
            {.layout = {.size = 25, .hyper = true}, .difficulty = Grade::Expert, .seed = seed});
        check_graded_as(g, Grade::Expert);
        CHECK(has_clue_symmetry(g.puzzle, Symmetry::Rotate180));
        CHECK(g.puzzle.empty_count() >= 400);
        CHECK(g.stats.given_back > 0);
        // Grading each removal near the edge takes 40-50 grades; the give-back needs a few solves.
        CHECK(g.stats.grades <= 25 * static_cast<std::uint64_t>(g.stats.attempts));
        MESSAGE("grades " << g.stats.grades << " given back " << g.stats.given_back);
    }
}

TEST_CASE("8x8 jigsaw Evil: a grid whose walk stalls hands over to the next grid" *
          doctest::skip(kSanitizedBuild)) {
    // A walk that stalls can spend the whole budget on one grid (seed 9: 58,881 checks), so a
    // grid's walk ends after 2,000 moves and the next grid (a new map) gets the rest.
    const GeneratorOptions options{.layout = {.size = 8},
                                   .jigsaw = true,
                                   .symmetry = Symmetry::None,
                                   .difficulty = Grade::Evil,
                                   .seed = 9};
    const auto g = generate_ok(options);
    check_graded_as(g, Grade::Evil);
    CHECK(g.stats.attempts >= 2);
    CHECK(g.stats.hardening_moves <= 2000 * static_cast<std::uint64_t>(g.stats.attempts));
}

TEST_CASE("below 9x9 the New game dialog's levels are made from a few grids, graded as asked" *
          doctest::skip(kSanitizedBuild)) {
    // Carving alone left these Easy: 6x6 Medium one grid in 400, Hard one in 6,000, 5x5 jigsaw
    // Hard none in 300 (the request failed). The walk to the level reaches each in a few grids.
    struct Shape {
        int size;
        Variant variant;
        BoxShape box;
        Grade level;
    };
    const Shape shapes[] = {
        {6, Variant::Classic, {2, 3}, Grade::Medium}, {6, Variant::Classic, {2, 3}, Grade::Hard},
        {6, Variant::Classic, {3, 2}, Grade::Hard},   {5, Variant::Jigsaw, {}, Grade::Hard},
        {6, Variant::JigsawX, {}, Grade::Hard},       {8, Variant::Classic, {2, 4}, Grade::Hard}};
    for (const Shape& shape : shapes) {
        NewGameSettings s;
        s.size = shape.size;
        s.variant = shape.variant;
        s.box = shape.box;
        s = with_difficulty(normalized(s), shape.level);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            s.seed = seed;
            const PuzzleRequest request{.settings = s};
            INFO(request_kind(request) << " seed " << seed);
            const auto made = generate_for_request(request, nullptr);
            REQUIRE(made.ok());
            CHECK(made->grade == shape.level);
            CHECK(made->stats.attempts <= 60);
            CHECK(count_solutions(made->puzzle) == 1);
            CHECK(regrade(made->puzzle).grade == shape.level);
        }
    }
}

TEST_CASE("a hit node bound counts as not unique, so the puzzle stays unique") {
    const auto g = generate_ok({.layout = {.size = 9},
                                .symmetry = Symmetry::None,
                                .seed = 5,
                                .limits = {.check_node_limit = 1}});
    CHECK(g.stats.bound_hits > 0);
    CHECK(g.stats.checks >= g.stats.bound_hits);
}

TEST_CASE("a minimal puzzle is never claimed when a removal check was cut short") {
    auto r = generate_puzzle({.layout = {.size = 9},
                              .minimal = true,
                              .seed = 6,
                              .limits = {.max_attempts = 2, .check_node_limit = 1}});
    if (r.ok()) {
        check_unique(*r);
        for (int c = 0; c < 81; ++c) {
            if (r->puzzle.at(static_cast<Cell>(c)) == kEmpty) continue;
            Board less = r->puzzle;
            less.set(static_cast<Cell>(c), kEmpty);
            CHECK(count_solutions(less, 2) == 2);
        }
    } else {
        CHECK(contains(sudoku::i18n::english(r.error()), "no puzzle proven minimal in 2 attempts"));
    }
}

TEST_CASE("generation can be cancelled from another thread") {
    std::atomic<bool> cancel{true};
    CHECK(options_error({.layout = {.size = 9}, .cancel = &cancel}) == "cancelled");
    CHECK(options_error({.layout = {.size = 9}, .jigsaw = true, .cancel = &cancel}) == "cancelled");
}

TEST_CASE("local search reaches exact targets one removal pass misses") {
    for (std::uint64_t seed : {1, 2, 3}) {
        CAPTURE(seed);
        // One grid, one pass: 60 empty cells (21 givens) are out of reach...
        const GeneratorOptions one_pass{.layout = {.size = 9},
                                        .symmetry = Symmetry::None,
                                        .empty = 60,
                                        .seed = seed,
                                        .limits = {.max_attempts = 1, .local_moves = 0}};
        CHECK(contains(options_error(one_pass),
                       "60 empty cells in 1 attempts; the most reached was 5"));
        // ...and the local search gets there from the same grid, still unique.
        GeneratorOptions search = one_pass;
        search.limits.local_moves = -1;
        CHECK(generate_ok(search).puzzle.empty_count() == 60);
    }
    // Lesson 002's style request with symmetry none, and a symmetric one past the pass.
    CHECK(generate_ok({.layout = {.size = 9}, .symmetry = Symmetry::None, .empty = 56, .seed = 9})
              .puzzle.empty_count() == 56);
    for (int empty : {58, 60}) {
        const auto sym = generate_ok({.layout = {.size = 9}, .empty = empty, .seed = 4});
        CHECK(sym.puzzle.empty_count() == empty);
        CHECK(has_clue_symmetry(sym.puzzle, Symmetry::Rotate180));
    }
}

// Solutions counted by the propagate step solver (singles only, its own search), up to 2:
// independent of the fast solver the generator proves uniqueness with.
int step_solver_count(const Board& puzzle) {
    auto solver = make_step_solver(
        puzzle, {.algorithm = Algorithm::Propagate, .stop_at_first_solution = false});
    REQUIRE(solver.ok());
    while ((*solver)->counters().solutions < 2 && (*solver)->next()) {
    }
    return static_cast<int>((*solver)->counters().solutions);
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("lesson 002's hard 16x16 level: 180 empty cells, unique and symmetric" *
          doctest::skip(kSanitizedBuild)) {
    // Carving (the seed lists, test_empty_seed_pool.cpp, would serve it otherwise).
    const auto g =
        generate_ok({.layout = {.size = 16}, .empty = 180, .seed_pool = false, .seed = 1});
    CHECK(g.puzzle.empty_count() == 180);
    CHECK(has_clue_symmetry(g.puzzle, Symmetry::Rotate180));
    CHECK(step_solver_count(g.puzzle) == 1);
    // So sparse a symmetric target draws a grid that maps onto itself under the rotation,
    // digits relabelled by an involution.
    std::array<Digit, 17> image{};
    bool consistent = true;
    for (int c = 0; c < 256; ++c) {
        const Digit d = g.solution.at(static_cast<Cell>(c));
        const Digit e = g.solution.at(static_cast<Cell>(255 - c));
        consistent = consistent && (image[d] == 0 || image[d] == e);
        image[d] = e;
    }
    CHECK(consistent);
    for (Digit d = 1; d <= 16; ++d)
        CHECK(image[image[d]] == d);
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("the local search is deterministic per seed" * doctest::skip(kSanitizedBuild)) {
    // A plain loop variable, not a structured binding: clang 14 cannot capture those (CAPTURE).
    for (const auto& target :
         {std::pair{Symmetry::Rotate180, 172}, std::pair{Symmetry::None, 166}}) {
        const Symmetry symmetry = target.first;
        const int empty = target.second;
        CAPTURE(empty);
        GeneratorOptions o{.layout = {.size = 16}, .symmetry = symmetry, .empty = empty, .seed = 2};
        // One removal pass falls short here, so the result comes from the local search.
        GeneratorOptions pass_only = o;
        pass_only.limits = {.max_attempts = 1, .local_moves = 0};
        CHECK(contains(options_error(pass_only), "the most reached was"));
        const auto a = generate_ok(o);
        const auto b = generate_ok(o);
        CHECK(a.puzzle == b.puzzle);
        CHECK(a.stats.checks == b.stats.checks);
        CHECK(a.puzzle.empty_count() == empty);
        CHECK(has_clue_symmetry(a.puzzle, symmetry));
        o.seed = 4;
        CHECK(generate_ok(o).puzzle != a.puzzle);
    }
}

TEST_CASE("a 16x16 target far out of reach fails after one local search and says how far") {
    const std::string message = options_error({.layout = {.size = 16},
                                               .symmetry = Symmetry::None,
                                               .empty = 220,
                                               .seed = 1,
                                               .limits = {.local_moves = 100}});
    CHECK(contains(message,
                   "could not make a unique puzzle with 220 empty cells in 1 attempts; "
                   "the most reached was 1"));
}

TEST_CASE("an exact target keeps its parity: a centre given is not emptied for nothing") {
    // 9x9 with rotate180: every orbit but the centre empties two cells, so an even target needs
    // the centre given. Before the pass kept that in mind, a few seeds in 200 emptied it and
    // needed a second grid.
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        CAPTURE(seed);
        const auto g = generate_ok({.layout = {.size = 9}, .empty = 50, .seed = seed});
        CHECK(g.puzzle.empty_count() == 50);
        CHECK(g.puzzle.at(40) != kEmpty);
        CHECK(g.stats.attempts == 1);
    }
}

TEST_CASE("the local search can be cancelled while it runs") {
    std::atomic<bool> cancel{false};
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        cancel = true;
    });
    // Far more moves than could finish: only the cancel flag ends this.
    const std::string message =
        options_error({.layout = {.size = 16},
                       .symmetry = Symmetry::None,
                       .empty = 200,
                       .seed = 1,
                       .limits = {.max_attempts = 1, .local_moves = 1'000'000},
                       .cancel = &cancel});
    stopper.join();
    CHECK(message == "cancelled");
}

TEST_CASE("every embedded evil seed is a unique 9x9 puzzle, and sampled ones grade Evil") {
    const auto lines = evil_seed_lines();
    CHECK(lines.size() == 200);
    std::set<std::string_view> distinct(lines.begin(), lines.end());
    CHECK(distinct.size() == lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        CAPTURE(std::string(lines[i]));
        auto board = parse_puzzle_line(lines[i]);
        REQUIRE(board.ok());
        CHECK(board->size() == 9);
        CHECK(count_solutions(*board, 2) == 1);
        if (i % 20 == 0) {
            CHECK(regrade(*board).grade == Grade::Evil);
        }
    }
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("evil 9x9 puzzles: graded Evil, unique, reproducible, varied, never a seed verbatim" *
          doctest::skip(kSanitizedBuild)) {
    const auto lines = evil_seed_lines();
    const std::set<std::string_view> seeds(lines.begin(), lines.end());
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        CAPTURE(seed);
        const GeneratorOptions o{.layout = {.size = 9},
                                 .symmetry = Symmetry::None,
                                 .difficulty = Grade::Evil,
                                 .seed = seed};
        const auto g = generate_ok(o);
        REQUIRE(g.grade.has_value());
        CHECK(*g.grade == Grade::Evil);
        const GradeReport report = regrade(g.puzzle);
        CHECK(report.grade == Grade::Evil);
        CHECK(report.status == LogicStatus::Stuck);
        // The seeds have 20..24 givens; the walk away from them may add a few.
        CHECK(g.puzzle.empty_count() >= 52);
        CHECK(g.puzzle.empty_count() <= 61);
        const std::string line = format_puzzle_line(g.puzzle);
        CHECK(seeds.count(line) == 0);
        seen.insert(line);
        CHECK(generate_ok(o).puzzle == g.puzzle);  // reproducible per seed
    }
    CHECK(seen.size() == 6);
}

namespace {

// What no disguise changes (relabelling, row and column permutations within bands and stacks,
// band and stack permutations, transposition): for each given, the givens in its row and
// column (as an unordered pair) and in its box, as a sorted list.
std::vector<std::array<int, 3>> transposable_disguise_invariant(const Board& b) {
    std::array<int, 9> rows{}, cols{}, boxes{};
    const auto box_of = [](int c) { return c / 27 * 3 + c % 9 / 3; };
    for (int c = 0; c < 81; ++c) {
        if (b.at(static_cast<Cell>(c)) == kEmpty) continue;
        ++rows[static_cast<std::size_t>(c / 9)];
        ++cols[static_cast<std::size_t>(c % 9)];
        ++boxes[static_cast<std::size_t>(box_of(c))];
    }
    std::vector<std::array<int, 3>> out;
    for (int c = 0; c < 81; ++c) {
        if (b.at(static_cast<Cell>(c)) == kEmpty) continue;
        const int r = rows[static_cast<std::size_t>(c / 9)],
                  k = cols[static_cast<std::size_t>(c % 9)];
        out.push_back({std::min(r, k), std::max(r, k), boxes[static_cast<std::size_t>(box_of(c))]});
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("evil 9x9 puzzles are new ones, not known puzzles in disguise" *
          doctest::skip(kSanitizedBuild)) {
    std::set<std::vector<std::array<int, 3>>> known;
    for (std::string_view line : evil_seed_lines())
        known.insert(transposable_disguise_invariant(*parse_puzzle_line(line)));
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        CAPTURE(seed);
        const auto g = generate_ok({.layout = {.size = 9},
                                    .symmetry = Symmetry::None,
                                    .difficulty = Grade::Evil,
                                    .seed = seed});
        CHECK(known.count(transposable_disguise_invariant(g.puzzle)) == 0);
    }
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("evil honours symmetry, empty count and minimality" * doctest::skip(kSanitizedBuild)) {
    for (Symmetry s : {Symmetry::Rotate180, Symmetry::Diagonal}) {
        CAPTURE(std::string(symmetry_name(s)));
        const auto g = generate_ok(
            {.layout = {.size = 9}, .symmetry = s, .difficulty = Grade::Evil, .seed = 2});
        CHECK(has_clue_symmetry(g.puzzle, s));
        CHECK(*g.grade == Grade::Evil);
    }
    CHECK(contains(
        options_error(
            {.layout = {.size = 9}, .symmetry = Symmetry::Mirror, .difficulty = Grade::Evil}),
        "no known evil puzzle has mirror clue symmetry"));
    const GeneratorOptions sixty{.layout = {.size = 9},
                                 .symmetry = Symmetry::None,
                                 .empty = 60,
                                 .difficulty = Grade::Evil,
                                 .seed = 3};
    CHECK(generate_ok(sixty).puzzle.empty_count() == 60);
    GeneratorOptions fifty = sixty;
    fifty.empty = 50;
    CHECK(contains(options_error(fifty), "has 50 empty cells (they have 57..61)"));
    CHECK(validate_generator_options(fifty).has_value());

    const auto minimal = generate_ok({.layout = {.size = 9},
                                      .symmetry = Symmetry::None,
                                      .minimal = true,
                                      .difficulty = Grade::Evil,
                                      .seed = 4});
    CHECK(regrade(minimal.puzzle).grade == Grade::Evil);
    for (int c = 0; c < 81; ++c) {
        if (minimal.puzzle.at(static_cast<Cell>(c)) == kEmpty) continue;
        Board less = minimal.puzzle;
        less.set(static_cast<Cell>(c), kEmpty);
        CHECK(count_solutions(less, 2) == 2);
    }
}

TEST_CASE("evil on thin boxes gives up after its searches, and says where evil is available") {
    const std::string message =
        options_error({.layout = {.size = 6},
                       .difficulty = Grade::Evil,
                       .seed = 1,
                       .limits = {.max_attempts = 3, .hardening_moves = 200}});
    CHECK(contains(message, "no evil puzzle found in 3 attempts"));
    CHECK(contains(message, "3 searches for a harder neighbour (600 moves in all)"));
    CHECK(contains(message, "rare or absent on boxes two cells high"));
    // Without the search, only carving is tried.
    CHECK(contains(options_error({.layout = {.size = 6},
                                  .difficulty = Grade::Evil,
                                  .seed = 1,
                                  .limits = {.max_attempts = 2, .hardening_moves = 0}}),
                   "0 searches for a harder neighbour (0 moves in all)"));
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("evil beyond 9x9 classic: carved then searched, unique, graded Evil, reproducible" *
          doctest::skip(kSanitizedBuild)) {
    struct Case {
        std::string name;
        GeneratorOptions options;
    };
    const Case cases[] = {
        {"16x16",
         {.layout = {.size = 16},
          .symmetry = Symmetry::None,
          .difficulty = Grade::Evil,
          .seed = 1}},
        {"16x16 rotate180",
         {.layout = {.size = 16},
          .symmetry = Symmetry::Rotate180,
          .difficulty = Grade::Evil,
          .seed = 2}},
        {"15x15",
         {.layout = {.size = 15},
          .symmetry = Symmetry::None,
          .difficulty = Grade::Evil,
          .seed = 1}},
        {"10x10 jigsaw",
         {.layout = {.size = 10},
          .jigsaw = true,
          .symmetry = Symmetry::None,
          .difficulty = Grade::Evil,
          .seed = 1}},
        {"9x9 X",
         {.layout = {.size = 9, .diagonals = true},
          .symmetry = Symmetry::None,
          .difficulty = Grade::Evil,
          .seed = 1}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.name);
        const auto g = generate_ok(c.options);
        check_graded_as(g, Grade::Evil);
        CHECK(has_clue_symmetry(g.puzzle, c.options.symmetry));
        CHECK(generate_ok(c.options).puzzle == g.puzzle);
    }
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("evil 16x16 minimal and with an exact empty count" * doctest::skip(kSanitizedBuild)) {
    const auto minimal = generate_ok(
        {.layout = {.size = 16}, .minimal = true, .difficulty = Grade::Evil, .seed = 4});
    CHECK(*minimal.grade == Grade::Evil);
    for (int i = 0; i < minimal.puzzle.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (minimal.puzzle.at(c) == kEmpty) continue;
        Board less = minimal.puzzle;
        less.set(c, kEmpty);
        CHECK(count_solutions(less, 2) == 2);
    }
    const auto exact = generate_ok({.layout = {.size = 16},
                                    .symmetry = Symmetry::None,
                                    .empty = 160,
                                    .difficulty = Grade::Evil,
                                    .seed = 4});
    CHECK(exact.puzzle.empty_count() == 160);
    CHECK(*exact.grade == Grade::Evil);
}

TEST_CASE("symmetry names round-trip") {
    for (int i = 0; i < 4; ++i) {
        const auto s = static_cast<Symmetry>(i);
        CHECK(parse_symmetry(symmetry_name(s)) == s);
    }
    CHECK_FALSE(parse_symmetry("spiral").has_value());
}

// A 25x25 jigsaw map rarely admits a solution, and fills that succeed do so early: each map's
// fill gets 5,000 guesses there (20,000 elsewhere), so a refused map costs a quarter as much.
// Seed 1's first map is refused; the message names the bound per map. (Random maps: by default
// 25x25 draws from the stored maps, core/generate/region_map_pool.hpp.)
TEST_CASE("huge jigsaw maps get a smaller fill bound per map than other grids") {
    GeneratorOptions options{.layout = {.size = 25}, .jigsaw = true, .seed = 1};
    options.seed_pool = false;
    options.limits.region_attempts = 1;
    const std::string message = options_error(options);
    CAPTURE(message);
    CHECK(contains(message, "in 1 attempts (each allowed 5000 guesses"));
    options.limits.fill_node_limit = 700;  // an explicit bound is kept
    CHECK(contains(options_error(options), "each allowed 700 guesses"));
}
