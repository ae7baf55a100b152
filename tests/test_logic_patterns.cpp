// Each technique on a hand-made candidate grid whose answer is worked out by hand: the step is
// found with exactly the expected eliminations, and not found once the pattern is broken.
//
// [SECTION] Grid builders
// [SECTION] Singles
// [SECTION] Intersections (boxes, jigsaw regions, diagonals)
// [SECTION] Subsets
// [SECTION] Fish
// [SECTION] Wings and colouring
// [SECTION] Forcing and dispatch
#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>

#include "core/logic/logic_techniques.hpp"
#include "logic_test_support.hpp"

using namespace sudoku::core;
using logic_test::blank;
using logic_test::board_of;
using logic_test::digits;
using logic_test::keep_in_col;
using logic_test::keep_in_row;
using logic_test::rc;
using logic_test::remove_digit;

// [SECTION] Grid builders

namespace {

using Pairs = std::vector<std::pair<Cell, Digit>>;

Pairs sorted(Pairs p) {
    std::sort(p.begin(), p.end());
    return p;
}

// Every cell of the listed rows (1-based) in the listed columns, with digit d.
Pairs cross(std::initializer_list<int> rows, std::initializer_list<int> cols, Digit d) {
    Pairs out;
    for (int r : rows)
        for (int c : cols)
            out.push_back({rc(r, c), d});
    return sorted(out);
}

std::vector<int> all_rows_except(std::initializer_list<int> skip) {
    std::vector<int> out;
    for (int r = 1; r <= 9; ++r)
        if (std::find(skip.begin(), skip.end(), r) == skip.end()) out.push_back(r);
    return out;
}

Pairs cross(const std::vector<int>& rows, std::initializer_list<int> cols, Digit d) {
    Pairs out;
    for (int r : rows)
        for (int c : cols)
            out.push_back({rc(r, c), d});
    return sorted(out);
}

const LayoutPtr kClassic = Layout::classic(9);

}  // namespace

// [SECTION] Singles

TEST_CASE("naked single: the only candidate left in a cell") {
    auto grid = CandidateGrid(board_of("12345678." + std::string(72, '.')));
    const auto step = find_naked_single(grid);
    REQUIRE(step);
    CHECK(step->technique == Technique::NakedSingle);
    CHECK(step->placements == Pairs{{rc(1, 9), 9}});
    CHECK(step->explanation == "Naked single: r1c9 can only be 9");
    CHECK_FALSE(find_naked_single(blank(kClassic)));
}

TEST_CASE("hidden single: the only place for a digit in a unit") {
    // 1 in rows 2 and 3 and in columns 2 and 3 leaves box 1 a single place for 1: r1c1.
    std::string line(81, '.');
    line[rc(2, 4)] = '1';
    line[rc(3, 7)] = '1';
    line[rc(4, 2)] = '1';
    line[rc(7, 3)] = '1';
    auto grid = CandidateGrid(board_of(line));
    CHECK_FALSE(find_naked_single(grid));
    const auto step = find_hidden_single(grid);
    REQUIRE(step);
    CHECK(step->placements == Pairs{{rc(1, 1), 1}});
    CHECK(step->explanation == "Hidden single: in box 1, 1 fits only r1c1");
    CHECK_FALSE(find_hidden_single(blank(kClassic)));
}

// [SECTION] Intersections (boxes, jigsaw regions, diagonals)

