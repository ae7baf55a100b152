// Watch panels, part 1: search setup (each lane its own), transport controls and speed, counters,
// depth plot.
#include <algorithm>
#include <array>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/heur_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "app/watch/watch_switches.hpp"
#include "app/watch/watch_view.hpp"

namespace sudoku::app {

namespace {

constexpr core::Algorithm kAlgorithms[] = {core::Algorithm::Naive, core::Algorithm::Mrv,
                                           core::Algorithm::Propagate, core::Algorithm::Dlx};
// In ValueOrder's order: ascending, random, least constraining first.
constexpr core::ValueOrder kOrders[] = {core::ValueOrder::Ascending, core::ValueOrder::Random,
                                        core::ValueOrder::Lcv};
// The four moves as arrows where their words do not fit beside play in larger type.
constexpr const char* kArrowStart = "|<";
constexpr const char* kArrowBack = "<";
constexpr const char* kArrowStep = ">";
constexpr const char* kArrowEnd = ">|";
// The run-to buttons' targets and their names in the layout report.
constexpr core::RunTarget kRunTargets[] = {core::RunTarget::NextBacktrack,
                                           core::RunTarget::NextSolution,
                                           core::RunTarget::NextDepthChange};
constexpr const char* kRunNames[] = {"watch_next_backtrack", "watch_next_solution",
                                     "watch_next_depth"};
// The speed slider is logarithmic: 10^0 = 1 step/s to 10^7; its top is turbo.
constexpr float kSliderTop = 7.0f;

bool algorithm_combo(const WatchViewContext& ctx, const char* id, core::Algorithm& value) {
    bool changed = false;
    if (ImGui::BeginCombo(id, algorithm_title(value, ctx.app.ui.language))) {
        for (const core::Algorithm a : kAlgorithms) {
            // A preset picked over custom switches replaces them.
            if (ImGui::Selectable(algorithm_title(a, ctx.app.ui.language), a == value)) {
                changed = a != value;
                value = a;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

const char* order_title(const WatchViewContext& ctx, core::ValueOrder order) {
    switch (order) {
        case core::ValueOrder::Random:
            return ctx.t(WatchText::OrderRandom);
        case core::ValueOrder::Lcv:
            return heur_text(HeurText::OrderLcv, ctx.app.ui.language);
        case core::ValueOrder::Ascending:
            break;
    }
    return ctx.t(WatchText::OrderAscending);
}

}  // namespace

std::string count_text(std::uint64_t value) {
    // Thin groups of three digits make millions readable from the back of a room.
    std::string digits = std::to_string(value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i != 0 && (digits.size() - i) % 3 == 0) out += ' ';
        out += digits[i];
    }
    return out;
}

std::string rate_text(double rate) {
    char buffer[32];
    if (rate >= 1e6)
        std::snprintf(buffer, sizeof buffer, "%.1f M", rate / 1e6);
    else if (rate >= 1e4)
        std::snprintf(buffer, sizeof buffer, "%.0f k", rate / 1e3);
    else
        std::snprintf(buffer, sizeof buffer, "%.0f", rate);
    return buffer;
}

// Text that shrinks (down to 70 %) rather than run past the room left on its line (a table
// cell in large type: "Derinlik / en çok" presenting at 1280x800); reported when it still
// does not fit.
float fitted_text(const char* text) {
    const float room = ImGui::GetContentRegionAvail().x;
    const float needed = ImGui::CalcTextSize(text).x;
    const bool shrink = needed > room && room > 0.0f;
    if (needed * 0.7f > room) report_clipping("watch", text, needed * 0.7f, room);
    // Relative to the window's own scale (the counters under two boards in larger type).
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    if (shrink) ImGui::SetWindowFontScale(base * std::max(0.7f, room / needed));
    const float pixels = ImGui::GetFontSize();
    ImGui::TextUnformatted(text);
    if (shrink) ImGui::SetWindowFontScale(base);
    return pixels;
}

float muted_label(const WatchViewContext& ctx, const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
    const float pixels = fitted_text(text);
    ImGui::PopStyleColor();
    return pixels;
}

namespace {

// The value order menu of one lane (its items named for the GUI tests: watch_order_2_lcv).
bool order_combo(const WatchViewContext& ctx, int lane, core::ValueOrder& value) {
    const std::string id = "watch_order_" + std::to_string(lane + 1);
    bool changed = false;
    const bool open = ImGui::BeginCombo(("##" + id).c_str(), order_title(ctx, value));
    report_last_item(id.c_str());
    if (open) {
        for (const core::ValueOrder o : kOrders) {
            if (ImGui::Selectable(order_title(ctx, o), o == value)) {
                changed = o != value;
                value = o;
            }
            report_last_item((id + "_" + std::string(core::value_order_name(o))).c_str());
        }
        ImGui::EndCombo();
    }
    return changed;
}

// One lane's algorithm and value order, sharing a line when both names fit half of it (in
// large type each takes a line of its own rather than cut its name, "Quay lui…"), then its
// seed when one of its orders is random. True when the user changed one.
bool lane_setup(const WatchViewContext& ctx, WatchSetup& setup, int lane) {
    ImGui::PushID(lane);
    const float full = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const float half = std::max(1.0f, std::floor((full - ImGui::GetStyle().ItemSpacing.x) * 0.5f));
    core::ValueOrder& order = setup.lane(lane).order;
    const float chrome = ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().FramePadding.x;
    const char* algorithm_name = algorithm_title(setup.lane(lane).algorithm, ctx.app.ui.language);
    const float widest = std::max(ImGui::CalcTextSize(algorithm_name).x,
                                  ImGui::CalcTextSize(order_title(ctx, order)).x);
    const bool share_line = widest + chrome <= half;
    const float combo_width = share_line ? half : full;
    // A line of its own may still be too narrow in large type: the names then shrink, but
    // never below 85 % of their size at 1x (the two compared boards at 3x leave 172 px).
    const float fit = std::clamp((combo_width - chrome) / std::max(1.0f, widest),
                                 0.85f / std::max(1.0f, ctx.app.ui.ui_scale), 1.0f);
    check_text_fits("watch setup", algorithm_name, (combo_width - chrome) / fit);
    check_text_fits("watch setup", order_title(ctx, order), (combo_width - chrome) / fit);
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    ImGui::SetWindowFontScale(base * fit);
    ImGui::SetNextItemWidth(combo_width);
    bool changed =
        algorithm_combo(ctx, lane == 0 ? "##algorithm" : "##compare", setup.lane(lane).algorithm);
    report_last_item(lane == 0 ? "watch_algorithm_1" : "watch_algorithm_2");
    if (share_line) ImGui::SameLine();
    ImGui::SetNextItemWidth(combo_width);
    changed |= order_combo(ctx, lane, order);
    ImGui::SetWindowFontScale(base);
    // Both random orders (cell and value) draw from the lane's seed.
    const core::SearchConfig config = core::search_config(setup.lane(lane).options());
    if (config.var == core::VarOrder::Random || config.val == core::ValueOrder::Random) {
        ImGui::SetNextItemWidth(half * 0.6f);
        std::uint64_t seed = setup.lane(lane).seed;
        if (ImGui::InputScalar(ctx.t(WatchText::LabelSeed), ImGuiDataType_U64, &seed, nullptr,
                               nullptr, "%" PRIu64, ImGuiInputTextFlags_EnterReturnsTrue)) {
            setup.lane(lane).seed = seed;
            changed = true;
        }
        report_last_item(lane == 0 ? "watch_seed_1" : "watch_seed_2");
    }
    ImGui::PopID();
    return changed;
}

// Larger type's narrow buttons: their labels ("Sona", "Về đầu") get the room the padding would
// take. Pop it with ImGui::PopStyleVar().
void push_narrow_button_padding() {
    ImGui::PushStyleVar(
        ImGuiStyleVar_FramePadding,
        ImVec2(ImGui::GetStyle().ItemInnerSpacing.x * 0.5f, ImGui::GetStyle().FramePadding.y));
}

// The run-to buttons in larger type, with the narrow padding pushed: their whole names, the
// labels shown (the short names where the whole ones would not share a row) and how many share
// the first row (3, 2, or 1 for one a row).
struct CompactRunTo {
    std::array<const char*, 3> whole;
    std::array<const char*, 3> shown;
    bool shortened = false;
    std::size_t first_row = 1;
};

CompactRunTo compact_run_to_layout(const WatchViewContext& ctx, float width) {
    CompactRunTo r;
    r.whole = {ctx.t(WatchText::RunBacktrack), ctx.t(WatchText::RunSolution),
               ctx.t(WatchText::RunDepth)};
    r.shortened = !button_row_fits(r.whole, width, 1.0f);
    r.shown = r.shortened ? std::array<const char*, 3>{ctx.t(WatchText::RunBacktrackShort),
                                                       ctx.t(WatchText::RunSolutionShort),
                                                       ctx.t(WatchText::RunDepthShort)}
                          : r.whole;
    const std::span<const char* const> shown(r.shown);
    r.first_row = button_row_fits(shown, width, 1.0f)            ? 3
                  : button_row_fits(shown.first(2), width, 1.0f) ? 2
                                                                 : 1;
    return r;
}

// The five transport buttons, play twice as wide as the others, hold their labels whole in a
// row `width` wide.
bool row_fits_whole(std::span<const char* const> labels, float width) {
    const float weights[] = {1.0f, 1.0f, 2.0f, 1.0f, 1.0f};
    if (ImGui::GetContentRegionAvail().x > width + 0.5f) return false;
    const std::vector<float> widths = button_row_widths(labels, weights);
    const float padding = 2.0f * ImGui::GetStyle().FramePadding.x;
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (ImGui::CalcTextSize(labels[i]).x + padding > widths[i] + 0.5f) return false;
    return true;
}

// Play or Pause, whichever label is longer: a row of buttons is chosen with it, so it keeps its
// shape when the search starts or stops.
const char* longer_of_play_and_pause(const WatchViewContext& ctx) {
    const char* play = ctx.t(WatchText::ButtonPlay);
    const char* pause = ctx.t(WatchText::ButtonPause);
    return ImGui::CalcTextSize(pause).x > ImGui::CalcTextSize(play).x ? pause : play;
}

}  // namespace

void WatchView::draw_setup(const WatchViewContext& ctx) {
    WatchSetup setup = ctx.watch.setup();
    bool changed = lane_setup(ctx, setup, 0);
    {
        // Shrinks like the menus: toward its 1x size, not to fitted_checkbox's 70 %.
        const char* label = ctx.t(WatchText::ItemCompare);
        const float box = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
        const float room = std::max(1.0f, ImGui::GetContentRegionAvail().x - box);
        const float label_fit = std::clamp(room / std::max(1.0f, ImGui::CalcTextSize(label).x),
                                           0.85f / std::max(1.0f, ctx.app.ui.ui_scale), 1.0f);
        check_text_fits("watch setup", label, room / label_fit);
        const float base = ImGui::GetCurrentWindow()->FontWindowScale;
        ImGui::SetWindowFontScale(base * label_fit);
        changed |= ImGui::Checkbox(label, &setup.compare);
        report_last_item("watch_compare");
        ImGui::SetWindowFontScale(base);
    }
    if (setup.compare) changed |= lane_setup(ctx, setup, 1);
    changed |= draw_search_switches(ctx, setup);
    if (!changed) return;
    // The menus name what runs: a custom lane whose switches became a preset's shows the preset.
    for (int lane = 0; lane < 2; ++lane)
        setup.lane(lane).set_search(setup.lane(lane).options());
    ctx.push(wcmd::SetSetup{setup});
}

void WatchView::draw_presented_transport(const WatchViewContext& ctx, float width) {
    // Large type: back, play and step only (Home and End stay on the keyboard), on one row, or
    // play on a row of its own above back and step when the labels would not fit a third
    // ("Tạm dừng" beside a board at 1024x768).
    const WatchMode& w = ctx.watch;
    const char* play = ctx.t(w.playing() ? WatchText::ButtonPause : WatchText::ButtonPlay);
    const char* back = ctx.t(WatchText::ButtonBack);
    const char* step = ctx.t(WatchText::ButtonStep);
    const char* const widest_row[] = {back, longer_of_play_and_pause(ctx), step};
    const bool one_row = button_row_fits(widest_row, width, 1.0f);
    const auto play_button = [&](float button_width) {
        ImGui::PushStyleColor(ImGuiCol_Button, ctx.app.theme.accent);
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32_WHITE);
        if (fitted_button(play, button_width)) ctx.push(wcmd::TogglePlay{});
        report_last_item("watch_play");
        ImGui::PopStyleColor(2);
    };
    if (!one_row) play_button(width);
    const char* const row[] = {back, play, step};
    const char* const pair[] = {back, step};
    const std::vector<float> widths = one_row ? button_row_widths(row) : button_row_widths(pair);
    if (fitted_button(back, widths.front())) ctx.push(wcmd::StepBack{});
    report_last_item("watch_back");
    ImGui::SameLine();
    if (one_row) {
        play_button(widths[1]);
        ImGui::SameLine();
    }
    if (fitted_button(step, widths.back())) ctx.push(wcmd::StepForward{});
    report_last_item("watch_step");
}

void WatchView::draw_transport(const WatchViewContext& ctx) {
    const WatchMode& w = ctx.watch;
    ImGui::BeginDisabled(!w.ready());
    const float width = ImGui::GetContentRegionAvail().x;
    // Five buttons in a row when their labels fit it (shrunk to 70% at most); else the compact
    // rows (a narrow Compare panel).
    const char* const five[] = {ctx.t(WatchText::ButtonStart), ctx.t(WatchText::ButtonBack),
                                longer_of_play_and_pause(ctx), ctx.t(WatchText::ButtonStep),
                                ctx.t(WatchText::ButtonEnd)};
    if (w.presentation()) {
        draw_presented_transport(ctx, width);
    } else if (compact(ctx) || !button_row_fits(five, width)) {
        draw_compact_transport(ctx, width);
    } else {
        draw_full_transport(ctx, false);
    }

    // In larger type the speed and the run-to buttons go below the counters (+, -, B, S and D
    // stay on the keys).
    if (!compact(ctx)) draw_speed(ctx);
    if (!w.presentation() && !compact(ctx)) draw_run_to(ctx, width);
    ImGui::EndDisabled();
}

void WatchView::draw_full_transport(const WatchViewContext& ctx, bool arrows) {
    // Five buttons, play twice as wide as the others; a longer label ("Bước tới") takes what it
    // needs from the others rather than shrinking. `arrows`: the four moves as arrows, their
    // words in a tooltip (larger type, where the words would take a second row).
    const char* const words[] = {
        ctx.t(WatchText::ButtonStart), ctx.t(WatchText::ButtonBack),
        ctx.t(ctx.watch.playing() ? WatchText::ButtonPause : WatchText::ButtonPlay),
        ctx.t(WatchText::ButtonStep), ctx.t(WatchText::ButtonEnd)};
    const char* const labels[] = {arrows ? kArrowStart : words[0], arrows ? kArrowBack : words[1],
                                  words[2], arrows ? kArrowStep : words[3],
                                  arrows ? kArrowEnd : words[4]};
    const float weights[] = {1.0f, 1.0f, 2.0f, 1.0f, 1.0f};
    const std::vector<float> widths = button_row_widths(labels, weights);
    static const char* const kNames[] = {"watch_start", "watch_back", "watch_play", "watch_step",
                                         "watch_end"};
    const auto button = [&](std::size_t i, WatchCommand command) {
        if (i > 0) ImGui::SameLine();
        if (fitted_button(labels[i], widths[i])) ctx.push(std::move(command));
        report_last_item(kNames[i]);
        if (labels[i] != words[i] && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", words[i]);
    };
    button(0, wcmd::ToStart{});
    button(1, wcmd::StepBack{});
    ImGui::PushStyleColor(ImGuiCol_Button, ctx.app.theme.accent);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32_WHITE);
    button(2, wcmd::TogglePlay{});
    ImGui::PopStyleColor(2);
    button(3, wcmd::StepForward{});
    button(4, wcmd::ToEnd{});
}

void WatchView::draw_speed(const WatchViewContext& ctx) {
    const WatchMode& w = ctx.watch;
    // Speed: a log slider whose top notch is turbo.
    float exponent =
        w.turbo() ? kSliderTop : static_cast<float>(std::log10(std::max(1.0, w.speed())));
    std::string label =
        w.turbo() ? std::string(ctx.t(WatchText::SpeedTurbo))
                  : fill(ctx.t(WatchText::SpeedSteps),
                         {count_text(static_cast<std::uint64_t>(std::lround(w.speed())))});
    // The slider says what it is (its label would leave no room for the figure in larger type).
    if (!w.presentation() && !compact(ctx)) {
        ImGui::AlignTextToFramePadding();
        muted_label(ctx, ctx.t(WatchText::LabelSpeed));
        ImGui::SameLine();
    }
    // The figure beside the slider, not inside it: the handle covered part of it ("583 steps/s"
    // read "$83"). On its own line above when the slider would be left too short.
    const float room = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemInnerSpacing.x;
    const float figure = ImGui::CalcTextSize(label.c_str()).x;
    const bool beside = room - figure - gap >= room * 0.4f;
    if (!beside) {
        report_text_pixels("watch_speed_value", muted_label(ctx, label.c_str()));
        report_last_item("watch_speed_value");
    }
    ImGui::SetNextItemWidth(beside ? room - figure - gap : room);
    const bool moved = ImGui::SliderFloat("##speed", &exponent, 0.0f, kSliderTop, "");
    report_last_item("watch_speed");
    if (beside) {
        ImGui::SameLine(0.0f, gap);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(label.c_str());
        report_last_item("watch_speed_value");
        report_text_pixels("watch_speed_value", ImGui::GetFontSize());
    }
    if (moved) {
        const double speed = exponent >= kSliderTop - 0.05f ? core::Pacer::kTurboSpeed
                                                            : std::round(std::pow(10.0, exponent));
        ctx.push(wcmd::SetSpeed{speed});
    }
}

void WatchView::draw_compact_transport(const WatchViewContext& ctx, float width) {
    // Larger type: the five buttons in one row where their words fit whole, else with arrows for
    // the four moves (a row less leaves the listing below its lines); else play (or pause)
    // across the panel, the four moves in a row under it.
    const WatchMode& w = ctx.watch;
    const char* const words[] = {ctx.t(WatchText::ButtonStart), ctx.t(WatchText::ButtonBack),
                                 longer_of_play_and_pause(ctx), ctx.t(WatchText::ButtonStep),
                                 ctx.t(WatchText::ButtonEnd)};
    const char* const arrows[] = {kArrowStart, kArrowBack, longer_of_play_and_pause(ctx),
                                  kArrowStep, kArrowEnd};
    push_narrow_button_padding();
    for (const bool use_arrows : {false, true}) {
        if (row_fits_whole(use_arrows ? arrows : words, width)) {
            draw_full_transport(ctx, use_arrows);
            ImGui::PopStyleVar();
            return;
        }
    }
    ImGui::PushStyleColor(ImGuiCol_Button, ctx.app.theme.accent);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32_WHITE);
    if (fitted_button(ctx.t(w.playing() ? WatchText::ButtonPause : WatchText::ButtonPlay), width))
        ctx.push(wcmd::TogglePlay{});
    report_last_item("watch_play");
    ImGui::PopStyleColor(2);
    const char* const labels[] = {ctx.t(WatchText::ButtonStart), ctx.t(WatchText::ButtonBack),
                                  ctx.t(WatchText::ButtonStep), ctx.t(WatchText::ButtonEnd)};
    const std::span<const char* const> all(labels);
    // Four in a row when their labels fit it whole, or two rows of two ("Bước tới"), each
    // shared afresh.
    const bool one_row = button_row_fits(all, width, 1.0f);
    std::vector<float> widths = button_row_widths(one_row ? all : all.first(2));
    if (fitted_button(labels[0], widths[0])) ctx.push(wcmd::ToStart{});
    report_last_item("watch_start");
    ImGui::SameLine();
    if (fitted_button(labels[1], widths[1])) ctx.push(wcmd::StepBack{});
    report_last_item("watch_back");
    if (one_row) ImGui::SameLine();
    if (!one_row) widths = button_row_widths(all.last(2));
    const std::size_t step = one_row ? 2 : 0;
    if (fitted_button(labels[2], widths[step])) ctx.push(wcmd::StepForward{});
    report_last_item("watch_step");
    ImGui::SameLine();
    if (fitted_button(labels[3], widths[step + 1])) ctx.push(wcmd::ToEnd{});
    report_last_item("watch_end");
    ImGui::PopStyleVar();
}

void WatchView::draw_run_to(const WatchViewContext& ctx, float width) {
    const WatchText labels[] = {WatchText::RunBacktrack, WatchText::RunSolution,
                                WatchText::RunDepth};
    if (compact(ctx)) {
        draw_compact_run_to(ctx, width);
        return;
    }
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    float text_total = 0.0f;
    for (const WatchText key : labels)
        text_total += ImGui::CalcTextSize(ctx.t(key)).x;
    // One row, shared in proportion to the labels (translations differ).
    const float room = width - 2.0f * spacing;
    float left = room;
    for (int i = 0; i < 3; ++i) {
        const float share =
            std::floor(room * ImGui::CalcTextSize(ctx.t(labels[i])).x / std::max(1.0f, text_total));
        if (i > 0) ImGui::SameLine();
        if (fitted_button(ctx.t(labels[i]), i == 2 ? left : share))
            ctx.push(wcmd::RunTo{kRunTargets[i]});
        report_last_item(kRunNames[i]);
        left -= share;
    }
}

void WatchView::draw_compact_run_to(const WatchViewContext& ctx, float width) {
    // Larger type: their short names ("Backtrack", the whole one in a tooltip) where the whole
    // ones would not share a row; the three in a row where they fit whole, else two and one,
    // else one a row.
    push_narrow_button_padding();
    const CompactRunTo layout = compact_run_to_layout(ctx, width);
    const std::span<const char* const> shown(layout.shown);
    const std::size_t first_row = layout.first_row;
    std::vector<float> widths;
    for (std::size_t i = 0; i < 3; ++i) {
        const bool row_start = i == 0 || i == first_row || first_row == 1;
        if (!row_start) ImGui::SameLine();
        if (row_start) {
            const std::size_t count = i == 0 ? first_row : first_row == 1 ? 1 : 3 - first_row;
            widths = button_row_widths(shown.subspan(i, count));
        }
        const std::size_t in_row = i < first_row ? i : first_row == 1 ? 0 : i - first_row;
        if (fitted_button(shown[i], widths[in_row])) ctx.push(wcmd::RunTo{kRunTargets[i]});
        if (layout.shortened && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", layout.whole[i]);
        report_last_item(kRunNames[i]);
    }
    ImGui::PopStyleVar();
}

bool WatchView::compact_run_to_one_row(const WatchViewContext& ctx, float width) {
    push_narrow_button_padding();
    const bool one_row = compact_run_to_layout(ctx, width).first_row == 3;
    ImGui::PopStyleVar();
    return one_row;
}

void WatchView::report_lane_counters(const WatchViewContext& ctx) {
    if (!layout_report_wanted()) return;
    const auto lanes = ctx.watch.lanes();
    for (std::size_t i = 0; i < lanes.size() && i < 2; ++i) {
        const core::SolverPlayer& p = lanes[i].player;
        const std::string line = "steps=" + std::to_string(p.position()) +
                                 " placements=" + std::to_string(p.counters().placements) +
                                 " backtracks=" + std::to_string(p.counters().backtracks) +
                                 " checks=" + std::to_string(p.counters().checks) +
                                 " solutions=" + std::to_string(p.counters().solutions) +
                                 " playing=" + (ctx.watch.playing() ? "1" : "0") +
                                 " seeking=" + (ctx.watch.seeking() ? "1" : "0");
        report_text(i == 0 ? "watch_counters_1" : "watch_counters_2", line.c_str());
    }
}

void WatchView::draw_counters(const WatchViewContext& ctx) {
    draw_counter_table(ctx);
    if (!banner_in_status(ctx)) draw_search_banner(ctx);
}

float WatchView::counter_table_width(const WatchViewContext& ctx) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float widest = 0.0f;
    for (const WatchText key :
         {WatchText::CounterSteps, WatchText::CounterPlacements, WatchText::CounterBacktracks,
          WatchText::CounterChecks, WatchText::CounterDepth, WatchText::CounterSolutions})
        widest = std::max(widest, ImGui::CalcTextSize(ctx.t(key)).x);
    const auto lanes = static_cast<float>(std::max<std::size_t>(1, ctx.watch.lanes().size()));
    const float figures = ImGui::CalcTextSize("000 / 000").x;
    return widest + lanes * figures + (lanes + 1.0f) * (2.0f * style.CellPadding.x) +
           2.0f * style.WindowPadding.x;
}

namespace {

// One label and one figure column: the longest label (`widest`) whole where the figures keep
// their room beside it (by shares, the label column came out narrower and "Độ sâu / tối đa"
// shrank below the other labels); in larger type the labels come first (the figures shrink to
// fit if they grow).
void setup_label_figure_columns(float widest, bool large, float table_width) {
    const float figures = ImGui::CalcTextSize(large ? "00 000" : "000 000 000").x;
    const float padding = 4.0f * ImGui::GetStyle().CellPadding.x;
    const bool whole = widest + figures + padding <= table_width;
    ImGui::TableSetupColumn(
        nullptr, whole ? ImGuiTableColumnFlags_WidthFixed : ImGuiTableColumnFlags_WidthStretch,
        widest);
    ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch, figures);
}

}  // namespace

void WatchView::setup_two_pair_columns(const WatchViewContext& ctx) {
    for (int i = 0; i < 2; ++i) {
        // Larger type: each label whole, nine digits beside it. Otherwise equal shares: a long
        // search's figures ("204 274 695") need as much room as labels.
        ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch,
                                compact(ctx) ? compact_label_width(ctx) : 1.0f);
        ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch,
                                compact(ctx) ? ImGui::CalcTextSize("000 000 000").x : 1.0f);
    }
}

