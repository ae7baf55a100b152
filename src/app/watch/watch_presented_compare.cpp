// Presentation mode with two boards (Compare): a row per lane, its board at the left and its
// listing beside it with its own current line marked, the transport and the counters in a strip
// along the bottom. Two listings of forty lines and two boards do not fit a 1024x768 projector
// at 16 px: a listing taller than its row shows the part around its current line (and follows
// it), so the line the search is on is always in view.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/watch_strings.hpp"
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
// A cell this wide draws its digit at 28 px (0.66 of a cell): the smallest a class reads.
constexpr float kSmallestCell = 43.0f;
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

// The strip's children fill it, so its height is computed, not measured: the counters' header
// and four rows (cell padding does not scale with the type) or the transport's two rows and the
// banner, whichever is taller, inside the scaled part's padding.
float strip_height() {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float spacing = style.ItemSpacing.y;
    const float strip_scale = std::min(1.0f, kStripPixels / ImGui::GetFontSize());
    const float line = ImGui::GetTextLineHeight() * strip_scale;
    const float table_row = line + 2.0f * style.CellPadding.y;
    const float frame_row = line + (2.0f * style.FramePadding.y + spacing) * strip_scale;
    return std::ceil(std::max(5.0f * table_row, 2.0f * frame_row + line + spacing * strip_scale) +
                     2.0f * kStripPad + 6.0f);
}

// One row per lane: its board (caption above) at the left, its listing beside it, as wide as
// the window leaves, so code lines do not wrap and the boards are as tall as a row.
float row_height(ImVec2 avail, std::size_t count) {
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const float room = std::max(1.0f, avail.y - strip_height() - 2.0f * spacing);
    return std::max(1.0f, std::floor((room - spacing * static_cast<float>(count - 1)) /
                                     static_cast<float>(std::max<std::size_t>(1, count))));
}

// The widest line of `lines` in `font` (the rows' listings do not wrap).
float widest_line(const std::vector<std::string>& lines, const FontSet::Digits& font) {
    float widest = 0.0f;
    for (const std::string& line : lines)
        widest =
            std::max(widest, font.font->CalcTextSizeA(font.size, FLT_MAX, 0.0f, line.c_str()).x);
    return widest;
}

}  // namespace

// [SECTION] choosing the layout
bool WatchView::compare_rows_fit(const WatchViewContext& ctx, ImVec2 avail) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.size() < 2) return true;
    const float row = row_height(avail, 2);
    const float caption = std::round(kStripPixels * 1.2f);
    const float side = std::floor(std::min(row - caption, avail.x * 0.42f));
    const auto n = static_cast<float>(lanes.front().player.start().layout().size());
    if (side < kSmallestCell * n) return false;
    const FontSet::Digits font = ctx.app.fonts.code(kCompareSmallestCode);
    for (const WatchLane& lane : lanes) {
        const std::vector<std::string> lines = listing_lines(ctx, lane);
        if (listing_height(static_cast<float>(lines.size()), font.size) > row) return false;
        if (widest_line(lines, font) + 4.0f * kComparePad.x + 16.0f >
            avail.x - side - ImGui::GetStyle().ItemSpacing.x)
            return false;
    }
    return true;
}

void WatchView::draw_presented_compare(const WatchViewContext& ctx, ImVec2 avail) {
    m_compare_tabbed = ctx.watch.ready() && !compare_rows_fit(ctx, avail);
    if (!m_compare_tabbed) {
        draw_presented_compare_rows(ctx, avail);
        return;
    }
    draw_presented(ctx, avail);
}

std::size_t WatchView::shown_index(const WatchViewContext& ctx) const {
    const std::size_t count = ctx.watch.lanes().size();
    if (count < 2 || !m_compare_tabbed) return 0;
    return std::min(m_shown_lane, count - 1);
}

void WatchView::draw_presented_board(const WatchViewContext& ctx, float width, float height) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.size() < 2) {
        draw_boards(ctx, width, height);
        return;
    }
    // Comparing one lane at a time: its board alone, as large as the column (its tab names it).
    const std::size_t index = shown_index(ctx);
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::BeginChild("##watch_boards", ImVec2(width, height), false, kFlags);
    const ImVec2 pad = boards_spacing(ctx).pad;
    const float side =
        std::floor(std::max(1.0f, std::min(height - 2.0f * pad.y, width - 2.0f * pad.x)));
    ImGui::SetCursorPos(
        ImVec2(std::floor((width - side) * 0.5f), std::floor((height - side) * 0.5f)));
    ImGui::PushID(static_cast<int>(index));
    ImGui::BeginChild("##board", ImVec2(side, side), false, kFlags);
    const bool marks = !ctx.watch.playing() || (!ctx.watch.turbo() && ctx.watch.speed() <= 200.0);
    const WatchOverlay overlay(lanes[index], ctx.app, ctx.watch.breakpoints(), marks,
                               index == 0 ? &ctx.watch.predict() : nullptr, kProjectorBoardText);
    m_boards[index].draw(ctx.app, &overlay);
    ImGui::EndChild();
    report_last_item(index == 0 ? "board_1" : "board_2");
    report_count(index == 0 ? "board_1_digit_pixels" : "board_2_digit_pixels",
                 std::lround(m_boards[index].digit_pixels()));
    ImGui::PopID();
    ImGui::EndChild();
}

