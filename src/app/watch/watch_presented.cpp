// Presentation mode with one board: a layout made for a projector's 1024x768 or 1280x800 rather
// than the normal one scaled up. The board with the controls, the counters and a status area of
// a fixed height under it on the left; the whole listing on the right, in the largest baked
// code size (16 px at least) at which every line fits. Sizes are chosen from the room, not from
// the presentation size alone, so nothing is pushed out of the window.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/predict_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "app/watch/classroom_view.hpp"
#include "app/watch/watch_overlay.hpp"
#include "app/watch/watch_view.hpp"
#include "core/search/course_code.hpp"

// [SECTION] index: measuring the listing; the layout; the controls column; the listing.

namespace sudoku::app {

namespace {

// A cell this wide draws its digit at 28 px (digits are 0.66 of a cell): the smallest a
// class reads on a 1024x768 projector.
constexpr float kMinCell = 43.0f;
// The listing's type: at most this size (larger only costs the board room), at least 16 px.
constexpr float kLargestCode = 28.0f;
constexpr float kSmallestCode = 16.0f;
// Room for the bar that marks the current line, left of the text.
constexpr float kBarRoom = 8.0f;
// One level of indentation (four spaces) is one and a half digit widths.
constexpr float kIndentDigits = 0.375f;
const ImVec2 kPad(8.0f, 6.0f);
// In predict mode the question and the controls share the window's height with the listing: their
// rows are closer (half the usual gap), so both keep 16 px type beside a Python listing.
constexpr float kPredictRows = 0.5f;

std::size_t indent_of(std::string_view line) {
    return std::min(line.find_first_not_of(' '), line.size());
}

float indent_width(const FontSet::Digits& font, std::size_t indent) {
    const float digit = font.font->CalcTextSizeA(font.size, FLT_MAX, 0.0f, "0").x;
    return std::round(digit * kIndentDigits * static_cast<float>(indent));
}

// The listing's column in `font`: its widest line with its indentation and the bar's room, and
// the padding on either side.
float listing_column(const std::vector<std::string>& lines, const FontSet::Digits& font) {
    float widest = 0.0f;
    for (const std::string_view line : lines) {
        const std::size_t indent = indent_of(line);
        const float text = font.font
                               ->CalcTextSizeA(font.size, FLT_MAX, 0.0f, line.data() + indent,
                                               line.data() + line.size())
                               .x;
        widest = std::max(widest, kBarRoom + indent_width(font, indent) + text);
    }
    return std::ceil(widest) + 2.0f * kPad.x;
}

// The height of `lines` in `font` in a column `width` wide (padding included), a line too wide
// for it wrapping under its own indent as draw_presented_listing draws it.
float listing_wrapped_height(const std::vector<std::string>& lines, const FontSet::Digits& font,
                             float width) {
    float height = 2.0f * kPad.y;
    for (const std::string_view line : lines) {
        const std::size_t indent = indent_of(line);
        const float room =
            std::max(1.0f, width - 2.0f * kPad.x - kBarRoom - indent_width(font, indent));
        height +=
            std::max(font.size, font.font
                                    ->CalcTextSizeA(font.size, FLT_MAX, room, line.data() + indent,
                                                    line.data() + line.size())
                                    .y);
    }
    return height;
}

// The height of the rows above the listing (the code choice and the step's variables) at a
// code size: both are drawn in the interface's font at that size.
float listing_header(float size) {
    return 2.0f * (size + 4.0f) + 2.0f * 2.0f;
}

// The largest code size (16 to 28 px) at which every line of `lines` fits a column `width` wide
// and `height` tall, with the code choice and the variables above them when `header`;
// unwrapped if it can be (a line too long for 16 px then wraps under its indent).
std::optional<FontSet::Digits> largest_listing_font(const WatchViewContext& ctx,
                                                    const std::vector<std::string>& lines,
                                                    float width, float height, bool header) {
    const auto sizes = FontSet::code_sizes();
    for (const bool wrap : {false, true}) {
        for (auto it = sizes.rbegin(); it != sizes.rend(); ++it) {
            if (*it > kLargestCode || *it < kSmallestCode) continue;
            const FontSet::Digits font = ctx.app.fonts.code(*it);
            const bool fits_width = listing_column(lines, font) <= width;
            const float above = header ? listing_header(font.size) : 0.0f;
            if ((fits_width || wrap) &&
                listing_wrapped_height(lines, font, width) + above <= height)
                return font;
        }
    }
    return std::nullopt;
}

}  // namespace

// [SECTION] layout
float WatchView::PartNeeds::at(int size) const {
    if (measured[size] > 0.0f) return measured[size];
    float most = 0.0f;
    for (int i = 0; i < kPartSizes; ++i)
        if (measured[i] > 0.0f)
            most = std::max(most, measured[i] * kPartPixels[size] / kPartPixels[i]);
    return most > 0.0f ? most : guess * kPartPixels[size] / std::max(1.0f, guess_pixels);
}

void WatchView::PartNeeds::note(int size, float height) {
    measured[size] = std::max(measured[size], height);
}

bool WatchView::PartNeeds::known() const {
    return std::any_of(std::begin(measured), std::end(measured), [](float m) { return m > 0.0f; });
}

WatchView::PresentedFit WatchView::presented_fit(const WatchViewContext& ctx, ImVec2 avail) const {
    const WatchLane& lane = shown_lane(ctx);
    const std::vector<std::string> lines = listing_lines(ctx, lane);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const auto n = static_cast<float>(lane.player.start().layout().size());
    const float count = static_cast<float>(std::max<std::size_t>(1, lines.size()));
    // The board's column: never narrower than the 28 px digits need (nor than half the height
    // in a very small window), never wider than 60 % of the width.
    const ImVec2 margin = boards_spacing(ctx).pad;
    const float smallest_board = std::min(
        std::ceil(kMinCell * n) + 2.0f * std::max(margin.x, margin.y), std::floor(avail.y * 0.6f));
    const auto sizes = FontSet::code_sizes();
    const float ui = ImGui::GetFontSize();
    const bool predict = ctx.watch.predict().enabled();
    const auto predict_at = [&](int size) { return predict ? m_predict_needs.at(size) : 0.0f; };
    // With the controls under it, the listing has the code choice and the step's variables
    // above it; beside the board's controls those go with the controls.
    const auto listing_height = [&](const FontSet::Digits& font, bool header) {
        return count * font.size + (header ? listing_header(font.size) : 0.0f) + 2.0f * kPad.y;
    };
    PresentedFit fit;
    const auto set_controls = [&](int size) {
        fit.controls_size = size;
        fit.controls_scale = kPartPixels[size] / ui;
    };
    // A short listing (pseudo-code) leaves room under it for the controls at their largest
    // type: the board then takes the whole height (up to 60 % of the width) and the listing
    // and controls share the column beside it.
    const float tall_board = std::floor(std::min(avail.y, avail.x * 0.6f));
    const float beside = avail.x - gap - tall_board;
    for (auto it = sizes.rbegin(); it != sizes.rend(); ++it) {
        if (*it > kLargestCode || *it < kSmallestCode) continue;
        const FontSet::Digits font = ctx.app.fonts.code(*it);
        if (listing_height(font, true) + m_controls_needs[2].at(0) + predict_at(0) + spacing <=
                avail.y &&
            listing_column(lines, font) <= beside) {
            fit.code = font;
            fit.code_width = beside;
            fit.left = tall_board;
            fit.controls_under_code = true;
            set_controls(0);
            fit.predict_size = 0;
            fit.predict_scale = fit.controls_scale;
            fit.predict_height = predict_at(0);
            fit.controls_height = m_controls_needs[2].at(0);
            return fit;
        }
    }
    // Otherwise the listing beside the smallest board, the controls under the board; predict
    // mode's question under the listing where a listing size leaves it the room at 16 px (under
    // the board it took the controls down to 12 px).
    if (predict && fit_predict_beside(ctx, fit, lines, avail, smallest_board)) return fit;
    // The code choice and the step's variables go above the listing where that costs it no type
    // size, or where the controls would not fit under the board at 16 px with them.
    const float widest_column = avail.x - gap - smallest_board;
    const auto plain = largest_listing_font(ctx, lines, widest_column, avail.y, false);
    const auto headed = largest_listing_font(ctx, lines, widest_column, avail.y, true);
    fit.code = plain.value_or(ctx.app.fonts.code(kSmallestCode));
    fit.header_with_code = headed && (!plain || headed->size >= plain->size);
    fit.code_width = std::min(listing_column(lines, fit.code), widest_column);
    if (!place_presented_parts(fit, lines, avail, smallest_board, predict) && headed &&
        !fit.header_with_code) {
        fit.code = *headed;
        fit.header_with_code = true;
        fit.code_width = std::min(listing_column(lines, fit.code), widest_column);
        (void)place_presented_parts(fit, lines, avail, smallest_board, predict);
    }
    if (fit.predict_tabbed && !fit.switch_beside)
        fit_switch_beside(ctx, fit, lines, avail, smallest_board);
    return fit;
}

void WatchView::fit_switch_beside(const WatchViewContext& ctx, PresentedFit& fit,
                                  const std::vector<std::string>& lines, ImVec2 avail,
                                  float smallest_board) const {
    // The listing a size smaller (16 px at least) where that leaves the switches their row
    // under it: the part under the board keeps its whole height.
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const float widest_column = avail.x - gap - smallest_board;
    const auto font = largest_listing_font(
        ctx, lines, widest_column, avail.y - fit.switch_height - spacing, fit.header_with_code);
    if (!font) return;
    PresentedFit smaller = fit;
    smaller.code = *font;
    smaller.code_width = std::min(listing_column(lines, *font), widest_column);
    if (place_presented_parts(smaller, lines, avail, smallest_board, true) &&
        smaller.predict_tabbed && smaller.switch_beside)
        fit = smaller;
}

bool WatchView::fit_predict_beside(const WatchViewContext& ctx, PresentedFit& fit,
                                   const std::vector<std::string>& lines, ImVec2 avail,
                                   float smallest_board) const {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const float widest_column = avail.x - gap - smallest_board;
    // The room the question needs at 16 px under the listing: the listing takes the largest
    // size that leaves it (its code choice and variables above it, else with the controls,
    // which the board leaves room for at 16 px without the question).
    const float question = m_predict_needs.at(kReadableSizes - 1) + spacing;
    for (const bool header : {true, false}) {
        const auto font =
            largest_listing_font(ctx, lines, widest_column, avail.y - question, header);
        if (!font) continue;
        fit.code = *font;
        fit.header_with_code = header;
        fit.code_width = std::min(listing_column(lines, *font), widest_column);
        if (place_presented_parts(fit, lines, avail, smallest_board, true) && fit.predict_beside)
            return true;
    }
    return false;
}

bool WatchView::place_presented_parts(PresentedFit& fit, const std::vector<std::string>& lines,
                                      ImVec2 avail, float smallest_board, bool predict) const {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const float ui = ImGui::GetFontSize();
    const PartNeeds& controls = m_controls_needs[fit.header_with_code ? 1 : 0];
    // The board takes what the listing leaves, as far as the controls under it keep their
    // largest type; they take smaller type (down to 16 px) rather than the board going under
    // its smallest.
    float board = std::min({avail.x - gap - fit.code_width, std::floor(avail.x * 0.6f),
                            avail.y - spacing - controls.at(0)});
    board = std::floor(std::max(board, smallest_board));
    fit.left = board;
    // Predict mode's question goes under the listing when it leaves room for it there at 16 px
    // or more, else with the controls under the board.
    const float listing = listing_wrapped_height(lines, fit.code, avail.x - gap - board) +
                          (fit.header_with_code ? listing_header(fit.code.size) : 0.0f);
    const float free = avail.y - listing - spacing;
    fit.predict_beside = false;
    if (predict) {
        for (int size = 0; size < kReadableSizes && !fit.predict_beside; ++size) {
            if (m_predict_needs.at(size) > free) continue;
            fit.predict_beside = true;
            fit.predict_size = size;
            fit.predict_height = free;
        }
    }
    const float under = std::max(1.0f, avail.y - board - spacing);
    // The largest size at which the controls (and the question, when it goes with them) fit.
    const auto stacked = [&](int i) {
        return controls.at(i) +
               (predict && !fit.predict_beside ? m_predict_needs.at(i) + spacing : 0.0f);
    };
    int size = 0;
    // Under 16 px only in predict mode, whose question shares the room (rather than cut).
    const int last = predict && !fit.predict_beside ? kPartSizes : kReadableSizes;
    while (size + 1 < last && stacked(size) > under)
        ++size;
    // Rather than both under 16 px (12 px beside the C# listing), they take turns: once both
    // were measured (the one hidden then is measured no more, and a guess is no reason to hide).
    fit.predict_tabbed = false;
    if (predict && !fit.predict_beside && size >= kReadableSizes && controls.known() &&
        m_predict_needs.known())
        return place_tabbed_parts(fit, under, free);
    fit.controls_size = size;
    fit.controls_scale = kPartPixels[size] / ui;
    if (predict && !fit.predict_beside) {
        fit.predict_size = size;
        fit.predict_height = std::floor(m_predict_needs.at(size));
    }
    fit.predict_scale = kPartPixels[fit.predict_size] / ui;
    fit.controls_height = std::max(
        1.0f, under - (predict && !fit.predict_beside ? fit.predict_height + spacing : 0.0f));
    return stacked(size) <= under;
}

bool WatchView::place_tabbed_parts(PresentedFit& fit, float under, float free) const {
    const float ui = ImGui::GetFontSize();
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const PartNeeds& controls = m_controls_needs[fit.header_with_code ? 1 : 0];
    // The switches at 16 px, in a part of their own: under the listing where it leaves the
    // room (C# at 1024x768 leaves 128 px), else above the part they switch.
    const float switch_scale = kPartPixels[kReadableSizes - 1] / ui;
    fit.predict_tabbed = true;
    fit.switch_height = std::ceil(ImGui::GetFrameHeight() * switch_scale + 2.0f * kPad.y);
    fit.switch_beside = fit.switch_height <= free;
    const float room =
        std::max(1.0f, fit.switch_beside ? under : under - fit.switch_height - spacing);
    // Each part the largest type at which it fits the room alone.
    const auto largest = [&](const PartNeeds& needs) {
        int size = 0;
        while (size + 1 < kPartSizes && needs.at(size) > room)
            ++size;
        return size;
    };
    fit.controls_size = largest(controls);
    fit.controls_scale = kPartPixels[fit.controls_size] / ui;
    fit.controls_height = room;
    fit.predict_size = largest(m_predict_needs);
    fit.predict_scale = kPartPixels[fit.predict_size] / ui;
    fit.predict_height = room;
    // Under 16 px the code choice and the variables had better go above the listing.
    return fit.controls_size < kReadableSizes && controls.at(fit.controls_size) <= room;
}

void WatchView::draw_presented_switch(const WatchViewContext& ctx, const PresentedFit& fit) {
    const float scale = kPartPixels[kReadableSizes - 1] / ImGui::GetFontSize();
    (void)draw_scaled_part(
        "##present_switch", ImVec2(ImGui::GetContentRegionAvail().x, fit.switch_height), scale,
        [&] {
            const char* const labels[] = {
                predict_text(PredictText::TabPredict, ctx.app.ui.language),
                ctx.t(WatchText::TabControls)};
            constexpr const char* kNames[] = {"present_tab_question", "present_tab_controls"};
            const std::vector<float> widths = button_row_widths(labels);
            const ImGuiStyle& style = ImGui::GetStyle();
            for (int i = 0; i < 2; ++i) {
                const bool chosen = m_present_question == (i == 0);
                if (i > 0) ImGui::SameLine();
                ImGui::PushStyleColor(ImGuiCol_Button,
                                      style.Colors[chosen ? ImGuiCol_TabActive : ImGuiCol_Tab]);
                ImGui::PushStyleColor(ImGuiCol_ButtonHovered, style.Colors[ImGuiCol_TabHovered]);
                if (fitted_button(labels[i], widths[i])) m_present_question = i == 0;
                ImGui::PopStyleColor(2);
                report_last_item(kNames[i]);
                report_text_pixels(kNames[i], fitted_label_pixels(labels[i], widths[i]));
            }
        });
}

void WatchView::draw_presented(const WatchViewContext& ctx, ImVec2 avail) {
    // What the controls need depends on the language, the window and predict mode: measured
    // afresh at each type size when one changes.
    const int key =
        (static_cast<int>(ctx.app.ui.language) * 2 + ctx.watch.predict().enabled()) * 2 +
        (ctx.watch.lanes().size() > 1 ? 1 : 0);
    if (avail.x != m_presented_for.x || avail.y != m_presented_for.y || key != m_presented_key) {
        m_presented_for = avail;
        m_presented_key = key;
        for (PartNeeds& needs : m_controls_needs) {
            needs = PartNeeds{};
            needs.guess = 9.0f * ImGui::GetFrameHeightWithSpacing();
            needs.guess_pixels = ImGui::GetFontSize();
        }
        m_predict_needs = PartNeeds{};
        m_predict_needs.guess = 6.0f * ImGui::GetFrameHeightWithSpacing();
        m_predict_needs.guess_pixels = ImGui::GetFontSize();
    }
    const PresentedFit fit = presented_fit(ctx, avail);
    report_count("present_controls_pixels", std::lround(kPartPixels[fit.controls_size]));
    // Taking turns, the question shows while one is asked or its answer revealed.
    const int phase = static_cast<int>(ctx.watch.predict().phase());
    if (phase != m_present_phase) {
        m_present_phase = phase;
        m_present_question = ctx.watch.predict().phase() == PredictSession::Phase::Asking ||
                             ctx.watch.predict().phase() == PredictSession::Phase::Revealed;
    }
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const bool predict = ctx.watch.predict().enabled();
    ImGui::BeginChild("##present_left", ImVec2(fit.left, avail.y), false, kFlags);
    if (fit.controls_under_code) {
        draw_presented_board(ctx, fit.left, avail.y);
    } else {
        draw_presented_board(ctx, fit.left, fit.left);
        if (fit.predict_tabbed) {
            if (!fit.switch_beside) draw_presented_switch(ctx, fit);
            if (m_present_question)
                draw_presented_predict_part(ctx, fit);
            else
                draw_presented_controls_part(ctx, fit);
        } else {
            if (predict && !fit.predict_beside) draw_presented_predict_part(ctx, fit);
            draw_presented_controls_part(ctx, fit);
        }
    }
    ImGui::EndChild();
    ImGui::SameLine();
    const float right = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    ImGui::BeginChild("##present_right", ImVec2(right, avail.y), false, kFlags);
    float code_height = avail.y;
    if (fit.controls_under_code) code_height -= fit.controls_height + spacing;
    if (predict && (fit.controls_under_code || fit.predict_beside))
        code_height -= fit.predict_height + spacing;
    const bool switch_here = fit.predict_tabbed && fit.switch_beside;
    if (switch_here) code_height -= fit.switch_height + spacing;
    code_height = std::max(1.0f, code_height);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kPad);
    ImGui::BeginChild("##present_code", ImVec2(right, code_height), false,
                      kFlags | ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PopStyleVar();
    draw_presented_listing(ctx, fit.code, fit.controls_under_code || fit.header_with_code);
    ImGui::EndChild();
    if (switch_here) draw_presented_switch(ctx, fit);
    if (predict && (fit.controls_under_code || fit.predict_beside))
        draw_presented_predict_part(ctx, fit);
    if (fit.controls_under_code) draw_presented_controls_part(ctx, fit);
    ImGui::EndChild();
}

float WatchView::draw_scaled_part(const char* id, ImVec2 size, float scale,
                                  const std::function<void()>& body, float rows) {
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoScrollbar |
                                        ImGuiWindowFlags_NoScrollWithMouse |
                                        ImGuiWindowFlags_AlwaysUseWindowPadding;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kPad);
    ImGui::BeginChild(id, size, false, kFlags);
    ImGui::PopStyleVar();
    ImGui::SetWindowFontScale(scale);
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(style.FramePadding.x * scale, style.FramePadding.y * scale));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        ImVec2(style.ItemSpacing.x * scale, style.ItemSpacing.y * scale * rows));
    const float top = ImGui::GetCursorPosY();
    body();
    const float used = ImGui::GetCursorPosY() - top + 2.0f * kPad.y;
    ImGui::PopStyleVar(2);
    ImGui::EndChild();
    return used / scale;
}

