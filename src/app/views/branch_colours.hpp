// The what-if branches' colours by depth: a cell tint for the board (the cells entered inside
// a branch) and an ink for text and the tree, four hues in turn, chosen per theme so that the
// tint stays readable under the digits and the ink on the panel's background.
#pragma once

#include <imgui.h>

#include "app/views/theme.hpp"

namespace sudoku::app {

// Depth 1, 2, 3... (depth <= 0 is treated as 1).
[[nodiscard]] ImU32 branch_tint(ThemeId theme, int depth);
[[nodiscard]] ImU32 branch_ink(ThemeId theme, int depth);
// High contrast also outlines tinted cells: a pale tint alone is not enough there.
[[nodiscard]] bool branch_outlined(ThemeId theme);

}  // namespace sudoku::app
