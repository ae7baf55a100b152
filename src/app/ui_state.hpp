// UI state: what the player would not expect undo to restore (cursor, notes mode, theme,
// language, windows), plus the per-frame context every view draws from.
#pragma once

#include <string>

#include "app/command.hpp"
#include "app/fonts.hpp"
#include "app/play_state.hpp"
#include "app/strings.hpp"
#include "app/theme.hpp"

namespace sudoku::app {

struct UiState {
    core::Cell cursor = 0;  // starts at r1c1
    bool notes_mode = false;
    ThemeId theme = ThemeId::Light;
    Language language = Language::English;
    float ui_scale = 1.0f;
    bool show_help = false;
    bool show_new_game_dialog = false;  // set by cmd::OpenNewGameDialog
    bool show_frame_stats = false;
    double elapsed_seconds = 0.0;  // placeholder game clock until the play model owns it
    std::string source;            // where the puzzle came from
    std::string message;           // the status line's latest message
};

// What a view needs to draw one frame; views read the model and only queue commands.
struct ViewContext {
    const PlayState& play;
    const UiState& ui;
    const Theme& theme;
    const FontSet& fonts;
    CommandQueue& commands;

    [[nodiscard]] const char* t(Text key) const { return text(key, ui.language); }
};

// Columns of a sub-grid holding n digits, ceil(sqrt(n)): notes in a cell and the digit pad
// (3 for 9 digits, 4 for 16, 5 for 25).
[[nodiscard]] int sub_grid_columns(int n);

// "mm:ss" for the clock.
[[nodiscard]] std::string format_clock(double seconds);

}  // namespace sudoku::app