TEST_CASE("pointing and claiming on boxes and lines") {
    SUBCASE("pointing: box 1 keeps 5 in row 1") {
        auto grid = blank(kClassic);
        for (int r = 2; r <= 3; ++r)
            for (int c = 1; c <= 3; ++c)
                grid.eliminate(rc(r, c), 5);
        const auto step = find_intersection(grid, Technique::Pointing);
        REQUIRE(step);
        CHECK(sorted(step->eliminations) == cross({1}, {4, 5, 6, 7, 8, 9}, 5));
        CHECK(step->explanation ==
              "Pointing: in box 1, 5 lies only in row 1, so 5 leaves the rest of row 1");
        CHECK_FALSE(find_intersection(grid, Technique::Claiming));
    }
    SUBCASE("claiming: row 1 keeps 5 in box 1") {
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {1, 2, 3}, 5);
        const auto step = find_intersection(grid, Technique::Claiming);
        REQUIRE(step);
        CHECK(sorted(step->eliminations) == cross({2, 3}, {1, 2, 3}, 5));
        CHECK(step->explanation ==
              "Claiming: in row 1, 5 lies only in box 1, so 5 leaves the rest of box 1");
        CHECK_FALSE(find_intersection(grid, Technique::Pointing));
    }
    SUBCASE("nothing confined") {
        CHECK_FALSE(find_intersection(blank(kClassic), Technique::Pointing));
        CHECK_FALSE(find_intersection(blank(kClassic), Technique::Claiming));
    }
}

TEST_CASE("intersections on jigsaw regions and diagonals") {
    SUBCASE("jigsaw: region 1 keeps 3 in row 1") {
        const auto grid = logic_test::jigsaw_region_keeps_3_in_row_1();
        const auto at = [](int r, int c) { return static_cast<Cell>((r - 1) * 5 + c - 1); };
        const auto step = find_intersection(grid, Technique::Pointing);
        REQUIRE(step);
        CHECK(sorted(step->eliminations) == Pairs{{at(1, 4), 3}, {at(1, 5), 3}});
        CHECK(step->explanation ==
              "Pointing: in region 1, 3 lies only in row 1, so 3 leaves the rest of row 1");
    }
    SUBCASE("X: box 1 keeps 7 on the diagonal") {
        const auto grid = logic_test::x_box_keeps_7_on_diagonal();
        const auto step = find_intersection(grid, Technique::Pointing);
        REQUIRE(step);
        Pairs expected;
        for (int i = 4; i <= 9; ++i)
            expected.push_back({rc(i, i), 7});
        CHECK(sorted(step->eliminations) == expected);
        CHECK(step->explanation ==
              "Pointing: in box 1, 7 lies only in the diagonal, so 7 leaves "
              "the rest of the diagonal");
    }
    SUBCASE("X: the diagonal keeps 2 in box 5 (claiming)") {
        auto layout = Layout::create(LayoutSpec{.size = 9, .diagonals = true});
        REQUIRE(layout.ok());
        auto grid = blank(*layout);
        for (int i = 1; i <= 9; ++i)
            if (i < 4 || i > 6) grid.eliminate(rc(i, i), 2);
        const auto step = find_intersection(grid, Technique::Claiming);
        REQUIRE(step);
        CHECK(step->units.size() == 2);
        CHECK(grid.layout().units()[step->units[0]].kind == UnitKind::Diagonal);
        // Box 5 minus its diagonal cells r4c4, r5c5, r6c6 (r4c6, r6c4 are on the anti-diagonal,
        // still in box 5).
        Pairs expected;
        for (int r = 4; r <= 6; ++r)
            for (int c = 4; c <= 6; ++c)
                if (r != c) expected.push_back({rc(r, c), 2});
        CHECK(sorted(step->eliminations) == expected);
    }
}

// [SECTION] Subsets

