// One paint path for the player's pencil marks: the game's board (ImGui, through the real frame)
// draws exactly the corner marks, centre marks and coloured candidates core/paint lays out for
// the position, at the same places, sizes and colours, and the exports' painters (cairo and the
// software painter) put ink under every one of them. A mark the screen drops or moves, or one
// an export painter loses, fails here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "app/views/fonts.hpp"
#include "app/views/shape_painter.hpp"
#include "app/views/theme.hpp"
#include "core/paint/board_picture.hpp"
#include "core/paint/mark_shapes.hpp"
#include "core/text/puzzle_line.hpp"
#include "frame_queries.hpp"
#include "render/figure_png.hpp"
#include "render/soft_shapes.hpp"

namespace sudoku::test::mark_paths {

namespace {

constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr int kWidth = 1280;
constexpr int kHeight = 800;

core::Mask bit(core::Digit d) {
    return static_cast<core::Mask>(core::Mask{1} << d);
}

// A mark as the screen reports it (board_mark / board_patch lines) or as the layout made it.
struct Drawn {
    char kind = 'g';  // 'g' a glyph, 'p' a patch
    char digit = 0;
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0, size = 0;
    unsigned rgba = 0;
};

std::vector<Drawn> screen_marks(const FrameHarness& h) {
    std::vector<Drawn> out;
    std::istringstream in(h.last().report_lines);
    std::string line;
    while (std::getline(in, line)) {
        Drawn d;
        if (std::sscanf(line.c_str(), "board_mark %c %lf %lf %lf %x", &d.digit, &d.x0, &d.y0,
                        &d.size, &d.rgba) == 5)
            out.push_back(d);
        d.kind = 'p';
        if (std::sscanf(line.c_str(), "board_patch %lf %lf %lf %lf %x", &d.x0, &d.y0, &d.x1, &d.y1,
                        &d.rgba) == 5)
            out.push_back(d);
    }
    return out;
}

// The report writes two decimals.
bool near(double reported, double laid_out) {
    return std::abs(reported - laid_out) <= 0.006;
}

unsigned rgba_of(core::PlotColour c) {
    return (unsigned{c.r} << 24) | (unsigned{c.g} << 16) | (unsigned{c.b} << 8) | unsigned{c.a};
}

Drawn drawn_of(const core::Shape& s) {
    Drawn d;
    d.kind = s.kind == core::ShapeKind::Text ? 'g' : 'p';
    d.digit = d.kind == 'g' ? s.text[0] : 0;
    d.x0 = s.x0;
    d.y0 = s.y0;
    d.x1 = d.kind == 'p' ? s.x1 : 0;
    d.y1 = d.kind == 'p' ? s.y1 : 0;
    d.size = d.kind == 'g' ? s.size : 0;
    d.rgba = rgba_of(s.colour);
    return d;
}

// The position the commands below make: r1c3 corner 2 and 7, centre 4 and 6, coloured 3 with
// its candidate 4 in colour 3; r1c4 centre 1-7 (two rows); r2c2 corner 1-9 (the edges); a
// wrong 4 in r9c1 (column 1 has a 4), where the cursor stays.
core::Position expected_position() {
    auto board = core::parse_puzzle_line(kPuzzle);
    REQUIRE(board.ok());
    core::Position p = core::Position::start(board.value());
    p.corners[2] = bit(2) | bit(7);
    p.notes[2] = bit(4) | bit(6);
    p.colours[2] = 3;
    p.candidate_colours[2][3] = 3;
    for (core::Digit d = 1; d <= 7; ++d)
        p.notes[3] |= bit(d);
    for (core::Digit d = 1; d <= 9; ++d)
        p.corners[10] |= bit(d);
    return p;
}

void play_marks(FrameHarness& h) {
    using app::EntryMode;
    namespace cmd = app::cmd;
    h.app().post(cmd::SelectCell{2});
    h.app().post(cmd::EnterMark{EntryMode::Corner, 2});
    h.app().post(cmd::EnterMark{EntryMode::Corner, 7});
    h.app().post(cmd::EnterMark{EntryMode::Centre, 4});
    h.app().post(cmd::EnterMark{EntryMode::Centre, 6});
    h.app().post(cmd::ApplyColour{3});
    h.app().post(cmd::ColourCandidate{2, 4});
    h.app().post(cmd::SelectCell{3});
    for (core::Digit d = 1; d <= 7; ++d)
        h.app().post(cmd::EnterMark{EntryMode::Centre, d});
    h.app().post(cmd::SelectCell{10});
    for (core::Digit d = 1; d <= 9; ++d)
        h.app().post(cmd::EnterMark{EntryMode::Corner, d});
    h.app().post(cmd::SelectCell{72});
    h.app().post(cmd::EnterDigit{4});
    h.frames(4);
}

// The marks painted by an export painter over a white picture: is there ink in the middle of
// each glyph (a few pixels around its centre differ from the white)?
bool inked(const render::Image& image, const Drawn& d) {
    const int r = std::max(1, static_cast<int>(d.size * 0.25));
    for (int y = static_cast<int>(d.y0) - r; y <= static_cast<int>(d.y0) + r; ++y)
        for (int x = static_cast<int>(d.x0) - r; x <= static_cast<int>(d.x0) + r; ++x)
            if (x >= 0 && y >= 0 && x < image.width && y < image.height &&
                (image.at(x, y) & 0xFFFFFF) != 0xFFFFFF)
                return true;
    return false;
}

}  // namespace

TEST_CASE(
    "mark paths: the player's board draws the marks core/paint lays out, and exports ink "
    "each") {
    FrameHarness h({"--lang", "en", kPuzzle}, kWidth, kHeight);
    h.frames(3);
    play_marks(h);
    CHECK(h.app().board_line()[72] == '4');
    const std::optional<ItemRecord> board = h.item("play_board");
    REQUIRE(board);

    // The layout an export of this position would draw, from the board's place on screen.
    core::BoardBox box;
    box.x = board->rect.x0;
    box.y = board->rect.y0;
    box.cell = board->rect.width() / 9.0f;
    const app::Theme& light = app::theme(app::ThemeId::Light);
    const core::MarkStyle style{.note = app::plot_colour(light.note_digit),
                                .highlight = app::plot_colour(light.note_highlight),
                                .highlighted = 4,
                                .centre_marks_too = true,
                                .text_sizes = app::FontSet::digit_sizes()};
    std::vector<core::Shape> laid_out;
    core::layout_marks(expected_position(), box, style, laid_out);
    // r1c3: 2 corners + 2 centres + 1 patch; r1c4: 7 centres; r2c2: 9 corners.
    REQUIRE(laid_out.size() == 21);

    const std::vector<Drawn> screen = screen_marks(h);
    REQUIRE(screen.size() == laid_out.size());
    for (std::size_t i = 0; i < screen.size(); ++i) {
        const Drawn want = drawn_of(laid_out[i]);
        CAPTURE(i);
        CAPTURE(want.digit);
        CHECK(screen[i].kind == want.kind);
        CHECK(screen[i].digit == want.digit);
        CHECK(near(screen[i].x0, want.x0));
        CHECK(near(screen[i].y0, want.y0));
        CHECK(near(screen[i].x1, want.x1));
        CHECK(near(screen[i].y1, want.y1));
        CHECK(near(screen[i].size, want.size));
        CHECK(screen[i].rgba == want.rgba);
        // ImGui drew something there: the corners of the glyph's quad lie within about half
        // its size of its centre (the screen's backend did not drop it).
        if (want.kind == 'g') {
            const auto r = static_cast<float>(want.size * 0.6);
            const auto x = static_cast<float>(want.x0);
            const auto y = static_cast<float>(want.y0);
            CHECK(h.vertices_in(Rect{x - r, y - r, x + r, y + r}) > 0);
        }
    }

    // The exports' painters, over white: ink under every glyph the screen drew.
    core::Figure figure;
    figure.width = kWidth;
    figure.height = kHeight;
    core::Shape white;
    white.kind = core::ShapeKind::FilledRect;
    white.x1 = kWidth;
    white.y1 = kHeight;
    white.colour = core::PlotColour{255, 255, 255, 255};
    figure.shapes.push_back(white);
    figure.shapes.insert(figure.shapes.end(), laid_out.begin(), laid_out.end());
    const render::Image cairo = render::figure_image(figure);
    render::Image soft{kWidth, kHeight,
                       std::vector<std::uint32_t>(std::size_t{kWidth} * kHeight, 0xFFFFFF)};
    render::SoftCanvas canvas(soft);
    const render::SoftFont font;
    REQUIRE(font.loaded());
    render::paint_shapes_soft(canvas, laid_out, font);
    for (const Drawn& d : screen) {
        if (d.kind != 'g') continue;
        CAPTURE(d.digit);
        CAPTURE(d.x0);
        CAPTURE(d.y0);
        CHECK(inked(cairo, d));
        CHECK(inked(soft, d));
    }
}

}  // namespace sudoku::test::mark_paths
