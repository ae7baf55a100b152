#include "app/watch/watch_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/dialogs/desktop_only.hpp"
#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/clipped_text.hpp"
#include "app/i18n/dlx_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/render_strings.hpp"
#include "app/i18n/tree_strings.hpp"
#include "app/play/menu_bar.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/imgui_support.hpp"
#include "app/views/item_report.hpp"
#include "app/views/scaled_type.hpp"
#include "app/watch/classroom_view.hpp"
#include "app/watch/watch_keys.hpp"
#include "app/watch/watch_overlay.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

// The room (in lines) the tabs need below the depth plot for the Code tab: its bar, the code
// choice, the step's variables and a reason, and eight lines of the listing.
constexpr float kCodeTabLines = 14.0f;
// Larger type: the lines of the listing the Code tab keeps below the counters (their type
// smaller for them), and the fewest for which the listing goes above the setup.
constexpr float kCompactCodeLines = 6.0f;
constexpr float kLeastCompactLines = 4.0f;
// Larger type in a short window: the panel's type shrinks by this part of it a frame, down to
// this interface scale's (2x at 3x).
constexpr float kPanelTypeStep = 0.1f;
constexpr float kLeastPanelScale = 2.0f;
// Presenting two boards: the boards' captions at about this pixel size.
constexpr float kCaptionPixels = 22.0f;

// Speeds the + and - keys step through (the slider reaches any value in between).
constexpr double kSpeedSteps[] = {1,   2,   5,   10,  20,  50,
                                  100, 1e3, 1e4, 1e5, 1e6, core::Pacer::kTurboSpeed};

double next_speed(double speed, int direction) {
    if (direction > 0) {
        for (double s : kSpeedSteps)
            if (s > speed * 1.001) return s;
        return core::Pacer::kTurboSpeed;
    }
    for (auto it = std::rbegin(kSpeedSteps); it != std::rend(kSpeedSteps); ++it)
        if (*it < speed * 0.999) return *it;
    return 1.0;
}

// End in front of a class stops where the lesson's numbers are, at the first solution; End
// again (or End outside presentation) runs the search to its end.
WatchCommand end_command(const WatchMode& w) {
    if (!w.presentation() || !w.ready() || w.shows_solution()) return wcmd::ToEnd{};
    const core::SolverPlayer& player = w.lanes().front().player;
    if (player.finished() || player.counters().solutions > 0) return wcmd::ToEnd{};
    return wcmd::RunTo{core::RunTarget::NextSolution};
}

// A: the next of the four lessons' searches for the first board (the presentation has no menu
// for it); C: the next listing (pseudo-code, Python, C#).
WatchSetup next_algorithm(WatchSetup setup) {
    constexpr core::Algorithm kCycle[] = {core::Algorithm::Naive, core::Algorithm::Mrv,
                                          core::Algorithm::Propagate, core::Algorithm::Dlx};
    std::size_t at = 0;
    for (std::size_t i = 0; i < std::size(kCycle); ++i)
        if (kCycle[i] == setup.lane(0).algorithm) at = i + 1;
    setup.lane(0).algorithm = kCycle[at % std::size(kCycle)];
    setup.lane(0).set_search(setup.lane(0).options());
    return setup;
}

// N: the lesson's names, then English, Vietnamese and Turkish ones.
std::optional<core::CodeNames> next_names(std::optional<core::CodeNames> names) {
    if (!names) return core::CodeNames::English;
    switch (*names) {
        case core::CodeNames::English:
            return core::CodeNames::Vietnamese;
        case core::CodeNames::Vietnamese:
            return core::CodeNames::Turkish;
        case core::CodeNames::Turkish:
            break;
    }
    return std::nullopt;
}

core::CodeLanguage next_code(core::CodeLanguage language) {
    switch (language) {
        case core::CodeLanguage::Pseudo:
            return core::CodeLanguage::Python;
        case core::CodeLanguage::Python:
            return core::CodeLanguage::CSharp;
        case core::CodeLanguage::CSharp:
            break;
    }
    return core::CodeLanguage::Pseudo;
}

void listing_keys_while_asking(const WatchViewContext& ctx) {
    const WatchMode& w = ctx.watch;
    const int size = w.ready() ? w.lanes().front().player.start().layout().size() : 9;
    for (const ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
        if (ch > 0x7f) continue;
        const auto value = core::symbol_value(static_cast<char>(ch));
        if (value && *value >= 1 && *value <= size) continue;  // an answer
        if (ch == 'c' || ch == 'C')
            ctx.push(wcmd::Classroom{pcmd::SetCodeLanguage{next_code(w.code_language())}});
        if (ch == 'n' || ch == 'N')
            ctx.push(wcmd::Classroom{pcmd::SetCodeNames{next_names(w.code_names())}});
    }
}

}  // namespace

void push_presentation(const WatchViewContext& ctx, bool on) {
    const WatchMode& w = ctx.watch;
    ctx.push(wcmd::SetPresentation{on, ctx.app.ui.theme, ctx.app.ui.ui_scale});
    // Temporary: quitting while presenting must not start the next session in high contrast.
    ctx.app.commands.push(
        cmd::SetTheme{.theme = on ? ThemeId::HighContrast : w.restore_theme(), .temporary = true});
    ctx.app.commands.push(cmd::SetUiScale{.scale = on ? w.presentation_scale() : w.restore_scale(),
                                          .temporary = true});
}

