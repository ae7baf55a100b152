#include "app/dialogs/statistics_window.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

namespace {

std::string time_or_dash(std::int64_t ms) {
    return ms > 0 ? format_clock(ms, true) : std::string("-");
}

// The smallest share of its type the table shrinks to.
constexpr float kSmallestTableType = 0.5f;

// The headers, then one row per mode and difficulty.
std::vector<std::array<std::string, 6>> table_rows(const ViewContext& ctx,
                                                   const io::Statistics& statistics) {
    std::vector<std::array<std::string, 6>> rows;
    rows.push_back({ctx.t(Text::StatsMode), ctx.t(Text::StatsDifficulty), ctx.t(Text::StatsPlayed),
                    ctx.t(Text::StatsSolved), ctx.t(Text::StatsBest), ctx.t(Text::StatsAverage)});
    for (const auto& [mode, difficulties] : statistics.modes)
        for (const auto& [difficulty, record] : difficulties)
            rows.push_back({mode, difficulty_label(difficulty, ctx.ui.language),
                            std::to_string(record.played), std::to_string(record.solved),
                            time_or_dash(record.best_ms), time_or_dash(record.average_ms())});
    return rows;
}

// The window width the table needs with every header and cell whole, at the current type.
float natural_width(const std::vector<std::array<std::string, 6>>& rows) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float width = 2.0f * style.WindowPadding.x + style.ScrollbarSize;
    for (std::size_t column = 0; column < 6; ++column) {
        float widest = 0.0f;
        for (const auto& row : rows)
            widest = std::max(widest, ImGui::CalcTextSize(row[column].c_str()).x);
        width += widest + 2.0f * style.CellPadding.x + style.ItemSpacing.x;
    }
    return width;
}

}  // namespace

void StatisticsWindow::draw(const ViewContext& ctx, const io::Statistics& statistics) {
    if (!ctx.ui.show_statistics) return;
    const std::vector<std::array<std::string, 6>> rows = table_rows(ctx, statistics);
    // The table's natural width; in large type on a small window the type shrinks (as the
    // dialogs' does) rather than cutting headers and times.
    const ImVec2 work = ImGui::GetMainViewport()->WorkSize;
    const float room = work.x * 0.94f;
    const float natural = natural_width(rows);
    const float fit = std::clamp(room / std::max(natural, 1.0f), kSmallestTableType, 1.0f);
    center_next_window(ImGuiCond_Appearing,
                       ImVec2(std::min(room, std::max(natural * fit, ImGui::GetFontSize() * 20.0f)),
                              work.y * 0.5f));
    bool open = true;
    const std::string title = std::string(ctx.t(Text::ItemStatistics)) + "###statistics";
    if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse)) {
        ImGui::SetWindowFontScale(fit);
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
            for (const std::string& head : rows.front())
                ImGui::TableSetupColumn(head.c_str());
            ImGui::TableHeadersRow();
            for (std::size_t r = 1; r < rows.size(); ++r) {
                ImGui::TableNextRow();
                for (const std::string& cell : rows[r]) {
                    ImGui::TableNextColumn();
                    ImGui::TextUnformatted(cell.c_str());
                }
            }
            ImGui::EndTable();
        }
        report_current_window("statistics_window");
        ImGui::SetWindowFontScale(1.0f);
        if (escape_pressed_here()) open = false;
    }
    ImGui::End();
    if (!open) ctx.commands.push(cmd::ToggleStatistics{});
}

}  // namespace sudoku::app
