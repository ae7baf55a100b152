// The board laid out once (core/paint) for the screen and the exports: the value being tried is
// marked as tried in an exported frame, not drawn as if placed; no text on a presented board
// is under 14 px; predict mode's count never covers a candidate; the SVG backend writes every
// shape.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>

#include "core/grid/symbols.hpp"
#include "core/paint/board_picture.hpp"
#include "core/paint/note_grid.hpp"
#include "core/plot/figure_svg.hpp"
#include "core/search/solver_player.hpp"
#include "game_fixtures.hpp"
#include "render/animation.hpp"
#include "render/image.hpp"

namespace render = sudoku::render;
namespace core = sudoku::core;
using sudoku::test::board_of;
using sudoku::test::rc;

namespace {

struct Style {
    render::RenderTheme theme;
    render::FontFace font;
    render::FrameWords words;
    [[nodiscard]] render::PaintStyle get() const { return {theme, font, words}; }
};

// The digits drawn full size (not a candidate) centred at (x, y), in cells `cell` wide.
std::vector<core::Shape> glyphs_at(const core::Figure& f, double x, double y, double cell) {
    std::vector<core::Shape> out;
    for (const core::Shape& s : f.shapes)
        if (s.kind == core::ShapeKind::Text && s.glyph && s.size > cell * 0.5 &&
            std::abs(s.x0 - x) < 0.5 && std::abs(s.y0 - y) < 0.5)
            out.push_back(s);
    return out;
}

int count_kind(const core::Figure& f, core::ShapeKind kind) {
    return static_cast<int>(std::count_if(f.shapes.begin(), f.shapes.end(),
                                          [kind](const core::Shape& s) { return s.kind == kind; }));
}

}  // namespace

TEST_CASE("paint: an exported Watch frame marks the value tried as tried, not as placed") {
    Style style;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    auto tried = render::frame_at_step(board, {}, 2);  // naive: select r1c3, try 1
    REQUIRE(tried.ok());
    REQUIRE(tried->last->kind == core::StepKind::Try);
    REQUIRE(tried->board.at(rc(1, 3)) == core::kEmpty);
    const core::BoardPicture picture = render::frame_picture(0, 0, 450, *tried, style.get());
    const core::BoardBox box = render::board_box(0, 0, 450, 9);
    const auto shown =
        glyphs_at(picture.figure, box.x + 2.5 * box.cell, box.y + 0.5 * box.cell, box.cell);
    REQUIRE(shown.size() == 1);
    CHECK(shown[0].text == "1");
    // Faint, in the accent: a placed value is opaque in its depth's colour.
    CHECK(shown[0].colour.a < 255);
    CHECK_FALSE(shown[0].bold);

    // In the picture: the cell's middle holds no pixel of a placed value's opaque ink.
    const render::Image image = render::paint_image(render::View::Board, 450, *tried, style.get());
    const render::CellBox cell = render::cell_box(0, 0, 450, 9, rc(1, 3));
    int placed_ink = 0;
    for (int y = static_cast<int>(cell.y + cell.side * 0.25);
         y < static_cast<int>(cell.y + cell.side * 0.75); ++y)
        for (int x = static_cast<int>(cell.x + cell.side * 0.25);
             x < static_cast<int>(cell.x + cell.side * 0.75); ++x)
            placed_ink += image.rgb_at(x, y) == style.theme.tried;
    CHECK(placed_ink == 0);

    // mrv shows candidates: the value tried is ringed in its slot, never drawn full size.
    auto mrv = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 2);
    REQUIRE(mrv.ok());
    REQUIRE(mrv->last->kind == core::StepKind::Try);
    const core::BoardPicture ringed = render::frame_picture(0, 0, 450, *mrv, style.get());
    const core::Cell at = mrv->last->cell;
    const auto full = glyphs_at(ringed.figure, box.x + (board.layout().col_of(at) + 0.5) * box.cell,
                                box.y + (board.layout().row_of(at) + 0.5) * box.cell, box.cell);
    CHECK(full.empty());
    CHECK(count_kind(ringed.figure, core::ShapeKind::Ring) == 1);
}

