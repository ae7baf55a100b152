// Smaller type for one part of the screen, the windows drawn inside it included.
#pragma once

#include <imgui.h>

#include <cmath>

namespace sudoku::app {

// While it lives, what is drawn takes `scale` of the font's size and of the gaps between and
// inside controls (a larger interface's panel in a window too short for it). It sets the font's
// base scale, not a window's font scale: ImGui multiplies a window's scale into its direct
// children only, and the panel's listing sits two windows deep. Nothing may push `font` inside
// and pop it after the scope ends.
class ScaledType {
  public:
    ScaledType(ImFont* font, float scale) : m_font(font), m_restore(font->Scale) {
        const ImGuiStyle& style = ImGui::GetStyle();
        const auto scaled = [scale](ImVec2 v) {
            return ImVec2(std::round(v.x * scale), std::round(v.y * scale));
        };
        const ImVec2 frame = scaled(style.FramePadding);
        const ImVec2 item = scaled(style.ItemSpacing);
        const ImVec2 inner = scaled(style.ItemInnerSpacing);
        const ImVec2 cell = scaled(style.CellPadding);
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, frame);
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, item);
        ImGui::PushStyleVar(ImGuiStyleVar_ItemInnerSpacing, inner);
        ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, cell);
        m_font->Scale = m_restore * scale;
        ImGui::PushFont(m_font);
    }
    ~ScaledType() {
        // The font's own scale first: popping it recomputes the size from the font below.
        m_font->Scale = m_restore;
        ImGui::PopFont();
        ImGui::PopStyleVar(4);
    }
    ScaledType(const ScaledType&) = delete;
    ScaledType& operator=(const ScaledType&) = delete;

  private:
    ImFont* m_font;
    float m_restore;
};

}  // namespace sudoku::app
