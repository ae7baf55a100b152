// The side panel's what-if part: "Try a value…", or while a digit to try is awaited the
// question, or while a branch is open its guess, depth and the Abandon and Keep buttons.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

void draw_branch_panel(const ViewContext& ctx);

}  // namespace sudoku::app