void WatchView::draw_counter_table(const WatchViewContext& ctx) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) return;
    report_lane_counters(ctx);
    const bool compare = lanes.size() > 1;
    struct Row {
        WatchText label;
        std::string (*value)(const WatchLane&);
    };
    static const Row kRows[] = {
        {WatchText::CounterSteps,
         [](const WatchLane& l) { return count_text(l.player.position()); }},
        {WatchText::CounterPlacements,
         [](const WatchLane& l) { return count_text(l.player.counters().placements); }},
        {WatchText::CounterBacktracks,
         [](const WatchLane& l) { return count_text(l.player.counters().backtracks); }},
        {WatchText::CounterChecks,
         [](const WatchLane& l) { return count_text(l.player.counters().checks); }},
        {WatchText::CounterDepth,
         [](const WatchLane& l) {
             return std::to_string(l.player.counters().depth) + " / " +
                    std::to_string(l.player.counters().max_depth);
         }},
        {WatchText::CounterSolutions,
         [](const WatchLane& l) { return count_text(l.player.counters().solutions); }},
    };
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg;
    // Label and figure pairs side by side, or one pair per row in large type.
    const bool two_pairs =
        !compare && !ctx.watch.presentation() && (!compact(ctx) || m_compact_pairs);
    const int columns = compare ? 3 : two_pairs ? 4 : 2;
    const float table_width = ImGui::GetContentRegionAvail().x;
    if (!ImGui::BeginTable("##counters", columns, kFlags)) return;
    if (two_pairs) {
        setup_two_pair_columns(ctx);
    } else if (!compare) {
        // One pair per row in large type: the labels' share follows the longest label shown
        // (a translation such as "Derinlik / en çok" is wider than half the panel), the
        // figures keep room for nine digits.
        float widest = 0.0f;
        for (const Row& row : kRows)
            if (compact(ctx) ||
                (row.label != WatchText::CounterChecks && row.label != WatchText::CounterSolutions))
                widest = std::max(widest, ImGui::CalcTextSize(ctx.t(row.label)).x);
        setup_label_figure_columns(widest, compact(ctx) || ctx.watch.presentation(), table_width);
    } else {
        // The labels take the width of the longest ("Derinlik / en çok" in large type), the
        // lanes share the rest.
        float widest = 0.0f;
        for (const Row& row : kRows)
            widest = std::max(widest, ImGui::CalcTextSize(ctx.t(row.label)).x);
        for (const WatchText key : {WatchText::CounterTime, WatchText::CounterRate})
            widest = std::max(widest, ImGui::CalcTextSize(ctx.t(key)).x);
        ImGui::TableSetupColumn("##label", ImGuiTableColumnFlags_WidthFixed, widest);
        for (std::size_t i = 0; i < lanes.size(); ++i) {
            const std::string label = lane_label(lanes[i], ctx.app.ui.language);
            ImGui::TableSetupColumn(label.c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
            report_text(i == 0 ? "lane_label_1" : "lane_label_2", label.c_str());
        }
        ImGui::TableHeadersRow();
    }
    const auto value_cell = [&](const std::string& text) {
        ImGui::TableNextColumn();
        fitted_text(text.c_str());
    };
    const auto label_cell = [&](const char* text) {
        ImGui::TableNextColumn();
        muted_label(ctx, text);
    };
    // Presenting: the four counters a class follows, so the code keeps its room.
    const std::size_t shown = ctx.watch.presentation() ? 3 : std::size(kRows);
    for (std::size_t r = 0; r < shown; ++r) {
        const Row& row = kRows[r];
        label_cell(ctx.t(row.label));
        if (compare) {
            for (const WatchLane& lane : lanes)
                value_cell(row.value(lane));
        } else {
            value_cell(row.value(lanes.front()));
        }
    }
    if (ctx.watch.presentation()) {
        label_cell(ctx.t(kRows[4].label));  // depth / max
        for (const WatchLane& lane : lanes)
            value_cell(kRows[4].value(lane));
    } else if (!compact(ctx)) {
        // Time and rate are shared by the lanes (one clock drives both).
        label_cell(ctx.t(WatchText::CounterTime));
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.1f s", ctx.watch.elapsed_seconds());
        value_cell(seconds);
        if (compare) ImGui::TableNextColumn();
        label_cell(ctx.t(WatchText::CounterRate));
        value_cell(rate_text(ctx.watch.steps_per_second()));
    }
    ImGui::EndTable();
}

