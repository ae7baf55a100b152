// The game's screen: the board and the side panel (side by side, or the compact layout), the
// status line, the paused card, the frame-timing overlay and the menu bar's window.
#include "app/play/play_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

void PlayScreen::draw_menu_bar(const ViewContext& ctx, MenuBar& menu_bar,
                               const WatchMenu& watch_menu) {
    // A window of its own along the top (the main window starts below it), in the menu font
    // with its spacing scaled alike: at 3x a full-size bar took 87 px of a 768 px screen and
    // its last menu ran off a 1024 px one.
    const float ratio = ctx.fonts.menu_scale() / ctx.ui.ui_scale;
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto scaled = [ratio](ImVec2 v) { return ImVec2(v.x * ratio, v.y * ratio); };
    ImGui::PushFont(ctx.fonts.menu());
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, scaled(style.FramePadding));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, scaled(style.ItemSpacing));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, scaled(style.WindowPadding));
    // The bar's width is measured whenever it is drawn whole; another language or size measures
    // it again.
    if (m_menu_measured_language != ctx.ui.language || m_menu_measured_scale != ctx.ui.ui_scale) {
        m_menu_measured_language = ctx.ui.language;
        m_menu_measured_scale = ctx.ui.ui_scale;
        m_menu_full_width = 0.0f;
    }
    const auto draw_menus = [&] {
        menu_bar.draw(ctx);
        // The Watch menu is there in both modes, so the visualizer can be found without W.
        watch_menu();
    };
    if (ImGui::BeginMainMenuBar()) {
        // A window narrower than the bar (a phone upright): one menu holds the others.
        if (m_menu_full_width > ImGui::GetWindowWidth()) {
            const bool open = begin_bar_menu(ctx.t(Text::MenuAll));
            report_last_item("menu_all");
            if (open) {
                draw_menus();
                ImGui::EndMenu();
            }
        } else {
            draw_menus();
            m_menu_full_width = ImGui::GetCursorPosX();  // where the last menu ends
        }
        report_menu_bar(ImGui::GetCursorScreenPos().x, ImGui::GetWindowWidth());
        ImGui::EndMainMenuBar();
    }
    ImGui::PopStyleVar(3);
    ImGui::PopFont();
}

void PlayScreen::draw(const ViewContext& ctx, bool compact, ImVec2 pad, const FrameStats& stats) {
    const float scale = ctx.ui.ui_scale;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float line_height = ImGui::GetTextLineHeightWithSpacing();
    // Sizes stay positive in any window (down to 1x1): to ImGui a negative width or height
    // means "up to the edge less that", and a zero one "fit the contents".
    const float panel_preferred = std::round(290.0f * scale);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    constexpr ImGuiWindowFlags kChildFlags = ImGuiWindowFlags_NoScrollbar |
                                             ImGuiWindowFlags_NoScrollWithMouse |
                                             ImGuiWindowFlags_AlwaysUseWindowPadding;
    float area_height = std::max(1.0f, avail.y - line_height);
    float board_side = 0.0f;
    float panel_width = 0.0f;
    if (ctx.ui.stacked) {
        draw_stacked(ctx, compact, pad, stats);
        return;
    }
    if (compact) {
        // The panel keeps a quarter of the width at least (the clock, counters and buttons).
        area_height = std::max(1.0f, avail.y);
        board_side = std::max(1.0f, std::floor(std::min(area_height - 2.0f * pad.y,
                                                        avail.x * 0.75f - spacing - 2.0f * pad.x)));
        panel_width = std::max(1.0f, std::min(panel_preferred, std::floor(avail.x - board_side -
                                                                          2.0f * pad.x - spacing)));
    } else {
        // The board is as large as fits; board and panel are centred together as one group.
        board_side = std::max(
            1.0f,
            std::floor(std::min(area_height - 2.0f * pad.y,
                                avail.x - std::min(panel_preferred, std::floor(avail.x * 0.36f)) -
                                    spacing - 2.0f * pad.x)));
        // A board limited by the height leaves the panel more than its share of the width: a
        // large interface on a small screen needs it for its words.
        panel_width = std::max(1.0f, std::min(panel_preferred, std::floor(avail.x - board_side -
                                                                          2.0f * pad.x - spacing)));
    }
    const float board_width = board_side + 2.0f * pad.x;
    const float group_width = board_width + spacing + panel_width;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (avail.x - group_width) * 0.5f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
    ImGui::BeginChild("##board_area", ImVec2(board_width, area_height), false, kChildFlags);
    ImGui::PopStyleVar();
    draw_board_area(ctx, stats);
    ImGui::EndChild();
    ImGui::SameLine();
    draw_panel_column(ctx, compact, pad, panel_width, area_height);
}