TEST_CASE("naked subsets") {
    SUBCASE("pair") {
        auto grid = blank(kClassic);
        grid.set_candidates(rc(1, 2), digits({3, 8}));
        grid.set_candidates(rc(1, 7), digits({3, 8}));
        const auto step = find_naked_subset(grid, 2);
        REQUIRE(step);
        CHECK(step->technique == Technique::NakedPair);
        CHECK(sorted(step->eliminations) == sorted([] {
                  Pairs p = cross({1}, {1, 3, 4, 5, 6, 8, 9}, 3);
                  const Pairs q = cross({1}, {1, 3, 4, 5, 6, 8, 9}, 8);
                  p.insert(p.end(), q.begin(), q.end());
                  return p;
              }()));
        CHECK(step->explanation ==
              "Naked pair: r1c2 and r1c7 hold only 3 and 8, so 3 and 8 "
              "leave the rest of row 1");
        grid.set_candidates(rc(1, 7), digits({3, 9}));
        CHECK_FALSE(find_naked_subset(grid, 2));
    }
    SUBCASE("triple with no cell holding all three digits") {
        auto grid = blank(kClassic);
        grid.set_candidates(rc(1, 1), digits({1, 2}));
        grid.set_candidates(rc(1, 5), digits({2, 3}));
        grid.set_candidates(rc(1, 9), digits({1, 3}));
        CHECK_FALSE(find_naked_subset(grid, 2));
        const auto step = find_naked_subset(grid, 3);
        REQUIRE(step);
        CHECK(step->technique == Technique::NakedTriple);
        CHECK(step->cells == std::vector<Cell>{rc(1, 1), rc(1, 5), rc(1, 9)});
        CHECK(step->eliminations.size() == 6 * 3);
        grid.set_candidates(rc(1, 9), digits({1, 4}));
        CHECK_FALSE(find_naked_subset(grid, 3));
    }
    SUBCASE("quad in a column") {
        auto grid = blank(kClassic);
        grid.set_candidates(rc(1, 4), digits({1, 2}));
        grid.set_candidates(rc(3, 4), digits({2, 3}));
        grid.set_candidates(rc(5, 4), digits({3, 4}));
        grid.set_candidates(rc(8, 4), digits({4, 1}));
        CHECK_FALSE(find_naked_subset(grid, 3));
        const auto step = find_naked_subset(grid, 4);
        REQUIRE(step);
        CHECK(step->technique == Technique::NakedQuad);
        CHECK(step->units == std::vector<int>{9 + 3});  // column 4
        CHECK(step->eliminations.size() == 5 * 4);
    }
}

TEST_CASE("hidden subsets") {
    SUBCASE("pair") {
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {2, 7}, 3);
        keep_in_row(grid, 1, {2, 7}, 8);
        CHECK_FALSE(find_naked_subset(grid, 2));
        const auto step = find_hidden_subset(grid, 2);
        REQUIRE(step);
        CHECK(step->technique == Technique::HiddenPair);
        CHECK(step->cells == std::vector<Cell>{rc(1, 2), rc(1, 7)});
        CHECK(step->eliminations.size() == 2 * 7);
        for (const auto& [c, d] : step->eliminations)
            CHECK((d != 3 && d != 8));
        CHECK(step->explanation ==
              "Hidden pair: in row 1, 3 and 8 fit only r1c2 and r1c7, so "
              "every other candidate leaves those cells");
        grid.set_candidates(rc(1, 5), digits({8, 9}));  // 8 gets a third place
        CHECK_FALSE(find_hidden_subset(grid, 2));
    }
    SUBCASE("triple in box 5") {
        auto grid = blank(kClassic);
        const std::vector<Cell> keep = {rc(4, 4), rc(5, 6), rc(6, 5)};
        for (int r = 4; r <= 6; ++r)
            for (int c = 4; c <= 6; ++c)
                if (std::find(keep.begin(), keep.end(), rc(r, c)) == keep.end())
                    remove_digit(grid, {rc(r, c)}, 4), remove_digit(grid, {rc(r, c)}, 5),
                        remove_digit(grid, {rc(r, c)}, 6);
        CHECK_FALSE(find_hidden_subset(grid, 2));
        const auto step = find_hidden_subset(grid, 3);
        REQUIRE(step);
        CHECK(step->technique == Technique::HiddenTriple);
        CHECK(step->explanation.starts_with("Hidden triple: in box 5, 4, 5 and 6 fit only"));
        CHECK(step->eliminations.size() == 3 * 6);
    }
}

