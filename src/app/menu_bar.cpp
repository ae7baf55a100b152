#include "app/menu_bar.hpp"

#include <cmath>
#include <string>

namespace sudoku::app {

void MenuBar::draw(const ViewContext& ctx) {
    if (!ImGui::BeginMenuBar()) return;
    CommandQueue& out = ctx.commands;

    if (ImGui::BeginMenu(ctx.t(Text::MenuGame))) {
        if (ImGui::MenuItem(ctx.t(Text::ItemFillNotes))) out.push(cmd::FillNotes{});
        if (ImGui::MenuItem(ctx.t(Text::ItemClearEntries))) out.push(cmd::ClearEntries{});
        ImGui::Separator();
        if (ImGui::MenuItem(ctx.t(Text::ItemQuit), "Ctrl+Q")) out.push(cmd::Quit{});
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(ctx.t(Text::MenuView))) {
        if (ImGui::BeginMenu(ctx.t(Text::ItemTheme))) {
            constexpr Text kNames[] = {Text::ThemeLight, Text::ThemeDark, Text::ThemeHighContrast};
            for (int i = 0; i < static_cast<int>(ThemeId::Count); ++i) {
                const auto id = static_cast<ThemeId>(i);
                if (ImGui::MenuItem(ctx.t(kNames[i]), nullptr, ctx.ui.theme == id))
                    out.push(cmd::SetTheme{id});
            }
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu(ctx.t(Text::ItemUiScale))) {
            for (float scale : kUiScales) {
                const std::string label = std::to_string(std::lround(scale * 100.0f)) + " %";
                if (ImGui::MenuItem(label.c_str(), nullptr, ctx.ui.ui_scale == scale))
                    out.push(cmd::SetUiScale{scale});
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem(ctx.t(Text::ItemFullscreen), "F11")) out.push(cmd::ToggleFullscreen{});
        if (ImGui::MenuItem(ctx.t(Text::ItemFrameStats), nullptr, ctx.ui.show_frame_stats))
            out.push(cmd::ToggleFrameStats{});
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(ctx.t(Text::MenuLanguage))) {
        for (int i = 0; i < static_cast<int>(Language::Count); ++i) {
            const auto language = static_cast<Language>(i);
            if (ImGui::MenuItem(language_name(language), nullptr, ctx.ui.language == language))
                out.push(cmd::SetLanguage{language});
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(ctx.t(Text::MenuHelp))) {
        if (ImGui::MenuItem(ctx.t(Text::ItemHelp), "F1", ctx.ui.show_help))
            out.push(cmd::ToggleHelp{});
        ImGui::EndMenu();
    }
    ImGui::EndMenuBar();
}

}  // namespace sudoku::app
