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

}  // namespace sudoku::app
