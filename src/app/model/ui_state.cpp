#include "app/model/ui_state.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sudoku::app {

int sub_grid_columns(int n) {
    return static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
}

void center_next_window(ImGuiCond cond, ImVec2 size) {
    // The window's centre, not the work area's below the menu bar: dialogs stay where they
    // were when the bar was part of the main window (the GUI tests click at fixed places).
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f),
                            cond, ImVec2(0.5f, 0.5f));
    // Never wider or taller than the work area (large type on a small window): a window
    // centred past both edges would hide its title and its close button.
    const ImVec2 room(std::max(1.0f, vp->WorkSize.x - 40.0f),
                      std::max(1.0f, vp->WorkSize.y - 40.0f));
    ImGui::SetNextWindowSize(ImVec2(std::min(size.x, room.x), std::min(size.y, room.y)), cond);
}

void push_dialog_style(const Theme& theme) {
    const ImVec4 background = ImGui::ColorConvertU32ToFloat4(theme.app_background);
    ImGui::PushStyleColor(ImGuiCol_PopupBg, background);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, background);
}

void pop_dialog_style() {
    ImGui::PopStyleColor(2);
}

}  // namespace sudoku::app