void WatchView::draw_presented_predict_part(const WatchViewContext& ctx, const PresentedFit& fit) {
    const float needed = draw_scaled_part(
        "##present_predict", ImVec2(ImGui::GetContentRegionAvail().x, fit.predict_height),
        fit.predict_scale,
        [&] {
            report_text_pixels("watch_predict", ImGui::GetFontSize());
            draw_predict_question(ctx, true);
        },
        kPredictRows);
    // In pixels at the size drawn (a reveal is taller than its question: the largest is kept).
    m_predict_needs.note(fit.predict_size, needed * fit.predict_scale);
}

void WatchView::draw_presented_controls_part(const WatchViewContext& ctx, const PresentedFit& fit) {
    const float needed = draw_scaled_part(
        "##present_controls", ImVec2(ImGui::GetContentRegionAvail().x, fit.controls_height),
        fit.controls_scale,
        [&] {
            if (!fit.controls_under_code && !fit.header_with_code) {
                // The code choice and the step's variables, which the listing beside has no
                // room for.
                report_text_pixels("watch_code_choice", ImGui::GetFontSize());
                draw_code_choice(ctx);
                draw_presented_variables(ctx);
            }
            draw_presented_controls(ctx);
        },
        ctx.watch.predict().enabled() ? kPredictRows : 1.0f);
    m_controls_needs[fit.controls_under_code ? 2
                     : fit.header_with_code  ? 1
                                             : 0]
        .note(fit.controls_size, needed * fit.controls_scale);
}

