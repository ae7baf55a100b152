// Small ImGui helpers the views share: a key press by ImGuiKey, a colour with a new alpha, and
// the width a radio button will take.
#pragma once

#include <imgui.h>

#include <algorithm>

namespace sudoku::app {

// ImGui 1.86 reads keys by index; a key the backend does not map has none and is never pressed.
inline bool key_pressed(ImGuiKey key, bool repeat = true) {
    const int index = ImGui::GetKeyIndex(key);
    return index >= 0 && ImGui::IsKeyPressed(index, repeat);
}

// `colour` with its alpha replaced by `alpha` (0..1, clamped).
inline ImU32 with_alpha(ImU32 colour, float alpha) {
    const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f);
    return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

// The width ImGui::RadioButton(label) takes: its circle, the gap and the label (to decide
// before drawing whether a row of them fits on one line).
inline float radio_button_width(const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
           ImGui::CalcTextSize(label, nullptr, true).x;
}

}  // namespace sudoku::app