void PlayScreen::draw_stacked(const ViewContext& ctx, bool compact, ImVec2 pad,
                              const FrameStats& stats) {
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    const float status = compact ? 0.0f : ImGui::GetTextLineHeightWithSpacing();
    // The board takes the width, up to the share of the height that leaves the panel room for
    // its clock, the digit pad and its buttons. No side margins of its own: on a phone every
    // pixel of width goes to the cells.
    const float board_side = std::max(
        1.0f,
        std::floor(std::min(avail.x, (avail.y - status) * kStackedBoardShare - 2.0f * pad.y)));
    const float board_height = board_side + 2.0f * pad.y;
    constexpr ImGuiWindowFlags kChildFlags = ImGuiWindowFlags_NoScrollbar |
                                             ImGuiWindowFlags_NoScrollWithMouse |
                                             ImGuiWindowFlags_AlwaysUseWindowPadding;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, pad.y));
    ImGui::BeginChild("##board_area", ImVec2(std::max(1.0f, avail.x), board_height), false,
                      kChildFlags);
    ImGui::PopStyleVar();
    draw_board_area(ctx, stats);
    ImGui::EndChild();
    // The panel below, as wide as the board: its digit pad's buttons are a third of the width.
    const float panel_height = std::max(1.0f, avail.y - board_height - gap - status);
    draw_panel_column(ctx, compact, pad, std::max(1.0f, avail.x), panel_height);
}

void PlayScreen::draw_panel_column(const ViewContext& ctx, bool compact, ImVec2 pad,
                                   float panel_width, float area_height) {
    const float scale = ctx.ui.ui_scale;
    // The panel scrolls only when a large interface size leaves it too little height (a long
    // hint explanation at 2x); the pad shrinks first.
    if (compact) {
        // The status line (wrapped) under the panel, in the panel's column.
        // Its words at most at the menu's size (1.5x): at 3x in the quarter of a 1024 px
        // window left beside the board, the counters broke into single words and the digit
        // pad scrolled out of sight.
        const float ratio = ctx.fonts.menu_scale() / scale;
        const ImGuiStyle& style = ImGui::GetStyle();
        ImGui::PushFont(ctx.fonts.menu());
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                            ImVec2(style.FramePadding.x * ratio, style.FramePadding.y * ratio));
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            ImVec2(style.ItemSpacing.x * ratio, style.ItemSpacing.y * ratio));
        ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, style.ScrollbarSize * ratio);
        // Two lines, or as many as a message needs (up to five): a message wrapped past the
        // status's room was cut at the window's bottom edge.
        const float line = ImGui::GetTextLineHeightWithSpacing();
        const float status_height = std::clamp(
            ImGui::CalcTextSize(StatusBar::text(ctx).c_str(), nullptr, false, panel_width).y +
                ImGui::GetStyle().ItemSpacing.y,
            2.0f * line, 5.0f * line);
        ImGui::BeginGroup();
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
        ImGui::BeginChild("##panel",
                          ImVec2(panel_width, std::max(1.0f, area_height - status_height)), false,
                          ImGuiWindowFlags_AlwaysUseWindowPadding);
        ImGui::PopStyleVar();
        m_side_panel.draw(ctx);
        ImGui::EndChild();
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + panel_width);
        m_status_bar.draw(ctx, true);
        ImGui::PopTextWrapPos();
        ImGui::EndGroup();
        ImGui::PopStyleVar(3);
        ImGui::PopFont();
    } else {
        ImGui::BeginChild("##panel", ImVec2(panel_width, area_height), false,
                          ImGuiWindowFlags_AlwaysUseWindowPadding);
        m_side_panel.draw(ctx);
        ImGui::EndChild();
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetStyle().WindowPadding.x);
        m_status_bar.draw(ctx, false);
    }
}

void PlayScreen::draw_board_area(const ViewContext& ctx, const FrameStats& stats) {
    if (ctx.ui.paused) {
        // The board is hidden so a paused clock cannot be used to think for free.
        const ImVec2 avail = ImGui::GetContentRegionAvail();
        ImFont* large = ctx.fonts.ui_large();
        const char* label = ctx.t(Text::PanelPaused);
        const ImVec2 size = large->CalcTextSizeA(large->FontSize, 1e9f, 0.0f, label);
        const ImVec2 top = ImGui::GetCursorPos();
        ImGui::SetCursorPos(
            ImVec2(top.x + (avail.x - size.x) * 0.5f, top.y + avail.y * 0.5f - size.y * 1.5f));
        ImGui::PushFont(large);
        ImGui::TextUnformatted(label);
        ImGui::PopFont();
        const float button = std::round(180.0f * ctx.ui.ui_scale);
        ImGui::SetCursorPosX(top.x + (avail.x - button) * 0.5f);
        if (ImGui::Button(ctx.t(Text::ItemResume), ImVec2(button, 0.0f)))
            ctx.commands.push(cmd::TogglePause{});
    } else {
        m_board_view.draw(ctx);
        m_celebration_view.draw(ctx);
    }
    if (ctx.ui.show_frame_stats) draw_frame_stats(stats);
}

void PlayScreen::draw_frame_stats(const FrameStats& stats) {
    char text[128];
    std::snprintf(text, sizeof text, "frame %.2f ms  avg %.2f  max %.2f  (%lld)", stats.last_ms(),
                  stats.average_ms(), stats.max_ms(), stats.frames());
    const ImVec2 pos = ImGui::GetWindowPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 size = ImGui::CalcTextSize(text);
    dl->AddRectFilled(ImVec2(pos.x + 4, pos.y + 4),
                      ImVec2(pos.x + 12 + size.x, pos.y + 10 + size.y), IM_COL32(0, 0, 0, 170),
                      4.0f);
    dl->AddText(ImVec2(pos.x + 8, pos.y + 7), IM_COL32(255, 255, 255, 255), text);
}

}  // namespace sudoku::app
