// The stored jigsaw region maps (core/generate/stored_region_maps.hpp) and the pool that draws
// from them (core/generate/region_map_pool.hpp): every stored line is N connected pieces of N
// cells with a valid solution grid, bad lines are refused, the disguise keeps maps and grids
// valid, and 25x25 jigsaw puzzles come from one stored map each, reproducible per seed and
// different between seeds.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/region_map_pool.hpp"
#include "core/generate/stored_region_maps.hpp"
#include "core/grid/validation.hpp"
#include "i18n/describe.hpp"
#include "region_partition.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;
using sudoku::test::is_valid_partition;

namespace {

// Pieces that lie in one row or one column (the shuffle starts from the rows): a mixed map has
// none.
int straight_pieces(const std::vector<int>& map, int n) {
    std::vector<std::set<int>> rows(n), cols(n);
    for (int c = 0; c < n * n; ++c) {
        rows[map[c]].insert(c / n);
        cols[map[c]].insert(c % n);
    }
    int straight = 0;
    for (int p = 0; p < n; ++p)
        straight += rows[p].size() == 1 || cols[p].size() == 1;
    return straight;
}

std::string line_of(const Board& board) {
    static const std::string kSymbols = "123456789ABCDEFGHIJKLMNOP";
    std::string line;
    for (Digit d : board.cells())
        line += d == kEmpty ? '.' : kSymbols[d - 1];
    for (int id : board.layout().spec().regions)
        line += kSymbols[static_cast<std::size_t>(id)];
    return line;
}

Board first_stored(int n, bool diagonals) {
    const StoredMapList* list = stored_map_list(n, diagonals);
    REQUIRE(list != nullptr);
    auto board = parse_stored_map(list->lines[0], n, diagonals);
    REQUIRE(board.ok());
    return *board;
}

}  // namespace

TEST_CASE("every stored region map is N connected pieces of N cells with a valid solution") {
    REQUIRE(!stored_map_lists().empty());
    for (const StoredMapList& list : stored_map_lists()) {
        CAPTURE(list.size);
        CAPTURE(list.diagonals);
        CHECK(list.size > 0);
        CHECK(list.lines.size() >= 10);
        std::set<std::vector<int>> maps;
        for (std::string_view line : list.lines) {
            CAPTURE(line);
            auto board = parse_stored_map(line, list.size, list.diagonals);
            REQUIRE_MESSAGE(board.ok(), sudoku::i18n::english(board.error()));
            const std::vector<int>& map = board->layout().spec().regions;
            CHECK(is_valid_partition(map, list.size));
            CHECK(straight_pieces(map, list.size) == 0);
            CHECK(board->empty_count() == 0);
            CHECK(!validate_givens(*board));
            maps.insert(map);
        }
        CHECK(maps.size() == list.lines.size());  // no map twice
    }
    // Every jigsaw shape from 16x16 up has a list; below, random maps fill fast enough.
    for (int n = 16; n <= 25; ++n) {
        CAPTURE(n);
        CHECK(stored_map_list(n, false) != nullptr);
        CHECK(stored_map_list(n, true) != nullptr);
    }
    CHECK(stored_map_list(9, false) == nullptr);
    CHECK(stored_map_list(0, false) == nullptr);  // no line of a length that names no size
}

TEST_CASE("a stored line's length gives its size and ' x' marks jigsaw-X") {
    CHECK(stored_map_shape(std::string(2 * 16 * 16, '1')) == StoredMapShape{16, false});
    CHECK(stored_map_shape(std::string(2 * 25 * 25, '1') + " x") == StoredMapShape{25, true});
    CHECK(stored_map_shape(std::string(2 * 16 * 16 + 1, '1')).size == 0);
    CHECK(stored_map_shape("").size == 0);
    const std::string plain = line_of(first_stored(25, false));
    CHECK(!parse_stored_map(plain + " x", 25, false).ok());  // the marker on a jigsaw list
    CHECK(!parse_stored_map(plain, 25, true).ok());          // no marker on a jigsaw-X list
    REQUIRE(parse_stored_map(line_of(first_stored(25, true)) + " x", 25, true).ok());
}

