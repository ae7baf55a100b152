#include "app/dialogs/desktop_only.hpp"

#include <imgui.h>

#include "app/i18n/error_strings.hpp"
#include "app/views/item_report.hpp"
#include "core/base/result.hpp"

namespace sudoku::app {

std::string desktop_only_note(const char* kind, Language language) {
    return error_text(core::coded_error(core::ErrorCode::NotInBrowser, {kind}), language);
}

bool file_kind_menu_item(const char* label, const char* shortcut, bool enabled, bool browser,
                         const char* kind, Language language, const char* report) {
    if (!browser) return ImGui::MenuItem(label, shortcut, false, enabled);
    (void)ImGui::MenuItem(label, nullptr, false, false);
    // Wrapped to a narrow column, so the menu keeps its width (a phone's screen).
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 14.0f);
    ImGui::TextDisabled("%s", desktop_only_note(kind, language).c_str());
    ImGui::PopTextWrapPos();
    report_last_item((std::string("desktop_only_") + report).c_str());
    return false;
}

}  // namespace sudoku::app
