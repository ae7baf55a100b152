// Tabs whose labels are never cut short: a tab bar where every label fits, else wrapped rows.
#pragma once

#include <imgui.h>

#include <functional>
#include <span>
#include <string>

namespace sudoku::app {

struct PanelTab {
    const char* key;               // stable across languages: keeps the selection
    const char* label;             // translated
    const char* report = nullptr;  // name in the GUI tests' layout report, if any
    std::function<void()> draw;    // the tab's content, in the room left below the tabs
};

// An ImGui tab bar while all labels fit the width at full length; in a narrower panel (Watch
// mode comparing two searches, where ImGui would cut every label to "Cod…"), rows of buttons that
// wrap, the selected one drawn as the active tab. `narrow_flags` non-zero keeps the tab bar with
// those flags instead (large type, where the tabs scroll). The selection survives the switch.
class FittingTabs {
  public:
    void draw(const char* id, std::span<const PanelTab> tabs, ImGuiTabBarFlags narrow_flags = 0);

  private:
    void draw_bar(const char* id, std::span<const PanelTab> tabs, ImGuiTabBarFlags flags);
    void draw_rows(std::span<const PanelTab> tabs);

    std::string m_selected;   // key of the selected tab (empty: the first)
    bool m_reselect = false;  // tell the tab bar the selection made while it was not shown
};

}  // namespace sudoku::app
