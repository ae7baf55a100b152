// A platform that draws the play screen's clock itself (App::use_platform_clock, the web page's
// clock element): the frame leaves the clock's room empty at the same place and size, tells
// where it is and what it reads, and a running clock asks for no frames of its own.
#include <doctest/doctest.h>

#include <cmath>

#include "frame_harness.hpp"

namespace sudoku::test::platform_clock_frames {

namespace {

constexpr const char* kStart =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

}  // namespace

TEST_CASE("headless platform clock: the room is left empty where the clock was, no ticks asked") {
    FrameHarness drawn_here({kStart}, 1280, 800);
    drawn_here.frames(3);
    const auto clock = drawn_here.item("clock");
    REQUIRE(clock);
    // The game's own clock: hundredths tick 20 times a second.
    CHECK(drawn_here.app().idle_wait_seconds() == doctest::Approx(app::App::kClockTickSeconds));
    CHECK(drawn_here.vertices_in(clock->rect) > 0);
    CHECK_FALSE(drawn_here.app().clock_overlay().shown);

    FrameHarness h({kStart}, 1280, 800);
    h.app().use_platform_clock();
    h.frames(3);
    const auto room = h.item("clock");
    REQUIRE(room);
    CHECK(room->rect == clock->rect);  // the same layout, the digits left out
    CHECK(h.vertices_in(room->rect) == 0);
    app::ClockOverlay overlay = h.app().clock_overlay();
    REQUIRE(overlay.shown);
    CHECK(overlay.place.rect[0] == doctest::Approx(room->rect.x0));
    CHECK(overlay.place.rect[1] == doctest::Approx(room->rect.y0));
    CHECK(overlay.place.rect[2] == doctest::Approx(room->rect.x1));
    CHECK(overlay.place.rect[3] == doctest::Approx(room->rect.y1));
    CHECK(overlay.place.font_size == doctest::Approx(room->rect.height()));
    CHECK(overlay.place.colour[3] > 0.5f);
    CHECK(overlay.running);
    CHECK(overlay.hundredths);
    // Its ticks are the platform's: the next frame only where h:mm:ss takes over.
    CHECK(h.app().idle_wait_seconds() >= 1.0);
    // The clock read at the end of each frame runs with the frames' time.
    const double before = overlay.elapsed_ms;
    h.frames(60);
    overlay = h.app().clock_overlay();
    CHECK(overlay.elapsed_ms - before == doctest::Approx(1000.0).epsilon(0.01));

    // Paused: it stops, still shown with hundredths.
    REQUIRE(h.click("pause"));
    h.frames(2);
    overlay = h.app().clock_overlay();
    CHECK(overlay.shown);
    CHECK_FALSE(overlay.running);
    CHECK(overlay.hundredths);
    const double stopped = overlay.elapsed_ms;
    h.frames(30);
    CHECK(h.app().clock_overlay().elapsed_ms == doctest::Approx(stopped));
}

TEST_CASE("headless platform clock: Watch mode has no clock to show") {
    FrameHarness h({"--watch", "naive", kStart}, 1280, 800);
    h.app().use_platform_clock();
    h.frames(3);
    CHECK_FALSE(h.app().clock_overlay().shown);
}

}  // namespace sudoku::test::platform_clock_frames