// [SECTION] controls
void WatchView::draw_presented_controls(const WatchViewContext& ctx) {
    const WatchMode& w = ctx.watch;
    ImGui::BeginDisabled(!w.ready());
    // A button whose place and type size go to the layout report under `name`.
    const auto button = [](const char* label, float width, const char* name) {
        const bool clicked = fitted_button(label, width);
        report_last_item(name);
        report_text_pixels(name, fitted_label_pixels(label, width));
        return clicked;
    };
    const char* play = ctx.t(w.playing() ? WatchText::ButtonPause : WatchText::ButtonPlay);
    const char* back = ctx.t(WatchText::ButtonBack);
    const char* step = ctx.t(WatchText::ButtonStep);
    const char* const row[] = {back, play, step};
    std::vector<float> widths = button_row_widths(row);
    if (button(back, widths[0], "watch_back")) ctx.push(wcmd::StepBack{});
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, ctx.app.theme.accent);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32_WHITE);
    if (button(play, widths[1], "watch_play")) ctx.push(wcmd::TogglePlay{});
    ImGui::PopStyleColor(2);
    ImGui::SameLine();
    if (button(step, widths[2], "watch_step")) ctx.push(wcmd::StepForward{});
    const char* backtrack = ctx.t(WatchText::RunBacktrack);
    const char* solution = ctx.t(WatchText::RunSolution);
    const char* const run[] = {backtrack, solution};
    widths = button_row_widths(run);
    if (button(backtrack, widths[0], "watch_next_backtrack"))
        ctx.push(wcmd::RunTo{core::RunTarget::NextBacktrack});
    ImGui::SameLine();
    if (button(solution, widths[1], "watch_next_solution"))
        ctx.push(wcmd::RunTo{core::RunTarget::NextSolution});
    draw_speed(ctx);
    ImGui::EndDisabled();
    if (ctx.watch.lanes().size() > 1)
        draw_presented_lane_counters(ctx);
    else
        draw_presented_counters(ctx);
    draw_presented_status(ctx);
}