std::string search_banner_text(const WatchViewContext& ctx) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) return {};
    const WatchLane& lane = lanes.front();
    if (lane.player.finished())
        return fill(
            plural(Counted::SearchSolutions,
                   static_cast<long long>(lane.player.counters().solutions), ctx.app.ui.language),
            {count_text(lane.player.counters().solutions)});
    if (!ctx.watch.shows_solution()) return {};
    // The board fills one step before the Solution event that counts it: until then this
    // solution is the next number, not the count so far ("Solution 0").
    const auto last = lane.player.last_step();
    const bool counted_yet = last && last->kind == core::StepKind::Solution;
    const std::uint64_t number = lane.player.counters().solutions + (counted_yet ? 0 : 1);
    return fill(ctx.t(WatchText::BannerSolution), {count_text(number)});
}

void WatchView::draw_search_banner(const WatchViewContext& ctx) {
    const std::string text = search_banner_text(ctx);
    if (text.empty()) return;
    report_text("watch_banner", text.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.hint_digit);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopStyleColor();
}

void WatchView::draw_plot(const WatchViewContext& ctx) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) return;
    // Tall enough to read the shape of the search (it was 44 px), with its axes labelled:
    // depth from 0 to the number of empty cells upwards, steps to the right.
    const float height = std::round(88.0f * ctx.app.ui.ui_scale);
    const float width = ImGui::GetContentRegionAvail().x;
    const float each =
        lanes.size() > 1 ? std::floor((width - ImGui::GetStyle().ItemSpacing.x) * 0.5f) : width;
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        lanes[i].depth_samples.copy_values(m_plot_values);
        const std::string overlay =
            fill(ctx.t(WatchText::PlotDepth), {std::to_string(lanes[i].player.counters().depth)});
        const int top = std::max(1, lanes[i].empties);
        ImGui::PushID(static_cast<int>(i));
        ImGui::PushStyleColor(ImGuiCol_PlotLines, ctx.app.theme.accent);
        ImGui::PlotLines("##depth", m_plot_values.data(), static_cast<int>(m_plot_values.size()), 0,
                         overlay.c_str(), 0.0f, static_cast<float>(top), ImVec2(each, height));
        const ImVec2 p0 = ImGui::GetItemRectMin();
        const ImVec2 p1 = ImGui::GetItemRectMax();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const ImU32 muted = ctx.app.theme.muted_text;
        const ImVec2 inset = ImGui::GetStyle().FramePadding;
        const float line = ImGui::GetTextLineHeight();
        dl->AddText(ImVec2(p0.x + inset.x, p0.y + inset.y), muted, std::to_string(top).c_str());
        dl->AddText(ImVec2(p0.x + inset.x, p1.y - inset.y - line), muted, "0");
        const std::string steps =
            std::string(ctx.t(WatchText::CounterSteps)) + " " + ctx.t(WatchText::KeyRight);
        dl->AddText(
            ImVec2(p1.x - inset.x - ImGui::CalcTextSize(steps.c_str()).x, p1.y - inset.y - line),
            muted, steps.c_str());
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
}

}  // namespace sudoku::app
