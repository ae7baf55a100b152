// The player's pencil marks laid out once (core/paint/mark_shapes): corner marks at the corners
// then the edges, kept inside the cell by the glyph as the backend draws it; many corner marks
// along the top and bottom edges; centre marks in a centred row; a coloured candidate on a patch
// with the ink that reads on it; the highlighted digit in its colour; cell colours as fills
// toned for the board; which cells are the marks' and which the plain notes'.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/paint/board_picture.hpp"
#include "core/paint/mark_shapes.hpp"
#include "puzzle_fixtures.hpp"

namespace core = sudoku::core;
using sudoku::test::board_of;

namespace {

// A 4x4 board, r1c1 a given; the rest empty.
core::Position empty_4x4() {
    return core::Position::start(board_of("1..............."));
}

core::Mask bit(core::Digit d) {
    return static_cast<core::Mask>(core::Mask{1} << d);
}

core::BoardBox box_at(double x, double y, double cell) {
    core::BoardBox box;
    box.x = x;
    box.y = y;
    box.cell = cell;
    return box;
}

std::vector<core::Shape> glyphs_of(const std::vector<core::Shape>& shapes) {
    std::vector<core::Shape> out;
    for (const core::Shape& s : shapes)
        if (s.kind == core::ShapeKind::Text) out.push_back(s);
    return out;
}

}  // namespace

TEST_CASE("mark shapes: corner marks fill the corners in SudokuPad's order, inside the cell") {
    core::Position p = empty_4x4();
    p.corners[5] = bit(1) | bit(2) | bit(3) | bit(4);  // r2c2
    std::vector<core::Shape> out;
    core::layout_marks(p, box_at(10, 20, 60), core::MarkStyle{}, out);
    const std::vector<core::Shape> g = glyphs_of(out);
    REQUIRE(g.size() == 4);
    const double x0 = 10 + 60, y0 = 20 + 60;
    // 1 top left, 2 top right, 3 bottom left, 4 bottom right.
    CHECK(g[0].text == "1");
    CHECK(g[0].x0 < x0 + 30);
    CHECK(g[0].y0 < y0 + 30);
    CHECK(g[1].x0 > x0 + 30);
    CHECK(g[1].y0 < y0 + 30);
    CHECK(g[2].x0 < x0 + 30);
    CHECK(g[2].y0 > y0 + 30);
    CHECK(g[3].x0 > x0 + 30);
    CHECK(g[3].y0 > y0 + 30);
    for (const core::Shape& s : g) {
        CHECK(s.glyph);
        CHECK(s.size == doctest::Approx(60 * 0.27));
        // Half the glyph plus a margin from each edge.
        CHECK(s.x0 - s.size / 2 > x0);
        CHECK(s.x0 + s.size / 2 < x0 + 60);
        CHECK(s.y0 - s.size / 2 > y0);
        CHECK(s.y0 + s.size / 2 < y0 + 60);
    }
}

TEST_CASE("mark shapes: a backend's baked sizes push a large glyph away from the grid lines") {
    core::Position p = empty_4x4();
    p.corners[1] = bit(2);
    // A small cell whose marks the backend can only draw at 12 px (larger than asked).
    const std::vector<float> sizes{12.0f};
    core::MarkStyle style;
    style.text_sizes = sizes;
    std::vector<core::Shape> plain, baked;
    core::layout_marks(p, box_at(0, 0, 20), core::MarkStyle{}, plain);
    core::layout_marks(p, box_at(0, 0, 20), style, baked);
    REQUIRE(plain.size() == 1);
    REQUIRE(baked.size() == 1);
    // Kept 6 + 1.5 px in from the top-left corner of r1c2 instead of 20 * 0.27 / 2 + 1.5.
    CHECK(baked[0].x0 == doctest::Approx(20 + 7.5));
    CHECK(baked[0].y0 == doctest::Approx(7.5));
    CHECK(plain[0].x0 < baked[0].x0);
}