void WatchView::draw_presented_counters(const WatchViewContext& ctx) {
    // The four counters a lesson quotes, two pairs a row.
    const WatchLane& lane = ctx.watch.lanes().front();
    const core::SearchCounters& c = lane.player.counters();
    const std::string depth = std::to_string(c.depth) + " / " + std::to_string(c.max_depth);
    const struct {
        WatchText label;
        std::string value;
        const char* name;
    } cells[] = {{WatchText::CounterPlacements, count_text(c.placements), "counter_placements"},
                 {WatchText::CounterBacktracks, count_text(c.backtracks), "counter_backtracks"},
                 {WatchText::CounterChecks, count_text(c.checks), "counter_checks"},
                 {WatchText::CounterDepth, depth, "counter_depth"}};
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg;
    float widest = 0.0f;
    for (const auto& cell : cells)
        widest = std::max(widest, ImGui::CalcTextSize(ctx.t(cell.label)).x);
    const float figures = ImGui::CalcTextSize("00 000").x;
    // Two pairs a row where the longest label fits its quarter ("Derinlik / en çok" beside a
    // board at 1024x768 does not): else one pair a row.
    const float padding = 4.0f * ImGui::GetStyle().CellPadding.x;
    const int pairs =
        2.0f * (widest + figures + padding) <= ImGui::GetContentRegionAvail().x ? 2 : 1;
    if (!ImGui::BeginTable("##present_counters", 2 * pairs, kFlags)) return;
    for (int i = 0; i < pairs; ++i) {
        ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch, widest);
        ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch, figures);
    }
    for (const auto& cell : cells) {
        ImGui::TableNextColumn();
        const float label = muted_label(ctx, ctx.t(cell.label));
        ImGui::TableNextColumn();
        const float value = fitted_text(cell.value.c_str());
        report_last_item(cell.name);
        report_text_pixels(cell.name, std::min(label, value));
    }
    ImGui::EndTable();
}

