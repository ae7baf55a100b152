// Draws the game's marking on the board: cell colours under everything, and the cells that
// carry corner marks or coloured candidates (their centre marks too): corner marks at the
// corners and edges, centre marks in the middle, shrinking to fit. Plain centre marks stay
// with the notes layer (one cached image for a board full of them).
#pragma once

#include <imgui.h>

#include "app/views/board_overlay.hpp"
#include "app/views/fonts.hpp"
#include "app/views/theme.hpp"
#include "core/play/position.hpp"

namespace sudoku::app {

// Whether the marks painter draws this cell's small digits (else the notes layer does).
// centre_marks_too: every cell's centre marks are painted (boards below 16x16 draw them as
// SudokuPad does, a centred row; big boards keep the notes layer's compact grids).
[[nodiscard]] bool painted_marks(const core::Position& position, core::Cell c,
                                 bool centre_marks_too);

// The coloured cells' fills.
void draw_cell_colours(ImDrawList* dl, const BoardGeometry& geometry,
                       const core::Position& position, ThemeId theme);

// Corner and centre marks of every painted cell; `selected_digit` is drawn in the highlight ink.
void draw_painted_marks(ImDrawList* dl, const FontSet& fonts, const BoardGeometry& geometry,
                        const core::Position& position, const Theme& theme,
                        core::Digit selected_digit, bool centre_marks_too);

}  // namespace sudoku::app
