// All keyboard mapping of the game in one place: keys and typed characters become commands.
// ImGui 1.86 has no Shortcut() and no digit or F-key enums, so digits come from
// io.InputQueueCharacters and the few platform key codes we need are handed in by the platform.
#pragma once

#include "app/model/command.hpp"
#include "core/base/types.hpp"

namespace sudoku::app {

// Key indices into ImGuiIO::KeysDown for keys that ImGuiKey_ does not name (filled by the
// platform layer, which knows the backend's key codes).
struct KeyCodes {
    int f1 = -1;
    int f11 = -1;
    int q = -1;
    int n = -1;  // Ctrl+N new game
    int o = -1;  // Ctrl+O open
    int s = -1;  // Ctrl+S save
    int y = -1;  // Ctrl+Y redo
    int z = -1;  // Ctrl+Z undo, Ctrl+Shift+Z redo
    // The keys 1 and A: 1-9 and A-Z follow each in order (Shift+key: a corner mark, Ctrl+key
    // a centre mark; typed characters cannot tell Shift+1 from '!' on every keyboard).
    int digit1 = -1;
    int letter_a = -1;
    int e = -1;  // Ctrl+E the Experiments window
};

struct InputContext {
    int board_size = 9;  // letters A-P are digits only up to this size
    bool text_input_active = false;
    bool dialog_open = false;  // a modal dialog takes the keys (global shortcuts still work)
    bool paused = false;       // the board is hidden: only shortcuts, no play keys
    bool trying = false;       // a digit to try is asked for: Esc cancels
};

// Reads this frame's keys and characters and queues the matching commands.
void collect_keyboard_commands(const KeyCodes& keys, const InputContext& context,
                               CommandQueue& out);

// This frame's edits of a board inside a dialog (Enter your own): arrows, a digit, erase.
struct GridEdit {
    int rows = 0;
    int cols = 0;
    core::Digit digit = core::kEmpty;  // the last digit typed this frame
    bool erase = false;
};
[[nodiscard]] GridEdit collect_grid_edit(int board_size);

// The digit a typed character stands for on a board of size n (1-9, A-P/a-p up to n), or 0.
[[nodiscard]] core::Digit digit_for_char(unsigned int ch, int n);

}  // namespace sudoku::app