void WatchView::draw_presented_status(const WatchViewContext& ctx) const {
    // Two lines of a fixed height whatever they hold: the latest message or why a value was
    // rejected, then the search's banner. A longer text takes smaller type, never more room.
    std::string first;
    if (const auto message = ctx.watch.message())
        first =
            fill(ctx.t(*message), {error_text(ctx.watch.message_argument(), ctx.app.ui.language)});
    else
        first = reject_reason_text(ctx, shown_lane(ctx));
    const std::string second = search_banner_text(ctx);
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float height = 2.0f * line;
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    ImGui::BeginChild("##present_status", ImVec2(width, height), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                          ImGuiWindowFlags_NoBackground);
    report_current_window("watch_status");
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    const auto one_line = [&](const std::string& text, ImU32 colour, const char* name) {
        if (text.empty()) {
            ImGui::TextUnformatted(" ");
            return;
        }
        const float needed = ImGui::CalcTextSize(text.c_str()).x;
        const float shrink = needed > width ? std::max(0.6f, width / needed) : 1.0f;
        if (needed * 0.6f > width)
            report_clipping("watch status", text.c_str(), needed * 0.6f, width);
        ImGui::SetWindowFontScale(base * shrink);
        report_text_pixels(name, ImGui::GetFontSize());
        ImGui::PushStyleColor(ImGuiCol_Text, colour);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopStyleColor();
        ImGui::SetWindowFontScale(base);
    };
    one_line(first, ctx.watch.message() ? ctx.app.theme.muted_text : ctx.app.theme.wrong_digit,
             "watch_status_message");
    one_line(second, ctx.app.theme.hint_digit, "watch_status_banner");
    ImGui::EndChild();
}

