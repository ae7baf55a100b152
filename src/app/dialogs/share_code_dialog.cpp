#include "app/dialogs/share_code_dialog.hpp"

#include <imgui_stdlib.h>
#include <cmath>

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/model/share_link.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "core/share/share_code.hpp"
#include "core/share/share_game.hpp"

namespace sudoku::app {

void ShareCodeDialog::open(const std::string& code) {
    m_code = code;
    recheck();
    m_modal.request_open();
}

void ShareCodeDialog::recheck() {
    m_error.reset();
    m_position.reset();
    if (m_code.find_first_not_of(" \t\r\n") == std::string::npos) return;
    // A code or a whole link (a Watch link opens Watch too, through the App).
    auto decoded = parse_share_link(m_code);
    if (decoded)
        m_position = std::move(decoded->position);
    else
        m_error = decoded.error();
}

void ShareCodeDialog::draw(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const auto t = [&](WhatifText key) { return whatif_text(key, lang); };
    if (!m_modal.begin(t(WhatifText::ShareTitle), 620.0f * ctx.ui.ui_scale)) return;
    push_dialog_colours(ctx.theme);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
    ImGui::TextUnformatted(t(WhatifText::ShareExplain));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool entered = ImGui::InputTextWithHint("##share_code", "SL1-…", &m_code,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    report_last_item("share_code");
    if (ImGui::IsItemEdited()) recheck();
    report_text("share_code", m_code.c_str());
    if (m_error) {
        coloured_wrapped_text(ctx.theme.wrong_digit, error_text(*m_error, lang).c_str());
        report_text("share_error", error_text(*m_error, lang).c_str());
    }
    ImGui::Spacing();

    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const ImVec2 button(std::floor((ImGui::GetContentRegionAvail().x - 2.0f * spacing) / 3.0f),
                        0.0f);
    ImGui::BeginDisabled(!m_position);
    const bool open =
        accent_button(ctx.theme, t(WhatifText::ButtonOpen), button) || (entered && m_position);
    ImGui::EndDisabled();
    report_last_item("share_open");
    ImGui::SameLine();
    if (fitted_button(dialog_text(DialogText::ButtonPaste, lang), button.x)) {
        const char* clip = ImGui::GetClipboardText();
        m_code = clip != nullptr ? clip : "";
        recheck();
    }
    ImGui::SameLine();
    const bool close = fitted_button(dialog_text(DialogText::ButtonClose, lang), button.x) ||
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    pop_dialog_colours();
    if (open && m_position) {
        ctx.commands.push(cmd::Share{.action = cmd::Share::Action::OpenLink, .text = m_code});
        m_modal.close();
    } else if (close) {
        m_modal.close();
    }
    m_modal.end();
}

}  // namespace sudoku::app
