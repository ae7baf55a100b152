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

    muted_label(ctx, ctx.t(Text::PanelTime));
    ImGui::PushFont(ctx.fonts.ui_large());
    ImGui::TextUnformatted(format_clock(ctx.ui.elapsed_seconds).c_str());
    ImGui::PopFont();

    muted_label(ctx, ctx.t(Text::PanelPuzzle));
    ImGui::TextUnformatted(play.layout().describe().c_str());
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    ImGui::TextUnformatted(("· " + ctx.ui.source).c_str());
    ImGui::PopStyleColor();

    if (play.is_solved()) {
        ImGui::PushFont(ctx.fonts.ui_large());
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.hint_digit);
        ImGui::TextUnformatted(ctx.t(Text::CelebrateSolved));
        ImGui::PopStyleColor();
        ImGui::PopFont();
    }
    ImGui::Separator();

    bool notes = ctx.ui.notes_mode;
    if (ImGui::Checkbox(ctx.t(Text::PanelNotesMode), &notes))
        ctx.commands.push(cmd::ToggleNotesMode{});
    if (wide_button(ctx.t(Text::ButtonErase))) ctx.commands.push(cmd::EraseCell{});
    if (wide_button(ctx.t(Text::ItemFillNotes))) ctx.commands.push(cmd::FillNotes{});
    if (wide_button(ctx.t(Text::ItemClearEntries))) ctx.commands.push(cmd::ClearEntries{});
    ImGui::Separator();

    muted_label(ctx, ctx.t(Text::PanelDigits));
    draw_digit_pad(ctx);
}

void SidePanel::draw_digit_pad(const ViewContext& ctx) {
    const PlayState& play = ctx.play;
    const int n = play.layout().size();
    const int cols = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width =
        std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(cols - 1)) /
                   static_cast<float>(cols));
    const ImVec2 size(width, std::min(width, std::round(width * 0.9f)));
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
