// The Evil seed lists of our own puzzles (core/generate/evil_seeds.hpp; 10x10 and 12x12): each
// parses, fits its box shape and holds distinct Evil puzzles; the pool serves only the shapes
// its lists fit, disguises with transformations valid for the box shape, and Evil generated
// from it is new (no seed in disguise); requests a list cannot meet fall back to carving.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/generate/evil_seed_pool.hpp"
#include "core/generate/generator.hpp"
#include "core/logic/grader.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"

using namespace sudoku::core;
using sudoku::test::layout_of;

namespace {

Board seed_board(std::string_view line, const EvilSeedList& list) {
    auto parsed = parse_puzzle_line(line);
    REQUIRE(parsed.ok());
    REQUIRE(parsed->size() == list.size);
    return Board(layout_of({.size = list.size, .box = list.box}), parsed->cells());
}

// The lists made by scripts/make-evil-seeds (9x9's known puzzles: test_generator.cpp).
std::vector<EvilSeedList> own_lists() {
    std::vector<EvilSeedList> out;
    for (const EvilSeedList& list : evil_seed_lists())
        if (!list.only_source) out.push_back(list);
    return out;
}

// What no disguise valid for rectangular boxes changes (relabelling, rows within bands, bands,
// columns within stacks, stacks; no transposition): for each given, the givens in its row, its
// column and its box, as a sorted list.
std::vector<std::array<int, 3>> box_disguise_invariant(const Board& b) {
    const int n = b.size();
    const BoxShape box = b.layout().box_shape();
    const auto box_of = [&](int r, int c) { return r / box.rows * (n / box.cols) + c / box.cols; };
    std::vector<int> rows(n), cols(n), boxes(n);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            if (b.at(r, c) == kEmpty) continue;
            ++rows[r], ++cols[c], ++boxes[box_of(r, c)];
        }
    std::vector<std::array<int, 3>> out;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (b.at(r, c) != kEmpty) out.push_back({rows[r], cols[c], boxes[box_of(r, c)]});
    std::sort(out.begin(), out.end());
    return out;
}

bool is_evil(const Board& b) {
    auto report = grade_puzzle(b, GradeOptions{.mrv_cost = false});
    return report.ok() && report->grade == Grade::Evil;
}

std::string english_error(const GeneratorOptions& o) {
    auto result = generate_puzzle(o);
    REQUIRE_FALSE(result.ok());
    return sudoku::i18n::english(result.error());
}

std::set<std::vector<std::array<int, 3>>> seed_shapes(const EvilSeedList& list) {
    std::set<std::vector<std::array<int, 3>>> shapes;
    for (std::string_view line : list.lines)
        shapes.insert(box_disguise_invariant(seed_board(line, list)));
    return shapes;
}

}  // namespace

TEST_CASE("our own Evil seeds parse, fit their boxes and differ under every disguise") {
    REQUIRE(own_lists().size() == 3);
    for (const EvilSeedList& list : own_lists()) {
        CAPTURE(list.size);
        CAPTURE(list.box.rows);
        // 12x12 with 2x6 boxes: the few seeds the script found in its time (each 15-35 s).
        REQUIRE(list.lines.size() >= (list.box.rows == 2 && list.size == 12 ? 5 : 20));
        for (std::string_view line : list.lines) {
            CAPTURE(std::string(line));
            const Board seed = seed_board(line, list);
            CHECK(seed.is_consistent());
            CHECK(seed.empty_count() > 0);
        }
        CHECK(seed_shapes(list).size() == list.lines.size());
    }
}

TEST_CASE("a few of our own Evil seeds are unique and graded Evil") {
    for (const EvilSeedList& list : own_lists()) {
        // The first, one from the middle and the last: all take too long under sanitizers.
        for (std::size_t i : {std::size_t{0}, list.lines.size() / 2, list.lines.size() - 1}) {
            CAPTURE(list.size);
            CAPTURE(i);
            const Board seed = seed_board(list.lines[i], list);
            const FastSolveResult count = fast_solve(seed, {.solution_limit = 2});
            CHECK(count.solutions == 1);
            CHECK(is_evil(seed));
        }
    }
}

TEST_CASE("the seed pool serves the shapes its lists fit") {
    CHECK(EvilSeedPool::fits(*layout_of({.size = 9})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 10})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 10, .box = {5, 2}})));  // transposed
    CHECK_FALSE(EvilSeedPool::fits(*layout_of({.size = 10, .diagonals = true})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 12})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 12, .box = {4, 3}})));
    CHECK_FALSE(EvilSeedPool::fits(*layout_of({.size = 12, .diagonals = true})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 12, .box = {2, 6}})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 12, .box = {6, 2}})));
    CHECK_FALSE(EvilSeedPool::fits(*layout_of({.size = 16})));
    auto pool = EvilSeedPool::create(layout_of({.size = 10}), Symmetry::None, -1);
    REQUIRE(pool.ok());
    CHECK(pool->size() == static_cast<int>(evil_seed_lines_10x10().size()));
}

