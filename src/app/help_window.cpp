#include "app/help_window.hpp"

#include <string>

namespace sudoku::app {

void HelpWindow::draw(const ViewContext& ctx) {
    if (!ctx.ui.show_help) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
        ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x * 0.5f, vp->WorkSize.y * 0.6f),
                             ImGuiCond_Appearing);
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
        for (Text line :
             {Text::HelpControlMove, Text::HelpControlEnter, Text::HelpControlErase,
              Text::HelpControlNotes, Text::HelpControlFullscreen, Text::HelpControlQuit})
            ImGui::BulletText("%s", ctx.t(line));
        ImGui::Spacing();
        section(Text::HelpBacktrackingHeading, Text::HelpBacktracking);
    }
    ImGui::End();
    if (!open) ctx.commands.push(cmd::ToggleHelp{});
}

}  // namespace sudoku::app
