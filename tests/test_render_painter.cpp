// The off-screen painter: the board's colours land where the cells are, digits are drawn in
// their own cell and nowhere else, and the Watch marks (current cell, rejected value and its
// peer, dead end) colour the cells the search is about.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "core/paint/board_palette.hpp"
#include "core/search/solver_player.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "render/animation.hpp"
#include "render/image.hpp"

namespace render = sudoku::render;
namespace core = sudoku::core;
using sudoku::test::board_of;
using sudoku::test::rc;

namespace {

struct Painted {
    render::RenderTheme theme;
    render::FontFace font;
    render::FrameWords words;
    render::Image paint(render::View view, int width, const render::WatchFrame& frame) {
        return render::paint_image(view, width, frame, {theme, font, words});
    }
};

// Pixels inside the cell (away from its lines) that differ from `background`.
int ink_pixels(const render::Image& image, render::CellBox box, render::Rgb background) {
    int count = 0;
    const int inset = static_cast<int>(box.side * 0.12);
    for (int y = static_cast<int>(box.y) + inset; y < static_cast<int>(box.y + box.side) - inset;
         ++y)
        for (int x = static_cast<int>(box.x) + inset;
             x < static_cast<int>(box.x + box.side) - inset; ++x)
            if (!(image.rgb_at(x, y) == background)) ++count;
    return count;
}

// A pixel near the top-left corner of a cell: the cell's background, never a digit or a line.
render::Rgb corner(const render::Image& image, render::CellBox box) {
    const int d = static_cast<int>(box.side * 0.1) + 2;
    return image.rgb_at(static_cast<int>(box.x) + d, static_cast<int>(box.y) + d);
}

render::CellBox box_of(const render::Image& image, core::Cell c) {
    return render::cell_box(0, 0, image.width, 9, c);
}

}  // namespace

TEST_CASE("render: a puzzle's digits are drawn in their own cells, in the given colour") {
    Painted p;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    const render::Image image = p.paint(render::View::Board, 450, render::plain_frame(board));
    REQUIRE(image.width == 450);
    REQUIRE(image.height == 450);
    for (core::Cell c = 0; c < board.cell_count(); ++c) {
        INFO(board.layout().cell_name(c));
        const render::CellBox box = box_of(image, c);
        CHECK(corner(image, box) == p.theme.board);
        const int ink = ink_pixels(image, box, p.theme.board);
        if (board.at(c) == core::kEmpty) {
            CHECK(ink == 0);
        } else {
            CHECK(ink > 20);
        }
    }
    // The given digits' darkest pixels are the given colour exactly (antialiasing is at the edges).
    const render::CellBox seven = box_of(image, rc(1, 1));
    bool exact = false;
    for (int y = static_cast<int>(seven.y); y < static_cast<int>(seven.y + seven.side); ++y)
        for (int x = static_cast<int>(seven.x) + 5; x < static_cast<int>(seven.x + seven.side) - 5;
             ++x)
            exact = exact || image.rgb_at(x, y) == p.theme.given_digit;
    CHECK(exact);
    // The thick border around the board.
    CHECK(image.rgb_at(static_cast<int>(seven.x), 225) == p.theme.thick_line);
}

TEST_CASE(
    "render: the Watch marks colour the cell tried, the rejected value's peer and a dead end") {
    Painted p;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    auto tried = render::frame_at_step(board, {}, 2);  // select r1c3, try 1
    REQUIRE(tried.ok());
    REQUIRE(tried->last->kind == core::StepKind::Try);
    render::Image image = p.paint(render::View::Board, 450, *tried);
    CHECK(corner(image, box_of(image, rc(1, 3))) == p.theme.current_cell);
    CHECK(ink_pixels(image, box_of(image, rc(1, 3)), p.theme.current_cell) > 20);  // the 1 tried
    CHECK(corner(image, box_of(image, rc(1, 4))) == p.theme.board);

    auto rejected = render::frame_at_step(board, {}, 3);  // r1c7 holds 1
    REQUIRE(rejected.ok());
    REQUIRE(rejected->last->kind == core::StepKind::Reject);
    REQUIRE(rejected->last->conflict == rc(1, 7));
    image = p.paint(render::View::Board, 450, *rejected);
    CHECK(corner(image, box_of(image, rc(1, 3))) == p.theme.failed_cell);
    CHECK(corner(image, box_of(image, rc(1, 7))) == p.theme.conflict_cell);

    // The first dead end of the search: the cell is marked failed.
    auto made = core::SolverPlayer::create(board, {});
    REQUIRE(made.ok());
    core::SolverPlayer& player = made.value();
    player.set_breakpoints({.on_dead_end = true});
    (void)player.advance(100000);
    REQUIRE(player.last_step()->kind == core::StepKind::DeadEnd);
    const render::WatchFrame dead = render::watch_frame(player);
    image = p.paint(render::View::Board, 450, dead);
    CHECK(corner(image, box_of(image, dead.last->cell)) == p.theme.failed_cell);
    // The values that fit nowhere, each in its slot.
    CHECK(ink_pixels(image, box_of(image, dead.last->cell), p.theme.failed_cell) > 20);
}

