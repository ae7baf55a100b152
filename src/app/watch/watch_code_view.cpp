// Watch panels, part 2: the pseudo-code with the current line and live variables, the
// recursion stack, the event log (click to jump), breakpoints, and files.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "app/i18n/render_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "app/watch/classroom_view.hpp"
#include "app/watch/watch_overlay.hpp"
#include "app/watch/watch_view.hpp"
#include "core/grid/symbols.hpp"
#include "core/search/course_code.hpp"
#include "core/search/course_names.hpp"

namespace sudoku::app {

namespace {

constexpr std::size_t kLogEvents = 300;

WatchText kind_text(core::StepKind kind) {
    switch (kind) {
        case core::StepKind::Select:
            return WatchText::EventSelect;
        case core::StepKind::Try:
            return WatchText::EventTry;
        case core::StepKind::Reject:
            return WatchText::EventReject;
        case core::StepKind::Place:
            return WatchText::EventPlace;
        case core::StepKind::Remove:
            return WatchText::EventRemove;
        case core::StepKind::Eliminate:
            return WatchText::EventEliminate;
        case core::StepKind::DeadEnd:
            return WatchText::EventDeadEnd;
        case core::StepKind::Solution:
            return WatchText::EventSolution;
        case core::StepKind::Exhausted:
            return WatchText::EventExhausted;
    }
    return WatchText::EventSelect;
}

// "reject r1c3 5 · row 1 (r1c7)" in the interface language.
std::string event_text(const core::Step& step, const core::Layout& layout, Language language) {
    std::string out = watch_text(kind_text(step.kind), language);
    if (step.cell != core::kNoCell && step.cell < layout.cell_count())
        out += " " + layout.cell_name(step.cell);
    if (step.digit != core::kEmpty) out += std::string(" ") + core::digit_symbol(step.digit);
    const std::string unit = unit_label(layout, step.unit, language);
    if (!unit.empty()) out += " · " + unit;
    if (step.conflict != core::kNoCell && step.conflict < layout.cell_count())
        out += " (" + layout.cell_name(step.conflict) + ")";
    return out;
}

}  // namespace

core::CodeNames listing_names(const WatchViewContext& ctx) {
    return ctx.watch.code_names().value_or(core::lesson_code_names(ctx.app.ui.source.text()));
}

std::vector<std::string> listing_lines(const WatchViewContext& ctx, const WatchLane& lane) {
    const core::CodeLanguage language = ctx.watch.code_language();
    const core::CodeNames names = listing_names(ctx);
    std::vector<std::string> out;
    for (const std::string_view line : core::course_listing(lane.player.options(), language).lines)
        out.push_back(core::renamed_code(line, language, names));
    return out;
}

std::string step_variables_text(const WatchViewContext& ctx, const WatchLane& lane) {
    const auto last = lane.player.last_step();
    if (!last || last->cell == core::kNoCell ||
        last->cell >= lane.player.start().layout().cell_count())
        return {};
    const core::Layout& layout = lane.player.start().layout();
    // Python and C# show their own variables, 0-based as the code indexes the board.
    const core::CodeLanguage code = ctx.watch.code_language();
    if (code != core::CodeLanguage::Pseudo)
        return core::renamed_code(core::course_variables(lane.algorithm, code, *last, layout), code,
                                  listing_names(ctx)) +
               "   (" + layout.cell_name(last->cell) + ")";
    return fill(watch_text(WatchText::VarsLine, ctx.app.ui.language),
                {std::to_string(layout.row_of(last->cell) + 1),
                 std::to_string(layout.col_of(last->cell) + 1),
                 last->digit != 0 ? std::string(1, core::digit_symbol(last->digit)) : "-",
                 std::to_string(last->depth)});
}

std::string reject_reason_text(const WatchViewContext& ctx, const WatchLane& lane) {
    const auto last = lane.player.last_step();
    if (!last || last->kind != core::StepKind::Reject || last->conflict == core::kNoCell ||
        last->cell == core::kNoCell)
        return {};
    const core::Layout& layout = lane.player.start().layout();
    return fill(
        watch_text(WatchText::RejectReason, ctx.app.ui.language),
        {std::string(1, core::digit_symbol(last->digit)),
         unit_label(layout, last->unit, ctx.app.ui.language), layout.cell_name(last->conflict)});
}

namespace {

// Wrapped text in `colour`; `one_line`: smaller type (down to 70 %) where that keeps it on one
// line (larger type, where each wrapped line costs the listing one of its few lines).
void wrapped_line(const std::string& text, ImU32 colour, bool one_line) {
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    const float needed = ImGui::CalcTextSize(text.c_str()).x;
    const float room = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    if (one_line && needed > room) ImGui::SetWindowFontScale(base * std::max(0.7f, room / needed));
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
    ImGui::SetWindowFontScale(base);
}

// Live variables of the current line (and why a value was rejected).
void draw_vars(const WatchViewContext& ctx, const WatchLane& lane, bool one_line) {
    const std::string vars = step_variables_text(ctx, lane);
    if (!vars.empty()) {
        wrapped_line(vars, ctx.app.theme.accent, one_line);
        // Why a value was rejected, in words (the board shows the line to the peer).
        if (const std::string why = reject_reason_text(ctx, lane); !why.empty())
            wrapped_line(why, ctx.app.theme.wrong_digit, one_line);
    } else {
        ImGui::TextUnformatted(" ");
    }
    ImGui::Spacing();
}

// `report`: the first lane, whose lines go to the layout report (code_line_K when wholly in
// view) and whose current line the shared view follows.
void draw_code_lines(const WatchViewContext& ctx, const WatchLane& lane, bool report) {
    const core::CodeLanguage language = ctx.watch.code_language();
    const std::vector<std::string> code = listing_lines(ctx, lane);
    const auto last = lane.player.last_step();
    const int current = last ? core::course_line(lane.player.options(), language, *last) : -1;
    // One indent level (four spaces) is two digit widths, or one and a half when presenting.
    const float indent_digits = ctx.watch.presentation() ? 0.375f : 0.5f;
    const float width = ImGui::GetContentRegionAvail().x;
    const auto indent_of = [](std::string_view line) {
        return std::min(line.find_first_not_of(' '), line.size());
    };
    // Lines wider than the panel shrink together (down to three quarters) rather than run off its
    // right edge: a large interface or presentation leaves the code little width.
    float widest = 0.0f;
    for (const std::string_view line : code) {
        const std::size_t indent = indent_of(line);
        widest = std::max(
            widest, ImGui::CalcTextSize("0").x * indent_digits * static_cast<float>(indent) +
                        std::round(8.0f * ctx.app.ui.ui_scale) +
                        ImGui::CalcTextSize(line.data() + indent, line.data() + line.size()).x);
    }
    const float fit = widest > width ? std::max(0.75f, width / widest) : 1.0f;
    ImGui::SetWindowFontScale(fit);
    const float space = ImGui::CalcTextSize("0").x * indent_digits;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // What is still too wide at that size (mrv's 90-character lines beside two boards) wraps
    // under its own indent rather than scroll sideways.
    ImGui::PushTextWrapPos(0.0f);
    for (std::size_t i = 0; i < code.size(); ++i) {
        const std::string_view line = code[i];
        const std::size_t indent = indent_of(line);
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float x = std::round(space * static_cast<float>(indent)) +
                        std::round(8.0f * ctx.app.ui.ui_scale * fit);
        // No gap between lines (the type's own leading separates them): eight lines fit the
        // room Watch leaves the listing at 1024x768.
        const float h = ImGui::CalcTextSize(line.data() + indent, line.data() + line.size(), false,
                                            std::max(1.0f, width - x))
                            .y;
        if (static_cast<int>(i) == current) {
            const ImU32 accent = ctx.app.theme.accent;
            dl->AddRectFilled(p, ImVec2(p.x + width, p.y + h),
                              (accent & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 48));
            dl->AddRectFilled(p, ImVec2(p.x + std::round(3.0f * ctx.app.ui.ui_scale), p.y + h),
                              accent);
        }
        ImGui::SetCursorScreenPos(ImVec2(p.x + x, p.y));
        ImGui::TextUnformatted(line.data() + indent, line.data() + line.size());
        const bool whole =
            ImGui::GetCurrentWindow()->ClipRect.Contains(ImRect(p, ImVec2(p.x + width, p.y + h)));
        if (report && whole && layout_report_wanted())
            report_item(("code_line_" + std::to_string(i + 1)).c_str(), p.x, p.y, width, h);
        // Long listings (propagate) follow the current line when it leaves the view, or is cut
        // at its edge (a few lines in large type). Only the first lane's: two lanes whose lines
        // are far apart would each scroll the shared view to their own line, every other frame
        // (the listing flickered in Compare).
        if (report && static_cast<int>(i) == current && !whole) ImGui::SetScrollHereY(0.4f);
        ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h));
    }
    ImGui::Dummy(ImVec2(0.0f, 0.0f));  // the window's content reaches the last line
    ImGui::PopTextWrapPos();
    ImGui::SetWindowFontScale(1.0f);
    if (report) {
        report_count("code_lines_total", static_cast<long long>(code.size()));
        report_count("code_current", current + 1);
    }
}

}  // namespace

