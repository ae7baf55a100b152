// Layout invariants for every shape: units partition the board, peers are symmetric.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/grid/layout.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

namespace {

void check_invariants(const Layout& layout) {
    const int n = layout.size();
    // Rows, columns and boxes each partition the board; every unit has N distinct cells.
    for (const Unit& unit : layout.units()) {
        CHECK(static_cast<int>(unit.cells.size()) == n);
        auto cells = unit.cells;
        std::sort(cells.begin(), cells.end());
        CHECK(std::adjacent_find(cells.begin(), cells.end()) == cells.end());
    }
    for (int c = 0; c < layout.cell_count(); ++c) {
        const auto cell = static_cast<Cell>(c);
        for (Cell p : layout.peers(cell)) {
            CHECK(p != cell);
            const auto back = layout.peers(p);
            CHECK(std::find(back.begin(), back.end(), cell) != back.end());
            CHECK(layout.shared_unit(cell, p) >= 0);
        }
        CHECK(layout.units_of(cell).size() >= 3);
    }
}

}  // namespace

TEST_CASE("default box shapes follow the lessons") {
    CHECK(default_box_shape(4) == BoxShape{2, 2});
    CHECK(default_box_shape(6) == BoxShape{2, 3});
    CHECK(default_box_shape(8) == BoxShape{2, 4});
    CHECK(default_box_shape(9) == BoxShape{3, 3});
    CHECK(default_box_shape(10) == BoxShape{2, 5});
    CHECK(default_box_shape(12) == BoxShape{3, 4});
    CHECK(default_box_shape(15) == BoxShape{3, 5});
    CHECK(default_box_shape(16) == BoxShape{4, 4});
    CHECK(default_box_shape(20) == BoxShape{4, 5});
    CHECK(default_box_shape(25) == BoxShape{5, 5});
    CHECK_FALSE(default_box_shape(5).has_value());
    CHECK_FALSE(default_box_shape(7).has_value());
    CHECK_FALSE(default_box_shape(26).has_value());
}

TEST_CASE("every rectangular size has consistent units and peers") {
    for (int n : {4, 6, 8, 9, 10, 12, 15, 16, 20, 25}) {
        CAPTURE(n);
        const auto layout = Layout::classic(n);
        CHECK(static_cast<int>(layout->units().size()) == 3 * n);
        check_invariants(*layout);
        const auto shape = *default_box_shape(n);
        // Peers of a cell: row + column + box minus overlaps.
        CHECK(static_cast<int>(layout->peers(0).size()) ==
              3 * (n - 1) - (shape.rows - 1) - (shape.cols - 1));
    }
}

TEST_CASE("9x9 boxes are numbered row-major") {
    const auto layout = Layout::classic(9);
    CHECK(layout->box_of(layout->cell_at(0, 0)) == 0);
    CHECK(layout->box_of(layout->cell_at(4, 5)) == 4);
    CHECK(layout->box_of(layout->cell_at(8, 8)) == 8);
    CHECK(layout->peers(0).size() == 20);
    CHECK(layout->cell_name(layout->cell_at(2, 5)) == "r3c6");
}

TEST_CASE("Sudoku X adds both diagonals, hyper adds four windows") {
    auto x = Layout::create(LayoutSpec{.size = 9, .diagonals = true});
    REQUIRE(x.ok());
    CHECK((*x)->units().size() == 29);
    check_invariants(**x);
    CHECK((*x)->units_of(0).size() == 4);   // row, column, box, diagonal
    CHECK((*x)->units_of(40).size() == 5);  // the centre is on both diagonals

    auto hyper = Layout::create(LayoutSpec{.size = 9, .hyper = true});
    REQUIRE(hyper.ok());
    CHECK((*hyper)->units().size() == 31);
    check_invariants(**hyper);
    // r2c2 (index 10) is in the first window, r1c1 in none.
    CHECK((*hyper)->units_of(10).size() == 4);
    CHECK((*hyper)->units_of(0).size() == 3);
    CHECK((*hyper)->describe() == "9x9 hyper");
}

TEST_CASE("box=RxC override and bad shapes") {
    auto tall = Layout::create(LayoutSpec{.size = 6, .box = {3, 2}});
    REQUIRE(tall.ok());
    check_invariants(**tall);
    CHECK((*tall)->describe() == "6x6 (3x2 boxes)");

    auto bad = Layout::create(LayoutSpec{.size = 9, .box = {2, 4}});
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()) ==
          "box 2x4 does not tile a 9x9 board (rows x cols must be 9)");

    auto prime = Layout::create(LayoutSpec{.size = 7});
    REQUIRE_FALSE(prime.ok());
    CHECK(sudoku::i18n::english(prime.error()) ==
          "size 7 has no rectangular box shape; give jigsaw regions");

    CHECK_FALSE(Layout::create(LayoutSpec{.size = 2}).ok());
    CHECK_FALSE(Layout::create(LayoutSpec{.size = 26}).ok());
    CHECK_FALSE(Layout::create(LayoutSpec{.size = 6, .hyper = true}).ok());
}

TEST_CASE("jigsaw region maps are validated") {
    // 5x5 pentomino board (Logi-5 style): five connected pieces of five cells.
    const std::vector<int> penta = {0, 0, 0, 1, 1,  //
                                    0, 0, 2, 1, 1,  //
                                    3, 2, 2, 2, 1,  //
                                    3, 3, 2, 4, 4,  //
                                    3, 3, 4, 4, 4};
    auto ok = Layout::create(LayoutSpec{.size = 5, .regions = penta});
    REQUIRE(ok.ok());
    check_invariants(**ok);
    CHECK((*ok)->units()[10].kind == UnitKind::Region);
    CHECK((*ok)->describe() == "5x5 jigsaw");

    auto wrong_count = penta;
    wrong_count[4] = 4;  // region 2 loses a cell, region 5 gains one
    auto r1 = Layout::create(LayoutSpec{.size = 5, .regions = wrong_count});
    REQUIRE_FALSE(r1.ok());
    CHECK(sudoku::i18n::english(r1.error()) == "region 2 has 4 cells, needs 5");

    auto split = penta;
    std::swap(split[0], split[24]);  // r1c1 becomes part of region 5, far from the rest
    auto r2 = Layout::create(LayoutSpec{.size = 5, .regions = split});
    REQUIRE_FALSE(r2.ok());
    CHECK(sudoku::i18n::english(r2.error()).find("is not connected") != std::string::npos);

    auto short_map = Layout::create(LayoutSpec{.size = 5, .regions = {0, 1, 2}});
    REQUIRE_FALSE(short_map.ok());
    CHECK(sudoku::i18n::english(short_map.error()) == "region map has 3 entries, needs 25");
}