TEST_CASE("seeds in disguise stay valid for 2x5, 3x4 and 2x6 boxes") {
    for (const EvilSeedList& list : own_lists()) {
        CAPTURE(list.size);
        const auto known = seed_shapes(list);
        auto pool = EvilSeedPool::create(layout_of({.size = list.size, .box = list.box}),
                                         Symmetry::None, -1);
        REQUIRE(pool.ok());
        Random rng(5);
        for (int i = 0; i < 10; ++i) {
            const Board drawn = pool->draw(rng);
            CHECK(drawn.is_consistent());
            CHECK(drawn.layout().box_shape() == list.box);
            CHECK(fast_solve(drawn, {.solution_limit = 2}).solutions == 1);
            // A transposition would swap row and column counts: the disguise keeps them.
            CHECK(known.count(box_disguise_invariant(drawn)) == 1);
        }
    }
}

TEST_CASE("a list of R x C boxes serves C x R boxes, its seeds read transposed") {
    // Before, 10x10 with 5x2 boxes and 12x12 with 4x3 had no list and carved: 5x2 Evil gave no
    // answer within 5 s of CPU for 2 of 3 seeds (bench-generate --matrix).
    for (const EvilSeedList& list : own_lists()) {
        CAPTURE(list.size);
        const BoxShape turned{list.box.cols, list.box.rows};
        auto pool =
            EvilSeedPool::create(layout_of({.size = list.size, .box = turned}), Symmetry::None, -1);
        REQUIRE(pool.ok());
        CHECK(pool->size() == static_cast<int>(list.lines.size()));
        Random rng(7);
        for (int i = 0; i < 3; ++i) {
            const Board drawn = pool->draw(rng);
            CHECK(drawn.layout().box_shape() == turned);
            CHECK(drawn.is_consistent());
            CHECK(fast_solve(drawn, {.solution_limit = 2}).solutions == 1);
        }
    }
}

TEST_CASE("Evil from our own seeds is a new puzzle, graded Evil, no seed in disguise") {
    // Seeds whose walk away is short (0.1-0.2 s each in Release).
    const std::vector<EvilSeedList> lists = own_lists();
    const std::array<std::uint64_t, 3> seeds{3, 1, 1};
    REQUIRE(lists.size() == seeds.size());
    for (std::size_t k = 0; k < lists.size(); ++k) {
        const EvilSeedList& list = lists[k];
        CAPTURE(list.size);
        const GeneratorOptions o{.layout = {.size = list.size, .box = list.box},
                                 .symmetry = Symmetry::None,
                                 .difficulty = Grade::Evil,
                                 .seed = seeds[k]};
        auto g = generate_puzzle(o);
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : sudoku::i18n::english(g.error())));
        const FastSolveResult count = fast_solve(g->puzzle, {.solution_limit = 2});
        CHECK(count.solutions == 1);
        CHECK(*g->grade == Grade::Evil);
        CHECK(is_evil(g->puzzle));
        CHECK(seed_shapes(list).count(box_disguise_invariant(g->puzzle)) == 0);
    }
}

TEST_CASE("10x10 Evil the seeds cannot serve falls back to carving and the walk") {
    // No seed has mirror clues: 9x9 refuses, 10x10 carves (and, with a tiny budget, says how
    // far the walk got rather than naming the seeds).
    CHECK(validate_generator_options(
              {.layout = {.size = 9}, .symmetry = Symmetry::Mirror, .difficulty = Grade::Evil})
              .has_value());
    CHECK_FALSE(
        validate_generator_options(
            {.layout = {.size = 10}, .symmetry = Symmetry::Mirror, .difficulty = Grade::Evil})
            .has_value());
    const GeneratorLimits tiny{.max_attempts = 1, .hardening_moves = 10};
    const std::string mirror = english_error({.layout = {.size = 10},
                                              .symmetry = Symmetry::Mirror,
                                              .difficulty = Grade::Evil,
                                              .limits = tiny});
    CHECK(mirror.find("harder neighbour") != std::string::npos);
    const std::string carved = english_error({.layout = {.size = 10},
                                              .symmetry = Symmetry::None,
                                              .difficulty = Grade::Evil,
                                              .seed_pool = false,
                                              .limits = tiny});
    CHECK(carved.find("harder neighbour") != std::string::npos);
}