float WatchView::draw_code(const WatchViewContext& ctx, float height) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) return 0.0f;
    // One algorithm: its variables stay above the listing, which scrolls to the current line.
    const bool single = lanes.size() == 1;
    const float top = ImGui::GetCursorPosY();
    // In larger type the choice is in the Setup tab: its row goes to the listing.
    if (!compact(ctx) || !m_listing_first) draw_code_choice(ctx);
    if (single) draw_vars(ctx, lanes.front(), compact(ctx));
    const float used = ImGui::GetCursorPosY() - top;
    // A sliver of the listing shows no line whole: none at all then.
    const float listing = height - used;
    if (listing < 2.0f * ImGui::GetTextLineHeightWithSpacing()) return used;
    ImGui::BeginChild("##code", ImVec2(0.0f, listing));
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        if (!single) {
            if (i > 0) ImGui::Separator();
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
            const std::string title = lane_caption(lanes[i], ctx.app.ui.language);
            ImGui::TextUnformatted(title.c_str());
            ImGui::PopStyleColor();
            draw_vars(ctx, lanes[i], compact(ctx));
        }
        draw_code_lines(ctx, lanes[i], i == 0);
    }
    ImGui::EndChild();
    return used;
}

void WatchView::draw_stack(const WatchViewContext& ctx) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) return;
    const WatchLane& lane = lanes.front();
    const core::Layout& layout = lane.player.start().layout();
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                                       ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("##stack", 4, kFlags, ImGui::GetContentRegionAvail())) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn(ctx.t(WatchText::StackLevel), ImGuiTableColumnFlags_WidthStretch, 0.6f);
    ImGui::TableSetupColumn(ctx.t(WatchText::StackCell), ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn(ctx.t(WatchText::StackValue), ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn(ctx.t(WatchText::StackLeft), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(lane.stack.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const core::StackFrame& frame = lane.stack[static_cast<std::size_t>(i)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%d", i + 1);
            ImGui::TableNextColumn();
            if (frame.cell != core::kNoCell)
                ImGui::TextUnformatted(layout.cell_name(frame.cell).c_str());
            ImGui::TableNextColumn();
            if (frame.digit != 0) {
                ImGui::PushStyleColor(ImGuiCol_Text,
                                      depth_colour(i + 1, lane.empties, ctx.app.theme.id));
                ImGui::Text("%c", core::digit_symbol(frame.digit));
                ImGui::PopStyleColor();
            }
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(core::mask_symbols(frame.remaining).c_str());
        }
    }
    // Follow the deepest level as the search moves.
    if (m_stack_position != lane.player.position() || ImGui::IsWindowAppearing()) {
        m_stack_position = lane.player.position();
        ImGui::SetScrollHereY(1.0f);
    }
    ImGui::EndTable();
}

void WatchView::draw_log(const WatchViewContext& ctx) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty()) return;
    const WatchLane& lane = lanes.front();
    const core::Layout& layout = lane.player.start().layout();
    const auto events = lane.player.recent(kLogEvents);
    ImGui::BeginChild("##log", ImVec2(0.0f, 0.0f));
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(events.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const auto& [index, step] = events[static_cast<std::size_t>(i)];
            const std::string label =
                std::to_string(index + 1) + "   " + event_text(step, layout, ctx.app.ui.language);
            ImGui::PushID(i);
            const bool newest = i + 1 == static_cast<int>(events.size());
            if (ImGui::Selectable(label.c_str(), newest)) ctx.push(wcmd::SeekTo{index + 1});
            ImGui::PopID();
        }
    }
    // Follow the newest event when the search moves or the tab opens (after the clipper the
    // cursor stands below the last row, so this scrolls to the end even on the first frame).
    if (m_log_position != lane.player.position() || ImGui::IsWindowAppearing()) {
        m_log_position = lane.player.position();
        ImGui::SetScrollHereY(1.0f);
    }
    ImGui::EndChild();
}

