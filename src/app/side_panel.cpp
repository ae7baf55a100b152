#include "app/side_panel.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/board_view.hpp"
#include "core/symbols.hpp"

namespace sudoku::app {

namespace {

void muted_label(const ViewContext& ctx, const char* label) {
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    ImGui::TextUnformatted(label);
    ImGui::PopStyleColor();
}

bool wide_button(const char* label) {
    return ImGui::Button(label, ImVec2(ImGui::GetContentRegionAvail().x, 0.0f));
}

}  // namespace

void SidePanel::draw(const ViewContext& ctx) {
    const PlayState& play = ctx.play;

    // Clock, with its label beside it on the same baseline.
    ImFont* large = ctx.fonts.ui_large();
    const float clock_top = ImGui::GetCursorPosY();
    ImGui::PushFont(large);
    ImGui::TextUnformatted(format_clock(ctx.ui.elapsed_seconds).c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::SetCursorPosY(clock_top + (large->FontSize - ImGui::GetFontSize()) * 0.8f);
    muted_label(ctx, ctx.t(Text::PanelTime));

    muted_label(ctx, ctx.t(Text::PanelPuzzle));
    ImGui::SameLine();
    ImGui::TextUnformatted(play.layout().describe().c_str());

    if (play.is_solved()) {
        ImGui::PushFont(large);
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.hint_digit);
        ImGui::TextUnformatted(ctx.t(Text::CelebrateSolved));
        ImGui::PopStyleColor();
        ImGui::PopFont();
    }
    ImGui::Separator();

    // The pad takes what is left after the controls below it, so nothing scrolls. When that
    // leaves too little (large interface size, small window), only the notes toggle and Erase
    // stay here; Fill notes and Clear entries remain in the Game menu.
    muted_label(ctx, ctx.t(Text::PanelDigits));
    const int n = play.layout().size();
    const int rows = (n + sub_grid_columns(n) - 1) / sub_grid_columns(n);
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float avail = ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y;
    const bool compact = avail - 4.0f * row < static_cast<float>(rows) * 1.3f * row;
    draw_digit_pad(ctx, avail - (compact ? 2.0f : 4.0f) * row);
    ImGui::Separator();

    bool notes = ctx.ui.notes_mode;
    if (ImGui::Checkbox(ctx.t(Text::PanelNotesMode), &notes))
        ctx.commands.push(cmd::ToggleNotesMode{});
    if (wide_button(ctx.t(Text::ButtonErase))) ctx.commands.push(cmd::EraseCell{});
    if (compact) return;
    if (wide_button(ctx.t(Text::ItemFillNotes))) ctx.commands.push(cmd::FillNotes{});
    if (wide_button(ctx.t(Text::ItemClearEntries))) ctx.commands.push(cmd::ClearEntries{});
}

void SidePanel::draw_digit_pad(const ViewContext& ctx, float max_height) {
    const PlayState& play = ctx.play;
    const int n = play.layout().size();
    const int cols = sub_grid_columns(n);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width =
        std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(cols - 1)) /
                   static_cast<float>(cols));
    const int rows = (n + cols - 1) / cols;
    const float fit =
        std::floor((max_height - spacing * static_cast<float>(rows)) / static_cast<float>(rows));
    const ImVec2 size(width,
                      std::max(ImGui::GetFrameHeight(), std::min(std::round(width * 0.9f), fit)));
    const core::Digit selected = play.board().at(ctx.ui.cursor);
    ImDrawList* dl = ImGui::GetWindowDrawList();

    for (int d = 1; d <= n; ++d) {
        const auto digit = static_cast<core::Digit>(d);
        const int left = std::max(0, n - play.count_of(digit));
        if ((d - 1) % cols != 0) ImGui::SameLine();
        ImGui::PushID(d);
        const bool highlight = digit == selected;
        if (highlight) ImGui::PushStyleColor(ImGuiCol_Button, ctx.theme.same_digit_background);
        const bool clicked = ImGui::Button("##pad", size);
        if (highlight) ImGui::PopStyleColor();
        const ImVec2 p0 = ImGui::GetItemRectMin();
        const ImVec2 p1 = ImGui::GetItemRectMax();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s",
                              fill(ctx.t(Text::TooltipPadDigit), {std::to_string(left)}).c_str());
        ImGui::PopID();
        if (clicked) ctx.commands.push(cmd::EnterDigit{digit});

        const ImU32 colour = left == 0 ? ctx.theme.muted_text : ctx.theme.player_digit;
        const FontSet::Digits font = ctx.fonts.digits(size.y * 0.55f, false);
        draw_centered_char(dl, font.font, font.size,
                           ImVec2((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f - size.y * 0.06f),
                           core::digit_symbol(digit), colour);
        // The count still to place, small in the bottom-right corner.
        const std::string count = std::to_string(left);
        ImFont* small = ctx.fonts.ui();
        const float small_size = std::min(small->FontSize, size.y * 0.32f);
        const ImVec2 extent = small->CalcTextSizeA(small_size, 1e9f, 0.0f, count.c_str());
        dl->AddText(small, small_size,
                    ImVec2(std::round(p1.x - extent.x - size.x * 0.08f),
                           std::round(p1.y - extent.y - size.y * 0.04f)),
                    ctx.theme.muted_text, count.c_str());
    }
}

}  // namespace sudoku::app