void WatchView::draw(const WatchViewContext& ctx) {
    report_text("watch_mode", ctx.watch.presentation() ? "present" : "normal");
    const float scale = ctx.app.ui.ui_scale;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    // Presenting, or in a larger interface, no key list (it would cost the board its height):
    // the status line only appears for a message, and only where the panel has no room for it
    // (two boards presented).
    const bool status = (!ctx.watch.presentation() && !compact(ctx)) ||
                        (ctx.watch.message().has_value() && !message_in_panel(ctx));
    const float status_height = status ? ImGui::GetTextLineHeightWithSpacing() : 0.0f;
    const float area_height = std::max(1.0f, avail.y - status_height);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const bool compare = ctx.watch.lanes().size() > 1;
    if (m_matrix.full_window() && WatchMatrixView::search_of(ctx)) {
        // Algorithm X's matrix over the whole window (X): room to zoom into its 729 rows.
        ImGui::BeginChild("##watch_matrix", ImVec2(std::max(1.0f, avail.x), area_height), false,
                          ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar |
                              ImGuiWindowFlags_NoScrollWithMouse);
        m_matrix.draw(ctx, ImGui::GetContentRegionAvail());
        ImGui::EndChild();
    } else if (m_tree.full_window()) {
        // The search tree over the whole window (T), for a class to see the search's shape.
        ImGui::BeginChild("##watch_tree", ImVec2(std::max(1.0f, avail.x), area_height), false,
                          ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar |
                              ImGuiWindowFlags_NoScrollWithMouse);
        m_tree.draw(ctx, ImGui::GetContentRegionAvail());
        ImGui::EndChild();
    } else if (ctx.watch.presentation() && !compare && ctx.watch.ready()) {
        draw_presented(ctx, ImVec2(std::max(1.0f, avail.x), area_height));
    } else if (ctx.watch.presentation() && compare) {
        draw_presented_compare(ctx, ImVec2(std::max(1.0f, avail.x), area_height));
    } else {
        // The board gets most of the width; presenting, it takes the whole height (up to 60 %
        // of the width: at 1024x768 the large type needs the rest) and the counters and code
        // the rest.
        const float panel_1x = compare ? 440.0f : 500.0f;
        float panel_width = std::round(panel_1x * scale);
        // Larger type: the panel keeps its 1x width, or takes what the boards cannot use
        // where the window is wider than their height needs (3x at 1920x1080: the board is as
        // tall as the window either way, and the panel's labels get the width).
        if (compact(ctx))
            panel_width =
                std::max(std::floor(panel_1x + spacing / scale - spacing),
                         std::floor(avail.x - spacing - boards_width_at_height(ctx, area_height)));
        if (ctx.watch.presentation())
            panel_width = std::floor(avail.x - spacing - std::min(area_height, avail.x * 0.6f));
        panel_width = std::max(1.0f, std::min(panel_width, std::floor(avail.x * 0.6f)));
        const float boards_width = std::max(1.0f, avail.x - panel_width - spacing);
        if (compact(ctx))
            draw_compact_boards(ctx, boards_width, area_height);
        else
            draw_boards(ctx, boards_width, area_height);
        ImGui::SameLine();
        // In larger type the panel itself never scrolls (its lower part does, inside).
        ImGui::BeginChild(
            "##watch_panel", ImVec2(panel_width, area_height), false,
            ImGuiWindowFlags_AlwaysUseWindowPadding |
                (compact(ctx) ? ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse
                              : 0));
        if (compact(ctx))
            draw_compact_panel(ctx);
        else
            draw_panel(ctx);
        ImGui::EndChild();
    }
    if (m_tree.take_png_request()) m_export_dialog.open_tree(ctx);
    m_export_dialog.draw(ctx);
    if (!status) return;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetStyle().WindowPadding.x);
    draw_status(ctx);
}

