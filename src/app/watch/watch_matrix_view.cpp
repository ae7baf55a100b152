// The exact-cover matrix panel: toolbar, summary, the canvas's input (wheel zoom, drag pan,
// keys) and hover. Painting is in watch_matrix_paint.cpp.
#include "app/watch/watch_matrix_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dlx_strings.hpp"
#include "app/i18n/heur_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/imgui_support.hpp"
#include "app/views/item_report.hpp"
#include "app/watch/matrix_labels.hpp"
#include "app/watch/watch_view.hpp"
#include "core/dlx/dlx_search.hpp"

namespace sudoku::app {

namespace {

using core::DlxSearch;

const char* dt(const WatchViewContext& ctx, DlxText key) {
    return dlx_text(key, ctx.app.ui.language);
}

const char* rule_text(const WatchViewContext& ctx, core::ColumnRule rule) {
    return dt(ctx, rule == core::ColumnRule::First ? DlxText::RuleFirst : DlxText::RuleFewest);
}

// Zoom limits: a whole 25x25 matrix in a panel (0.02 px a row) up to large labels.
constexpr float kMatrixMinZoom = 0.01f;
constexpr float kMatrixMaxZoom = 80.0f;

}  // namespace

const DlxSearch* WatchMatrixView::search_of(const WatchViewContext& ctx) {
    for (int lane = 0; lane < static_cast<int>(ctx.watch.lanes().size()); ++lane)
        if (const DlxSearch* search = lane_search(ctx, lane)) return search;
    return nullptr;
}

const DlxSearch* WatchMatrixView::lane_search(const WatchViewContext& ctx, int lane) {
    const auto lanes = ctx.watch.lanes();
    if (lane < 0 || lane >= static_cast<int>(lanes.size())) return nullptr;
    const WatchLane& l = lanes[static_cast<std::size_t>(lane)];
    if (l.algorithm != core::Algorithm::Dlx || !l.dlx_state) return nullptr;
    return dynamic_cast<const DlxSearch*>(l.dlx_state.get());
}

void WatchMatrixView::draw_rule_combo(const WatchViewContext& ctx, bool compare_lane, float width) {
    WatchSetup setup = ctx.watch.setup();
    core::ColumnRule& rule = setup.lane(compare_lane ? 1 : 0).column_rule;
    const std::string label =
        compare_lane ? fill(dt(ctx, DlxText::CompareRule), {dt(ctx, DlxText::ColumnRule)})
                     : std::string(dt(ctx, DlxText::ColumnRule));
    // The label on its own line when label and menu do not share the width.
    const float names = std::max(ImGui::CalcTextSize(rule_text(ctx, core::ColumnRule::Fewest)).x,
                                 ImGui::CalcTextSize(rule_text(ctx, core::ColumnRule::First)).x);
    const float combo = names + ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().FramePadding.x;
    const float label_w = ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().ItemSpacing.x;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    if (label_w + combo <= width) ImGui::SameLine();
    const float room = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    check_text_fits("dlx matrix", label.c_str(), width);
    check_text_fits(
        "dlx matrix", rule_text(ctx, rule),
        std::min(combo, room) - ImGui::GetFrameHeight() - 2.0f * ImGui::GetStyle().FramePadding.x);
    ImGui::SetNextItemWidth(std::min(combo, room));
    const std::string id = std::string("##rule") + (compare_lane ? "2" : "1");
    if (ImGui::BeginCombo(id.c_str(), rule_text(ctx, rule))) {
        for (const core::ColumnRule r : {core::ColumnRule::Fewest, core::ColumnRule::First}) {
            if (ImGui::Selectable(rule_text(ctx, r), r == rule) && r != rule) {
                rule = r;
                ctx.push(wcmd::SetSetup{setup});
            }
        }
        ImGui::EndCombo();
    }
}

void WatchMatrixView::draw_toolbar(const WatchViewContext& ctx, int lane, float width) {
    draw_rule_combo(ctx, lane == 1, width);
    const char* fit_label = dt(ctx, DlxText::ButtonFit);
    const char* current_label = dt(ctx, DlxText::ButtonCurrent);
    if (ImGui::Button(fit_label)) m_fit_next = true;
    const float next =
        ImGui::CalcTextSize(current_label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + next > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
    if (ImGui::Button(current_label)) m_current_next = true;
}

void WatchMatrixView::draw(const WatchViewContext& ctx, ImVec2 size) {
    const DlxSearch* first = lane_search(ctx, 0);
    const DlxSearch* second = lane_search(ctx, 1);
    if (!first && !second) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(1.0f, size.x));
        ImGui::TextWrapped("%s", dt(ctx, DlxText::NotDlx));
        ImGui::PopTextWrapPos();
        return;
    }
    if (!first || !second) {
        // One dlx lane (maybe beside a step search): its matrix alone.
        m_lane = first ? 0 : 1;
        draw_lane(ctx, m_lane, first ? *first : *second, size);
        return;
    }
    const float start_y = ImGui::GetCursorPosY();
    if (!ImGui::BeginTabBar("##matrix_lanes")) return;
    for (int lane = 0; lane < 2; ++lane) {
        const HeurText name = lane == 0 ? HeurText::LaneFirst : HeurText::LaneSecond;
        const bool open = ImGui::BeginTabItem(heur_text(name, ctx.app.ui.language));
        report_last_item(lane == 0 ? "matrix_lane_1" : "matrix_lane_2");
        if (!open) continue;
        m_lane = lane;
        const float used = ImGui::GetCursorPosY() - start_y;
        draw_lane(ctx, lane, lane == 0 ? *first : *second,
                  ImVec2(size.x, std::max(1.0f, size.y - used)));
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
}

void WatchMatrixView::draw_lane(const WatchViewContext& ctx, int lane, const DlxSearch& search,
                                ImVec2 size) {
    const float start_y = ImGui::GetCursorPosY();
    const float width = std::max(1.0f, size.x);
    draw_toolbar(ctx, lane, width);
    const core::ExactCover& cover = search.cover();
    int live = 0, chosen = 0;
    for (int r = 0; r < cover.row_count(); ++r) {
        live += search.live(r) && search.mark(r) == DlxSearch::RowMark::None ? 1 : 0;
        chosen += search.mark(r) == DlxSearch::RowMark::Chosen ? 1 : 0;
    }
    std::string line = fill(dt(ctx, DlxText::Summary),
                            {std::to_string(live), std::to_string(cover.row_count()),
                             std::to_string(search.links().active_columns()),
                             std::to_string(cover.column_count()), std::to_string(chosen)});
    // The keys it has, once it has them; in large type they would take the matrix's room.
    if (m_focus && ctx.app.ui.ui_scale < 1.5f && !ctx.watch.presentation())
        line += "   ·   " + std::string(dt(ctx, DlxText::Keys));
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    report_text(lane == 0 ? "matrix_summary_1" : "matrix_summary_2", line.c_str());
    const float used = ImGui::GetCursorPosY() - start_y;
    draw_canvas(ctx, search, ImVec2(width, std::max(1.0f, size.y - used)));
}

WatchMatrixView::Frame WatchMatrixView::frame_for(const WatchViewContext& ctx,
                                                  const DlxSearch& search, ImVec2 min,
                                                  ImVec2 size) const {
    (void)ctx;
    Frame f;
    f.min = min;
    f.max = ImVec2(min.x + size.x, min.y + size.y);
    f.cell_w = std::max(kMatrixMinZoom, m_zoom_x);
    f.cell_h = std::max(kMatrixMinZoom, m_zoom_y);
    const float font = ImGui::GetFontSize();
    // Labels once a row is most of a line tall, a column wide enough for "w25·P" at 60 %.
    f.row_labels = f.cell_h >= font * 0.6f;
    const std::string widest = search.cover().layout().size() > 9 ? "r25c25" : "r9c9";
    f.column_labels = f.cell_w >= ImGui::CalcTextSize(widest.c_str()).x * 0.6f + 2.0f;
    const std::string row_widest = widest + "=P";
    const float label_w = f.row_labels ? ImGui::CalcTextSize(row_widest.c_str()).x + 8.0f : 0.0f;
    const float header_h = font * (f.column_labels ? 2.0f : 1.0f) + 2.0f;
    f.cells_min = ImVec2(min.x + std::min(label_w, size.x * 0.4f), min.y + header_h);
    return f;
}

void WatchMatrixView::fit(const DlxSearch& search, ImVec2 area) {
    m_zoom_x = std::clamp(area.x / static_cast<float>(search.cover().column_count()),
                          kMatrixMinZoom, kMatrixMaxZoom);
    m_zoom_y = std::clamp(area.y / static_cast<float>(search.cover().row_count()), kMatrixMinZoom,
                          kMatrixMaxZoom);
    m_pan = ImVec2(0.0f, 0.0f);
}

// Rows tall enough for their labels, centred on the row being tried and its column.
void WatchMatrixView::show_current(const DlxSearch& search, ImVec2 area, float font) {
    m_zoom_y = font * 1.2f;
    m_zoom_x = std::max(m_zoom_x, font * 2.2f);
    const int row = search.focus_row();
    const int column = search.current_column();
    if (row >= 0) m_pan.y = static_cast<float>(row) - area.y / m_zoom_y * 0.5f;
    if (column >= 0) m_pan.x = static_cast<float>(column) - area.x / m_zoom_x * 0.5f;
    clamp_pan(search, area);
}

void WatchMatrixView::clamp_pan(const DlxSearch& search, ImVec2 area) {
    const float max_x = static_cast<float>(search.cover().column_count()) - area.x / m_zoom_x;
    const float max_y = static_cast<float>(search.cover().row_count()) - area.y / m_zoom_y;
    m_pan.x = std::clamp(m_pan.x, 0.0f, std::max(0.0f, max_x));
    m_pan.y = std::clamp(m_pan.y, 0.0f, std::max(0.0f, max_y));
}

void WatchMatrixView::handle_input(const DlxSearch& search, const Frame& f, bool hovered,
                                   bool active) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 area(f.max.x - f.cells_min.x, f.max.y - f.cells_min.y);
    if (hovered && io.MouseWheel != 0.0f) {
        // Zoom about the pointer: the matrix point under it stays under it.
        const float factor = std::pow(1.25f, io.MouseWheel);
        const float col = m_pan.x + (io.MousePos.x - f.cells_min.x) / m_zoom_x;
        const float row = m_pan.y + (io.MousePos.y - f.cells_min.y) / m_zoom_y;
        m_zoom_x = std::clamp(m_zoom_x * factor, kMatrixMinZoom, kMatrixMaxZoom);
        m_zoom_y = std::clamp(m_zoom_y * factor, kMatrixMinZoom, kMatrixMaxZoom);
        m_pan.x = col - (io.MousePos.x - f.cells_min.x) / m_zoom_x;
        m_pan.y = row - (io.MousePos.y - f.cells_min.y) / m_zoom_y;
    }
    if (active && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 0.0f)) {
        m_pan.x -= io.MouseDelta.x / m_zoom_x;
        m_pan.y -= io.MouseDelta.y / m_zoom_y;
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) m_focus = true;
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !hovered) m_focus = false;
    clamp_pan(search, area);
}

