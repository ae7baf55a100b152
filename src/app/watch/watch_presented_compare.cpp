// Presentation mode with two boards (Compare): the boards side by side across the width, each
// lane's listing under its board with its own current line marked, the transport and the
// counters in a strip along the bottom. Two listings of forty lines and two boards do not fit a
// 1024x768 projector at 16 px: a listing taller than its room shows the part around its
// current line (and follows it), so the line the search is on is always in view.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/support/layout_report.hpp"
#include "app/watch/classroom_view.hpp"
#include "app/watch/watch_view.hpp"
#include "core/search/course_code.hpp"

namespace sudoku::app {

namespace {

// The listings' type: 16 px at least (read from the back of a room), at most 22 px (larger
// only costs the boards room).
constexpr float kSmallestCode = 16.0f;
constexpr float kLargestCode = 22.0f;
// The strip's type, at about this pixel size.
constexpr float kStripPixels = 22.0f;
// A listing shorter than this many lines tells a class too little: the boards give way first
// (down to kSmallestCell), so each listing keeps at least these lines in view.
constexpr float kLeastLines = 10.0f;
// Cells no smaller than this (digits of about 23 px) while the listings keep kLeastLines.
constexpr float kSmallestCell = 34.0f;
const ImVec2 kPad(6.0f, 4.0f);

// The height of a listing part: the variables line, `lines` lines and the padding.
float listing_height(float lines, float size) {
    return (size + 4.0f) + lines * size + 2.0f * kPad.y;
}

}  // namespace

void WatchView::draw_presented_compare(const WatchViewContext& ctx, ImVec2 avail) {
    const auto lanes = ctx.watch.lanes();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float gap = style.ItemSpacing.x;
    const float spacing = style.ItemSpacing.y;
    const float strip_scale = std::min(1.0f, kStripPixels / ImGui::GetFontSize());
    // The strip's children fill it, so its height is computed, not measured; the table's cell
    // padding does not scale with the type (the slack).
    const float strip = std::ceil(presented_strip_height() * strip_scale) + 8.0f;
    const float room = std::max(1.0f, avail.y - strip - 2.0f * spacing);
    const BoardsSpacing gaps = boards_spacing(ctx);
    const float frame = 2.0f * gaps.pad.y + gaps.caption;  // around a board, caption included
    const float column = std::max(1.0f, std::floor((avail.x - gap) * 0.5f));
    const float widest_board = std::floor((avail.x - 2.0f * gaps.pad.x - gaps.spacing) * 0.5f);
    float longest = 1.0f;
    const auto n =
        lanes.empty() ? 9.0f : static_cast<float>(lanes.front().player.start().layout().size());
    for (const WatchLane& lane : lanes)
        longest = std::max(longest, static_cast<float>(listing_lines(ctx, lane).size()));
    // The largest code size at which both whole listings fit under boards of kSmallestCell
    // cells; else 16 px, the boards as large as kLeastLines lines leave them (and a line and a half
    // more: scrolled to follow its line, a listing shows its first and last lines in part).
    FontSet::Digits font = ctx.app.fonts.code(kSmallestCode);
    const float smallest_board = std::min(widest_board, std::ceil(kSmallestCell * n));
    float board = 0.0f;
    const auto sizes = FontSet::code_sizes();
    for (auto it = sizes.rbegin(); it != sizes.rend() && board <= 0.0f; ++it) {
        if (*it > kLargestCode || *it < kSmallestCode) continue;
        const float left = room - listing_height(longest, *it) - frame;
        if (left >= smallest_board) {
            font = ctx.app.fonts.code(*it);
            board = std::min(widest_board, left);
        }
    }
    if (board <= 0.0f)
        board = std::clamp(room - listing_height(kLeastLines + 1.5f, font.size) - frame, 1.0f,
                           widest_board);
    const float boards_height = std::floor(board + frame);
    draw_boards(ctx, std::max(1.0f, avail.x), boards_height);
    const float code_height = std::max(1.0f, room - boards_height);
    for (std::size_t i = 0; i < lanes.size() && i < 2; ++i) {
        if (i > 0) ImGui::SameLine(0.0f, gap);
        draw_presented_lane_listing(ctx, i, font, ImVec2(column, code_height));
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

void WatchView::draw_presented_lane_listing(const WatchViewContext& ctx, std::size_t index,
                                            const FontSet::Digits& font, ImVec2 size) {
    const WatchLane& lane = ctx.watch.lanes()[index];
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::PushID(static_cast<int>(index));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kPad);
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
    ImGui::BeginChild("##lines", ImVec2(0.0f, 0.0f), false, kFlags);
    draw_presented_lines(ctx, lane, font, index == 0 ? "" : "lane2_", true);
    ImGui::EndChild();
    ImGui::EndChild();
    ImGui::PopID();
}

}  // namespace sudoku::app
