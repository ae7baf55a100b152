// Presentation mode with two boards (Compare): a row per lane, its board at the left and its
// listing beside it with its own current line marked, the transport and the counters in a strip
// along the bottom. Two listings of forty lines and two boards do not fit a 1024x768 projector
// at 16 px: a listing taller than its row shows the part around its current line (and follows
// it), so the line the search is on is always in view.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "app/watch/classroom_view.hpp"
#include "app/watch/watch_overlay.hpp"
#include "app/watch/watch_view.hpp"
#include "core/search/course_code.hpp"

namespace sudoku::app {

namespace {

// The listings' type: 16 px at least (read from the back of a room), at most 22 px (larger
// only costs the boards room).
constexpr float kCompareSmallestCode = 16.0f;
constexpr float kCompareLargestCode = 22.0f;
// The strip's type, at about this pixel size.
constexpr float kStripPixels = 22.0f;
const ImVec2 kComparePad(6.0f, 4.0f);
// draw_scaled_part's vertical padding (watch_presented.cpp).
constexpr float kStripPad = 6.0f;

// The height of a listing part: the variables line, `lines` lines and the padding (and a few
// pixels for the type's rounding).
float listing_height(float lines, float size) {
    return (size + ImGui::GetStyle().ItemSpacing.y) + lines * size + 2.0f * kComparePad.y + 4.0f;
}

}  // namespace

void WatchView::draw_presented_compare(const WatchViewContext& ctx, ImVec2 avail) {
    const auto lanes = ctx.watch.lanes();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float spacing = style.ItemSpacing.y;
    const float strip_scale = std::min(1.0f, kStripPixels / ImGui::GetFontSize());
    // The strip's children fill it, so its height is computed, not measured: the counters'
    // header and four rows (cell padding does not scale with the type) or the transport's two
    // rows and the banner, whichever is taller, inside the scaled part's padding.
    const float line = ImGui::GetTextLineHeight() * strip_scale;
    const float table_row = line + 2.0f * style.CellPadding.y;
    const float frame_row = line + (2.0f * style.FramePadding.y + spacing) * strip_scale;
    const float strip =
        std::ceil(std::max(5.0f * table_row, 2.0f * frame_row + line + spacing * strip_scale) +
                  2.0f * kStripPad + 6.0f);
    const float room = std::max(1.0f, avail.y - strip - 2.0f * spacing);
    const std::size_t count = std::min<std::size_t>(lanes.size(), 2);
    // One row per lane: its board (caption above) at the left, its listing beside it, as wide
    // as the window leaves, so code lines do not wrap and the boards are as tall as a row.
    const float row =
        std::max(1.0f, std::floor((room - spacing * static_cast<float>(count - 1)) /
                                  static_cast<float>(std::max<std::size_t>(1, count))));
    float longest = 1.0f;
    for (const WatchLane& lane : lanes)
        longest = std::max(longest, static_cast<float>(listing_lines(ctx, lane).size()));
    // The largest code size at which both whole listings fit a row; else 16 px, and each
    // listing shows the part around its current line.
    FontSet::Digits font = ctx.app.fonts.code(kCompareSmallestCode);
    const auto sizes = FontSet::code_sizes();
    for (auto it = sizes.rbegin(); it != sizes.rend(); ++it) {
        if (*it > kCompareLargestCode || *it < kCompareSmallestCode) continue;
        if (listing_height(longest, *it) <= row) {
            font = ctx.app.fonts.code(*it);
            break;
        }
    }
    const float caption = std::round(kStripPixels * 1.2f);
    const float side = std::floor(std::max(1.0f, std::min(row - caption, avail.x * 0.42f)));
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    for (std::size_t i = 0; i < count; ++i) {
        ImGui::PushID(static_cast<int>(i));
        ImGui::BeginChild("##present_lane", ImVec2(std::max(1.0f, avail.x), row), false, kFlags);
        draw_presented_lane_board(ctx, i, std::min(side, row - caption), caption);
        ImGui::SameLine();
        const float rest = std::max(1.0f, ImGui::GetContentRegionAvail().x);
        draw_presented_lane_listing(ctx, i, font, ImVec2(rest, row));
        ImGui::EndChild();
        ImGui::PopID();
    }
    report_count("code_pixels", static_cast<long long>(font.size));
    if (!lanes.empty())
        report_text("watch_listing", (std::string(core::algorithm_name(lanes.front().algorithm)) +
                                      "/" + core::code_language_name(ctx.watch.code_language()))
                                         .c_str());
    const float width = std::max(1.0f, avail.x);
    draw_scaled_part("##present_strip", ImVec2(width, strip), strip_scale,
                     [&] { draw_presented_strip(ctx); });
}

void WatchView::draw_presented_lane_board(const WatchViewContext& ctx, std::size_t index,
                                          float side, float caption) {
    const WatchLane& lane = ctx.watch.lanes()[index];
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::BeginGroup();
    // The lane's one name (and its switches), in the strip's type, shrunk rather than cut.
    const std::string title = lane_caption(lane, ctx.app.ui.language);
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    float scale = std::min(1.0f, kStripPixels / ImGui::GetFontSize());
    ImGui::SetWindowFontScale(base * scale);
    const float needed = ImGui::CalcTextSize(title.c_str()).x;
    if (needed > side) ImGui::SetWindowFontScale(base * scale * std::max(0.6f, side / needed));
    check_text_fits("watch board title", title.c_str(), side / 0.6f);
    ImGui::TextUnformatted(title.c_str());
    report_text(index == 0 ? "board_title_1" : "board_title_2", title.c_str());
    ImGui::SetWindowFontScale(base);
    ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), caption));
    // The caption's line may take more than `caption`: the board gives way, never the row.
    side = std::floor(
        std::max(1.0f, std::min(side, ImGui::GetWindowHeight() - ImGui::GetCursorPosY())));
    ImGui::BeginChild("##board", ImVec2(side, side), false, kFlags);
    const bool marks = !ctx.watch.playing() || (!ctx.watch.turbo() && ctx.watch.speed() <= 200.0);
    const WatchOverlay overlay(lane, ctx.app, ctx.watch.breakpoints(), marks,
                               index == 0 ? &ctx.watch.predict() : nullptr);
    m_boards[index].draw(ctx.app, &overlay);
    ImGui::EndChild();
    report_last_item(index == 0 ? "board_1" : "board_2");
    ImGui::EndGroup();
}

