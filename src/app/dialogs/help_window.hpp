// The help window (F1): rules, controls and a short explanation of backtracking.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

struct HelpWindow {
    void draw(const ViewContext& ctx);
};

}  // namespace sudoku::app
