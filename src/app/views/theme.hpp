// Colour themes (light, dark, high contrast) as one struct: the board view and panels read
// every colour from it, and apply_imgui_style() derives the ImGui widget style from it.
#pragma once

#include <cstdint>

#include <imgui.h>

#include "app/session/theme_id.hpp"

namespace sudoku::app {

struct Theme {
    ThemeId id = ThemeId::Light;
    // Window and board surfaces.
    ImU32 app_background;
    ImU32 board_background;
    ImU32 thin_line;
    ImU32 thick_line;
    // Cell backgrounds, from weakest to strongest meaning.
    ImU32 given_background;  // the givens' cells, so the player sees what is fixed
    ImU32 peer_background;   // row/column/region of the selected cell
    ImU32 same_digit_background;
    ImU32 selected_background;
    ImU32 hover_background;
    ImU32 hint_background;      // green
    ImU32 wrong_background;     // red
    ImU32 solution_background;  // light blue
    ImU32 diagonal_tint;        // Sudoku X diagonals
    ImU32 diagonal_line;        // the diagonals' line, opaque: it must carry on a projector
    ImU32 window_tint;          // Hyper windows
    // Digits.
    ImU32 given_digit;
    ImU32 player_digit;
    ImU32 hint_digit;
    ImU32 wrong_digit;
    ImU32 solution_digit;
    ImU32 note_digit;
    ImU32 note_highlight;  // a note equal to the selected cell's digit
    // Accents.
    ImU32 cursor_outline;
    ImU32 conflict_outline;  // conflicting givens
    ImU32 accent;            // buttons, celebration
    ImU32 muted_text;
};

[[nodiscard]] const Theme& theme(ThemeId id);

// A Hyper window's outline: its tint's hue, nearly opaque, so it shows where highlights cover
// the tint (on the board) and on a small preview's thin cells.
[[nodiscard]] inline ImU32 window_outline(const Theme& theme) {
    return (theme.window_tint & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 200);
}

// Resets ImGui's style to the theme's colours, rounded corners, then scales sizes for the UI scale.
void apply_imgui_style(const Theme& theme, float ui_scale);

}  // namespace sudoku::app
