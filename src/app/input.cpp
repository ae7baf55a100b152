#include "app/input.hpp"

#include <imgui.h>

#include "core/symbols.hpp"

namespace sudoku::app {

namespace {

bool pressed(int key_index, bool repeat = true) {
    return key_index >= 0 && ImGui::IsKeyPressed(key_index, repeat);
}

bool pressed_named(ImGuiKey key, bool repeat = true) {
    return pressed(ImGui::GetKeyIndex(key), repeat);
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
    if (io.KeyCtrl && pressed(keys.n, false)) out.push(cmd::OpenNewGameDialog{});
    if (pressed(keys.f11, false)) out.push(cmd::ToggleFullscreen{});
    if (pressed(keys.f1, false)) out.push(cmd::ToggleHelp{});
    if (context.text_input_active || io.KeyCtrl || io.KeyAlt) return;

    if (pressed_named(ImGuiKey_LeftArrow)) out.push(cmd::MoveCursor{0, -1});
    if (pressed_named(ImGuiKey_RightArrow)) out.push(cmd::MoveCursor{0, 1});
    if (pressed_named(ImGuiKey_UpArrow)) out.push(cmd::MoveCursor{-1, 0});
    if (pressed_named(ImGuiKey_DownArrow)) out.push(cmd::MoveCursor{1, 0});
    if (pressed_named(ImGuiKey_Backspace) || pressed_named(ImGuiKey_Delete))
        out.push(cmd::EraseCell{});

    for (const ImWchar ch : io.InputQueueCharacters) {
        if (const core::Digit d = digit_for_char(ch, context.board_size); d != core::kEmpty) {
            out.push(cmd::EnterDigit{d});
        } else if (ch == '0' || ch == '.') {
            out.push(cmd::EraseCell{});
        } else if (ch == ' ' || ch == 'n' || ch == 'N') {
            // N is the notes key unless it is a digit of this board (N = 23 on 25x25).
            out.push(cmd::ToggleNotesMode{});
        }
    }
}

}  // namespace sudoku::app