TEST_CASE("paint: a presented board has no text under 14 px, labels and dead ends included") {
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    auto made = core::SolverPlayer::create(board, {});
    REQUIRE(made.ok());
    core::SolverPlayer& player = made.value();
    player.set_breakpoints({.on_dead_end = true});
    (void)player.advance(100000);
    REQUIRE(player.last_step()->kind == core::StepKind::DeadEnd);
    const render::WatchFrame dead = render::watch_frame(player);
    auto reject = render::frame_at_step(board, {}, 3);
    auto mrv = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 40);
    REQUIRE(reject.ok());
    REQUIRE(mrv.ok());
    // A 1024x768 projector: the presented board is about 470 px (52 px cells); two boards in
    // Compare about 330 (36 px cells). The interface's text there is 13 px.
    for (const double cell : {52.0, 36.0}) {
        for (const render::WatchFrame* f :
             std::array<const render::WatchFrame*, 3>{&dead, &*reject, &*mrv}) {
            core::BoardBox box;
            box.cell = cell;
            box.ui_text = 13;
            const render::RenderTheme theme;
            const core::BoardState state = render::frame_state(*f);
            INFO("cell " << cell << " event " << static_cast<int>(f->last->kind));
            const double plain = core::smallest_text(
                core::layout_board(state, render::board_palette(theme), {}, box).figure.shapes);
            box.min_text = 14;
            const double presented = core::smallest_text(
                core::layout_board(state, render::board_palette(theme), {}, box).figure.shapes);
            CHECK(plain > 0);
            CHECK(plain < 14);  // what a class saw before
            CHECK(presented >= 14);
        }
    }
}

TEST_CASE("paint: predict mode's count sits in a free slot, never over candidate 3") {
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    auto mrv = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 1);
    REQUIRE(mrv.ok());
    core::BoardState state = render::frame_state(*mrv);
    state.marks = false;
    // A cell whose candidates include 3.
    core::Cell cell = core::kNoCell;
    for (core::Cell c = 0; c < board.cell_count() && cell == core::kNoCell; ++c)
        if ((mrv->candidates[c] & core::digit_bit(3)) != 0) cell = c;
    REQUIRE(cell != core::kNoCell);
    state.badges.push_back({cell, "2"});
    core::BoardBox box;
    box.cell = 52;
    box.min_text = 14;
    const core::Figure f =
        core::layout_board(state, render::board_palette(render::RenderTheme{}), {}, box).figure;
    const auto badge = std::find_if(f.shapes.begin(), f.shapes.end(), [](const core::Shape& s) {
        return s.kind == core::ShapeKind::Label;
    });
    REQUIRE(badge != f.shapes.end());
    CHECK(badge->size >= 14);
    const core::NoteGrid grid = core::note_grid(9, 3, 52.0f);
    const double x0 = board.layout().col_of(cell) * 52.0, y0 = board.layout().row_of(cell) * 52.0;
    for (int d = 1; d <= 9; ++d) {
        if ((mrv->candidates[cell] & core::digit_bit(static_cast<core::Digit>(d))) == 0) continue;
        const double cx = x0 + grid.centre_x(static_cast<core::Digit>(d));
        const double cy = y0 + grid.centre_y(static_cast<core::Digit>(d));
        INFO("candidate " << d);
        // The badge's box (its text about 0.6 of its size wide) misses every candidate's middle.
        const double half_w = 0.6 * badge->size * 0.5 + badge->x1;
        const double half_h = badge->size * 0.5 + badge->y1;
        CHECK((std::abs(badge->x0 - cx) > half_w || std::abs(badge->y0 - cy) > half_h));
    }
}

TEST_CASE("paint: the SVG backend writes every shape of a laid-out board") {
    Style style;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    auto rejected = render::frame_at_step(board, {}, 3);  // r1c3's 1 is taken by r1c7
    REQUIRE(rejected.ok());
    const core::BoardPicture picture = render::frame_picture(0, 0, 450, *rejected, style.get());
    const std::string svg = core::figure_svg(picture.figure);
    const auto count = [&svg](const std::string& what) {
        int n = 0;
        for (std::size_t at = svg.find(what); at != std::string::npos; at = svg.find(what, at + 1))
            ++n;
        return n;
    };
    int texts = 0;
    for (const core::Shape& s : picture.figure.shapes)
        texts += s.kind == core::ShapeKind::Text || s.kind == core::ShapeKind::Label;
    CHECK(count("<text ") == texts);
    CHECK(count("<circle ") == count_kind(picture.figure, core::ShapeKind::Ring));
    CHECK(count("<line ") == count_kind(picture.figure, core::ShapeKind::Line));
    CHECK(svg.find(">row 1</text>") != std::string::npos);         // the unit the two cells share
    CHECK(svg.find("font-weight=\"bold\"") != std::string::npos);  // the givens
}