void WatchView::draw_presented_lane_listing(const WatchViewContext& ctx, std::size_t index,
                                            const FontSet::Digits& font, ImVec2 size) {
    const WatchLane& lane = ctx.watch.lanes()[index];
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::PushID(static_cast<int>(index));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kComparePad);
    ImGui::BeginChild("##present_lane_code", size, false,
                      kFlags | ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PopStyleVar();
    // The step's variables on one line at the listing's size (smaller rather than wrapped).
    const std::string vars = step_variables_text(ctx, lane);
    const float base = std::min(1.0f, font.size / ImGui::GetFontSize());
    const float room = ImGui::GetContentRegionAvail().x;
    ImGui::SetWindowFontScale(base);
    const float needed = ImGui::CalcTextSize(vars.c_str()).x;
    if (needed > room) ImGui::SetWindowFontScale(base * std::max(0.7f, room / needed));
    if (needed * 0.7f > room) report_clipping("watch variables", vars.c_str(), needed * 0.7f, room);
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.accent);
    ImGui::TextUnformatted(vars.empty() ? " " : vars.c_str());
    ImGui::PopStyleColor();
    ImGui::SetWindowFontScale(1.0f);
    // The lines in a part of their own, which scrolls to follow the current line.
    // It scrolls (the bar says there is more; the wheel works too) and follows the current line.
    ImGui::BeginChild("##lines", ImVec2(0.0f, 0.0f), false);
    draw_presented_lines(ctx, lane, font, index == 0 ? "" : "lane2_", true);
    ImGui::EndChild();
    ImGui::EndChild();
    ImGui::PopID();
}

}  // namespace sudoku::app
