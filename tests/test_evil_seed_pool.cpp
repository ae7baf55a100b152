// The Evil seed lists of our own puzzles (core/generate/evil_seeds.hpp; boxed shapes from 10x10
// up, classic and X): each parses, fits its box shape and holds distinct Evil puzzles; the pool
// serves only the shapes its lists fit, disguises with transformations valid for the box shape
// (and diagonals), and Evil generated from it is new (no seed in disguise); requests a list
// cannot meet fall back to carving.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/generate/evil_seed_pool.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/region_map_pool.hpp"
#include "core/logic/grader.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"

using namespace sudoku::core;
using sudoku::test::layout_of;

namespace {

LayoutSpec spec_of(const EvilSeedList& list) {
    return {.size = list.size, .box = list.box, .diagonals = list.diagonals};
}

Board seed_board(std::string_view line, const EvilSeedList& list) {
    auto parsed = parse_puzzle_line(line);
    REQUIRE(parsed.ok());
    REQUIRE(parsed->size() == list.size);
    return Board(layout_of(spec_of(list)), parsed->cells());
}

// The boxed lists made by scripts/make-evil-seeds (9x9's known puzzles: test_generator.cpp).
std::vector<EvilSeedList> own_lists() {
    std::vector<EvilSeedList> out;
    for (const EvilSeedList& list : evil_seed_lists())
        if (!list.only_source && !list.jigsaw) out.push_back(list);
    return out;
}

std::vector<EvilSeedList> jigsaw_lists() {
    std::vector<EvilSeedList> out;
    for (const EvilSeedList& list : evil_seed_lists())
        if (list.jigsaw) out.push_back(list);
    return out;
}

// A region map with its pieces numbered in order of first appearance.
std::vector<int> normalized_map(const Layout& layout) {
    std::vector<int> ids(static_cast<std::size_t>(layout.size()), -1);
    std::vector<int> out;
    int next = 0;
    for (int piece : layout.spec().regions) {
        int& id = ids[static_cast<std::size_t>(piece)];
        if (id < 0) id = next++;
        out.push_back(id);
    }
    return out;
}

// What no disguise valid for rectangular boxes changes (relabelling, rows within bands, bands,
// columns within stacks, stacks; no transposition): for each given, the givens in its row, its
// column and its box, as a sorted list.
std::vector<std::array<int, 3>> oriented_invariant(const Board& b) {
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

// The same, blind to transposition where the disguise may transpose (square boxes).
std::vector<std::array<int, 3>> box_disguise_invariant(const Board& b) {
    const BoxShape box = b.layout().box_shape();
    auto invariant = oriented_invariant(b);
    if (box.rows != box.cols) return invariant;
    for (auto& given : invariant)
        std::swap(given[0], given[1]);
    std::sort(invariant.begin(), invariant.end());
    return std::min(invariant, oriented_invariant(b));
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
    // One list per shape the carving and walk are slow to make Evil on (bench-generate --matrix).
    std::set<std::array<int, 3>> shapes;
    for (const EvilSeedList& list : own_lists())
        shapes.insert({list.size, list.box.rows, list.diagonals ? 1 : 0});
    const std::set<std::array<int, 3>> expected{
        {10, 2, 0}, {12, 2, 0}, {12, 3, 0}, {14, 2, 0}, {18, 2, 0}, {18, 3, 0}, {18, 3, 1},
        {20, 2, 0}, {20, 2, 1}, {21, 3, 1}, {22, 2, 0}, {24, 2, 0}, {24, 2, 1}, {24, 3, 0},
        {24, 3, 1}, {24, 4, 0}, {24, 4, 1}, {25, 5, 0}, {25, 5, 1}};
    CHECK(shapes == expected);
    for (const EvilSeedList& list : own_lists()) {
        CAPTURE(list.size);
        CAPTURE(list.box.rows);
        CAPTURE(list.diagonals);
        CHECK(list.size > 0);  // a line that does not parse has no size
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
        // The first, one from the middle and the last up to 12x12, the first above: all take
        // too long under sanitizers.
        std::vector<std::size_t> picks{0};
        if (list.size <= 12)
            picks.insert(picks.end(), {list.lines.size() / 2, list.lines.size() - 1});
        for (std::size_t i : picks) {
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
    CHECK(EvilSeedPool::fits(*layout_of({.size = 18, .box = {3, 6}, .diagonals = true})));
    CHECK(EvilSeedPool::fits(*layout_of({.size = 18, .box = {6, 3}, .diagonals = true})));
    CHECK_FALSE(EvilSeedPool::fits(*layout_of({.size = 18, .box = {2, 9}, .diagonals = true})));
    CHECK_FALSE(EvilSeedPool::fits(*layout_of({.size = 25, .hyper = true})));
    auto pool = EvilSeedPool::create(layout_of({.size = 10}), Symmetry::None, -1);
    REQUIRE(pool.ok());
    CHECK(pool->size() ==
          static_cast<int>(EvilSeedPool::list_for(*layout_of({.size = 10}))->lines.size()));
}

TEST_CASE("seeds in disguise stay valid for the boxes and diagonals of every list") {
    for (const EvilSeedList& list : own_lists()) {
        CAPTURE(list.size);
        const auto known = seed_shapes(list);
        auto pool = EvilSeedPool::create(layout_of(spec_of(list)), Symmetry::None, -1);
        REQUIRE(pool.ok());
        Random rng(5);
        // Ten draws up to 12x12, two above (each proof of uniqueness costs more there).
        for (int i = 0; i < (list.size <= 12 ? 10 : 2); ++i) {
            const Board drawn = pool->draw(rng);
            CHECK(drawn.is_consistent());
            CHECK(drawn.layout().box_shape() == list.box);
            CHECK(drawn.layout().spec().diagonals == list.diagonals);
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
        LayoutSpec spec = spec_of(list);
        spec.box = turned;
        auto pool = EvilSeedPool::create(layout_of(spec), Symmetry::None, -1);
        REQUIRE(pool.ok());
        CHECK(pool->size() == static_cast<int>(list.lines.size()));
        Random rng(7);
        for (int i = 0; i < (list.size <= 12 ? 3 : 1); ++i) {
            const Board drawn = pool->draw(rng);
            CHECK(drawn.layout().box_shape() == turned);
            CHECK(drawn.is_consistent());
            CHECK(fast_solve(drawn, {.solution_limit = 2}).solutions == 1);
        }
    }
}

TEST_CASE("Evil from our own seeds is a new puzzle, graded Evil, no seed in disguise") {
    // Below 18x18 (0.1-0.4 s each in Release): from 18x18 on the disguised seed is served (below).
    for (const EvilSeedList& list : own_lists()) {
        if (list.size >= 18) continue;
        CAPTURE(list.size);
        CAPTURE(list.box.rows);
        CAPTURE(list.diagonals);
        const GeneratorOptions o{.layout = spec_of(list),
                                 .symmetry = Symmetry::None,
                                 .difficulty = Grade::Evil,
                                 .seed = list.size == 10 ? 3u : 1u};
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

TEST_CASE("our own jigsaw Evil seeds: each on its own valid map, distinct, unique, Evil") {
    std::set<std::array<int, 2>> shapes;
    for (const EvilSeedList& list : jigsaw_lists())
        shapes.insert({list.size, list.diagonals ? 1 : 0});
    const std::set<std::array<int, 2>> expected{{18, 1}, {19, 1}, {20, 1}, {21, 0}, {21, 1},
                                                {22, 0}, {22, 1}, {23, 0}, {23, 1}, {24, 0},
                                                {24, 1}, {25, 0}, {25, 1}};
    CHECK(shapes == expected);
    for (const EvilSeedList& list : jigsaw_lists()) {
        CAPTURE(list.size);
        CAPTURE(list.diagonals);
        CHECK(list.lines.size() >= 12);
        std::set<std::vector<int>> maps;
        for (std::string_view line : list.lines) {
            auto seed = parse_puzzle_line(line);
            REQUIRE(seed.ok());
            CHECK(seed->layout().is_jigsaw());
            CHECK(seed->is_consistent());
            maps.insert(seed->layout().spec().regions);
        }
        CHECK(maps.size() == list.lines.size());  // no map twice, so no seed twice
        auto first = parse_puzzle_line(list.lines[0]);
        CHECK(fast_solve(*first, {.solution_limit = 2}).solutions == 1);
    }
    CHECK(EvilSeedPool::jigsaw_list_for(21, false) != nullptr);
    CHECK(EvilSeedPool::jigsaw_list_for(12, false) == nullptr);
    CHECK(EvilSeedPool::jigsaw_list_for(16, true) == nullptr);
}

TEST_CASE("a jigsaw seed in disguise: a symmetry of its map, valid, unique, relabelled") {
    REQUIRE(EvilSeedPool::jigsaw_list_for(21, false));
    const EvilSeedList& list = *EvilSeedPool::jigsaw_list_for(21, false);
    std::set<std::vector<int>> known;
    for (std::string_view line : list.lines) {
        auto seed = parse_puzzle_line(line);
        REQUIRE(seed.ok());
        for (int symmetry = 0; symmetry < 8; ++symmetry)
            known.insert(normalized_map(transform_jigsaw(*seed, symmetry).layout()));
    }
    auto pool = EvilSeedPool::create_jigsaw(21, false, Symmetry::None, -1);
    REQUIRE(pool.ok());
    CHECK(pool->size() == static_cast<int>(list.lines.size()));
    Random rng(11);
    for (int i = 0; i < 4; ++i) {
        const Board drawn = pool->draw(rng);
        CHECK(drawn.layout().is_jigsaw());
        CHECK(drawn.is_consistent());
        CHECK(known.count(normalized_map(drawn.layout())) == 1);
        CHECK(fast_solve(drawn, {.solution_limit = 2, .node_limit = 2000}).solutions == 1);
    }
    // A symmetry the disguise cannot keep leaves the request to carving.
    CHECK_FALSE(EvilSeedPool::create_jigsaw(21, false, Symmetry::Mirror, -1).ok());
    CHECK_FALSE(EvilSeedPool::create_jigsaw(12, false, Symmetry::None, -1).ok());
}

TEST_CASE("from 18x18 Evil is a seed of the list in disguise, re-checked unique and Evil") {
    // 18x18 with 3x6 boxes, its transpose, X with 3x6 boxes; then jigsaw-X.
    const std::vector<LayoutSpec> boxed{{.size = 18, .box = {3, 6}},
                                        {.size = 18, .box = {6, 3}},
                                        {.size = 18, .box = {3, 6}, .diagonals = true}};
    for (const LayoutSpec& spec : boxed) {
        CAPTURE(spec.box.rows);
        CAPTURE(spec.diagonals);
        auto g = generate_puzzle(
            {.layout = spec, .symmetry = Symmetry::None, .difficulty = Grade::Evil, .seed = 2});
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : sudoku::i18n::english(g.error())));
        CHECK(fast_solve(g->puzzle, {.solution_limit = 2}).solutions == 1);
        CHECK(*g->grade == Grade::Evil);
        const EvilSeedList* list = EvilSeedPool::list_for(g->puzzle.layout());
        REQUIRE(list != nullptr);
        // Read back in the list's box shape, the givens pattern is one of the seeds'.
        Board as_listed = g->puzzle;
        if (spec.box != list->box) {
            std::vector<Digit> cells(g->puzzle.cells().size());
            for (int r = 0; r < 18; ++r)
                for (int c = 0; c < 18; ++c)
                    cells[static_cast<std::size_t>(r * 18 + c)] = g->puzzle.at(c, r);
            as_listed = Board(layout_of(spec_of(*list)), std::move(cells));
        }
        CHECK(seed_shapes(*list).count(box_disguise_invariant(as_listed)) == 1);
    }
    REQUIRE(EvilSeedPool::jigsaw_list_for(18, true) != nullptr);
    const GeneratorOptions o{.layout = {.size = 18, .diagonals = true},
                             .jigsaw = true,
                             .symmetry = Symmetry::None,
                             .difficulty = Grade::Evil,
                             .seed = 1};
    auto g = generate_puzzle(o);
    REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : sudoku::i18n::english(g.error())));
    CHECK(g->puzzle.layout().is_jigsaw());
    CHECK(g->puzzle.layout().spec().diagonals);
    CHECK(fast_solve(g->puzzle, {.solution_limit = 2}).solutions == 1);
    CHECK(is_evil(g->puzzle));
    // Its map and givens are one seed's under one of the square's symmetries.
    std::vector<bool> givens;
    for (Digit d : g->puzzle.cells())
        givens.push_back(d != kEmpty);
    int matches = 0;
    for (std::string_view line : EvilSeedPool::jigsaw_list_for(18, true)->lines) {
        auto seed = parse_puzzle_line(line);
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            const Board turned = transform_jigsaw(*seed, symmetry);
            std::vector<bool> seed_givens;
            for (Digit d : turned.cells())
                seed_givens.push_back(d != kEmpty);
            matches += normalized_map(turned.layout()) == normalized_map(g->puzzle.layout()) &&
                       seed_givens == givens;
        }
    }
    CHECK(matches >= 1);
}