void WatchView::draw_boards(const WatchViewContext& ctx, float width, float height) {
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::BeginChild("##watch_boards", ImVec2(width, height), false, kFlags);
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) {
        // A session or puzzle that could not be opened says why here, whole and wrapped (the
        // status line has room for its start only); otherwise the givens broke a rule.
        const std::optional<WatchText> message = ctx.watch.message();
        const std::string why =
            message == WatchText::MessageError
                ? fill(ctx.t(*message),
                       {error_text(ctx.watch.message_argument(), ctx.app.ui.language)})
                : std::string(ctx.t(WatchText::NoSearch));
        ImGui::TextWrapped("%s", why.c_str());
        report_text("watch_nothing", why.c_str());
        ImGui::EndChild();
        return;
    }
    const BoardsSpacing gaps = boards_spacing(ctx);
    const ImVec2 pad = gaps.pad;
    const float tight = gaps.tight;
    const float spacing = gaps.spacing;
    const float caption = gaps.caption;
    const auto count = static_cast<float>(lanes.size());
    const bool compare = lanes.size() > 1;
    const float side = std::floor(
        std::max(1.0f, std::min(height - 2.0f * pad.y - (compare ? caption : 0.0f),
                                (width - 2.0f * pad.x - spacing * (count - 1.0f)) / count)));
    const float used = side * count + spacing * (count - 1.0f);
    ImGui::SetCursorPos(ImVec2(std::floor((width - used) * 0.5f),
                               std::floor((height - side - (compare ? caption : 0.0f)) * 0.5f)));
    const bool marks = !ctx.watch.playing() || (!ctx.watch.turbo() && ctx.watch.speed() <= 200.0);
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        if (i > 0) ImGui::SameLine(0.0f, spacing);
        ImGui::BeginGroup();
        ImGui::PushID(static_cast<int>(i));
        if (compare) {
            ImGui::PushFont(ctx.app.fonts.ui());
            ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                                ImVec2(spacing, ImGui::GetStyle().ItemSpacing.y * tight));
            ImGui::SetWindowFontScale(tight);
            // The algorithm's name and the lane's switches, so two lanes of one algorithm that
            // differ in a switch are told apart; the switches alone when both do not fit.
            const std::string label = lane_label(lanes[i], ctx.app.ui.language);
            std::string title = lane_caption(lanes[i], ctx.app.ui.language);
            if (ImGui::CalcTextSize(title.c_str()).x > side) title = label;
            const float needed = ImGui::CalcTextSize(title.c_str()).x;
            if (needed > side) ImGui::SetWindowFontScale(tight * std::max(0.7f, side / needed));
            check_text_fits("watch board title", title.c_str(), side);
            ImGui::TextUnformatted(title.c_str());
            report_text(i == 0 ? "board_title_1" : "board_title_2", title.c_str());
            ImGui::SetWindowFontScale(1.0f);
            ImGui::PopStyleVar();
            ImGui::PopFont();
        }
        ImGui::BeginChild("##board", ImVec2(side, side), false, kFlags);
        // On a projector no text on the board is smaller than the back of a room can read.
        const WatchOverlay overlay(lanes[i], ctx.app, ctx.watch.breakpoints(), marks,
                                   i == 0 ? &ctx.watch.predict() : nullptr,
                                   ctx.watch.presentation() ? kProjectorBoardText : 0.0f);
        m_boards[i].draw(ctx.app, &overlay);
        ImGui::EndChild();
        report_last_item(i == 0 ? "board_1" : "board_2");
        ImGui::PopID();
        ImGui::EndGroup();
    }
    ImGui::EndChild();
}

WatchView::BoardsSpacing WatchView::boards_spacing(const WatchViewContext& ctx) {
    BoardsSpacing gaps;
    // Presenting or in larger type, the margins around the boards stay at their 1x size.
    const float margin =
        ctx.watch.presentation() || compact(ctx) ? 1.0f / ctx.app.ui.ui_scale : 1.0f;
    gaps.pad = ImVec2(ImGui::GetStyle().WindowPadding.x * margin,
                      ImGui::GetStyle().WindowPadding.y * margin);
    // In larger type the captions too keep their 1x size: a wide one would push the second
    // board off its place.
    gaps.tight = compact(ctx) ? margin : 1.0f;
    // Presenting two boards, the captions take the strip's type (a 2x caption was wider than
    // a board at 1024x768).
    if (ctx.watch.presentation() && ctx.watch.lanes().size() > 1)
        gaps.tight = std::min(1.0f, kCaptionPixels / ImGui::GetFontSize());
    gaps.spacing = ImGui::GetStyle().ItemSpacing.x * gaps.tight;
    gaps.caption = (ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.y) * gaps.tight;
    return gaps;
}

float WatchView::boards_width_at_height(const WatchViewContext& ctx, float height) {
    const BoardsSpacing gaps = boards_spacing(ctx);
    const auto count = static_cast<float>(std::max<std::size_t>(1, ctx.watch.lanes().size()));
    const float side =
        std::max(1.0f, height - 2.0f * gaps.pad.y - (count > 1.0f ? gaps.caption : 0.0f));
    return std::ceil(side * count + gaps.spacing * (count - 1.0f) + 2.0f * gaps.pad.x);
}

void WatchView::draw_compact_boards(const WatchViewContext& ctx, float width, float height) {
    // Two boards side by side leave room under them: the counters table (a header and six
    // rows) goes there when the boards keep their full width-bound side above it, its type
    // made smaller (down to 2x at 3x) when it would not fit otherwise.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float tight = 1.0f / ctx.app.ui.ui_scale;
    const float pad = 2.0f * style.WindowPadding.y * tight;
    const float boards = std::floor((width - pad - style.ItemSpacing.x * tight) * 0.5f) + pad +
                         (ImGui::GetTextLineHeight() + style.ItemSpacing.y) * tight;
    const float frame = 2.0f * style.WindowPadding.y + style.ItemSpacing.y;
    const float rows = 7.0f * (ImGui::GetTextLineHeight() + 2.0f * style.CellPadding.y);
    const float type = std::min(1.0f, (height - boards - frame) / rows);
    m_counters_below = ctx.watch.lanes().size() > 1 && type >= 0.66f;
    const float counters = frame + rows * type;
    if (!m_counters_below) {
        draw_boards(ctx, width, height);
        return;
    }
    ImGui::BeginGroup();
    draw_boards(ctx, width, height - counters);
    ImGui::BeginChild("##watch_counters", ImVec2(width, counters - style.ItemSpacing.y), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar);
    ImGui::SetWindowFontScale(type);
    draw_counters(ctx);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::EndChild();
    ImGui::EndGroup();
}

