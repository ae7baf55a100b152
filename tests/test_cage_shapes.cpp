// Killer cages laid out once (core/paint) for the player's board, the Watch board and every
// export: each cage's sum in its first cell, dashed outlines inside the grid lines, the cage a
// rule just used drawn solid in the accent colour, candidates below the sums, and the cages in
// an exported Watch frame's SVG.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/paint/board_picture.hpp"
#include "core/paint/cage_shapes.hpp"
#include "core/plot/figure_svg.hpp"
#include "puzzle_fixtures.hpp"
#include "render/animation.hpp"
#include "render/painter.hpp"

namespace core = sudoku::core;
namespace render = sudoku::render;
using sudoku::test::board_of;

namespace {

// The 4x4 grid 1234/3412/2143/4321 cut into pairs.
constexpr const char* kKiller4 =
    "................ cage=3:r1c1,r1c2 cage=7:r1c3,r1c4 cage=5:r2c1,r3c1 cage=5:r2c2,r2c3 "
    "cage=5:r2c4,r3c4 cage=5:r3c2,r3c3 cage=7:r4c1,r4c2 cage=3:r4c3,r4c4";

std::vector<core::Shape> cage_shapes(const core::Board& board, int highlight, double cell = 60) {
    core::BoardBox box;
    box.x = 10;
    box.y = 20;
    box.cell = cell;
    std::vector<core::Shape> out;
    core::layout_cages(board.layout(), core::BoardPalette{}, box, highlight, out);
    return out;
}

std::vector<core::Shape> of_kind(const std::vector<core::Shape>& shapes, core::ShapeKind kind) {
    std::vector<core::Shape> out;
    std::copy_if(shapes.begin(), shapes.end(), std::back_inserter(out),
                 [kind](const core::Shape& s) { return s.kind == kind; });
    return out;
}

}  // namespace

TEST_CASE("paint: each cage's sum sits in its first cell, inside it, on the board colour") {
    const core::Board board = board_of(kKiller4);
    const std::vector<core::Shape> shapes = cage_shapes(board, -1);
    const std::vector<core::Shape> sums = of_kind(shapes, core::ShapeKind::Label);
    REQUIRE(sums.size() == 8);
    const core::BoardPalette palette;
    for (std::size_t k = 0; k < sums.size(); ++k) {
        const core::Cage& cage = board.layout().cages()[k];
        CAPTURE(k);
        CHECK(sums[k].text == std::to_string(cage.sum));
        const int row = board.layout().row_of(cage.cells.front());
        const int col = board.layout().col_of(cage.cells.front());
        // The top-left corner of the first cell, not beyond its first quarter.
        CHECK(sums[k].x0 > 10 + col * 60.0);
        CHECK(sums[k].x0 < 10 + col * 60.0 + 15);
        CHECK(sums[k].y0 > 20 + row * 60.0);
        CHECK(sums[k].y0 < 20 + row * 60.0 + 30);
        CHECK(sums[k].fill == palette.board);
        CHECK(sums[k].size == doctest::Approx(core::cage_sum_height(60)));
    }
}

TEST_CASE("paint: cage outlines are dashed inside the cells - the cage a rule used is solid") {
    const core::Board board = board_of(kKiller4);
    const core::BoardPalette palette;
    const std::vector<core::Shape> plain = of_kind(cage_shapes(board, -1), core::ShapeKind::Line);
    REQUIRE(!plain.empty());
    for (const core::Shape& line : plain) {
        CHECK(line.colour != palette.accent);
        // Never on a grid line: every dash lies strictly inside some cell.
        const double mid_x = (line.x0 + line.x1) / 2 - 10, mid_y = (line.y0 + line.y1) / 2 - 20;
        const double in_x = mid_x - 60 * std::floor(mid_x / 60);
        const double in_y = mid_y - 60 * std::floor(mid_y / 60);
        CHECK(((in_x > 2 && in_x < 58) || (in_y > 2 && in_y < 58)));
    }
    // A 60 px side cut into dashes: more lines than the cages' sides.
    CHECK(plain.size() > 8 * 6);

    const std::vector<core::Shape> lit = of_kind(cage_shapes(board, 0), core::ShapeKind::Line);
    const auto accent = static_cast<int>(std::count_if(
        lit.begin(), lit.end(), [&](const core::Shape& s) { return s.colour == palette.accent; }));
    CHECK(accent == 6);  // two cells, three sides each, drawn whole
    CHECK(lit.size() < plain.size());
}

TEST_CASE("paint: a board without cages has no cage shapes") {
    const core::Board board = board_of("1.34341221.3432.");
    CHECK(cage_shapes(board, -1).empty());
}

TEST_CASE("paint: a Killer Watch frame, exported, shows its cages and the candidates below them") {
    const core::Board board = board_of(kKiller4);
    core::StepSolverOptions solver;
    solver.algorithm = core::Algorithm::Mrv;
    auto frame = render::frame_at_step(board, solver, 1);
    REQUIRE(frame.ok());
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words;
    const core::BoardPicture picture =
        render::frame_picture(0, 0, 240, *frame, render::PaintStyle{theme, font, words});
    // Every cage's sum, in the cages' order, and each in the SVG as a text on its patch.
    std::vector<std::string> sums;
    for (const core::Shape& s : picture.figure.shapes)
        if (s.kind == core::ShapeKind::Label && s.fill == render::board_palette(theme).board)
            sums.push_back(s.text);
    CHECK(sums == std::vector<std::string>{"3", "7", "5", "5", "5", "5", "7", "3"});
    const std::string svg = core::figure_svg(picture.figure);
    CHECK(svg.find(">7</text>") != std::string::npos);
    // In the first row, the candidates (small digits) start below the sums.
    const double cell = (picture.figure.right - picture.figure.left) / 4;
    const double row_end = picture.figure.top + cell;
    double lowest_sum = 0, highest_candidate = 1e9;
    for (const core::Shape& s : picture.figure.shapes) {
        if (s.kind == core::ShapeKind::Label && s.y0 < row_end)
            lowest_sum = std::max(lowest_sum, s.y0 + s.size / 2);
        if (s.kind == core::ShapeKind::Text && s.glyph && s.size < cell / 2 && s.y0 < row_end)
            highest_candidate = std::min(highest_candidate, s.y0 - s.size / 2);
    }
    REQUIRE(lowest_sum > 0);
    CHECK(highest_candidate >= lowest_sum - 1);
}