// [SECTION] listing
void WatchView::draw_presented_variables(const WatchViewContext& ctx) const {
    // One line, smaller type (down to 70 %) rather than a second line.
    const std::string vars = step_variables_text(ctx, shown_lane(ctx));
    const float room = ImGui::GetContentRegionAvail().x;
    const float needed = ImGui::CalcTextSize(vars.c_str()).x;
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    if (needed > room) ImGui::SetWindowFontScale(base * std::max(0.7f, room / needed));
    if (needed * 0.7f > room) report_clipping("watch variables", vars.c_str(), needed * 0.7f, room);
    if (!vars.empty()) report_text_pixels("watch_variables", ImGui::GetFontSize());
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.accent);
    ImGui::TextUnformatted(vars.empty() ? " " : vars.c_str());
    ImGui::PopStyleColor();
    ImGui::SetWindowFontScale(base);
}

void WatchView::draw_presented_listing(const WatchViewContext& ctx, const FontSet::Digits& font,
                                       bool header) const {
    const std::size_t index = shown_index(ctx);
    const WatchLane& lane = ctx.watch.lanes()[index];
    const core::CodeLanguage language = ctx.watch.code_language();
    if (header) {
        // The code choice and the step's variables in the interface's font at the listing's
        // size.
        const float ui = ImGui::GetFontSize();
        ImGui::SetWindowFontScale(std::min(1.0f, font.size / ui));
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4.0f, 2.0f));
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6.0f, 2.0f));
        draw_code_choice(ctx);
        draw_presented_variables(ctx);
        ImGui::PopStyleVar(2);
        ImGui::SetWindowFontScale(1.0f);
    }
    draw_presented_lines(ctx, lane, font, index == 0 ? "" : "lane2_", false);
    report_text("watch_listing", (std::string(core::algorithm_name(lane.algorithm)) + "/" +
                                  core::code_language_name(language))
                                     .c_str());
    report_count("code_pixels", static_cast<long long>(font.size));
}