float WatchView::presented_strip_height() {
    // Transport buttons, speed slider and a line for the solutions banner beside the counters
    // table (a header and four rows), inside window padding.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float table_row = ImGui::GetTextLineHeight() + 2.0f * style.CellPadding.y;
    return std::max(
               2.0f * ImGui::GetFrameHeightWithSpacing() + ImGui::GetTextLineHeightWithSpacing(),
               5.0f * table_row) +
           style.ItemSpacing.y + 2.0f * style.WindowPadding.y;
}

void WatchView::draw_presented_strip(const WatchViewContext& ctx) {
    // Under two boards presenting: the transport at the left, the counters at the right.
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float avail = ImGui::GetContentRegionAvail().x;
    const float left = std::max(1.0f, std::floor((avail - 2.0f * spacing) * 0.45f));
    ImGui::BeginChild("##strip_transport", ImVec2(left, 0.0f), false, kFlags);
    draw_transport(ctx);
    draw_search_banner(ctx);
    ImGui::EndChild();
    ImGui::SameLine(0.0f, 2.0f * spacing);
    ImGui::BeginChild("##strip_counters", ImVec2(0.0f, 0.0f), false, kFlags);
    draw_counter_table(ctx);
    ImGui::EndChild();
}

void WatchView::draw_panel(const WatchViewContext& ctx) {
    if (ctx.watch.presentation()) {
        // Predicting in front of a class: the question first, in large type.
        if (ctx.watch.predict().enabled()) {
            draw_predict_question(ctx, true);
            ImGui::Separator();
        }
        draw_transport(ctx);
        draw_panel_message(ctx);
        ImGui::Separator();
        draw_counters(ctx);
        // The listing only where a few of its lines fit (not under two compared boards).
        if (ImGui::GetContentRegionAvail().y < 4.0f * ImGui::GetTextLineHeightWithSpacing()) return;
        ImGui::Separator();
        // The listing's own frame takes what is left and never scrolls: a long explanation
        // (two wrapped lines in Turkish at 1024x768) would otherwise give the whole panel a
        // scrollbar, whose width cut the counters' labels.
        const ImVec2 room(ImGui::GetContentRegionAvail().x,
                          std::max(1.0f, ImGui::GetContentRegionAvail().y));
        if (room.x != m_code_scale_for.x || room.y != m_code_scale_for.y) {
            m_code_scale = 1.0f;
            m_code_scale_for = room;
        }
        ImGui::BeginChild("##presented_code", room, false,
                          ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
        ImGui::SetWindowFontScale(m_code_scale);
        const float above = draw_code(ctx, room.y);
        // The choice and the explanation, plus four lines of the listing, at full size: smaller
        // type from the next frame on where that is more than the room.
        const float needed = (above + 4.0f * ImGui::GetTextLineHeightWithSpacing()) / m_code_scale;
        m_code_scale = std::min(m_code_scale, std::clamp(room.y / needed, 0.8f, 1.0f));
        ImGui::EndChild();
        return;
    }
    draw_setup(ctx);
    ImGui::Separator();
    draw_transport(ctx);
    ImGui::Separator();
    draw_counters(ctx);
    if (ctx.watch.predict().enabled()) {
        ImGui::Separator();
        draw_predict_question(ctx, false);
        ImGui::Separator();
    }
    // The depth plot only where it leaves the Code tab its listing (at 1024x768 it took the
    // lines; the Tree tab shows the search's shape too).
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float plot = std::round(88.0f * ctx.app.ui.ui_scale) + ImGui::GetStyle().ItemSpacing.y;
    if (ImGui::GetContentRegionAvail().y - plot >= kCodeTabLines * line) draw_plot(ctx);
    draw_tabs(ctx);
}

bool WatchView::compact(const WatchViewContext& ctx) {
    return !ctx.watch.presentation() && ctx.app.ui.ui_scale > 1.01f;
}

bool WatchView::banner_in_status(const WatchViewContext& ctx) {
    return !ctx.watch.presentation() && !compact(ctx);
}

bool WatchView::message_in_panel(const WatchViewContext& ctx) const {
    return compact(ctx) ||
           (ctx.watch.presentation() && (ctx.watch.lanes().size() <= 1 || m_compare_tabbed));
}

void WatchView::draw_panel_message(const WatchViewContext& ctx) {
    const auto message = ctx.watch.message();
    if (!message) return;
    const std::string text =
        fill(ctx.t(*message), {error_text(ctx.watch.message_argument(), ctx.app.ui.language)});
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

void WatchView::draw_compact_panel(const WatchViewContext& ctx) {
    // What a class follows first (always in view, even at 3x): the transport (arrows where the
    // words would take a second row) and the counters. Where the panel has the height (3x on
    // 1920x1080), the run-to buttons in one row (short names) join them, the counters take the
    // type that leaves the Code tab its listing, and the speed and the search's setup are a
    // tab of their own: before, they came first and the listing began below the panel's
    // visible part. Otherwise the rest scrolls below the counters. The depth plot stays a 1x
    // feature (the tree tab shows the search's shape).
    // A window too short for all that at the panel's type (3x on 1024x768 to 1366x768): the
    // panel's type shrinks, a step a frame, down to 2x, until the run-to row and the listing
    // fit; where even 2x is too large, the run-to buttons go to the Setup tab. Before, the part
    // below the counters was a few pixels tall: no speed, run-to buttons, tabs or listing.
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const int key =
        (static_cast<int>(ctx.app.ui.language) * 2 + ctx.watch.predict().enabled()) * 2 +
        (ctx.watch.lanes().size() > 1 ? 1 : 0);
    if (room.x != m_panel_type_for.x || room.y != m_panel_type_for.y || key != m_panel_type_key) {
        m_panel_type_for = room;
        m_panel_type_key = key;
        m_panel_type = 1.0f;
    }
    const ScaledType type(ctx.app.fonts.ui(), m_panel_type);
    report_text_pixels("watch_panel", ImGui::GetFontSize());
    draw_transport(ctx);
    draw_panel_message(ctx);
    const float least = std::min(1.0f, kLeastPanelScale / ctx.app.ui.ui_scale);
    const bool smallest = m_panel_type <= least + 0.001f;
    m_listing_first = listing_fits_first(ctx, true);
    if (!m_listing_first && !smallest)
        m_panel_type = std::max(least, m_panel_type - kPanelTypeStep);
    m_run_to_in_setup = !m_listing_first && smallest && listing_fits_first(ctx, false);
    m_listing_first = m_listing_first || m_run_to_in_setup;
    ImGui::BeginDisabled(!ctx.watch.ready());
    if (m_listing_first && !m_run_to_in_setup) draw_run_to(ctx, ImGui::GetContentRegionAvail().x);
    ImGui::EndDisabled();
    ImGui::Separator();
    m_compact_pairs = false;
    if (!m_counters_below) draw_compact_counters(ctx);
    // The rest scrolls on its own when it runs past the window, the controls above never.
    // A slimmer scrollbar than large type's: the run-to labels need the width.
    ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, ImGui::GetStyle().ScrollbarSize * 0.5f);
    ImGui::BeginChild("##watch_lower", ImVec2(0.0f, 0.0f), false);
    ImGui::PopStyleVar();
    if (!m_listing_first) {
        ImGui::BeginDisabled(!ctx.watch.ready());
        draw_speed(ctx);
        draw_run_to(ctx, ImGui::GetContentRegionAvail().x);
        ImGui::EndDisabled();
        ImGui::Separator();
        draw_setup(ctx);
        ImGui::Separator();
    }
    if (ctx.watch.predict().enabled()) {
        draw_predict_question(ctx, false);
        ImGui::Separator();
    }
    draw_tabs(ctx);
    ImGui::EndChild();
}

float WatchView::compact_label_width(const WatchViewContext& ctx) {
    float widest = 0.0f;
    for (const WatchText key :
         {WatchText::CounterSteps, WatchText::CounterPlacements, WatchText::CounterBacktracks,
          WatchText::CounterChecks, WatchText::CounterDepth, WatchText::CounterSolutions})
        widest = std::max(widest, ImGui::CalcTextSize(ctx.t(key)).x);
    return widest;
}

float WatchView::compact_pairs_width(const WatchViewContext& ctx) {
    // Two label and figure pairs a row, each label whole and nine digits beside it.
    const ImGuiStyle& style = ImGui::GetStyle();
    return 2.0f * (compact_label_width(ctx) + ImGui::CalcTextSize("000 000 000").x) +
           8.0f * style.CellPadding.x + 2.0f * style.WindowPadding.x;
}

float WatchView::compact_listing_keep(float lines) {
    // The tab bar, the step's variables and a reason (one line each in large type), and
    // `lines` lines of the listing.
    return ImGui::GetFrameHeightWithSpacing() + 2.0f * ImGui::GetTextLineHeightWithSpacing() +
           ImGui::GetStyle().ItemSpacing.y + lines * ImGui::GetTextLineHeight();
}

bool WatchView::listing_fits_first(const WatchViewContext& ctx, bool run_to_above) const {
    // The run-to buttons in one row (when above), the counters at half their type, and the
    // listing's room.
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    if (run_to_above && !compact_run_to_one_row(ctx, avail.x)) return false;
    const float run_to = run_to_above ? ImGui::GetFrameHeightWithSpacing() : 0.0f;
    const ImGuiStyle& style = ImGui::GetStyle();
    const bool compare = ctx.watch.lanes().size() > 1;
    float counters = 0.0f;
    if (!m_counters_below) {
        const float row = 0.5f * ImGui::GetTextLineHeight() + 2.0f * style.CellPadding.y;
        const bool pairs = !compare && 0.5f * compact_pairs_width(ctx) <= avail.x;
        counters = (pairs ? 3.0f : compare ? 7.0f : 6.0f) * row + style.ItemSpacing.y;
    }
    return avail.y - run_to - counters - 2.0f * style.ItemSpacing.y -
               compact_listing_keep(kLeastCompactLines) >=
           0.0f;
}

void WatchView::draw_compact_counters(const WatchViewContext& ctx) {
    // Smaller type (down to half) rather than counters out of sight: with the listing first,
    // the tabs keep their bar, the step's variables and a reason, and kCompactCodeLines lines
    // of the listing (two pairs a row where that gives larger type); otherwise a frame's height
    // stays for the part below.
    const ImGuiStyle& style = ImGui::GetStyle();
    const bool compare = ctx.watch.lanes().size() > 1;
    const float row = ImGui::GetTextLineHeight() + 2.0f * style.CellPadding.y;
    const float keep = m_listing_first ? compact_listing_keep(kCompactCodeLines)
                                       : ImGui::GetFrameHeightWithSpacing();
    const float room = ImGui::GetContentRegionAvail().y - 2.0f * style.ItemSpacing.y - keep;
    // A panel narrower than the table at this size (3x on a wide screen, where the boards
    // keep their width) makes the type smaller too, down to half.
    const float width = ImGui::GetContentRegionAvail().x;
    const float one_pair = std::clamp(
        std::min(room / ((compare ? 7.0f : 6.0f) * row), width / counter_table_width(ctx)), 0.5f,
        1.0f);
    const float pairs_width = compact_pairs_width(ctx);
    const float two_pairs =
        std::clamp(std::min(room / (3.0f * row), width / pairs_width), 0.5f, 1.0f);
    m_compact_pairs =
        m_listing_first && !compare && two_pairs >= one_pair && two_pairs * pairs_width <= width;
    ImGui::SetWindowFontScale(m_compact_pairs ? two_pairs : one_pair);
    draw_counters(ctx);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::Separator();
}

void WatchView::draw_tabs(const WatchViewContext& ctx) {
    const Language language = ctx.app.ui.language;
    // A tab takes the rest of the panel. In larger type with the setup above the tabs, they sit
    // in a part that scrolls, where little or none of the visible height is left: a tab then
    // takes the part's whole height, and at least ten lines (the step's explanation and a
    // listing to follow it), so scrolled to it shows the code or the tree instead of nothing.
    const auto room = [&] {
        const ImVec2 avail = ImGui::GetContentRegionAvail();
        if (!compact(ctx) || m_listing_first) return avail;
        return ImVec2(avail.x, std::max({avail.y, ImGui::GetWindowHeight(),
                                         10.0f * ImGui::GetTextLineHeightWithSpacing()}));
    };
    std::vector<PanelTab> tabs;
    tabs.push_back(
        {"code", ctx.t(WatchText::TabCode), "tab_code", [&] { draw_code(ctx, room().y); }});
    if (compact(ctx) && m_listing_first)
        tabs.push_back({"setup", ctx.t(WatchText::TabSetup), "tab_setup", [&] {
                            ImGui::BeginDisabled(!ctx.watch.ready());
                            if (m_run_to_in_setup)
                                draw_run_to(ctx, ImGui::GetContentRegionAvail().x);
                            draw_speed(ctx);
                            ImGui::EndDisabled();
                            ImGui::Separator();
                            draw_code_choice(ctx);
                            draw_setup(ctx);
                        }});
    tabs.push_back({"tree", tree_text(TreeText::TabTree, language), "tab_tree",
                    [&] { m_tree.draw(ctx, room()); }});
    if (WatchMatrixView::search_of(ctx))
        tabs.push_back({"matrix", dlx_text(DlxText::TabMatrix, language), "tab_matrix",
                        [&] { m_matrix.draw(ctx, room()); }});
    tabs.push_back({"stack", ctx.t(WatchText::TabStack), nullptr, [&] { draw_stack(ctx); }});
    tabs.push_back({"events", ctx.t(WatchText::TabEvents), nullptr, [&] { draw_log(ctx); }});
    tabs.push_back(
        {"breakpoints", ctx.t(WatchText::TabBreakpoints), nullptr, [&] { draw_breakpoints(ctx); }});
    tabs.push_back({"predict", predict_text(PredictText::TabPredict, language), nullptr,
                    [&] { draw_predict_settings(ctx); }});
    tabs.push_back({"files", ctx.t(WatchText::TabFiles), "tab_files", [&] {
                        draw_files(ctx);
                        draw_session_library(ctx, m_classroom);
                    }});
    // In larger type the tabs scroll (the panel keeps its rows for the controls); otherwise a
    // panel too narrow for every label (comparing two searches) wraps them into rows.
    m_tabs.draw("##watch_tabs", tabs,
                compact(ctx) ? ImGuiTabBarFlags_FittingPolicyScroll : ImGuiTabBarFlags{0});
}

void WatchView::draw_status(const WatchViewContext& ctx) {
    // The parts by importance: the latest message, the search's outcome, then the key list
    // (never in presentation, where it would not fit). A part joins only when the line still
    // fits the window, so a long message (a file path) pushes the key list out, not off-screen.
    std::vector<std::string> parts;
    if (const auto message = ctx.watch.message())
        parts.push_back(clipped_text(
            fill(ctx.t(*message), {error_text(ctx.watch.message_argument(), ctx.app.ui.language)}),
            kMaxLabelChars));
    if (std::string outcome = WatchTreeView::outcome_text(ctx); !outcome.empty())
        parts.push_back(std::move(outcome));
    if (!ctx.watch.presentation()) parts.emplace_back(ctx.t(WatchText::StatusKeys));
    float room = ImGui::GetContentRegionAvail().x;
    // The search's banner ("Solution 1 is on the board") first, in its colour: here it has a
    // place of its own; in the panel it pushed the tabs down under the mouse.
    if (banner_in_status(ctx)) {
        if (const std::string banner = search_banner_text(ctx); !banner.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.hint_digit);
            ImGui::TextUnformatted(banner.c_str());
            ImGui::PopStyleColor();
            report_text("watch_banner", banner.c_str());
            room -= ImGui::GetItemRectSize().x + ImGui::CalcTextSize("   ·   ").x;
            ImGui::SameLine(0.0f, 0.0f);
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
            ImGui::TextUnformatted("   \xC2\xB7   ");
            ImGui::PopStyleColor();
            ImGui::SameLine(0.0f, 0.0f);
        }
    }
    std::string line;
    for (const std::string& part : parts) {
        std::string longer = line.empty() ? part : line + "   ·   " + part;
        if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > room) break;
        line = std::move(longer);
    }
    // Even alone the first part may be wider than a narrow window in large type: it ends in "…".
    std::size_t chars = kMaxLabelChars;
    while (chars > 1 && ImGui::CalcTextSize(line.c_str()).x > room)
        line = clipped_text(line, --chars);
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
    ImGui::TextUnformatted(line.c_str());
    ImGui::PopStyleColor();
}

