// The main window's menu bar: game and file actions, options, view settings (theme,
// interface size, full screen, frame timing), language and help.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

struct MenuBar {
    // The menus, inside the menu bar App opens.
    void draw(const ViewContext& ctx);
};

// Interface sizes offered in the menu (1x to 3x, for a projector).
inline constexpr float kUiScales[] = {1.0f, 1.25f, 1.5f, 2.0f, 2.5f, 3.0f};

}  // namespace sudoku::app