TEST_CASE("mark shapes: nine corner marks run along the top and bottom edges") {
    const core::Position p = [] {
        core::Position q = core::Position::start(board_of(std::string(81, '.')));
        for (core::Digit d = 1; d <= 9; ++d)
            q.corners[0] |= bit(d);
        return q;
    }();
    std::vector<core::Shape> out;
    core::layout_marks(p, box_at(0, 0, 60), core::MarkStyle{}, out);
    const std::vector<core::Shape> g = glyphs_of(out);
    REQUIRE(g.size() == 9);
    for (std::size_t i = 0; i < g.size(); ++i) {
        CAPTURE(i);
        CHECK((i < 5 ? g[i].y0 < 20 : g[i].y0 > 40));
        CHECK(g[i].x0 > 0);
        CHECK(g[i].x0 < 60);
        if (i != 0 && i != 5) CHECK(g[i].x0 > g[i - 1].x0);
    }
}

TEST_CASE("mark shapes: centre marks make a centred row, the highlighted digit in its colour") {
    core::Position p = empty_4x4();
    p.notes[1] = bit(2) | bit(3);
    core::MarkStyle style;
    style.highlighted = 3;
    std::vector<core::Shape> out;
    core::layout_marks(p, box_at(0, 0, 60), style, out);
    REQUIRE(out.size() == 2);
    CHECK(out[0].y0 == doctest::Approx(30));
    CHECK(out[1].y0 == doctest::Approx(30));
    CHECK(out[0].x0 + out[1].x0 == doctest::Approx(2 * (60 + 30)));
    CHECK(out[0].colour == style.note);
    CHECK(out[1].colour == style.highlight);
    // Big boards keep plain centre marks for the notes' grids: not laid out here.
    style.centre_marks_too = false;
    out.clear();
    core::layout_marks(p, box_at(0, 0, 60), style, out);
    CHECK(out.empty());
    CHECK_FALSE(core::painted_marks(p, 1, false));
    CHECK(core::painted_marks(p, 1, true));
    CHECK_FALSE(core::painted_marks(p, 0, true));  // a given has no marks
}

TEST_CASE("mark shapes: a coloured candidate sits on a patch of its colour in readable ink") {
    core::Position p = empty_4x4();
    p.notes[2] = bit(4);
    p.candidate_colours[2][3] = 9;  // indigo: white ink
    p.corners[2] = bit(1);
    p.candidate_colours[2][0] = 4;  // yellow: black ink
    std::vector<core::Shape> out;
    core::layout_marks(p, box_at(0, 0, 60), core::MarkStyle{}, out);
    // Corner 1's patch and glyph, then centre 4's.
    REQUIRE(out.size() == 4);
    CHECK(out[0].kind == core::ShapeKind::FilledRect);
    CHECK(out[0].colour == core::mark_colour(4));
    CHECK(out[1].colour == core::PlotColour{0, 0, 0, 255});
    CHECK(out[2].colour == core::mark_colour(9));
    CHECK(out[3].colour == core::PlotColour{255, 255, 255, 255});
    // The patch is centred on its glyph.
    CHECK((out[2].x0 + out[2].x1) / 2 == doctest::Approx(out[3].x0));
    CHECK((out[2].y0 + out[2].y1) / 2 == doctest::Approx(out[3].y0));
    CHECK(out[2].rounding > 0);
}

TEST_CASE("mark shapes: a cell's colour fills it, stronger on dark and high-contrast boards") {
    core::Position p = empty_4x4();
    p.colours[6] = 2;  // r2c3
    std::vector<core::Shape> out;
    core::layout_cell_colour(p, 5, box_at(10, 20, 50), core::DepthTone::Light, out);
    CHECK(out.empty());
    core::layout_cell_colour(p, 6, box_at(10, 20, 50), core::DepthTone::Light, out);
    REQUIRE(out.size() == 1);
    CHECK(out[0].kind == core::ShapeKind::FilledRect);
    CHECK(out[0].x0 == doctest::Approx(110));
    CHECK(out[0].y0 == doctest::Approx(70));
    CHECK(out[0].x1 == doctest::Approx(160));
    CHECK(out[0].y1 == doctest::Approx(120));
    CHECK(out[0].colour.a == 140);
    CHECK(core::mark_fill(2, core::DepthTone::Dark).a == 170);
    CHECK(core::mark_fill(2, core::DepthTone::HighContrast).a == 200);
    CHECK(core::mark_fill(0, core::DepthTone::Light).a == 0);
    CHECK(core::mark_colour(10).a == 0);
}
