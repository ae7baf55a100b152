#include "app/play/history_window.hpp"

#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/move_text.hpp"

namespace sudoku::app {

void HistoryWindow::draw(const ViewContext& ctx) {
    if (!ctx.ui.show_history) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.04f, vp->WorkPos.y + vp->WorkSize.y * 0.12f),
        ImGuiCond_Appearing);
    ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 16.0f, vp->WorkSize.y * 0.6f),
                             ImGuiCond_Appearing);
    bool open = true;
    const std::string title = std::string(ctx.t(Text::ItemHistory)) + "###history";
    if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse)) {
        const core::History& history = ctx.play.game().history();
        const std::size_t cursor = history.cursor();
        if (ImGui::Selectable(ctx.t(Text::HistoryStart), cursor == 0))
            ctx.commands.push(cmd::JumpHistory{0});
        const auto& entries = history.entries();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const bool undone = i >= cursor;
            if (undone) ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
            const std::string label =
                std::to_string(i + 1) + ". " +
                move_label(ctx.play.layout(), entries[i].move, ctx.ui.language);
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Selectable(label.c_str(), i + 1 == cursor))
                ctx.commands.push(cmd::JumpHistory{i + 1});
            ImGui::PopID();
            if (undone) ImGui::PopStyleColor();
            if (i + 1 == cursor && m_scrolled_to != cursor) ImGui::SetScrollHereY(0.5f);
        }
        m_scrolled_to = cursor;
        if (escape_pressed_here()) open = false;
    }
    ImGui::End();
    if (!open) ctx.commands.push(cmd::ToggleHistory{});
}

}  // namespace sudoku::app
