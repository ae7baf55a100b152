// The side panel: clock, puzzle description, controls and the digit pad with the number of
// each digit still to place.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

class SidePanel {
  public:
    void draw(const ViewContext& ctx);

  private:
    // Buttons shrink in height to fit max_height.
    void draw_digit_pad(const ViewContext& ctx, float max_height);
};

}  // namespace sudoku::app
