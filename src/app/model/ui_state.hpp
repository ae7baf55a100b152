// The per-frame context every view draws from (the UI state itself, plain data, lives in
// app/session/session_state.hpp), and the small ImGui helpers the dialogs share.
#pragma once

#include <optional>
#include <string>

#include "app/model/command.hpp"
#include "app/session/play_view.hpp"
#include "app/session/session_state.hpp"
#include "app/views/fonts.hpp"
#include "app/views/theme.hpp"

namespace sudoku::app {

// What a view needs to draw one frame; views read the model and only queue commands.
struct ViewContext {
    const PlayView& play;
    const UiState& ui;
    const Theme& theme;
    const FontSet& fonts;
    CommandQueue& commands;

    [[nodiscard]] const char* t(Text key) const { return text(key, ui.language); }
};

// Columns of a sub-grid holding n digits, ceil(sqrt(n)): notes in a cell and the digit pad
// (3 for 9 digits, 4 for 16, 5 for 25).
[[nodiscard]] int sub_grid_columns(int n);

// Places the next window in the middle of the main viewport with the given size (a height of
// 0 lets the window fit its content), as dialogs and tool windows open.
void center_next_window(ImGuiCond cond, ImVec2 size);

// Dialogs (modal popups, the celebration banner) on the window's background colour, so their
// buttons and text fields, drawn like the side panel's, stand out as they do there.
void push_dialog_style(const Theme& theme);
void pop_dialog_style();

}  // namespace sudoku::app