void WatchView::draw_menu(const WatchViewContext& ctx) {
    const WatchMode& w = ctx.watch;
    if (begin_bar_menu(ctx.t(WatchText::MenuWatch))) {
        if (ImGui::MenuItem(ctx.t(WatchText::ItemWatchMode), "W", w.active())) {
            if (w.active() && w.presentation()) push_presentation(ctx, false);
            ctx.push(w.active() ? WatchCommand{wcmd::Leave{}} : WatchCommand{wcmd::Enter{}});
        }
        ImGui::Separator();
        const bool on = w.active() && w.ready();
        if (ImGui::MenuItem(ctx.t(w.playing() ? WatchText::ButtonPause : WatchText::ButtonPlay),
                            ctx.t(WatchText::KeySpace), false, on))
            ctx.push(wcmd::TogglePlay{});
        if (ImGui::MenuItem(ctx.t(WatchText::ButtonStep), ctx.t(WatchText::KeyRight), false, on))
            ctx.push(wcmd::StepForward{});
        if (ImGui::MenuItem(ctx.t(WatchText::ButtonBack), ctx.t(WatchText::KeyLeft), false, on))
            ctx.push(wcmd::StepBack{});
        if (ImGui::MenuItem(ctx.t(WatchText::ButtonStart), "Home", false, on))
            ctx.push(wcmd::ToStart{});
        if (ImGui::MenuItem(ctx.t(WatchText::ButtonEnd), "End", false, on)) ctx.push(wcmd::ToEnd{});
        ImGui::Separator();
        WatchSetup setup = w.setup();
        if (ImGui::MenuItem(ctx.t(WatchText::ItemCompare), nullptr, setup.compare, w.active())) {
            setup.compare = !setup.compare;
            ctx.push(wcmd::SetSetup{setup});
        }
        if (ImGui::MenuItem(predict_text(PredictText::ItemPredict, ctx.app.ui.language), nullptr,
                            w.predict().enabled(), w.active() && !w.setup().uses_dlx()))
            ctx.push(wcmd::Classroom{pcmd::SetEnabled{!w.predict().enabled()}});
        if (ImGui::MenuItem(tree_text(TreeText::ItemTreeWindow, ctx.app.ui.language), "T",
                            m_tree.full_window(), w.active()))
            m_tree.set_full_window(!m_tree.full_window());
        if (ImGui::MenuItem(dlx_text(DlxText::ItemMatrixWindow, ctx.app.ui.language), "X",
                            m_matrix.full_window(),
                            w.active() && WatchMatrixView::search_of(ctx) != nullptr))
            m_matrix.set_full_window(!m_matrix.full_window());
        if (ImGui::MenuItem(ctx.t(WatchText::ItemPresentation), "P", w.presentation(), w.active()))
            push_presentation(ctx, !w.presentation());
        if (ImGui::BeginMenu(ctx.t(WatchText::ItemPresentationSize), w.active())) {
            for (const float s : kUiScales) {
                const std::string label = std::to_string(std::lround(s * 100.0f)) + " %";
                if (ImGui::MenuItem(label.c_str(), nullptr, w.presentation_scale() == s)) {
                    ctx.push(wcmd::SetPresentationScale{s});
                    if (w.presentation())
                        ctx.app.commands.push(cmd::SetUiScale{.scale = s, .temporary = true});
                }
            }
            ImGui::EndMenu();
        }
        ImGui::Separator();
        if (ImGui::MenuItem(ctx.t(WatchText::ItemSaveSession), nullptr, false, on))
            ctx.push(wcmd::SaveSession{});
        if (ImGui::MenuItem(ctx.t(WatchText::ItemOpenSession), nullptr, false, w.active()))
            ctx.push(wcmd::LoadSession{});
        if (ImGui::MenuItem(ctx.t(WatchText::ItemExportCsv), nullptr, false, on))
            ctx.push(wcmd::ExportCsv{});
        if (ImGui::MenuItem(tree_text(TreeText::ItemExportDot, ctx.app.ui.language), nullptr, false,
                            on))
            m_tree.export_now(ctx, false);
        if (ImGui::MenuItem(tree_text(TreeText::ItemExportJson, ctx.app.ui.language), nullptr,
                            false, on))
            m_tree.export_now(ctx, true);
        if (ImGui::MenuItem(render_text(RenderText::ItemExportImage, ctx.app.ui.language), "E",
                            false, on))
            m_export_dialog.open(ctx, false);
        if (file_kind_menu_item(render_text(RenderText::ItemExportAnimation, ctx.app.ui.language),
                                "G", on, ctx.app.ui.downloads, "GIF", ctx.app.ui.language, "gif"))
            m_export_dialog.open(ctx, true);
        if (ImGui::MenuItem(ctx.t(WatchText::ItemApplySolution), nullptr, false,
                            on && w.shows_solution()))
            ctx.push(wcmd::ApplySolution{});
        ImGui::EndMenu();
    }
}