// [SECTION] Fish

TEST_CASE("fish: X-Wing, Swordfish, Jellyfish") {
    SUBCASE("X-Wing on rows") {
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {2, 7}, 5);
        keep_in_row(grid, 4, {2, 7}, 5);
        const auto step = find_fish(grid, 2);
        REQUIRE(step);
        CHECK(step->technique == Technique::XWing);
        CHECK(sorted(step->eliminations) == cross(all_rows_except({1, 4}), {2, 7}, 5));
        CHECK(step->cells == std::vector<Cell>{rc(1, 2), rc(1, 7), rc(4, 2), rc(4, 7)});
        CHECK(step->explanation ==
              "X-Wing: in rows 1 and 4, 5 fits only in columns 2 and 7, so "
              "5 leaves the rest of columns 2 and 7");
        grid.set_candidates(rc(4, 5), grid.candidates(rc(4, 5)) | digit_bit(5));
        CHECK_FALSE(find_fish(grid, 2));
    }
    SUBCASE("X-Wing on columns") {
        auto grid = blank(kClassic);
        keep_in_col(grid, 3, {2, 8}, 6);
        keep_in_col(grid, 9, {2, 8}, 6);
        const auto step = find_fish(grid, 2);
        REQUIRE(step);
        Pairs expected;
        for (int c = 1; c <= 9; ++c)
            if (c != 3 && c != 9)
                expected.push_back({rc(2, c), 6}), expected.push_back({rc(8, c), 6});
        CHECK(sorted(step->eliminations) == sorted(expected));
    }
    SUBCASE("Swordfish") {
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {1, 4}, 5);
        keep_in_row(grid, 5, {4, 7}, 5);
        keep_in_row(grid, 9, {1, 7}, 5);
        CHECK_FALSE(find_fish(grid, 2));
        const auto step = find_fish(grid, 3);
        REQUIRE(step);
        CHECK(step->technique == Technique::Swordfish);
        CHECK(sorted(step->eliminations) == cross(all_rows_except({1, 5, 9}), {1, 4, 7}, 5));
        keep_in_row(grid, 9, {1, 8}, 5);  // now columns 1, 4, 7 and 8: no fish of three
        grid.set_candidates(rc(9, 8), grid.candidates(rc(9, 8)) | digit_bit(5));
        CHECK_FALSE(find_fish(grid, 3));
    }
    SUBCASE("Jellyfish") {
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {1, 2}, 5);
        keep_in_row(grid, 3, {2, 3}, 5);
        keep_in_row(grid, 5, {3, 4}, 5);
        keep_in_row(grid, 7, {4, 1}, 5);
        CHECK_FALSE(find_fish(grid, 2));
        CHECK_FALSE(find_fish(grid, 3));
        const auto step = find_fish(grid, 4);
        REQUIRE(step);
        CHECK(step->technique == Technique::Jellyfish);
        CHECK(sorted(step->eliminations) == cross(all_rows_except({1, 3, 5, 7}), {1, 2, 3, 4}, 5));
        CHECK(step->units.size() == 8);
    }
}

// [SECTION] Wings and colouring

