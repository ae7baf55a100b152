#include "app/views/fitting_tabs.hpp"

#include "app/views/item_report.hpp"

namespace sudoku::app {

namespace {

// A tab's width with its whole label, as the tab bar and the wrapped rows both lay it out.
float tab_width(const PanelTab& tab) {
    return ImGui::CalcTextSize(tab.label, nullptr, true).x +
           2.0f * ImGui::GetStyle().FramePadding.x;
}

}  // namespace

void FittingTabs::draw(const char* id, std::span<const PanelTab> tabs,
                       ImGuiTabBarFlags narrow_flags) {
    if (tabs.empty()) return;
    const ImGuiStyle& style = ImGui::GetStyle();
    float needed = style.ItemInnerSpacing.x * static_cast<float>(tabs.size() - 1);
    for (const PanelTab& tab : tabs)
        needed += tab_width(tab);
    const bool fits = needed <= ImGui::GetContentRegionAvail().x;
    if (fits || narrow_flags != 0)
        draw_bar(id, tabs, fits ? 0 : narrow_flags);
    else
        draw_rows(tabs);
}

void FittingTabs::draw_bar(const char* id, std::span<const PanelTab> tabs, ImGuiTabBarFlags flags) {
    if (!ImGui::BeginTabBar(id, flags)) return;
    for (const PanelTab& tab : tabs) {
        const bool select = m_reselect && m_selected == tab.key;
        const bool open =
            ImGui::BeginTabItem(tab.label, nullptr, select ? ImGuiTabItemFlags_SetSelected : 0);
        if (tab.report != nullptr) report_last_item(tab.report);
        if (!open) continue;
        m_selected = tab.key;
        tab.draw();
        ImGui::EndTabItem();
    }
    m_reselect = false;
    ImGui::EndTabBar();
}

void FittingTabs::draw_rows(std::span<const PanelTab> tabs) {
    const PanelTab* selected = &tabs.front();
    for (const PanelTab& tab : tabs)
        if (m_selected == tab.key) selected = &tab;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float right = ImGui::GetContentRegionAvail().x;
    float x = 0.0f;
    for (const PanelTab& tab : tabs) {
        const float width = tab_width(tab);
        if (&tab != &tabs.front()) {
            if (x + style.ItemInnerSpacing.x + width <= right) {
                ImGui::SameLine(0.0f, style.ItemInnerSpacing.x);
                x += style.ItemInnerSpacing.x;
            } else {
                x = 0.0f;
            }
        }
        const bool active = &tab == selected;
        ImGui::PushStyleColor(ImGuiCol_Button,
                              style.Colors[active ? ImGuiCol_TabActive : ImGuiCol_Tab]);
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, style.Colors[ImGuiCol_TabHovered]);
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, style.Colors[ImGuiCol_TabActive]);
        if (ImGui::Button(tab.label, ImVec2(width, 0.0f))) {
            m_selected = tab.key;
            selected = &tab;
        }
        ImGui::PopStyleColor(3);
        if (tab.report != nullptr) report_last_item(tab.report);
        x += width;
    }
    m_reselect = true;
    ImGui::Separator();
    selected->draw();
}

}  // namespace sudoku::app
