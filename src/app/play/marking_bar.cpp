#include "app/play/marking_bar.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <string>
#include <vector>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/marks_strings.hpp"
#include "app/views/item_report.hpp"
#include "app/views/palette_colours.hpp"

namespace sudoku::app {

namespace {

constexpr std::array<std::pair<EntryMode, MarksText>, kEntryModeCount> kModes{{
    {EntryMode::Digit, MarksText::ModeDigit},
    {EntryMode::Centre, MarksText::ModeCentre},
    {EntryMode::Corner, MarksText::ModeCorner},
    {EntryMode::Colour, MarksText::ModeColour},
}};

using ModeLabels = std::array<const char*, kEntryModeCount>;

ModeLabels mode_labels(const ViewContext& ctx) {
    ModeLabels labels{};
    for (int i = 0; i < kEntryModeCount; ++i)
        labels[i] = marks_text(kModes[i].second, ctx.ui.language);
    return labels;
}

// The modes per row: all four, or two and two.
int modes_per_row(const ModeLabels& labels) {
    return button_row_fits(labels) ? kEntryModeCount : 2;
}

bool checks_side_by_side(const ViewContext& ctx) {
    const float box = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
    const float need =
        2.0f * box + ImGui::GetStyle().ItemSpacing.x +
        ImGui::CalcTextSize(marks_text(MarksText::CheckDigitFirst, ctx.ui.language)).x +
        ImGui::CalcTextSize(marks_text(MarksText::CheckFilter, ctx.ui.language)).x;
    return need <= ImGui::GetContentRegionAvail().x;
}

void draw_modes(const ViewContext& ctx) {
    const ModeLabels labels = mode_labels(ctx);
    const int per_row = modes_per_row(labels);
    std::vector<float> widths;
    for (int i = 0; i < kEntryModeCount; ++i) {
        // Each row shares its width afresh: "Chữ số" takes what its label needs from the
        // shorter modes beside it rather than shrinking.
        if (i % per_row == 0) {
            widths = button_row_widths(std::span(labels).subspan(
                static_cast<std::size_t>(i),
                static_cast<std::size_t>(std::min(per_row, kEntryModeCount - i))));
        } else {
            ImGui::SameLine();
        }
        const float width = widths[static_cast<std::size_t>(i % per_row)];
        const bool on = ctx.ui.marking.mode == kModes[i].first;
        // The current mode on the accent, in white as accent buttons are: dark text on the
        // accent blue was hard to read.
        if (on) {
            ImGui::PushStyleColor(ImGuiCol_Button, ctx.theme.accent);
            ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
        }
        ImGui::PushID(i);
        if (fitted_button(labels[static_cast<std::size_t>(i)], width))
            ctx.commands.push(cmd::SetEntryMode{kModes[i].first});
        // Named for the GUI tests in the bar's order: mode_1 digit ... mode_4 colour.
        report_last_item(("mode_" + std::to_string(i + 1)).c_str());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", marks_text(MarksText::ModeTooltip, ctx.ui.language));
        ImGui::PopID();
        if (on) ImGui::PopStyleColor(2);
    }
}

void draw_checks(const ViewContext& ctx) {
    const MarkingState& m = ctx.ui.marking;
    bool digit_first = m.digit_first;
    if (fitted_checkbox(marks_text(MarksText::CheckDigitFirst, ctx.ui.language), &digit_first))
        ctx.commands.push(cmd::SetDigitFirst{digit_first});
    report_last_item("check_digit_first");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", marks_text(MarksText::DigitFirstTooltip, ctx.ui.language));
    if (checks_side_by_side(ctx)) ImGui::SameLine();
    bool filter = m.filter;
    if (fitted_checkbox(marks_text(MarksText::CheckFilter, ctx.ui.language), &filter))
        ctx.commands.push(cmd::SetFilter{filter});
    report_last_item("check_filter");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", marks_text(MarksText::FilterTooltip, ctx.ui.language));
}

// Nine swatches and "no colour" in one row; the current colour is ringed.
void draw_palette(const ViewContext& ctx) {
    const int count = core::kPaletteSize + 1;
    const float spacing = std::max(1.0f, std::floor(ImGui::GetStyle().ItemSpacing.x * 0.5f));
    const float side = std::max(
        4.0f, std::floor((ImGui::GetContentRegionAvail().x - spacing * (count - 1)) / count));
    const float height = std::min(side, ImGui::GetFrameHeight());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        ImVec2(spacing, ImGui::GetStyle().ItemSpacing.y));
    for (int i = 1; i <= count; ++i) {
        const auto colour = static_cast<core::Colour>(i % count);  // the last swatch: none
        if (i > 1) ImGui::SameLine();
        ImGui::PushID(i);
        if (ImGui::InvisibleButton("##swatch", ImVec2(side, height)))
            ctx.commands.push(cmd::ApplyColour{colour});
        const ImVec2 p0 = ImGui::GetItemRectMin();
        const ImVec2 p1 = ImGui::GetItemRectMax();
        if (colour != 0) {
            dl->AddRectFilled(p0, p1, palette_colour(colour), 3.0f);
        } else {
            dl->AddRect(p0, p1, ctx.theme.muted_text, 3.0f);
            dl->AddLine(ImVec2(p0.x + 3, p1.y - 3), ImVec2(p1.x - 3, p0.y + 3),
                        ctx.theme.muted_text, 2.0f);
        }
        if (colour != 0 && colour == ctx.ui.marking.colour)
            dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1),
                        ctx.theme.cursor_outline, 3.0f, 0, 2.0f);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "%s", colour == 0 ? marks_text(MarksText::ClearColour, ctx.ui.language)
                                  : fill(marks_text(MarksText::PaletteTooltip, ctx.ui.language),
                                         {std::to_string(colour)})
                                        .c_str());
        ImGui::PopID();
    }
    ImGui::PopStyleVar();
}

}  // namespace

const char* entry_mode_name(EntryMode mode, Language language) {
    for (const auto& [m, key] : kModes)
        if (m == mode) return marks_text(key, language);
    return "?";
}

core::Digit filter_digit(const ViewContext& ctx) {
    const MarkingState& m = ctx.ui.marking;
    if (!m.filter) return core::kEmpty;
    if (m.digit_first && m.picked != 0) return m.picked;
    return ctx.play.board().at(ctx.ui.cursor);
}

float marking_bar_rows(const ViewContext& ctx, bool modes_only) {
    const float modes = modes_per_row(mode_labels(ctx)) == kEntryModeCount ? 1.0f : 2.0f;
    if (modes_only) return modes;
    // Half a row more: the checkboxes and swatches are a little taller than a frame's row.
    return modes + (checks_side_by_side(ctx) ? 1.0f : 2.0f) + 1.5f;
}

void draw_marking_bar(const ViewContext& ctx, bool modes_only) {
    draw_modes(ctx);
    if (modes_only) return;
    draw_checks(ctx);
    draw_palette(ctx);
}

}  // namespace sudoku::app
