#include "app/dialogs/statistics_window.hpp"

#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

namespace {

std::string time_or_dash(std::int64_t ms) {
    return ms > 0 ? format_clock(ms, true) : std::string("-");
}

}  // namespace

void StatisticsWindow::draw(const ViewContext& ctx, const io::Statistics& statistics) {
    if (!ctx.ui.show_statistics) return;
    center_next_window(ImGuiCond_Appearing, ImVec2(ImGui::GetFontSize() * 34.0f,
                                                   ImGui::GetMainViewport()->WorkSize.y * 0.5f));
    bool open = true;
    const std::string title = std::string(ctx.t(Text::ItemStatistics)) + "###statistics";
    if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse)) {
        ImGui::TextUnformatted(
            fill(ctx.t(Text::StatsTotal), {std::to_string(statistics.games_played())}).c_str());
        ImGui::Spacing();
        if (statistics.modes.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
            ImGui::TextUnformatted(ctx.t(Text::StatsNone));
            ImGui::PopStyleColor();
        } else if (ImGui::BeginTable("##stats", 6,
                                     ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                         ImGuiTableFlags_ScrollY |
                                         ImGuiTableFlags_SizingStretchProp)) {
            ImGui::TableSetupScrollFreeze(0, 1);
            for (Text head : {Text::StatsMode, Text::StatsDifficulty, Text::StatsPlayed,
                              Text::StatsSolved, Text::StatsBest, Text::StatsAverage})
                ImGui::TableSetupColumn(ctx.t(head));
            ImGui::TableHeadersRow();
            for (const auto& [mode, difficulties] : statistics.modes) {
                for (const auto& [difficulty, record] : difficulties) {
                    ImGui::TableNextRow();
                    const std::string cells[] = {mode,
                                                 difficulty_label(difficulty, ctx.ui.language),
                                                 std::to_string(record.played),
                                                 std::to_string(record.solved),
                                                 time_or_dash(record.best_ms),
                                                 time_or_dash(record.average_ms())};
                    for (const std::string& cell : cells) {
                        ImGui::TableNextColumn();
                        ImGui::TextUnformatted(cell.c_str());
                    }
                }
            }
            ImGui::EndTable();
        }
        report_current_window("statistics_window");
        if (escape_pressed_here()) open = false;
    }
    ImGui::End();
    if (!open) ctx.commands.push(cmd::ToggleStatistics{});
}

}  // namespace sudoku::app