TEST_CASE("a bad stored line is refused: length, symbols, pieces, grid") {
    const Board good = first_stored(25, false);
    const std::string line = line_of(good);
    REQUIRE(parse_stored_map(line, 25, false).ok());
    CHECK(!parse_stored_map(line.substr(1), 25, false).ok());  // one symbol short
    CHECK(!parse_stored_map(line, 12, false).ok());            // another size
    std::string symbol = line;
    symbol[3] = 'Z';  // no such digit on 25x25
    CHECK(!parse_stored_map(symbol, 25, false).ok());
    std::string hole = line;
    hole[10] = '.';  // the grid must be full
    CHECK(!parse_stored_map(hole, 25, false).ok());
    // The first row gets its second digit twice.
    std::string twice = line;
    twice[0] = twice[1];
    CHECK(!parse_stored_map(twice, 25, false).ok());
    // A cell of the first piece handed to the piece of the far corner: pieces of 24 and 26
    // cells, one of them split.
    std::string split = line;
    split[625] = split[625 + 624];
    CHECK(!parse_stored_map(split, 25, false).ok());
}

TEST_CASE("each of the 8 symmetries keeps a stored map and its grid valid") {
    const Board stored = first_stored(25, false);
    std::set<std::vector<int>> maps;
    for (int s = 0; s < 8; ++s) {
        CAPTURE(s);
        const Board turned = transform_jigsaw(stored, s);
        CHECK(is_valid_partition(turned.layout().spec().regions, 25));
        CHECK(turned.empty_count() == 0);
        CHECK(!validate_givens(turned));
        maps.insert(turned.layout().spec().regions);
    }
    CHECK(transform_jigsaw(stored, 0) == stored);
    CHECK(maps.size() == 8);  // a random map has no symmetry of its own
    // Transposing twice, or reversing the rows twice, is the identity.
    CHECK(transform_jigsaw(transform_jigsaw(stored, 1), 1) == stored);
    CHECK(transform_jigsaw(transform_jigsaw(stored, 2), 2) == stored);
}

TEST_CASE("stored regions: reproducible per seed, varied between seeds, always solved") {
    CHECK(!draw_stored_regions({.size = 9, .seed = 1}).has_value());  // random maps there
    std::set<std::vector<int>> maps;
    std::set<std::vector<Digit>> grids;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        CAPTURE(seed);
        const RegionGeneratorOptions options{.size = 25, .seed = seed, .fill_node_limit = 200};
        auto drawn = draw_stored_regions(options);
        REQUIRE(drawn.has_value());
        REQUIRE(drawn->ok());
        const GeneratedRegions& regions = drawn->value();
        CHECK(regions.attempts == 1);
        CHECK(regions.layout->is_jigsaw());
        CHECK(regions.solution.layout_ptr() == regions.layout);
        CHECK(regions.solution.empty_count() == 0);
        CHECK(!validate_givens(regions.solution));
        maps.insert(regions.layout->spec().regions);
        grids.insert(regions.solution.cells());
        auto again = draw_stored_regions(options);
        REQUIRE(again->ok());
        CHECK(again->value().layout->spec() == regions.layout->spec());
        CHECK(again->value().solution == regions.solution);
    }
    CHECK(maps.size() >= 10);
    CHECK(grids.size() == 12);
    // 25x25 X: every symmetry of the square keeps both diagonals units, so the grid stays valid.
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        CAPTURE(seed);
        auto drawn = draw_stored_regions({.size = 25, .diagonals = true, .seed = seed});
        REQUIRE(drawn.has_value());
        REQUIRE(drawn->ok());
        CHECK(drawn->value().layout->spec().diagonals);
        CHECK(drawn->value().solution.empty_count() == 0);
        CHECK(!validate_givens(drawn->value().solution));
    }
    // generate_regions serves the shape from the list: one map, never a search over many.
    auto regions = generate_regions({.size = 25, .seed = 5});
    REQUIRE(regions.ok());
    CHECK(regions->attempts == 1);
}

TEST_CASE("25x25 jigsaw puzzles come from one stored map: unique, reproducible, varied") {
    // Under the sanitizers (ten times slower) two seeds and no second run: the same code.
    const std::uint64_t seeds = kSanitizedBuild ? 2 : 3;
    std::set<std::vector<int>> maps;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        CAPTURE(seed);
        const GeneratorOptions options{.layout = {.size = 25}, .jigsaw = true, .seed = seed};
        auto made = generate_puzzle(options);
        REQUIRE_MESSAGE(made.ok(), sudoku::i18n::english(made.error()));
        CHECK(made->stats.region_maps == made->stats.attempts);  // one map per grid
        CHECK(made->puzzle.layout().is_jigsaw());
        const FastSolveResult count = fast_solve(made->puzzle, {.solution_limit = 2});
        CHECK(count.solutions == 1);
        CHECK(!count.aborted);
        CHECK(*count.first == made->solution);
        if (!kSanitizedBuild) {
            auto again = generate_puzzle(options);
            REQUIRE(again.ok());
            CHECK(again->puzzle == made->puzzle);
        }
        maps.insert(made->puzzle.layout().spec().regions);
    }
    CHECK(maps.size() == seeds);
}