void WatchView::draw_breakpoints(const WatchViewContext& ctx) {
    core::Breakpoints b = ctx.watch.breakpoints();
    bool changed = false;
    changed |= ImGui::Checkbox(ctx.t(WatchText::BreakBacktrack), &b.on_backtrack);
    changed |= ImGui::Checkbox(ctx.t(WatchText::BreakDeadEnd), &b.on_dead_end);
    changed |= ImGui::Checkbox(ctx.t(WatchText::BreakSolution), &b.on_solution);
    bool depth_on = b.depth_at_least > 0;
    if (ImGui::Checkbox(ctx.t(WatchText::BreakDepth), &depth_on)) {
        b.depth_at_least = depth_on ? 10 : 0;
        changed = true;
    }
    if (depth_on) {
        ImGui::SameLine();
        const int deepest = ctx.watch.ready() ? std::max(1, ctx.watch.lanes().front().empties) : 81;
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
        changed |= ImGui::SliderInt("##depth", &b.depth_at_least, 1, deepest);
    }
    ImGui::Spacing();
    if (b.watch_cell == core::kNoCell || !ctx.watch.ready()) {
        ImGui::TextWrapped("%s", ctx.t(WatchText::BreakCellHint));
    } else {
        const core::Layout& layout = ctx.watch.lanes().front().player.start().layout();
        ImGui::TextUnformatted(
            fill(ctx.t(WatchText::BreakCell), {layout.cell_name(b.watch_cell)}).c_str());
        ImGui::SameLine();
        if (ImGui::SmallButton(ctx.t(WatchText::ButtonClear))) {
            b.watch_cell = core::kNoCell;
            changed = true;
        }
    }
    if (changed) ctx.push(wcmd::SetBreakpoints{b});
}

