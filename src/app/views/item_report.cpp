#include "app/views/item_report.hpp"

#include <imgui.h>

#include "app/support/layout_report.hpp"

namespace sudoku::app {

void report_last_item(const char* name) {
    if (!layout_report_wanted()) return;
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    report_item(name, min.x, min.y, max.x - min.x, max.y - min.y);
}

void report_current_window(const char* name) {
    if (!layout_report_wanted()) return;
    const ImVec2 pos = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    report_item(name, pos.x, pos.y, size.x, size.y);
}

}  // namespace sudoku::app
