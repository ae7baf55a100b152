// The side panel's marking controls: the entry modes (digit, corner, centre, colour), digit
// first and the digit filter, and the colour palette.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

// "Digit", "Corner", "Centre", "Colour" in the language.
[[nodiscard]] const char* entry_mode_name(EntryMode mode, Language language);

// The digit the filter shows: digit first's digit, else the selected cell's; 0 when the
// filter is off or has no digit.
[[nodiscard]] core::Digit filter_digit(const ViewContext& ctx);

// Rows of frame height the bar takes in the panel's width (for the panel's room planning);
// `modes_only`: the entry modes alone, what a panel with little room keeps (large type on a
// small screen), the keys doing the rest.
[[nodiscard]] float marking_bar_rows(const ViewContext& ctx, bool modes_only = false);

void draw_marking_bar(const ViewContext& ctx, bool modes_only = false);

}  // namespace sudoku::app
