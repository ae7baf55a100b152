// A 25x25 board full of notes (ported from the Xvfb script gui/notes.sh): 15,625 notes drawn as
// one cached image, uploaded to the renderer (the harness keeps its pixels). Fill notes shows
// them; every change shows on the next frame with the image redrawn, exactly as it was after
// undo (a digit clears its notes in the peers, Ctrl+Z brings them back), after a theme switch
// and back, and after the window is resized and restored.
#include <doctest/doctest.h>

#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::notes_image_frames {

namespace {

constexpr Rect kBoard{0.0f, 40.0f, 860.0f, 760.0f};  // left of the side panel at 1280x800

void choose_theme(FrameHarness& h, const char* item) {
    REQUIRE(h.click("menu_view"));
    REQUIRE(h.hover("menu_theme"));
    REQUIRE(h.click(item));
    h.move_pointer_away();
    h.frames(2);
}

}  // namespace

TEST_CASE("headless notes: a 25x25 board of notes follows every change, undo, theme and size") {
    FrameHarness h({std::string(625, '.')}, 1280, 800);
    h.frames(3);
    const std::uint64_t empty = h.drawn(kBoard);
    // Fill notes (a 25x25 board's compact panel has the command in the Edit menu only).
    h.app().post(app::cmd::FillNotes{});
    h.frames(2);
    const std::uint64_t filled = h.drawn(kBoard);
    CHECK(filled != empty);
    h.type("1");  // the cursor is at r1c1: 1 there clears note 1 from its 72 peers
    h.frames(1);
    CHECK(h.drawn(kBoard) != filled);
    h.press(harness_key_codes().z, {.ctrl = true});
    h.frames(1);
    CHECK(h.drawn(kBoard) == filled);
    choose_theme(h, "menu_theme_dark");
    CHECK(h.drawn(kBoard) != filled);
    choose_theme(h, "menu_theme_light");
    CHECK(h.drawn(kBoard) == filled);
    h.resize(1000, 640);
    h.frames(3);
    CHECK(h.drawn(kBoard) != filled);
    h.resize(1280, 800);
    h.frames(3);
    CHECK(h.drawn(kBoard) == filled);
}

}  // namespace sudoku::test::notes_image_frames
