// The software painter (render/soft_*: the browser build's PNG exports, no cairo): known shapes
// land on known pixels with sane anti-aliasing, text is inked inside its box, bad sizes are
// clear errors, the PNG bytes read back exactly, and whole export pictures match cairo's.
#include <doctest/doctest.h>

#include <cairo.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string>

#include "game_fixtures.hpp"
#include "render/animation.hpp"
#include "render/png_file.hpp"
#include "render/soft_pictures.hpp"
#include "render/soft_shapes.hpp"

namespace render = sudoku::render;
namespace core = sudoku::core;
using sudoku::test::board_of;

namespace {

constexpr render::Rgb kWhite{255, 255, 255};
constexpr core::PlotColour kRed{200, 20, 30, 255};

render::Image white(int w, int h) {
    auto image = render::blank_image(w, h, kWhite);
    REQUIRE(image);
    return std::move(image).value();
}

bool is(render::Rgb a, render::Rgb b) {
    return a == b;
}

// How far a pixel is from white towards red (0: white, 1: red), from its green channel.
double redness(const render::Image& image, int x, int y) {
    return (255.0 - image.rgb_at(x, y).g) / (255.0 - kRed.g);
}

int non_white(const render::Image& image, int x0, int y0, int x1, int y1) {
    int count = 0;
    for (int y = std::max(0, y0); y < std::min(image.height, y1); ++y)
        for (int x = std::max(0, x0); x < std::min(image.width, x1); ++x)
            if (!is(image.rgb_at(x, y), kWhite)) ++count;
    return count;
}

const render::SoftFont& font() {
    const render::SoftFont& f = render::shared_soft_font();
    REQUIRE_MESSAGE(f.loaded(), "the game's font (fonts-dejavu-core) is needed");
    return f;
}

}  // namespace

TEST_CASE("soft painter: a filled rectangle has its colour inside, nothing outside") {
    render::Image image = white(40, 40);
    render::SoftCanvas canvas(image);
    canvas.fill_rect(10, 10, 30, 20, 0, kRed);
    CHECK(is(image.rgb_at(20, 15), {kRed.r, kRed.g, kRed.b}));
    CHECK(is(image.rgb_at(10, 10), {kRed.r, kRed.g, kRed.b}));  // corners on pixel edges: whole
    CHECK(is(image.rgb_at(29, 19), {kRed.r, kRed.g, kRed.b}));
    CHECK(is(image.rgb_at(9, 15), kWhite));
    CHECK(is(image.rgb_at(30, 15), kWhite));
    CHECK(is(image.rgb_at(20, 20), kWhite));
    CHECK(non_white(image, 0, 0, 40, 40) == 20 * 10);
    // An edge through the middle of a pixel covers half of it.
    render::Image half = white(10, 10);
    render::SoftCanvas(half).fill_rect(2.5, 2, 8, 8, 0, kRed);
    CHECK(redness(half, 2, 5) == doctest::Approx(0.5).epsilon(0.02));
    // Translucent colours blend over what is there.
    render::Image faint = white(4, 4);
    render::SoftCanvas(faint).fill_rect(0, 0, 4, 4, 0, {0, 0, 0, 128});
    CHECK(faint.rgb_at(1, 1).r == doctest::Approx(127).epsilon(0.02));
}

TEST_CASE("soft painter: rounded corners and outlines") {
    render::Image image = white(60, 60);
    render::SoftCanvas canvas(image);
    canvas.fill_rect(10, 10, 50, 50, 10, kRed);
    CHECK(is(image.rgb_at(10, 10), kWhite));  // the corner is cut off
    CHECK(is(image.rgb_at(30, 10), {kRed.r, kRed.g, kRed.b}));
    CHECK(is(image.rgb_at(30, 30), {kRed.r, kRed.g, kRed.b}));
    render::Image outline = white(60, 60);
    render::SoftCanvas(outline).stroke_rect(10, 10, 50, 50, 0, 2, kRed);
    CHECK(is(outline.rgb_at(30, 30), kWhite));                   // hollow
    CHECK(is(outline.rgb_at(30, 9), {kRed.r, kRed.g, kRed.b}));  // 9..11 around the edge at 10
    CHECK(is(outline.rgb_at(30, 10), {kRed.r, kRed.g, kRed.b}));
    CHECK(is(outline.rgb_at(30, 12), kWhite));
    CHECK(is(outline.rgb_at(30, 7), kWhite));
}