void WatchView::collect_keys(const WatchViewContext& ctx) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt) return;
    const WatchMode& w = ctx.watch;
    if (!w.active()) {
        for (const ImWchar ch : io.InputQueueCharacters)
            if (const WatchKeyRow* row = watch_key_for_char(ch);
                row != nullptr && row->key == WatchKey::EnterOrLeave)
                ctx.push(wcmd::Enter{});
        return;
    }
    // A question asked: the keys answer it (digits, arrows + Enter, Backspace); C and N still
    // switch the listing where they are no answer (boards up to 9x9).
    if (w.predict().asking()) {
        listing_keys_while_asking(ctx);
        collect_predict_keys(ctx);
        return;
    }
    if (w.predict().phase() == PredictSession::Phase::Revealed &&
        (key_pressed(ImGuiKey_Enter, false) || key_pressed(ImGuiKey_KeyPadEnter, false))) {
        ctx.push(wcmd::Classroom{pcmd::Continue{}});
        return;  // that Enter was the answer's, not the tree's (which opens a folded subtree)
    }
    // While the tree has the keyboard, arrows walk it and + and - zoom it.
    // The matrix (dlx) takes the same keys the same way when it has the keyboard.
    const bool matrix_keys = m_matrix.collect_keys(ctx);
    const bool tree_keys = m_tree.collect_keys(ctx) || matrix_keys;
    if (key_pressed(ImGuiKey_Space, false)) ctx.push(wcmd::TogglePlay{});
    if (!tree_keys && key_pressed(ImGuiKey_RightArrow, true)) ctx.push(wcmd::StepForward{});
    if (!tree_keys && key_pressed(ImGuiKey_LeftArrow, true)) ctx.push(wcmd::StepBack{});
    if (key_pressed(ImGuiKey_Home, false)) ctx.push(wcmd::ToStart{});
    if (key_pressed(ImGuiKey_End, false)) ctx.push(end_command(w));
    // Escape closes the innermost thing first: a menu or a dialog (which took it), a list
    // still open, the tree's keyboard; only then does it leave presentation mode.
    if (key_pressed(ImGuiKey_Escape, false) && w.presentation() && !tree_keys && !escape_taken() &&
        !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        push_presentation(ctx, false);
    for (const ImWchar ch : io.InputQueueCharacters) {
        // The one key table (watch_keys.cpp), which the Help window lists.
        const WatchKeyRow* row = watch_key_for_char(ch);
        if (row != nullptr) typed_key(ctx, row->key, ch, tree_keys);
    }
}

