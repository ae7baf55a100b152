// The play screen's clock drawn by the page: an element under the canvas, seen through a hole
// the frame leaves transparent at the clock's room (App::use_platform_clock). A running clock
// then changes the element's text at each tick, and the canvas stays as it was: in a browser
// drawing with a software renderer every new canvas frame costs tens of milliseconds of
// compositing the whole page, a changed line of text a fraction of that.
#pragma once

#include <optional>

#include "app/model/clock_overlay.hpp"
#include "platform/frame_damage.hpp"

namespace sudoku::platform {

class WebClock {
  public:
    // Makes the element and gives the page the game's font for it.
    static void start();
    // After each frame, from App::clock_overlay: places the element, sets its text and keeps a
    // running clock ticking by a timer of the page's (every 1/20 s with hundredths, else at each
    // second) until the next frame; or hides it.
    void show(const app::ClockOverlay& overlay, float pixel_ratio);
    // The framebuffer pixels the frame leaves transparent for the element (none when hidden).
    [[nodiscard]] const std::optional<PixelRect>& hole() const { return m_hole; }

  private:
    std::optional<PixelRect> m_hole;
};

}  // namespace sudoku::platform