void WatchMatrixView::draw_canvas(const WatchViewContext& ctx, const DlxSearch& search,
                                  ImVec2 size) {
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##dlx_matrix", ImVec2(std::max(1.0f, size.x), std::max(1.0f, size.y)));
    report_last_item("matrix_canvas");
    const bool hovered = ImGui::IsItemHovered();
    const bool active = ImGui::IsItemActive();
    // The label margin and header depend on the zoom: settle the zoom first.
    Frame f = frame_for(ctx, search, min, size);
    const ImVec2 area(std::max(1.0f, f.max.x - f.cells_min.x),
                      std::max(1.0f, f.max.y - f.cells_min.y));
    // A canvas of another size (the panel became the whole window, X) shows the whole matrix
    // again: a fit for a panel a few pixels tall would leave it a thin strip.
    if (std::abs(size.x - m_canvas.x) > 1.0f || std::abs(size.y - m_canvas.y) > 1.0f)
        m_fit_next = true;
    m_canvas = size;
    if (m_fit_next || m_zoom_x <= 0.0f) {
        fit(search, area);
        m_fit_next = false;
    }
    if (m_current_next) {
        show_current(search, area, ImGui::GetFontSize());
        m_current_next = false;
    }
    handle_input(search, f, hovered, active);
    f = frame_for(ctx, search, min, size);
    m_area =
        ImVec2(std::max(1.0f, f.max.x - f.cells_min.x), std::max(1.0f, f.max.y - f.cells_min.y));
    paint(ctx, search, f);
    if (hovered && !active) tooltip(ctx, search, f);
}

