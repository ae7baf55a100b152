#include "app/play/notes_popup.hpp"

#include <string>

#include "app/views/item_report.hpp"
#include "app/views/palette_colours.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

void draw_notes_popup(const ViewContext& ctx, core::Cell& open_request) {
    if (open_request != core::kNoCell) ImGui::OpenPopup("##notes_popup");
    open_request = core::kNoCell;  // UI-only state: opening is a one-frame request
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopup("##notes_popup");
    pop_dialog_style();
    if (!shown) return;
    const core::Cell cell = ctx.ui.cursor;
    ImGui::TextUnformatted(
        fill(ctx.t(Text::NotesPopupTitle), {ctx.play.layout().cell_name(cell)}).c_str());
    const int n = ctx.play.layout().size();
    const int cols = sub_grid_columns(n);
    const float side = ImGui::GetFrameHeight() * 1.3f;
    const core::Mask notes = ctx.play.notes(cell);
    for (int d = 1; d <= n; ++d) {
        if ((d - 1) % cols != 0) ImGui::SameLine();
        const auto digit = static_cast<core::Digit>(d);
        const bool on = (notes & core::digit_bit(digit)) != 0;
        const char label[2] = {core::digit_symbol(digit), '\0'};
        // In colour mode a click colours the candidate; its colour shows on its button.
        const core::Colour colour = ctx.play.game().position().candidate_colours[cell][d - 1];
        const bool tinted = on || colour != 0;
        if (tinted)
            ImGui::PushStyleColor(ImGuiCol_Button, colour != 0 ? palette_colour(colour)
                                                               : ctx.theme.same_digit_background);
        ImGui::PushID(d);
        if (ImGui::Button(label, ImVec2(side, side)))
            ctx.commands.push(ctx.ui.marking.mode == EntryMode::Colour
                                  ? Command{cmd::ColourCandidate{cell, digit}}
                                  : Command{cmd::ToggleNote{cell, digit}});
        report_last_item(("notes_popup_" + std::to_string(d)).c_str());
        ImGui::PopID();
        if (tinted) ImGui::PopStyleColor();
    }
    if (ctx.play.board().at(cell) != core::kEmpty || ctx.play.is_given(cell))
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace sudoku::app
