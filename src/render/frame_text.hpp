// The words of a Watch frame's counter strip and side panel as lines of text placed in pixels
// (no cairo): the cairo painter and the software painter draw the same lines, each shrunk to
// its width.
#pragma once

#include <string>
#include <vector>

#include "render/frame_words.hpp"
#include "render/render_theme.hpp"
#include "render/watch_frame.hpp"

namespace sudoku::render {

// A line at most `size` high with its left end at x and its baseline at y, shrunk (never
// clipped) until it fits `max_width`.
struct FitText {
    std::string text;
    double x = 0, y = 0, size = 0, max_width = 0;
    Rgb colour{};
};

// The line of counters under the board in the box (x, y, w, h); none when not watching.
[[nodiscard]] std::vector<FitText> counter_strip_text(double x, double y, double w, double h,
                                                      const WatchFrame& frame,
                                                      const FrameWords& words,
                                                      const RenderTheme& theme);
// The side panel in the box (x, y, w, h): algorithm, status, the event, counters, then the stack
// (deepest last, as many levels as fit; the cut ones summarised by "... (n)").
[[nodiscard]] std::vector<FitText> panel_text(double x, double y, double w, double h,
                                              const WatchFrame& frame, const FrameWords& words,
                                              const RenderTheme& theme);

}  // namespace sudoku::render
