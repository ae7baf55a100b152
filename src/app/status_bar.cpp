#include "app/status_bar.hpp"

#include <string>

namespace sudoku::app {

void StatusBar::draw(const ViewContext& ctx) {
    const PlayView& play = ctx.play;
    std::string line = play.layout().cell_name(ctx.ui.cursor);
    line +=
        "   ·   " + fill(ctx.t(Text::StatusEmpty), {std::to_string(play.board().empty_count())});
    if (play.conflict_count() > 0)
        line +=
            "   ·   " + fill(ctx.t(Text::StatusConflicts), {std::to_string(play.conflict_count())});
    if (play.wrong_count() > 0)
        line +=
            "   ·   " + fill(ctx.t(Text::StatusWrongCount), {std::to_string(play.wrong_count())});
    if (ctx.ui.notes_mode) line += "   ·   " + std::string(ctx.t(Text::PanelNotesMode));
    if (!ctx.ui.message.empty()) line += "   ·   " + ctx.ui.message;
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    ImGui::TextUnformatted(line.c_str());
    // Where the puzzle came from, right-aligned when there is room for it.
    const float source_width = ImGui::CalcTextSize(ctx.ui.source.c_str()).x;
    const float right = ImGui::GetWindowContentRegionMax().x - ImGui::GetStyle().WindowPadding.x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + source_width + ImGui::GetStyle().ItemSpacing.x < right) {
        ImGui::SetCursorPosX(right - source_width);
        ImGui::TextUnformatted(ctx.ui.source.c_str());
    } else {
        ImGui::NewLine();
    }
    ImGui::PopStyleColor();
}

}  // namespace sudoku::app
