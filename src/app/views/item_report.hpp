// The layout report's ImGui side: names the widget drawn last, so GUI tests find it by name.
#pragma once

namespace sudoku::app {

// Notes the last ImGui item's rectangle under `name` (only when SUDOKU_REPORT_LAYOUT is set).
void report_last_item(const char* name);
// Notes the current window's rectangle under `name`, as an item (a menu or a window that must
// stay on screen).
void report_current_window(const char* name);

}  // namespace sudoku::app
