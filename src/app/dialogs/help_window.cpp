#include "app/dialogs/help_window.hpp"

#include <algorithm>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/marks_strings.hpp"
#include "app/i18n/tree_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/watch/watch_keys.hpp"

namespace sudoku::app {

void HelpWindow::draw(const ViewContext& ctx) {
    if (!ctx.ui.show_help) return;
    const ImVec2 work = ImGui::GetMainViewport()->WorkSize;
    // Half the window, or more in large type (about 55 characters wide and 30 lines tall),
    // always inside the window (center_next_window).
    const float font = ImGui::GetFontSize();
    center_next_window(ImGuiCond_Appearing, ImVec2(std::max(work.x * 0.5f, font * 30.0f),
                                                   std::max(work.y * 0.6f, font * 30.0f)));
    bool open = true;
    // "###help" keeps the window's identity when the language changes its title.
    const std::string title = std::string(ctx.t(Text::ItemHelp)) + "###help";
    if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse)) {
        auto heading = [&](Text key) {
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.accent);
            ImGui::TextUnformatted(ctx.t(key));
            ImGui::PopStyleColor();
        };
        auto section = [&](Text head, Text body) {
            heading(head);
            ImGui::TextWrapped("%s", ctx.t(body));
            ImGui::Spacing();
        };
        section(Text::HelpRulesHeading, Text::HelpRules);
        heading(Text::HelpControlsHeading);
        for (Text line : {Text::HelpControlMove, Text::HelpControlEnter, Text::HelpControlErase,
                          Text::HelpControlNotes, Text::HelpControlMouse, Text::HelpControlUndo,
                          Text::HelpControlHint, Text::HelpControlFiles,
                          Text::HelpControlFullscreen, Text::HelpControlQuit}) {
            // Bullet + wrapped text: a long line (Turkish, a large interface) wraps, never cut.
            ImGui::Bullet();
            ImGui::TextWrapped("%s", ctx.t(line));
        }
        ImGui::Bullet();
        ImGui::TextWrapped("%s", marks_text(MarksText::HelpMarking, ctx.ui.language));
        ImGui::Bullet();
        ImGui::TextWrapped("%s", whatif_text(WhatifText::HelpWhatIf, ctx.ui.language));
        ImGui::Spacing();
        // Watch mode's keys, from the table WatchView::collect_keys reads them by.
        heading(Text::HelpWatchHeading);
        const auto rows = watch_key_rows();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const std::string line = watch_key_help_line(rows[i], ctx.ui.language);
            ImGui::Bullet();
            ImGui::TextWrapped("%s", line.c_str());
            report_text(("help_key_" + std::to_string(i + 1)).c_str(), line.c_str());
        }
        // The search tree's own keys, while it has the keyboard.
        ImGui::Bullet();
        ImGui::TextWrapped("%s", tree_text(TreeText::Keys, ctx.ui.language));
        ImGui::Spacing();
        section(Text::HelpBacktrackingHeading, Text::HelpBacktracking);
        if (escape_pressed_here()) open = false;
    }
    ImGui::End();
    if (!open) ctx.commands.push(cmd::ToggleHelp{});
}

}  // namespace sudoku::app