void WatchView::typed_key(const WatchViewContext& ctx, WatchKey key, ImWchar ch, bool tree_keys) {
    const WatchMode& w = ctx.watch;
    switch (key) {
        case WatchKey::RunBacktrack:
            ctx.push(wcmd::RunTo{core::RunTarget::NextBacktrack});
            break;
        case WatchKey::RunSolution:
            ctx.push(wcmd::RunTo{core::RunTarget::NextSolution});
            break;
        case WatchKey::RunDepth:
            ctx.push(wcmd::RunTo{core::RunTarget::NextDepthChange});
            break;
        case WatchKey::Present:
            push_presentation(ctx, !w.presentation());
            break;
        case WatchKey::Names:
            ctx.push(wcmd::Classroom{pcmd::SetCodeNames{next_names(w.code_names())}});
            break;
        case WatchKey::Lane:
            // Which board a projector shows is the view's own choice, not the search's.
            if (w.lanes().size() > 1) m_shown_lane = shown_index(ctx) == 0 ? 1 : 0;
            break;
        case WatchKey::Algorithm:
            ctx.push(wcmd::SetSetup{next_algorithm(w.setup())});
            break;
        case WatchKey::Code:
            // (C centres the tree while the tree has the keys.)
            if (!tree_keys)
                ctx.push(wcmd::Classroom{pcmd::SetCodeLanguage{next_code(w.code_language())}});
            break;
        case WatchKey::EnterOrLeave:
            if (w.presentation()) push_presentation(ctx, false);
            ctx.push(wcmd::Leave{});
            break;
        case WatchKey::Speed: {
            // + (or = , unshifted) faster, - slower; while the tree is shown they zoom it.
            const int direction = ch == '-' ? -1 : +1;
            if (!tree_keys && !m_tree.shown())
                ctx.push(wcmd::SetSpeed{next_speed(w.speed(), direction)});
            break;
        }
        case WatchKey::ExportImage:
        case WatchKey::ExportAnimation:
            // Export image (E) or animation (G); not over a dialog already open.
            if (w.ready() &&
                !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
                m_export_dialog.open(ctx, key == WatchKey::ExportAnimation);
            break;
        case WatchKey::PlayPause:
        case WatchKey::Step:
        case WatchKey::StartEnd:
        case WatchKey::Escape:
            break;  // named keys, read in collect_keys
    }
}

}  // namespace sudoku::app