TEST_CASE("render: values the search placed are drawn in their depth's colour") {
    Painted p;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    // mrv after 40 events: 13 values placed at depths 1..13.
    auto frame = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 40);
    REQUIRE(frame.ok());
    const render::Image image = p.paint(render::View::Board, 450, *frame);
    int placed = 0;
    for (core::Cell c = 0; c < board.cell_count(); ++c) {
        if (board.at(c) != core::kEmpty || frame->board.at(c) == core::kEmpty) continue;
        if (frame->last && frame->last->cell == c) continue;
        ++placed;
        // The game's depth ramp (core/paint): the picture shows what the screen shows.
        const core::PlotColour depth =
            core::depth_colour(frame->cell_depth[c], frame->empties, core::DepthTone::Light);
        const render::Rgb ink{depth.r, depth.g, depth.b};
        const render::CellBox box = box_of(image, c);
        bool found = false;
        for (int y = static_cast<int>(box.y); y < static_cast<int>(box.y + box.side) && !found; ++y)
            for (int x = static_cast<int>(box.x); x < static_cast<int>(box.x + box.side); ++x)
                found = found || image.rgb_at(x, y) == ink;
        INFO(board.layout().cell_name(c));
        CHECK(found);
    }
    CHECK(placed >= 12);
}

TEST_CASE("render: each view has its documented size, any puzzle shape paints") {
    Painted p;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    auto frame = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 40);
    REQUIRE(frame.ok());
    CHECK(p.paint(render::View::BoardCounters, 800, *frame).height == 900);
    CHECK(p.paint(render::View::Frame, 800, *frame).height == 500);
    CHECK(render::view_height(render::View::Board, 123) == 123);
    // A 5x5 jigsaw (thick lines around its pieces) and a 16x16 watched by propagate.
    auto jigsaw =
        core::parse_puzzle_line("1...5.......3...2....4... regions=1112211222333443344455555");
    REQUIRE(jigsaw.ok());
    const render::Image five = p.paint(render::View::Frame, 640, render::plain_frame(*jigsaw));
    CHECK(five.height == 400);
    // r1c3 (piece 1) and r1c4 (piece 2): a thick line between them, none between r1c1 and r1c2.
    const render::CellBox c3 = render::cell_box(0, 0, 400, 5, 2);
    const render::CellBox c2 = render::cell_box(0, 0, 400, 5, 1);
    const int y = static_cast<int>(c3.y + c3.side / 2);
    CHECK(five.rgb_at(static_cast<int>(c3.x + c3.side), y) == p.theme.thick_line);
    CHECK_FALSE(five.rgb_at(static_cast<int>(c2.x), y) == p.theme.thick_line);
    auto sixteen = core::parse_puzzle_line(std::string(256, '.'));
    REQUIRE(sixteen.ok());
    auto watched = render::frame_at_step(*sixteen, {.algorithm = core::Algorithm::Propagate}, 30);
    REQUIRE(watched.ok());
    const render::Image image = p.paint(render::View::Board, 512, *watched);
    CHECK(image.rgb_at(256, 2) == p.theme.background);
}

