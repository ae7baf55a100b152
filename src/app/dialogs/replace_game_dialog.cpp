#include "app/dialogs/replace_game_dialog.hpp"

#include <cmath>
#include <optional>

#include "app/i18n/dialog_strings.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

void ReplaceGameDialog::draw(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (!m_modal.begin(t(DialogText::ReplaceTitle), 560.0f * ctx.ui.ui_scale)) {
        // Closed with the title bar's button: as Cancel.
        if (m_asking && m_shown) {
            m_asking = m_shown = false;
            ctx.commands.push(cmd::ResolveReplace{ReplaceChoice::Cancel});
        }
        return;
    }
    m_shown = true;
    push_dialog_colours(ctx.theme);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
    ImGui::TextUnformatted(t(DialogText::ReplaceQuestion));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    ImGui::Spacing();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = std::floor((ImGui::GetContentRegionAvail().x - 2.0f * spacing) / 3.0f);
    const auto pressed = [](ImGuiKey key) {
        return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false);
    };
    std::optional<ReplaceChoice> choice;
    // Enter saves (the safe default that loses nothing), Escape cancels.
    if (accent_button(ctx.theme, t(DialogText::ButtonSaveFirst), ImVec2(width, 0.0f)) ||
        pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeyPadEnter))
        choice = ReplaceChoice::Save;
    ImGui::SameLine();
    if (fitted_button(t(DialogText::ButtonDiscard), width)) choice = ReplaceChoice::Discard;
    report_last_item("replace_discard");
    ImGui::SameLine();
    if (fitted_button(t(DialogText::ButtonCancel), width) || pressed(ImGuiKey_Escape))
        choice = ReplaceChoice::Cancel;
    pop_dialog_colours();
    if (choice) {
        m_asking = m_shown = false;
        m_modal.close();
        ctx.commands.push(cmd::ResolveReplace{*choice});
    }
    m_modal.end();
}

}  // namespace sudoku::app