TEST_CASE("soft painter: a line covers the pixels along it, width and ends as cairo's") {
    render::Image image = white(40, 40);
    render::SoftCanvas canvas(image);
    canvas.line(5, 20.5, 35, 20.5, 1, kRed);  // along row 20's centres: exactly one row
    for (int x = 5; x < 35; ++x) {
        CAPTURE(x);
        CHECK(is(image.rgb_at(x, 20), {kRed.r, kRed.g, kRed.b}));
    }
    CHECK(non_white(image, 0, 0, 40, 40) == 30);
    // A 3-pixel line on a pixel edge: three full rows.
    render::Image wide = white(40, 40);
    render::SoftCanvas(wide).line(5, 20, 35, 20, 4, kRed);
    CHECK(non_white(wide, 0, 0, 40, 40) == 30 * 4);
    // A diagonal: anti-aliased pixels beside it, nothing far from it.
    render::Image diagonal = white(40, 40);
    render::SoftCanvas(diagonal).line(5, 5, 35, 35, 2, kRed);
    CHECK(redness(diagonal, 20, 20) > 0.95);
    int partial = 0;
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 40; ++x) {
            const double d = std::abs((x + 0.5) - (y + 0.5)) / std::sqrt(2.0);
            const double r = redness(diagonal, x, y);
            if (d > 2.5) CHECK(r == 0);
            if (r > 0.05 && r < 0.95) ++partial;
        }
    CHECK(partial > 20);
}

TEST_CASE("soft painter: discs, rings and triangles are anti-aliased, their areas right") {
    render::Image image = white(60, 60);
    render::SoftCanvas canvas(image);
    canvas.disc(30, 30, 12, kRed);
    double area = 0;
    for (int y = 0; y < 60; ++y)
        for (int x = 0; x < 60; ++x)
            area += redness(image, x, y);
    CHECK(area == doctest::Approx(M_PI * 12 * 12).epsilon(0.01));
    CHECK(redness(image, 30, 30) == doctest::Approx(1.0));
    CHECK(redness(image, 30, 45) == 0);
    // Coverage falls off outwards, never rises again.
    double previous = 1.0;
    for (int x = 30; x < 45; ++x) {
        CHECK(redness(image, x, 30) <= previous + 1e-9);
        previous = redness(image, x, 30);
    }
    render::Image ring = white(60, 60);
    render::SoftCanvas(ring).ring(30, 30, 12, 2, kRed);
    CHECK(redness(ring, 30, 30) == 0);
    CHECK(redness(ring, 30 + 12, 30) > 0.9);
    for (const bool clockwise : {true, false}) {
        CAPTURE(clockwise);
        render::Image tri = white(60, 60);
        const double xs[3] = {10, clockwise ? 50.0 : 10.0, clockwise ? 10.0 : 50.0};
        const double ys[3] = {10, clockwise ? 10.0 : 50.0, clockwise ? 50.0 : 10.0};
        render::SoftCanvas(tri).fill_triangle(xs, ys, kRed);
        CHECK(redness(tri, 20, 20) > 0.99);
        CHECK(redness(tri, 45, 45) == 0);
        double tri_area = 0;
        for (int y = 0; y < 60; ++y)
            for (int x = 0; x < 60; ++x)
                tri_area += redness(tri, x, y);
        CHECK(tri_area == doctest::Approx(800).epsilon(0.02));
    }
}

