#include "app/dialogs/alert_popups.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/clipped_text.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

void draw_alert(const ViewContext& ctx) {
    if (ctx.ui.alert_title.empty()) return;
    const std::string id = ctx.ui.alert_title + "###alert";
    if (!ImGui::IsPopupOpen("###alert")) ImGui::OpenPopup(id.c_str());
    center_next_window(
        ImGuiCond_Always,
        ImVec2(std::min(ImGui::GetMainViewport()->WorkSize.x * 0.9f, 560.0f * ctx.ui.ui_scale),
               0.0f));
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopupModal(
        id.c_str(), nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    pop_dialog_style();
    if (shown) {
        ImGui::TextWrapped("%s", clipped_text(ctx.ui.alert_text, kMaxDialogChars).c_str());
        if (layout_report_wanted()) {  // one line of the report: the title and the text
            std::string line = ctx.ui.alert_title + ": " + ctx.ui.alert_text;
            std::replace(line.begin(), line.end(), '\n', ' ');
            report_text("alert", line.c_str());
        }
        ImGui::Spacing();
        const float width = std::round(120.0f * ctx.ui.ui_scale);
        ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - width);
        if (ImGui::Button(ctx.t(Text::ButtonClose), ImVec2(width, 0)) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
            ImGui::CloseCurrentPopup();
            ctx.commands.push(cmd::CloseAlert{});
        }
        ImGui::EndPopup();
    }
}

void draw_quit_unsaved(const ViewContext& ctx, const std::string& text) {
    if (text.empty()) return;
    const std::string id = std::string(ctx.t(Text::QuitUnsavedTitle)) + "###quit_unsaved";
    if (!ImGui::IsPopupOpen("###quit_unsaved")) ImGui::OpenPopup(id.c_str());
    center_next_window(
        ImGuiCond_Always,
        ImVec2(std::min(ImGui::GetMainViewport()->WorkSize.x * 0.9f, 620.0f * ctx.ui.ui_scale),
               0.0f));
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopupModal(
        id.c_str(), nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    pop_dialog_style();
    if (!shown) return;
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::Spacing();
    // Three buttons share the row; each label shrinks to fit rather than being cut.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = std::floor((ImGui::GetContentRegionAvail().x - 2.0f * spacing) / 3.0f);
    using Choice = cmd::QuitUnsaved::Choice;
    std::optional<Choice> choice;
    if (fitted_button(ctx.t(Text::ButtonSaveElsewhere), width) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
        choice = Choice::SaveElsewhere;
    ImGui::SameLine();
    const bool without = fitted_button(ctx.t(Text::ButtonQuitWithoutSaving), width);
    report_last_item("quit_without_saving");
    if (without) choice = Choice::QuitWithoutSaving;
    ImGui::SameLine();
    if (fitted_button(ctx.t(Text::ButtonCancel), width) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        choice = Choice::Cancel;
    if (choice) {
        ImGui::CloseCurrentPopup();
        ctx.commands.push(cmd::QuitUnsaved{*choice});
    }
    ImGui::EndPopup();
}

}  // namespace sudoku::app