TEST_CASE("wings") {
    SUBCASE("XY-Wing") {
        auto grid = blank(kClassic);
        grid.set_candidates(rc(1, 1), digits({1, 2}));
        grid.set_candidates(rc(1, 5), digits({1, 3}));
        grid.set_candidates(rc(5, 1), digits({2, 3}));
        const auto step = find_xy_wing(grid);
        REQUIRE(step);
        CHECK(step->eliminations == Pairs{{rc(5, 5), 3}});
        CHECK(step->explanation ==
              "XY-Wing: pivot r1c1 (1/2) with pincers r1c5 (1/3) and r5c1 "
              "(2/3): one pincer must be 3, so 3 leaves r5c5");
        CHECK_FALSE(find_xyz_wing(grid));
        grid.set_candidates(rc(5, 1), digits({2, 4}));
        CHECK_FALSE(find_xy_wing(grid));
    }
    SUBCASE("XYZ-Wing") {
        auto grid = blank(kClassic);
        grid.set_candidates(rc(1, 1), digits({1, 2, 3}));
        grid.set_candidates(rc(1, 5), digits({1, 3}));
        grid.set_candidates(rc(2, 2), digits({2, 3}));
        const auto step = find_xyz_wing(grid);
        REQUIRE(step);
        CHECK(sorted(step->eliminations) == Pairs{{rc(1, 2), 3}, {rc(1, 3), 3}});
        CHECK_FALSE(find_xy_wing(grid));
        grid.set_candidates(rc(2, 2), digits({2, 4}));
        CHECK_FALSE(find_xyz_wing(grid));
    }
}

TEST_CASE("simple colouring") {
    SUBCASE("colour trap") {
        // 4's conjugate pairs: row 1 (r1c1-r1c5), column 5 (r1c5-r5c5), row 5 (r5c5-r5c2).
        // Colours: r1c1, r5c5 versus r1c5, r5c2. Cells seeing r1c1 and r5c2 lose 4.
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {1, 5}, 4);
        keep_in_col(grid, 5, {1, 5}, 4);
        keep_in_row(grid, 5, {2, 5}, 4);
        const auto step = find_simple_colouring(grid);
        REQUIRE(step);
        CHECK(sorted(step->eliminations) ==
              Pairs{{rc(2, 2), 4}, {rc(3, 2), 4}, {rc(4, 1), 4}, {rc(6, 1), 4}});
        CHECK(step->cells == std::vector<Cell>{rc(1, 1), rc(1, 5), rc(5, 2), rc(5, 5)});
        CHECK(step->explanation.starts_with("Simple colouring (colour trap)"));
    }
    SUBCASE("colour wrap") {
        // Chain r1c1 - r1c5 - r5c5 - r5c3 - r2c3: r1c1 and r2c3 share a colour and a box.
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {1, 5}, 4);
        keep_in_col(grid, 5, {1, 5}, 4);
        keep_in_row(grid, 5, {3, 5}, 4);
        keep_in_col(grid, 3, {2, 5}, 4);
        const auto step = find_simple_colouring(grid);
        REQUIRE(step);
        CHECK(sorted(step->eliminations) == Pairs{{rc(1, 1), 4}, {rc(2, 3), 4}, {rc(5, 5), 4}});
        CHECK(step->explanation.starts_with("Simple colouring (colour wrap)"));
    }
    SUBCASE("a lone conjugate pair traps nothing") {
        auto grid = blank(kClassic);
        keep_in_row(grid, 1, {1, 5}, 4);
        CHECK_FALSE(find_simple_colouring(grid));
        CHECK_FALSE(find_simple_colouring(blank(kClassic)));
    }
}

// [SECTION] Forcing and dispatch

TEST_CASE("forcing techniques find nothing without a contradiction or a common result") {
    const auto grid = blank(kClassic);
    CHECK_FALSE(find_nishio(grid));
    CHECK_FALSE(find_forcing_chain(grid));
}

TEST_CASE("find_step dispatches every technique to a finder of that technique") {
    // The naked pair grid above: only the pair technique (and later ones built on it) fires.
    auto grid = blank(kClassic);
    grid.set_candidates(rc(1, 2), digits({3, 8}));
    grid.set_candidates(rc(1, 7), digits({3, 8}));
    for (int t = 0; t < kTechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (auto step = find_step(grid, technique)) CHECK(step->technique == technique);
    }
    CHECK(find_step(grid, Technique::NakedPair));
    CHECK_FALSE(find_step(grid, Technique::NakedSingle));
    CHECK_FALSE(find_step(grid, Technique::XWing));
}