TEST_CASE("render: sizes, step ranges and the end of the search are checked") {
    CHECK_FALSE(render::check_size(64).has_value());
    CHECK_FALSE(render::check_size(8192).has_value());
    REQUIRE(render::check_size(63).has_value());
    CHECK(sudoku::i18n::english(*render::check_size(63)) ==
          "image size 63 is out of range (64..8192)");
    CHECK(render::check_size(9000)->code == core::ErrorCode::ImageSizeOutOfRange);
    CHECK(render::parse_step_range("1-200")->last == 200);
    CHECK(render::parse_step_range("7")->first == 7);
    for (const char* bad : {"", "5-2", "a-b", "1-", "-3", "1-2-3", "1 - 2"}) {
        INFO(bad);
        CHECK(render::parse_step_range(bad).error().code == core::ErrorCode::StepRangeBad);
    }
    CHECK(render::planned_frames({0, 99}, 1).value() == 100);
    CHECK(render::planned_frames({0, 100}, 25).value() == 5);
    CHECK(render::planned_frames({0, 100000}, 1).error().code == core::ErrorCode::TooManyFrames);
    // The widest range: 2^64 frames must not wrap to 0 and slip under the cap.
    auto widest = render::planned_frames({0, UINT64_MAX}, 1);
    REQUIRE_FALSE(widest.ok());
    CHECK(sudoku::i18n::english(widest.error()).find("18446744073709551616 frames") == 0);
    CHECK(render::planned_frames({0, UINT64_MAX}, UINT64_MAX).value() == 2);
    CHECK(render::planned_frames({0, 4999}, 1).value() == 5000);
    CHECK(render::planned_frames({0, 5000}, 1).error().code == core::ErrorCode::TooManyFrames);
    CHECK(render::next_frame_step(5, UINT64_MAX, UINT64_MAX - 1) == UINT64_MAX);
    CHECK(render::next_frame_step(0, 100, 30) == 30);
    CHECK(render::next_frame_step(90, 100, 30) == 100);
    // cau_do's naive search ends with its solution after a few hundred events.
    auto end = render::frame_at_step(board_of(sudoku::test::kCauDoLine), {}, 1'000'000);
    REQUIRE_FALSE(end.ok());
    CHECK(end.error().code == core::ErrorCode::StepPastEnd);
    CHECK(sudoku::i18n::english(end.error()).find("step 1000000 is past the end of the search (") ==
          0);
}

TEST_CASE("render: the counters shrink to fit the picture's width, never past its edge") {
    Painted p;
    p.words.backtracks = "lần quay lui {1}";  // longer words than English
    p.words.placements = "lần đặt số {1}";
    auto end = render::frame_at_step(board_of(sudoku::test::kCauDoLine), {}, 3341);
    REQUIRE(end.ok());
    for (const int width : {200, 320, 641}) {
        INFO(width);
        const render::Image image = p.paint(render::View::BoardCounters, width, *end);
        const int pad = static_cast<int>(std::round(width * 0.03));
        int ink_in_strip = 0;
        int ink_in_margin = 0;
        for (int y = width; y < image.height; ++y)
            for (int x = 0; x < width; ++x) {
                if (image.rgb_at(x, y) == p.theme.background) continue;
                if (x >= width - pad + 1)
                    ++ink_in_margin;
                else
                    ++ink_in_strip;
            }
        CHECK(ink_in_strip > 100);
        CHECK(ink_in_margin == 0);
    }
}

TEST_CASE("render: the values a level already tried, for the frame's panel") {
    Painted p;
    const core::Board board = board_of(sudoku::test::kCauDoLine);
    // naive on r1c3: try 1 (step 2), reject it (3), try 2 (4): 1 has been tried by then.
    auto first = render::frame_at_step(board, {}, 2);
    auto second = render::frame_at_step(board, {}, 4);
    REQUIRE(first.ok());
    REQUIRE(second.ok());
    REQUIRE(second->last->kind == core::StepKind::Try);
    REQUIRE(second->last->digit == 2);
    CHECK(first->tried == 0);
    CHECK(second->tried_cell == rc(1, 3));
    CHECK(second->tried == core::digit_bit(1));
    // The list is the Frame view's panel line ("tried in r1c3: 1"); the board itself shows what
    // the Watch screen shows (core/paint), which lists no tried values in the cell.
    // mrv lists only the cell's legal values it tried.
    auto mrv = render::frame_at_step(board, {.algorithm = core::Algorithm::Mrv}, 200);
    REQUIRE(mrv.ok());
    if (mrv->tried_cell != core::kNoCell)
        CHECK((mrv->tried & ~mrv->board.candidates(mrv->tried_cell)) == 0);
}

TEST_CASE("render: a picture names the algorithm with the words it is given") {
    // The game hands each language's one name ("Quay lui đơn giản", "Basit geri izleme"); the
    // pictures once printed "naive" in every language.
    auto frame = render::frame_at_step(board_of(sudoku::test::kCauDoLine), {}, 40);
    REQUIRE(frame.ok());
    for (const render::View view : {render::View::BoardCounters, render::View::Frame}) {
        Painted english;
        Painted other;
        other.words.algorithms[static_cast<std::size_t>(core::Algorithm::Naive)] =
            "Quay lui đơn giản";
        CHECK(english.paint(view, 480, *frame).pixels != other.paint(view, 480, *frame).pixels);
    }
}