TEST_CASE("soft painter: text is inked inside its box, glyphs centred, vertical text turned") {
    const render::SoftFont& f = font();
    CHECK(f.advance("Sudoku", 20) > 40);
    CHECK(f.advance("", 20) == 0);
    CHECK(f.advance("ăạ ş", 20) > 0);  // Vietnamese and Turkish letters measure
    const render::SoftFont::Ink ink = f.ink("8", 40);
    CHECK(ink.y0 < -20);  // above the baseline
    CHECK(ink.x1 > ink.x0);
    render::Image image = white(100, 60);
    render::SoftCanvas canvas(image);
    render::soft_text(canvas, f, "8", 20, 50, 40, kRed);
    const int inside =
        non_white(image, static_cast<int>(20 + ink.x0) - 1, static_cast<int>(50 + ink.y0) - 1,
                  static_cast<int>(20 + ink.x1) + 2, static_cast<int>(50 + ink.y1) + 2);
    CHECK(inside > 100);
    CHECK(non_white(image, 0, 0, 100, 60) == inside);  // nothing outside the ink box
    // A glyph shape: its ink centred on the point.
    core::Shape glyph;
    glyph.kind = core::ShapeKind::Text;
    glyph.glyph = true;
    glyph.text = "5";
    glyph.size = 40;
    glyph.x0 = 50;
    glyph.y0 = 30;
    glyph.colour = kRed;
    render::Image centred = white(100, 60);
    render::SoftCanvas c2(centred);
    render::paint_shapes_soft(c2, std::span(&glyph, 1), f);
    double sx = 0, sy = 0, sw = 0;
    int top = 60, bottom = 0, left = 100, right = 0;
    for (int y = 0; y < 60; ++y)
        for (int x = 0; x < 100; ++x)
            if (redness(centred, x, y) > 0.5) {
                top = std::min(top, y), bottom = std::max(bottom, y);
                left = std::min(left, x), right = std::max(right, x);
            }
    (void)sx, (void)sy, (void)sw;
    CHECK((left + right + 1) / 2.0 == doctest::Approx(50).epsilon(0.04));
    CHECK((top + bottom + 1) / 2.0 == doctest::Approx(30).epsilon(0.06));
    // The y axis title: taller than wide once turned.
    core::Shape title = glyph;
    title.glyph = false;
    title.vertical = true;
    title.text = "solutions";
    title.size = 16;
    title.anchor = core::TextAnchor::Middle;
    title.x0 = 30;
    title.y0 = 50;
    render::Image turned = white(60, 100);
    render::SoftCanvas c3(turned);
    render::paint_shapes_soft(c3, std::span(&title, 1), f);
    int ink_top = 100, ink_bottom = -1, ink_left = 60, ink_right = -1;
    for (int y = 0; y < 100; ++y)
        for (int x = 0; x < 60; ++x)
            if (!is(turned.rgb_at(x, y), kWhite)) {
                ink_top = std::min(ink_top, y), ink_bottom = std::max(ink_bottom, y);
                ink_left = std::min(ink_left, x), ink_right = std::max(ink_right, x);
            }
    const double advance = f.advance("solutions", 16);
    CHECK(ink_bottom - ink_top + 1 == doctest::Approx(advance).epsilon(0.1));  // along y
    CHECK((ink_top + ink_bottom + 1) / 2.0 == doctest::Approx(50).epsilon(0.06));
    CHECK(ink_right - ink_left + 1 < 20);  // one line of 16-pixel text across
    CHECK(ink_left >= 22);                 // about x0 = 30, the line's middle
    CHECK(ink_right <= 38);
}

TEST_CASE("soft painter: zero, negative and huge sizes are clear errors, broken shapes no crash") {
    for (const int w : {0, -5, render::kMaxSoftSide + 1}) {
        CAPTURE(w);
        const auto image = render::blank_image(w, 10, kWhite);
        REQUIRE_FALSE(image);
        CHECK(image.error().code == core::ErrorCode::ImageSizeOutOfRange);
        CHECK_FALSE(render::blank_image(10, w, kWhite));
    }
    const render::RenderTheme theme;
    const render::FrameWords words;
    const render::SoftStyle style{theme, font(), words};
    const render::WatchFrame frame = render::plain_frame(board_of(sudoku::test::kWikiPuzzle));
    for (const int w : {0, 10, 100000}) {
        CAPTURE(w);
        const auto image = render::soft_view_image(render::View::Frame, w, frame, style);
        REQUIRE_FALSE(image);
        CHECK(image.error().code == core::ErrorCode::ImageSizeOutOfRange);
    }
    for (const double w : {0.0, 1e12, std::numeric_limits<double>::quiet_NaN()}) {
        CAPTURE(w);
        core::Figure figure;
        figure.width = w;
        figure.height = 100;
        CHECK_FALSE(render::soft_figure_image(figure, font()));
    }
    CHECK_FALSE(render::encode_png(render::Image{}));
    render::Image short_pixels;
    short_pixels.width = 4;
    short_pixels.height = 4;
    short_pixels.pixels.assign(3, 0);
    CHECK_FALSE(render::encode_png(short_pixels));
    // Shapes far off the picture, with NaN or huge widths: painted as far as they show.
    render::Image image = white(20, 20);
    render::SoftCanvas canvas(image);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    canvas.fill_rect(nan, 0, 10, 10, 0, kRed);
    canvas.line(-1e9, -1e9, 1e9, 1e9, 1e6, kRed);
    canvas.disc(1e12, 1e12, 5, kRed);
    canvas.ring(10, 10, nan, 2, kRed);
    CHECK(redness(image, 10, 10) > 0.99);  // the huge line covers all
}

