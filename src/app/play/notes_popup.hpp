// The notes popup (right-click on an empty cell): the cell's candidates as buttons that toggle
// them, or colour them in colour mode.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

// Opens when `open_request` names a cell (a one-frame request, cleared here); shows the
// cursor's cell while it stays empty.
void draw_notes_popup(const ViewContext& ctx, core::Cell& open_request);

}  // namespace sudoku::app
