// Two ImGui helpers the views share: a key press by ImGuiKey, and a colour with a new alpha.
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

}  // namespace sudoku::app
