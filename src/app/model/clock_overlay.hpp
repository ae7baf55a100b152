// The play screen's clock for a platform that draws it itself (the web page's clock element), so
// the game's own frames need not be drawn again at every tick of a running clock.
#pragma once

#include <array>

namespace sudoku::app {

// Where the side panel left the clock's room, drawn without its digits (App::use_platform_clock).
struct ClockPlace {
    std::array<float, 4> rect{};    // min x, min y, max x, max y in ImGui's (framebuffer) pixels
    float font_size = 0.0f;         // pixels: the large interface font, shrunk to the panel's width
    std::array<float, 4> colour{};  // the text's colour, RGBA from 0 to 1
};

// What the platform shows there until the next frame: the clock read at the end of the frame,
// and whether it runs on meanwhile (then at the wall clock's pace, as App::update ticks it).
struct ClockOverlay {
    bool shown = false;  // false: no room was left this frame (Watch mode, the clock hidden)
    ClockPlace place;
    std::array<float, 4> background{};  // the window's background behind the digits
    double elapsed_ms = 0.0;            // as PlaySession::clock_ms, with the part of a millisecond
    bool running = false;
    bool hundredths = false;  // format_clock's fraction
};

}  // namespace sudoku::app
