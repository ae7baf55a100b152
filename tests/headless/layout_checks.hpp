// The layout sweep's rules for one settled frame: no text cut short, no window past the
// display, nothing drawn past a window's edge where it cannot scroll, no named control cut off
// where it cannot be scrolled to, no two controls of a window
// (or two side-by-side panels) over each other, the menu bar within the window, and the same
// layout on the next frame.
#pragma once

#include <string>
#include <vector>

#include "frame_record.hpp"

namespace sudoku::test {

// One defect: `key` names it without measurements (so a list of known defects stays valid when
// a figure moves by a pixel), `detail` adds them for the reader.
struct Finding {
    std::string key;
    std::string detail;
};

[[nodiscard]] std::vector<Finding> check_frame(const FrameRecord& frame, float width, float height);
// What changed between two frames drawn one after the other with nothing happening.
[[nodiscard]] std::vector<Finding> check_stability(const FrameRecord& before,
                                                   const FrameRecord& after);

}  // namespace sudoku::test