TEST_CASE("soft painter: PNG bytes read back exactly (cairo decodes them)") {
    render::Image image = white(70, 30);
    render::SoftCanvas canvas(image);
    canvas.fill_rect(0, 0, 35, 30, 0, kRed);
    canvas.disc(50, 15, 9, {10, 120, 40, 255});
    const auto png = render::encode_png(image);
    REQUIRE(png);
    REQUIRE(png->size() > 8);
    CHECK(std::string(png->begin(), png->begin() + 8) == "\x89PNG\r\n\x1a\n");
    const std::string path =
        (std::filesystem::temp_directory_path() / "sudoku-soft-painter-test.png").string();
    REQUIRE_FALSE(render::write_png_stb(image, path));
    cairo_surface_t* read = cairo_image_surface_create_from_png(path.c_str());
    REQUIRE(cairo_surface_status(read) == CAIRO_STATUS_SUCCESS);
    REQUIRE(cairo_image_surface_get_width(read) == 70);
    REQUIRE(cairo_image_surface_get_height(read) == 30);
    const unsigned char* data = cairo_image_surface_get_data(read);
    const int stride = cairo_image_surface_get_stride(read);
    int wrong = 0;
    for (int y = 0; y < 30; ++y)
        for (int x = 0; x < 70; ++x) {
            std::uint32_t p = 0;
            std::memcpy(&p, data + y * stride + x * 4, 4);
            if ((p & 0xFFFFFF) != image.at(x, y)) ++wrong;
        }
    CHECK(wrong == 0);
    cairo_surface_destroy(read);
    std::filesystem::remove(path);
    // An unwritable place is a clear error naming the file.
    const auto bad = render::write_png_stb(image, "/nonexistent-folder/x.png");
    REQUIRE(bad);
    CHECK(bad->code == core::ErrorCode::ImageWriteFailed);
}

namespace {

struct Difference {
    double mean = 0;  // mean absolute difference of a channel, 0..255
    double far = 0;   // share of pixels with a channel more than 96 apart
};

Difference difference(const render::Image& a, const render::Image& b) {
    REQUIRE(a.width == b.width);
    REQUIRE(a.height == b.height);
    double sum = 0;
    std::size_t far = 0;
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x) {
            const render::Rgb p = a.rgb_at(x, y), q = b.rgb_at(x, y);
            const int d = std::max({std::abs(p.r - q.r), std::abs(p.g - q.g), std::abs(p.b - q.b)});
            sum += (std::abs(p.r - q.r) + std::abs(p.g - q.g) + std::abs(p.b - q.b)) / 3.0;
            if (d > 96) ++far;
        }
    const double n = static_cast<double>(a.width) * a.height;
    return {sum / n, far / n};
}

}  // namespace

TEST_CASE("soft painter: the export pictures match cairo's (board, frame, tree)") {
    const render::RenderTheme theme;
    const render::FontFace cairo_font;
    const render::FrameWords words;
    const render::PaintStyle cairo_style{theme, cairo_font, words};
    const render::SoftStyle soft_style{theme, font(), words};
    const core::Board board = board_of(sudoku::test::kWikiPuzzle);
    auto watching = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 40);
    REQUIRE(watching);
    struct Case {
        const char* name;
        render::View view;
        const render::WatchFrame* frame;
    };
    const render::WatchFrame plain = render::plain_frame(board);
    for (const Case& c : {Case{"board", render::View::Board, &plain},
                          Case{"counters", render::View::BoardCounters, &*watching},
                          Case{"frame", render::View::Frame, &*watching}}) {
        CAPTURE(c.name);
        const render::Image cairo = render::paint_image(c.view, 600, *c.frame, cairo_style);
        const auto soft = render::soft_view_image(c.view, 600, *c.frame, soft_style);
        REQUIRE(soft);
        const Difference d = difference(cairo, *soft);
        MESSAGE(std::string(c.name) << ": mean " << d.mean << ", far " << d.far);
        if (std::getenv("SUDOKU_SOFT_DUMP")) {
            (void)render::write_png(cairo, std::string("/tmp/soft-cairo-") + c.name + ".png");
            (void)render::write_png_stb(*soft, std::string("/tmp/soft-soft-") + c.name + ".png");
        }
        // Text is where they differ: glyph edges a fraction of a pixel apart (cairo hints).
        CHECK(d.mean < 4.0);
        CHECK(d.far < 0.02);
    }
    auto tree = render::tree_at_step(board, {.algorithm = core::Algorithm::Naive}, 300);
    REQUIRE(tree);
    const render::LaneLayout layout{render::View::Board, true};
    const std::vector<render::Lane> lanes{{&plain, &*tree, "naive"}, {&plain, &*tree, "naive"}};
    const render::Image cairo = render::lanes_image(layout, 800, lanes, cairo_style);
    const auto soft = render::soft_lanes_image(layout, 800, lanes, soft_style);
    REQUIRE(soft);
    const Difference d = difference(cairo, *soft);
    MESSAGE("lanes: mean " << d.mean << ", far " << d.far);
    CHECK(d.mean < 2.0);
    CHECK(d.far < 0.01);
}