void WatchView::draw_files(const WatchViewContext& ctx) {
    const bool on = ctx.watch.ready();
    const ImVec2 wide(ImGui::GetContentRegionAvail().x, 0.0f);
    ImGui::BeginDisabled(!on);
    if (ImGui::Button(ctx.t(WatchText::ItemSaveSession), wide)) ctx.push(wcmd::SaveSession{});
    report_last_item("watch_save_session");
    ImGui::EndDisabled();
    if (ImGui::Button(ctx.t(WatchText::ItemOpenSession), wide)) ctx.push(wcmd::LoadSession{});
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
    ImGui::TextWrapped("%s", ctx.watch.session_path().c_str());
    ImGui::PopStyleColor();
    ImGui::Spacing();
    ImGui::BeginDisabled(!on);
    if (ImGui::Button(ctx.t(WatchText::ItemExportCsv), wide)) ctx.push(wcmd::ExportCsv{});
    if (ImGui::Button(render_text(RenderText::ItemExportImage, ctx.app.ui.language), wide))
        m_export_dialog.open(ctx, false);
    if (ImGui::Button(render_text(RenderText::ItemExportAnimation, ctx.app.ui.language), wide))
        m_export_dialog.open(ctx, true);
    ImGui::EndDisabled();
    ImGui::Spacing();
    ImGui::BeginDisabled(!ctx.watch.shows_solution());
    if (ImGui::Button(ctx.t(WatchText::ItemApplySolution), wide)) ctx.push(wcmd::ApplySolution{});
    ImGui::EndDisabled();
}

}  // namespace sudoku::app
