// The ImGui backend of core/plot: a laid-out figure drawn on a window's draw list, and the
// scatter point under the mouse.
#pragma once

#include <imgui.h>

#include "core/plot/figure.hpp"

namespace sudoku::app {

// Draws every shape of `figure` with its origin at `origin` (screen pixels).
void draw_figure(ImDrawList* list, ImVec2 origin, const core::Figure& figure);

}  // namespace sudoku::app