void WatchView::draw_presented_lines(const WatchViewContext& ctx, const WatchLane& lane,
                                     const FontSet::Digits& font, std::string_view prefix,
                                     bool follow) {
    const core::CodeLanguage language = ctx.watch.code_language();
    const std::vector<std::string> code = listing_lines(ctx, lane);
    const auto last = lane.player.last_step();
    const int current = last ? core::course_line(lane.player.options(), language, *last) : -1;
    // The lines, one font size each with no gap between them (the bar marks the current one).
    ImGui::PushFont(font.font);
    ImGui::SetWindowFontScale(font.size / font.font->FontSize);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0.0f, 0.0f));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float width = ImGui::GetContentRegionAvail().x;
    const ImRect clip = ImGui::GetCurrentWindow()->ClipRect;
    ImGui::PushTextWrapPos(0.0f);
    for (std::size_t i = 0; i < code.size(); ++i) {
        const std::string_view line = code[i];
        const std::size_t indent = indent_of(line);
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float x = kBarRoom + indent_width(font, indent);
        const float h =
            std::max(font.size, ImGui::CalcTextSize(line.data() + indent, line.data() + line.size(),
                                                    false, std::max(1.0f, width - x))
                                    .y);
        if (static_cast<int>(i) == current) {
            const ImU32 accent = ctx.app.theme.accent;
            dl->AddRectFilled(p, ImVec2(p.x + width, p.y + h),
                              (accent & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 48));
            dl->AddRectFilled(p, ImVec2(p.x + 4.0f, p.y + h), accent);
        }
        ImGui::SetCursorScreenPos(ImVec2(p.x + x, p.y));
        ImGui::TextUnformatted(line.data() + indent, line.data() + line.size());
        const ImRect item(ImVec2(p.x, p.y), ImVec2(p.x + width, p.y + h));
        if (layout_report_wanted() && clip.Contains(item))
            report_item((std::string(prefix) + "code_line_" + std::to_string(i + 1)).c_str(),
                        item.Min.x, item.Min.y, item.GetWidth(), item.GetHeight());
        // A listing taller than its room (two compared lanes) follows its current line.
        if (follow && static_cast<int>(i) == current && (p.y < clip.Min.y || p.y + h > clip.Max.y))
            ImGui::SetScrollHereY(0.35f);
        ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h));
    }
    ImGui::PopTextWrapPos();
    ImGui::PopStyleVar();
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    const std::string name(prefix);
    report_count((name + "code_lines_total").c_str(), static_cast<long long>(code.size()));
    report_count((name + "code_current").c_str(), current + 1);
}

}  // namespace sudoku::app
