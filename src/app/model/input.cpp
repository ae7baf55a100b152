#include "app/model/input.hpp"

#include <imgui.h>

#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

bool pressed(int key_index, bool repeat = true) {
    return key_index >= 0 && ImGui::IsKeyPressed(key_index, repeat);
}

bool pressed_named(ImGuiKey key, bool repeat = true) {
    return pressed(ImGui::GetKeyIndex(key), repeat);
}

// The digit whose key (1-9, then A-P) was pressed this frame, or 0. Ctrl takes 1-9 only: Ctrl
// with a letter is a shortcut (Ctrl+C, Ctrl+N...).
core::Digit digit_key(const KeyCodes& keys, int n, bool letters) {
    for (int d = 1; d <= n && d <= 9; ++d)
        if (keys.digit1 >= 0 && pressed(keys.digit1 + d - 1, false))
            return static_cast<core::Digit>(d);
    for (int d = 10; letters && d <= n; ++d)
        if (keys.letter_a >= 0 && pressed(keys.letter_a + d - 10, false))
            return static_cast<core::Digit>(d);
    return 0;
}

}  // namespace

core::Digit digit_for_char(unsigned int ch, int n) {
    if (ch > 0x7F) return 0;
    const auto value = core::symbol_value(static_cast<char>(ch));
    if (!value || *value < 1 || *value > n) return 0;
    return static_cast<core::Digit>(*value);
}

void collect_keyboard_commands(const KeyCodes& keys, const InputContext& context,
                               CommandQueue& out) {
    const ImGuiIO& io = ImGui::GetIO();

    // Global shortcuts work even while a text field has focus.
    if (io.KeyCtrl && pressed(keys.q, false)) out.push(cmd::Quit{});
    if (pressed(keys.f11, false)) out.push(cmd::ToggleFullscreen{});
    if (pressed(keys.f1, false)) out.push(cmd::ToggleHelp{});
    // In a text field Ctrl+C / Ctrl+V edit the field; elsewhere they copy the puzzle line and
    // paste a puzzle into Enter your own.
    if (!context.text_input_active && io.KeyCtrl && pressed_named(ImGuiKey_C, false))
        out.push(cmd::CopyPuzzleLine{});
    if (!context.text_input_active && io.KeyCtrl && pressed_named(ImGuiKey_V, false))
        out.push(cmd::PastePuzzle{});
    if (context.text_input_active || context.dialog_open || io.KeyAlt) return;

    if (io.KeyCtrl) {
        if (pressed(keys.n, false)) out.push(cmd::OpenNewGameDialog{});
        if (pressed(keys.o, false)) out.push(cmd::ShowOpenDialog{});
        if (pressed(keys.s, false)) out.push(cmd::Save{.save_as = io.KeyShift});
        if (pressed(keys.e, false)) out.push(cmd::ToggleExperiments{});
        // Undo and redo repeat while held, as in text editors.
        if (pressed(keys.z) && !io.KeyShift) out.push(cmd::Undo{});
        if (pressed(keys.y) || (pressed(keys.z) && io.KeyShift)) out.push(cmd::Redo{});
        // Ctrl+digit: a centre mark whatever the mode (SudokuPad).
        if (const core::Digit d = digit_key(keys, context.board_size, false); d && !context.paused)
            out.push(cmd::EnterMark{EntryMode::Centre, d});
        return;
    }
    if (context.paused) return;

    // Shift+arrows grow the selection; Shift+digit is a corner mark whatever the mode.
    const bool shift = io.KeyShift;
    if (pressed_named(ImGuiKey_LeftArrow)) out.push(cmd::MoveCursor{0, -1, shift});
    if (pressed_named(ImGuiKey_RightArrow)) out.push(cmd::MoveCursor{0, 1, shift});
    if (pressed_named(ImGuiKey_UpArrow)) out.push(cmd::MoveCursor{-1, 0, shift});
    if (pressed_named(ImGuiKey_DownArrow)) out.push(cmd::MoveCursor{1, 0, shift});
    if (shift)
        if (const core::Digit d = digit_key(keys, context.board_size, true))
            out.push(cmd::EnterMark{EntryMode::Corner, d});
    if (pressed_named(ImGuiKey_Backspace) || pressed_named(ImGuiKey_Delete))
        out.push(cmd::EraseCell{});
    if (context.trying && pressed_named(ImGuiKey_Escape, false))
        out.push(cmd::WhatIf{cmd::WhatIf::Action::Cancel});

    for (const ImWchar ch : io.InputQueueCharacters) {
        const core::Digit d = digit_for_char(ch, context.board_size);
        if (d != core::kEmpty && !shift) {
            out.push(cmd::EnterDigit{d});
        } else if (d != core::kEmpty) {
            continue;  // Shift+letter: the corner mark above
        } else if (ch == '0' || ch == '.') {
            out.push(cmd::EraseCell{});
        } else if (ch == ' ') {
            out.push(cmd::SetEntryMode{EntryMode::Digit, true});  // cycles the modes
        } else if (ch == 'n' || ch == 'N') {
            // N is the notes key unless it is a digit of this board (N = 23 on 25x25).
            out.push(cmd::ToggleNotesMode{});
        } else if (ch == 'h' || ch == 'H' || ch == '?') {
            // Likewise H (17) is a digit from 17x17 up; '?' is the hint key on every board.
            out.push(cmd::Hint{});
        } else if (ch == 't' || ch == 'T') {
            // What-if keys: T (never a digit), X (never) and K (unless a digit, 25x25).
            out.push(cmd::WhatIf{cmd::WhatIf::Action::Try});
        } else if (ch == 'x' || ch == 'X') {
            out.push(cmd::WhatIf{cmd::WhatIf::Action::Abandon});
        } else if (ch == 'k' || ch == 'K') {
            out.push(cmd::WhatIf{cmd::WhatIf::Action::Keep});
        }
    }
}

GridEdit collect_grid_edit(int board_size) {
    GridEdit edit;
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt) return edit;
    if (pressed_named(ImGuiKey_LeftArrow)) --edit.cols;
    if (pressed_named(ImGuiKey_RightArrow)) ++edit.cols;
    if (pressed_named(ImGuiKey_UpArrow)) --edit.rows;
    if (pressed_named(ImGuiKey_DownArrow)) ++edit.rows;
    edit.erase = pressed_named(ImGuiKey_Backspace) || pressed_named(ImGuiKey_Delete);
    for (const ImWchar ch : io.InputQueueCharacters) {
        if (const core::Digit d = digit_for_char(ch, board_size); d != core::kEmpty)
            edit.digit = d;
        else if (ch == '0' || ch == '.')
            edit.erase = true;
    }
    return edit;
}

}  // namespace sudoku::app
