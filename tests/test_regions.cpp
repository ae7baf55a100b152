// Random jigsaw regions: valid partitions (N connected pieces of N cells), reproducible per
// seed, well mixed, and always playable (a solution exists) within the attempt bound.
#include <doctest/doctest.h>

#include <atomic>
#include <set>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/generate/region_generator.hpp"
#include "i18n/describe.hpp"
#include "region_partition.hpp"

using namespace sudoku::core;
using sudoku::test::is_valid_partition;

namespace {

// Pieces spanning more than one row: the shuffle starts from the rows, so a well mixed map has
// many.
int pieces_not_rows(const std::vector<int>& map, int n) {
    std::vector<std::set<int>> rows(n);
    for (int c = 0; c < n * n; ++c)
        rows[map[c]].insert(c / n);
    int spanning = 0;
    for (const auto& r : rows)
        spanning += r.size() > 1;
    return spanning;
}

}  // namespace

TEST_CASE("random region maps are N connected pieces of N cells for N = 3..25") {
    for (int n = 3; n <= 25; ++n) {
        CAPTURE(n);
        Random rng(static_cast<std::uint64_t>(n) * 7919);
        for (int k = 0; k < (n <= 12 ? 5 : 1); ++k) {
            const auto map = random_region_map(n, rng);
            CHECK(is_valid_partition(map, n));
            CHECK(Layout::create(LayoutSpec{.size = n, .regions = map}).ok());
            if (n >= 5) CHECK(pieces_not_rows(map, n) >= n / 2);
        }
    }
}

TEST_CASE("region maps are reproducible per seed and differ between seeds") {
    Random a(42), b(42), c(43);
    const auto first = random_region_map(9, a);
    CHECK(first == random_region_map(9, b));
    CHECK(first != random_region_map(9, c));
    // Numbered in order of first appearance: the top-left cell is always piece 0.
    CHECK(first[0] == 0);
}

TEST_CASE("generated regions always admit a solution, for N = 3..12") {
    for (int n = 3; n <= 12; ++n) {
        CAPTURE(n);
        auto regions = generate_regions({.size = n, .seed = static_cast<std::uint64_t>(n)});
        REQUIRE_MESSAGE(regions.ok(), (regions.ok() ? "" : sudoku::i18n::english(regions.error())));
        CHECK(regions->layout->is_jigsaw());
        CHECK(is_valid_partition(regions->layout->spec().regions, n));
        CHECK(regions->solution.is_solved());
        CHECK(regions->solution.layout().spec() == regions->layout->spec());
        CHECK(regions->attempts >= 1);
    }
}

TEST_CASE("jigsaw regions combine with X where a solution exists") {
    for (int n : {4, 5, 6, 7, 8, 9}) {
        CAPTURE(n);
        auto regions = generate_regions(
            {.size = n, .diagonals = true, .seed = 100 + static_cast<unsigned>(n)});
        REQUIRE_MESSAGE(regions.ok(), (regions.ok() ? "" : sudoku::i18n::english(regions.error())));
        CHECK(regions->layout->spec().diagonals);
        const Board& s = regions->solution;
        CHECK(s.is_solved());
        std::set<int> diag, anti;
        for (int i = 0; i < n; ++i) {
            diag.insert(s.at(i, i));
            anti.insert(s.at(i, n - 1 - i));
        }
        CHECK(static_cast<int>(diag.size()) == n);
        CHECK(static_cast<int>(anti.size()) == n);
    }
}

TEST_CASE("impossible or bounded region requests fail with a clear message") {
    auto x3 = generate_regions({.size = 3, .diagonals = true});
    REQUIRE_FALSE(x3.ok());
    CHECK(sudoku::i18n::english(x3.error()).find("no solution") != std::string::npos);

    auto big = generate_regions({.size = 26});
    REQUIRE_FALSE(big.ok());
    CHECK(sudoku::i18n::english(big.error()).find("out of range") != std::string::npos);

    // One guess per map is far too little to fill a 12x12 jigsaw: the attempt bound is named.
    auto bounded = generate_regions({.size = 12, .max_attempts = 3, .fill_node_limit = 1});
    REQUIRE_FALSE(bounded.ok());
    CHECK(sudoku::i18n::english(bounded.error()).find("3 attempts") != std::string::npos);

    std::atomic<bool> cancel{true};
    auto stopped = generate_regions({.size = 9, .cancel = &cancel});
    REQUIRE_FALSE(stopped.ok());
    CHECK(sudoku::i18n::english(stopped.error()) == "cancelled");
}