void WatchMatrixView::tooltip(const WatchViewContext& ctx, const DlxSearch& search,
                              const Frame& f) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const core::ExactCover& cover = search.cover();
    const int col = static_cast<int>(std::floor(m_pan.x + (mouse.x - f.cells_min.x) / f.cell_w));
    const int row = static_cast<int>(std::floor(m_pan.y + (mouse.y - f.cells_min.y) / f.cell_h));
    const bool in_cols = mouse.x >= f.cells_min.x && col >= 0 && col < cover.column_count();
    const bool in_rows = mouse.y >= f.cells_min.y && row >= 0 && row < cover.row_count();
    std::string text;
    if (in_rows) {
        DlxText state = search.live(row) ? DlxText::StateLive : DlxText::StateRemoved;
        if (row == search.current_row())
            state = DlxText::StateTrying;
        else if (search.mark(row) == DlxSearch::RowMark::Given)
            state = DlxText::StateGiven;
        else if (search.mark(row) == DlxSearch::RowMark::Chosen)
            state = DlxText::StateChosen;
        text = fill(dt(ctx, DlxText::HoverRow), {row_label(cover, row), dt(ctx, state)});
    }
    if (in_cols) {
        DlxText state = search.links().covered(col) ? DlxText::StateCovered : DlxText::StateOpen;
        if (search.branch_state(col) == 1) state = DlxText::StateBranching;
        if (!text.empty()) text += "\n";
        text += fill(dt(ctx, DlxText::HoverColumn),
                     {column_meaning(cover, col, ctx.app.ui.language),
                      std::to_string(search.links().size(col + 1)), dt(ctx, state)});
    }
    if (!text.empty()) ImGui::SetTooltip("%s", text.c_str());
}

