// The side panel's what-if part: "Try a value…", or while a digit to try is awaited the
// question, or while a branch is open its guess, depth and the Abandon and Keep buttons.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

// `room`: the height the pad and the controls under it leave; what does not fit is left out
// (the Try button first, then Abandon and Keep), as the keys and the Game menu do the same.
void draw_branch_panel(const ViewContext& ctx, float room);

}  // namespace sudoku::app
