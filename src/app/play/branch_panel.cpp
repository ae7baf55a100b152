#include "app/play/branch_panel.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/views/branch_colours.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

// Abandon and Keep side by side when both fit, else one above the other.
void abandon_keep(const ViewContext& ctx) {
    const auto wt = [&](WhatifText key) { return whatif_text(key, ctx.ui.language); };
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float pad = 2.0f * ImGui::GetStyle().FramePadding.x;
    const float half = std::floor((ImGui::GetContentRegionAvail().x - spacing) * 0.5f);
    const bool side_by_side =
        ImGui::CalcTextSize(wt(WhatifText::ButtonAbandon)).x * 0.7f + pad <= half &&
        ImGui::CalcTextSize(wt(WhatifText::ButtonKeep)).x * 0.7f + pad <= half;
    const float width = side_by_side ? half : ImGui::GetContentRegionAvail().x;
    if (fitted_button(wt(WhatifText::ButtonAbandon), width))
        ctx.commands.push(cmd::WhatIf{cmd::WhatIf::Action::Abandon});
    report_last_item("branch_abandon");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("X");
    if (side_by_side) ImGui::SameLine();
    if (fitted_button(wt(WhatifText::ButtonKeep), ImGui::GetContentRegionAvail().x))
        ctx.commands.push(cmd::WhatIf{cmd::WhatIf::Action::Keep});
    report_last_item("branch_keep");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("K");
}

}  // namespace

void draw_branch_panel(const ViewContext& ctx, float room) {
    const auto wt = [&](WhatifText key) { return whatif_text(key, ctx.ui.language); };
    const core::BranchTree& branches = ctx.play.branches();
    const core::Layout& layout = ctx.play.layout();
    const ThemeId theme = ctx.theme.id;
    const float rows = room / ImGui::GetFrameHeightWithSpacing();
    const bool open_branch = branches.depth() > 0;
    if (rows < 2.5f) return;  // a large interface on a small window: the keys and menu only
    if (ctx.ui.try_cell != core::kNoCell) {
        // Waiting for the digit: the question, in the colour the branch will have.
        coloured_wrapped_text(
            branch_ink(theme, branches.depth() + 1),
            fill(wt(WhatifText::PanelAskDigit), {layout.cell_name(ctx.ui.try_cell)}).c_str());
        report_last_item("branch_question");
    } else if (branches.depth() > 0) {
        const core::Branch& open =
            branches.branches()[static_cast<std::size_t>(branches.open_branches().back())];
        const std::string line =
            fill(wt(WhatifText::PanelTrying),
                 {layout.cell_name(open.cell), std::string(1, core::digit_symbol(open.digit))}) +
            " · " + fill(wt(WhatifText::PanelDepth), {std::to_string(branches.depth())});
        coloured_wrapped_text(branch_ink(theme, branches.depth()), line.c_str());
        report_last_item("branch_status");
        if (rows >= 4.0f) abandon_keep(ctx);
    }
    // Try (again, to nest) unless the digit is being asked for.
    if (ctx.ui.try_cell != core::kNoCell || rows < (open_branch ? 5.5f : 2.0f)) return;
    if (fitted_button(wt(WhatifText::ItemTryValue), ImGui::GetContentRegionAvail().x))
        ctx.commands.push(cmd::WhatIf{cmd::WhatIf::Action::Try});
    report_last_item("branch_try");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("T");
}

}  // namespace sudoku::app