bool WatchMatrixView::collect_keys(const WatchViewContext& ctx) {
    const DlxSearch* search = lane_search(ctx, m_lane);
    if (!search) search = search_of(ctx);
    if (!search) {
        m_focus = false;
        return false;
    }
    for (const ImWchar ch : ImGui::GetIO().InputQueueCharacters)
        if (ch == 'x' || ch == 'X') m_full_window = !m_full_window;
    if (!m_focus) return false;
    const float step_x = m_area.x / m_zoom_x * 0.1f;
    const float step_y = m_area.y / m_zoom_y * 0.1f;
    if (key_pressed(ImGuiKey_LeftArrow)) m_pan.x -= step_x;
    if (key_pressed(ImGuiKey_RightArrow)) m_pan.x += step_x;
    if (key_pressed(ImGuiKey_UpArrow)) m_pan.y -= step_y;
    if (key_pressed(ImGuiKey_DownArrow)) m_pan.y += step_y;
    for (const ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
        const float factor = ch == '+' || ch == '=' ? 1.25f : ch == '-' ? 0.8f : 1.0f;
        if (factor != 1.0f) {
            // Zoom about the centre of the view.
            const ImVec2 centre(m_pan.x + m_area.x / m_zoom_x * 0.5f,
                                m_pan.y + m_area.y / m_zoom_y * 0.5f);
            m_zoom_x = std::clamp(m_zoom_x * factor, kMatrixMinZoom, kMatrixMaxZoom);
            m_zoom_y = std::clamp(m_zoom_y * factor, kMatrixMinZoom, kMatrixMaxZoom);
            m_pan = ImVec2(centre.x - m_area.x / m_zoom_x * 0.5f,
                           centre.y - m_area.y / m_zoom_y * 0.5f);
        }
        if (ch == '0') m_fit_next = true;
        if (ch == 'c' || ch == 'C') m_current_next = true;
    }
    clamp_pan(*search, m_area);
    return true;
}

}  // namespace sudoku::app
