#include "app/dialogs/confirm_dialog.hpp"

#include <cmath>

#include "app/i18n/dialog_strings.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

namespace {

struct Words {
    DialogText title;
    DialogText text;
    Text button;
};

Words words_of(RiskyAction action) {
    switch (action) {
        case RiskyAction::Restart:
            return {DialogText::ConfirmRestartTitle, DialogText::ConfirmRestartText,
                    Text::ItemRestart};
        case RiskyAction::ClearEntries:
            return {DialogText::ConfirmClearTitle, DialogText::ConfirmClearText,
                    Text::ItemClearEntries};
        case RiskyAction::ShowSolution:
            break;
    }
    return {DialogText::ConfirmSolutionTitle, DialogText::ConfirmSolutionText,
            Text::ItemShowSolution};
}

Command confirmed(RiskyAction action) {
    switch (action) {
        case RiskyAction::Restart:
            return cmd::Restart{.confirmed = true};
        case RiskyAction::ClearEntries:
            return cmd::ClearEntries{.confirmed = true};
        case RiskyAction::ShowSolution:
            break;
    }
    return cmd::ShowSolution{.confirmed = true};
}

}  // namespace

void ConfirmDialog::draw(const ViewContext& ctx) {
    if (!m_action) return;
    const Words words = words_of(*m_action);
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (!m_modal.begin(t(words.title), 520.0f * ctx.ui.ui_scale)) {
        // Closed with the title bar's button: as Cancel.
        if (!m_modal.is_open()) m_action.reset();
        return;
    }
    push_dialog_colours(ctx.theme);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
    ImGui::TextUnformatted(t(words.text));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    ImGui::Spacing();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = std::floor((ImGui::GetContentRegionAvail().x - spacing) / 2.0f);
    const auto pressed = [](ImGuiKey key) {
        return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false);
    };
    bool done = false;
    // Escape cancels: the work is kept unless the action's button is chosen.
    const bool accept = accent_button(ctx.theme, ctx.t(words.button), ImVec2(width, 0.0f));
    report_last_item("confirm_accept");
    if (accept) {
        ctx.commands.push(confirmed(*m_action));
        done = true;
    }
    ImGui::SameLine();
    if (fitted_button(t(DialogText::ButtonCancel), width) || pressed(ImGuiKey_Escape)) done = true;
    pop_dialog_colours();
    if (done) {
        m_action.reset();
        m_modal.close();
    }
    m_modal.end();
}

}  // namespace sudoku::app