void WatchView::draw_presented_lane_counters(const WatchViewContext& ctx) {
    // The lanes' tabs, "1 · Naive backtracking" and "2 · MRV", half the width each (the one
    // shown filled; a click or L shows the other), then the counters a lesson quotes for both
    // lanes, a column each under "1" and "2", so the class compares them while one board shows.
    const auto lanes = ctx.watch.lanes();
    const std::size_t shown = shown_index(ctx);
    std::string labels[2];
    for (std::size_t i = 0; i < 2; ++i)
        labels[i] = std::to_string(i + 1) + " \xC2\xB7 " +
                    algorithm_word(lanes[i].algorithm, ctx.app.ui.language);
    // Side by side where both labels fit, else one under the other (a narrow column).
    const char* const row_labels[] = {labels[0].c_str(), labels[1].c_str()};
    const bool one_row = button_row_fits(row_labels);
    const std::vector<float> widths =
        button_row_widths(std::span<const char* const>(row_labels, one_row ? 2 : 1));
    for (std::size_t i = 0; i < 2; ++i) {
        if (i > 0 && one_row) ImGui::SameLine();
        const bool on = i == shown;
        if (on) {
            ImGui::PushStyleColor(ImGuiCol_Button, ctx.app.theme.accent);
            ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32_WHITE);
        }
        ImGui::PushID(static_cast<int>(i));
        const float width = one_row ? widths[i] : ImGui::GetContentRegionAvail().x;
        if (fitted_button(labels[i].c_str(), width)) m_shown_lane = i;
        const char* tab = i == 0 ? "present_lane_tab_1" : "present_lane_tab_2";
        report_last_item(tab);
        report_text_pixels(tab, fitted_label_pixels(labels[i].c_str(), width));
        report_text(i == 0 ? "lane_label_1" : "lane_label_2",
                    algorithm_word(lanes[i].algorithm, ctx.app.ui.language));
        report_text(i == 0 ? "lane_tab_1" : "lane_tab_2", labels[i].c_str());
        ImGui::PopID();
        if (on) ImGui::PopStyleColor(2);
    }
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg;
    if (!ImGui::BeginTable("##present_lane_counters", 3, kFlags)) return;
    float widest = 0.0f;
    for (const WatchText label : {WatchText::CounterPlacements, WatchText::CounterBacktracks,
                                  WatchText::CounterChecks, WatchText::CounterDepth})
        widest = std::max(widest, ImGui::CalcTextSize(ctx.t(label)).x);
    const float figures = ImGui::CalcTextSize("000 000").x;
    ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch, widest);
    ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch, figures);
    ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch, figures);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted("");  // the lanes' numbers head their columns, as on the tabs
    for (std::size_t i = 0; i < 2; ++i) {
        ImGui::TableNextColumn();
        ImGui::PushStyleColor(ImGuiCol_Text,
                              i == shown ? ctx.app.theme.accent : ctx.app.theme.muted_text);
        ImGui::TextUnformatted(i == 0 ? "1" : "2");
        ImGui::PopStyleColor();
    }
    const auto row = [&](WatchText label, const char* name, auto value) {
        ImGui::TableNextColumn();
        const float label_pixels = muted_label(ctx, ctx.t(label));
        for (std::size_t i = 0; i < 2; ++i) {
            ImGui::TableNextColumn();
            const std::string text = value(lanes[i].player.counters());
            const float pixels = fitted_text(text.c_str());
            const std::string item = std::string(i == 0 ? "" : "lane2_") + name;
            report_last_item(item.c_str());
            report_text_pixels(item.c_str(), std::min(label_pixels, pixels));
        }
    };
    using Counters = core::SearchCounters;
    row(WatchText::CounterPlacements, "counter_placements",
        [](const Counters& c) { return count_text(c.placements); });
    row(WatchText::CounterBacktracks, "counter_backtracks",
        [](const Counters& c) { return count_text(c.backtracks); });
    row(WatchText::CounterChecks, "counter_checks",
        [](const Counters& c) { return count_text(c.checks); });
    row(WatchText::CounterDepth, "counter_depth", [](const Counters& c) {
        return std::to_string(c.depth) + " / " + std::to_string(c.max_depth);
    });
    ImGui::EndTable();
}

// [SECTION] a row per lane
void WatchView::draw_presented_compare_rows(const WatchViewContext& ctx, ImVec2 avail) {
    const auto lanes = ctx.watch.lanes();
    const float strip_scale = std::min(1.0f, kStripPixels / ImGui::GetFontSize());
    const float strip = strip_height();
    const std::size_t count = std::min<std::size_t>(lanes.size(), 2);
    const float row = row_height(avail, count);
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
