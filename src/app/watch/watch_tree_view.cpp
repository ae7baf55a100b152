#include "app/watch/watch_tree_view.hpp"

// [SECTION] helpers: colours, geometry
// [SECTION] toolbar, status and export
// [SECTION] one pane: hover, clicks, pan and zoom (painting: app/views/tree_painter)
// [SECTION] keys

#include <algorithm>
#include <cmath>
#include <sstream>

#include <imgui_internal.h>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/render_strings.hpp"
#include "app/i18n/tree_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/board_preview.hpp"
#include "app/views/imgui_support.hpp"
#include "app/views/item_report.hpp"
#include "app/views/tree_painter.hpp"
#include "app/watch/watch_view.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/tree/tree_export.hpp"
#include "io/atomic_file.hpp"
#include "io/display_path.hpp"
#include "io/paths.hpp"

namespace sudoku::app {

using core::SearchTree;
using core::TreeLayoutItem;
using core::TreeNode;

namespace {

// [SECTION] helpers: colours, geometry

constexpr float kSlotPixels = 16.0f;   // one node's width at zoom 1 and scale 1
constexpr float kLevelPixels = 34.0f;  // one level's height
constexpr float kTreeMinZoom = 0.02f, kTreeMaxZoom = 6.0f;
constexpr float kMargin = 14.0f;

const char* tt(const WatchViewContext& ctx, TreeText key) {
    return tree_text(key, ctx.app.ui.language);
}

// The board at a node: the start plus every value on the path to it.
core::Board board_at(const core::Board& start, const SearchTree& tree, TreeNode n) {
    core::Board board = start;
    for (const TreeNode p : tree.path_to(n))
        if (p != SearchTree::root()) board.set(tree.cell(p), tree.digit(p));
    return board;
}

// The width of a button with this label (for wrapping the toolbar).
float button_width(const char* label) {
    return ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
}

// SameLine when `width` more still fits on the line, else a new line.
void next_in_row(float width, float right_edge) {
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + width > right_edge) ImGui::NewLine();
}

}  // namespace

float WatchTreeView::slot(const WatchViewContext& ctx) const {
    return kSlotPixels * ctx.app.ui.ui_scale * m_zoom;
}

float WatchTreeView::level(const WatchViewContext& ctx) const {
    return kLevelPixels * ctx.app.ui.ui_scale * m_level_zoom;
}

// [SECTION] toolbar, status and export

std::string WatchTreeView::outcome_text(const WatchViewContext& ctx) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty() || !lanes.front().tree) return {};
    const SearchTree& tree = *lanes.front().tree;
    if (!tree.exhausted() || tree.solutions() > 0) return {};
    // Every node but the start is a placement: the count beside Placements reconciles.
    return fill(tt(ctx, TreeText::NoSolution),
                {std::to_string(tree.size()), std::to_string(tree.edge_count())});
}

std::string WatchTreeView::export_tree(const WatchViewContext& ctx, bool json) {
    const auto lanes = ctx.watch.lanes();
    if (lanes.empty() || !lanes.front().tree) return {};
    const WatchLane& lane = lanes.front();
    const SearchTree& tree = *lane.tree;
    core::TreeRun run{.algorithm = core::algorithm_name(lane.algorithm),
                      .puzzle = core::format_puzzle_line(lane.player.start()),
                      .board_size = lane.player.start().size(),
                      .counters = {},
                      .complete = lane.player.finished()};
    // The tree holds every event produced so far (the player's head): its counts are these.
    run.counters.placements = tree.edge_count();
    for (TreeNode n = 1; n < tree.size(); ++n)
        run.counters.backtracks += tree.closed(n) ? 1 : 0;
    run.counters.solutions = tree.solutions();
    std::ostringstream text;
    if (json)
        core::write_tree_json(text, tree, run);
    else
        core::write_tree_dot(text, tree, run);
    const std::filesystem::path path =
        io::data_dir() / (std::string("search-tree-") + run.algorithm + (json ? ".json" : ".dot"));
    if (auto error = io::write_file_atomic(path, text.str(), {.keep_backup = false}))
        return fill(tt(ctx, TreeText::ExportError), {error_text(*error, ctx.app.ui.language)});
    ctx.app.commands.push(cmd::HandOverFile{path.string()});
    return fill(tt(ctx, TreeText::Exported), {io::display_path(path)});
}

void WatchTreeView::draw_toolbar(const WatchViewContext& ctx, float width) {
    const float right = ImGui::GetCursorPosX() + width;
    const auto button = [&](TreeText key, bool first = false) {
        const char* label = tt(ctx, key);
        if (!first) next_in_row(button_width(label), right);
        return ImGui::Button(label);
    };
    if (button(TreeText::ButtonCurrent, true)) {
        m_follow = true;
        for (std::size_t i = 0; i < ctx.watch.lanes().size() && i < 2; ++i)
            center_on(i, m_panes[i].shown_current);
    }
    if (button(TreeText::ButtonFit)) {
        m_fit_next = true;
        m_follow = false;  // the whole tree stays in view
    }
    if (button(TreeText::ButtonFolds))
        for (Pane& pane : m_panes)
            pane.layout.clear_choices();
    const auto check = [&](TreeText key, bool& value) {
        const char* label = tt(ctx, key);
        next_in_row(button_width(label) + ImGui::GetFrameHeight(), right);
        ImGui::Checkbox(label, &value);
    };
    check(TreeText::CheckLabels, m_labels);
    check(TreeText::CheckFollow, m_follow);
    next_in_row(button_width("DOT"), right);
    if (ImGui::Button("DOT")) m_message = export_tree(ctx, false);
    report_last_item("tree_dot");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tt(ctx, TreeText::ItemExportDot));
    next_in_row(button_width("JSON"), right);
    if (ImGui::Button("JSON")) m_message = export_tree(ctx, true);
    report_last_item("tree_json");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tt(ctx, TreeText::ItemExportJson));
    next_in_row(button_width("PNG"), right);
    if (ImGui::Button("PNG")) m_png_requested = true;
    report_last_item("tree_png");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", render_text(RenderText::ItemExportTreePng, ctx.app.ui.language));
}

void WatchTreeView::draw(const WatchViewContext& ctx, ImVec2 size) {
    m_drawn_frame = ImGui::GetFrameCount();
    const auto lanes = ctx.watch.lanes();
    const float start_y = ImGui::GetCursorPosY();
    const float width = std::max(1.0f, size.x);
    draw_toolbar(ctx, width);

    // Status: nodes and depth of each lane, what is special, the last export.
    const SearchTree* first = lanes.empty() ? nullptr : lanes.front().tree.get();
    if (first) {
        std::string line;
        for (std::size_t i = 0; i < lanes.size() && i < 2; ++i) {
            const SearchTree& tree = *lanes[i].tree;
            if (i > 0) line += "   |   ";
            if (lanes.size() > 1) line += lane_label(lanes[i], ctx.app.ui.language) + ": ";
            // Nodes said with what they count, so they reconcile with Placements beside them.
            line += fill(tt(ctx, TreeText::Summary),
                         {std::to_string(tree.size()), std::to_string(tree.edge_count()),
                          std::to_string(tree.max_depth())});
            if (tree.solutions() > 0)
                line +=
                    " · " + fill(tt(ctx, TreeText::Solutions), {std::to_string(tree.solutions())});
            if (tree.truncated())
                line += " · " + fill(tt(ctx, TreeText::Truncated), {std::to_string(tree.size())});
        }
        const std::string outcome = outcome_text(ctx);
        if (!outcome.empty()) line = outcome + "   ·   " + line;
        if (!m_message.empty()) line += "   ·   " + m_message;
        // With the keyboard, the keys it has.
        if (m_focus) line += "   ·   " + std::string(tt(ctx, TreeText::Keys));
        // Labels asked for but the levels too close for 14 px type: how to get them.
        if (m_labels && !m_labels_shown) {
            line += "   ·   " + std::string(tt(ctx, TreeText::LabelsZoom));
            report_text("tree_labels_hint", tt(ctx, TreeText::LabelsZoom));
        }
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
        ImGui::TextWrapped("%s", line.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        report_text("tree_summary", line.c_str());
        report_last_item("tree_summary");
        if (ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
            ImGui::TextUnformatted(tt(ctx, TreeText::LegendNodes));
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
            report_text("tree_legend", tt(ctx, TreeText::LegendNodes));
        }
    }
    const float used = ImGui::GetCursorPosY() - start_y;
    const float height = std::max(1.0f, size.y - used);
    if (lanes.empty()) return;

    const std::size_t count = std::min<std::size_t>(lanes.size(), 2);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float pane_width = std::max(
        1.0f,
        std::floor((width - spacing * static_cast<float>(count - 1)) / static_cast<float>(count)));
    if (m_fit_next) fit(ctx);
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) ImGui::SameLine();
        draw_pane(ctx, i, ImVec2(pane_width, height));
    }
    if (m_fit_next) {
        // The first frame only laid the trees out; fit once their sizes are known.
        fit(ctx);
        m_fit_next = false;
    }
}

void WatchTreeView::fit(const WatchViewContext& ctx) {
    // One scale for every pane, so two algorithms' trees compare at the same scale: the widest
    // tree fills its pane's width, the deepest its height (levels and slots scale apart).
    float zoom = kTreeMaxZoom, level_zoom = 1.0f;
    bool any = false;
    const float scale = ctx.app.ui.ui_scale;
    for (const Pane& pane : m_panes) {
        if (!pane.tree || pane.size.x <= 0.0f) continue;
        any = true;
        const float usable_x = std::max(1.0f, pane.size.x - 2.0f * kMargin * scale);
        const float usable_y = std::max(1.0f, pane.size.y - 2.0f * kMargin * scale);
        zoom = std::min(zoom, usable_x / (pane.layout.width() * kSlotPixels * scale));
        level_zoom = std::min(level_zoom, usable_y / (pane.layout.height() * kLevelPixels * scale));
    }
    if (!any) return;
    // A tiny tree is not blown up past 1.5: it grows as the search goes on.
    m_zoom = std::clamp(zoom, kTreeMinZoom, 1.5f);
    m_level_zoom = std::clamp(level_zoom, kTreeMinZoom, 1.0f);
    for (Pane& pane : m_panes) {
        // Narrower than the pane: centred.
        const float spare = pane.size.x - 2.0f * kMargin * scale -
                            pane.layout.width() * kSlotPixels * scale * m_zoom;
        pane.pan = ImVec2(spare > 0.0f ? -0.5f * spare : 0.0f, 0.0f);
    }
}

void WatchTreeView::center_on(std::size_t lane, TreeNode node) {
    Pane& pane = m_panes[lane];
    if (!pane.tree || node == core::kNoNode) return;
    const int index = pane.layout.item_of(*pane.tree, node);
    if (index < 0) return;
    const TreeLayoutItem& item = pane.layout.items()[static_cast<std::size_t>(index)];
    // origin is where the tree's (0, 0) was drawn: shift the pan so the item is mid-pane.
    pane.pan.x += (pane.origin.x + item.x * m_last_slot) - (pane.screen_min.x + pane.size.x * 0.5f);
    pane.pan.y +=
        (pane.origin.y + item.y * m_last_level) - (pane.screen_min.y + pane.size.y * 0.4f);
}

void WatchTreeView::go_to(const WatchViewContext& ctx, std::size_t lane, TreeNode node) {
    const Pane& pane = m_panes[lane];
    if (!pane.tree || node == core::kNoNode) return;
    ctx.push(wcmd::SeekTo{pane.tree->position_of(node)});
}

// [SECTION] one pane: hover, clicks, pan and zoom (painting: app/views/tree_painter)

namespace {

// The tree's labels no smaller than this (text on a projector's board: 14 px at least).
constexpr float kSmallestLabelPixels = 14.0f;

// The type scale for the labels at level spacing `level`: the interface's size when a label
// fits between two levels, else smaller, down to kSmallestLabelPixels (below that the labels
// stay hidden and the status line says how to zoom).
float label_scale(float level) {
    const float text = ImGui::GetTextLineHeight();
    const float wanted = std::floor(level / 1.15f);
    if (wanted >= text) return 1.0f;
    return std::max(wanted, kSmallestLabelPixels) / std::max(1.0f, text);
}

// Hover: what the node is, and the board at that moment.
void draw_hover(const WatchViewContext& ctx, const WatchLane& lane, const TreeLayoutItem& item) {
    const SearchTree& tree = *lane.tree;
    const int board_size = lane.player.start().size();
    const TreeNode n = item.node;
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(tree.label(n, board_size) == "start"
                               ? tt(ctx, TreeText::HoverRoot)
                               : tree.label(n, board_size).c_str());
    const char* state = tree.is_solution(n) ? tt(ctx, TreeText::HoverSolution)
                        : !tree.closed(n)   ? tt(ctx, TreeText::HoverOpen)
                        : tree.failed(n)    ? tt(ctx, TreeText::HoverFailed)
                                            : nullptr;
    if (state) ImGui::TextUnformatted(state);
    if (tree.first_child(n) != core::kNoNode)
        ImGui::TextUnformatted(
            fill(tt(ctx, TreeText::HoverSubtree), {std::to_string(tree.subtree_size(n) - 1),
                                                   std::to_string(tree.subtree_solutions(n))})
                .c_str());
    if (item.collapsed) ImGui::TextUnformatted(tt(ctx, TreeText::TriangleHint));
    (void)draw_board_preview(board_at(lane.player.start(), tree, n), {},
                             150.0f * ctx.app.ui.ui_scale, ctx.app.theme, ctx.app.fonts);
    ImGui::EndTooltip();
}

}  // namespace

// Zoom about the mouse (the point under it stays put) and pan by dragging.
void WatchTreeView::pan_and_zoom(const WatchViewContext& ctx, Pane& pane, bool hovered, bool active,
                                 bool activated) {
    const ImGuiIO& io = ImGui::GetIO();
    const float scale = ctx.app.ui.ui_scale;
    if (hovered && io.MouseWheel != 0.0f) {
        const float old_slot = slot(ctx), old_level = level(ctx);
        const float factor = std::pow(1.25f, io.MouseWheel);
        m_zoom = std::clamp(m_zoom * factor, kTreeMinZoom, kTreeMaxZoom);
        m_level_zoom = std::clamp(m_level_zoom * factor, kTreeMinZoom, kTreeMaxZoom);
        for (Pane& other : m_panes) {
            const ImVec2 mouse(io.MousePos.x - other.screen_min.x - kMargin * scale,
                               io.MousePos.y - other.screen_min.y - kMargin * scale);
            other.pan.x = (other.pan.x + mouse.x) / old_slot * slot(ctx) - mouse.x;
            other.pan.y = (other.pan.y + mouse.y) / old_level * level(ctx) - mouse.y;
        }
        m_follow = false;
    }
    if (activated) m_dragged = false;
    if (active && (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3.0f) ||
                   ImGui::IsMouseDragging(ImGuiMouseButton_Right, 1.0f) ||
                   ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 1.0f))) {
        pane.pan.x -= io.MouseDelta.x;
        pane.pan.y -= io.MouseDelta.y;
        m_follow = false;
        m_dragged = true;
    }
}

// Follow: bring the current node back into view when it leaves it (once, when it changes).
void WatchTreeView::follow_current(std::size_t lane_index, TreeNode current, float scale) {
    Pane& pane = m_panes[lane_index];
    if (current == pane.shown_current) return;
    pane.shown_current = current;
    if (!m_follow) return;
    const int index = pane.layout.item_of(*pane.tree, current);
    if (index < 0) return;
    const TreeLayoutItem& item = pane.layout.items()[static_cast<std::size_t>(index)];
    const ImVec2 p0 = pane.screen_min;
    const ImVec2 p1(p0.x + pane.size.x, p0.y + pane.size.y);
    const float x = pane.origin.x + item.x * m_last_slot, y = pane.origin.y + item.y * m_last_level;
    const float m = 3.0f * m_last_slot + kMargin * scale;
    if (x < p0.x + m || x > p1.x - m || y < p0.y + m || y > p1.y - m) {
        center_on(lane_index, current);
        pane.origin =
            ImVec2(p0.x + kMargin * scale - pane.pan.x, p0.y + kMargin * scale - pane.pan.y);
    }
}

// A click (not a drag) on a node seeks there; on a triangle it opens or folds it. A click
// anywhere else gives the keys back to Watch mode (unless on the other pane).
void WatchTreeView::handle_clicks(const WatchViewContext& ctx, std::size_t lane_index,
                                  const TreeLayoutItem* clicked, bool hovered, bool released) {
    Pane& pane = m_panes[lane_index];
    if (released && !m_dragged) {
        m_focus = true;
        m_focus_lane = lane_index;
        if (clicked) {
            if (clicked->collapsed || ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left))
                pane.layout.toggle(*pane.tree, clicked->node);
            else
                go_to(ctx, lane_index, clicked->node);
        }
    }
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !hovered && lane_index == m_focus_lane) {
        bool other = false;
        for (std::size_t i = 0; i < 2; ++i)
            other = other ||
                    (i != lane_index && ImGui::IsMouseHoveringRect(
                                            m_panes[i].screen_min,
                                            ImVec2(m_panes[i].screen_min.x + m_panes[i].size.x,
                                                   m_panes[i].screen_min.y + m_panes[i].size.y)));
        if (!other) m_focus = false;
    }
}

void WatchTreeView::draw_pane(const WatchViewContext& ctx, std::size_t lane_index, ImVec2 size) {
    const WatchLane& lane = ctx.watch.lanes()[lane_index];
    Pane& pane = m_panes[lane_index];
    if (pane.tree != lane.tree) {  // a new search: a new tree, folds and view
        pane = Pane{};
        pane.tree = lane.tree;
    }
    const SearchTree& tree = *lane.tree;
    const Theme& th = ctx.app.theme;
    const float scale = ctx.app.ui.ui_scale;
    const auto& items = pane.layout.update(tree);

    ImGui::PushID(static_cast<int>(lane_index));
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##tree_pane", size,
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                               ImGuiButtonFlags_MouseButtonMiddle);
    const bool hovered = ImGui::IsItemHovered();
    const bool active = ImGui::IsItemActive();
    // Read now: the tooltip below is a window of its own and changes the "last item".
    const bool activated = ImGui::IsItemActivated(), released = ImGui::IsItemDeactivated();
    const ImVec2 p1(p0.x + size.x, p0.y + size.y);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(p0, p1, true);
    dl->AddRectFilled(p0, p1, th.board_background);
    dl->AddRect(p0, p1, th.thin_line);
    pan_and_zoom(ctx, pane, hovered, active, activated);

    const float s = slot(ctx), lv = level(ctx);
    m_last_slot = s;
    m_last_level = lv;
    pane.screen_min = p0;
    pane.size = size;
    pane.origin = ImVec2(p0.x + kMargin * scale - pane.pan.x, p0.y + kMargin * scale - pane.pan.y);
    // The node the player shows (its position may be behind the search's head).
    const TreeNode current = tree.node_at(std::min(lane.player.position(), tree.events()));
    follow_current(lane_index, current, scale);

    // Nodes and lines stay thinner than the gaps between slots and between levels.
    TreePaint frame{.tree = tree,
                    .items = items,
                    .th = th,
                    .dl = dl,
                    .scale = scale,
                    .p0 = p0,
                    .p1 = p1,
                    .o = pane.origin,
                    .s = s,
                    .lv = lv,
                    .radius = std::clamp(std::min(0.36f * s, 0.3f * lv), 1.5f, 9.0f * scale),
                    .on_path = std::vector<char>(items.size(), 0),
                    .position = lane.player.position()};
    const int current_item = pane.layout.item_of(tree, current);
    for (int i = current_item; i >= 0; i = items[static_cast<std::size_t>(i)].parent_item)
        frame.on_path[static_cast<std::size_t>(i)] = 1;
    // Labels and the folded subtrees' counts in a type sized to the levels (see label_scale):
    // at Fit in large type they would not fit between the levels at the interface's size.
    const float base = ImGui::GetCurrentWindow()->FontWindowScale;
    ImGui::SetWindowFontScale(base * label_scale(lv));
    const int hovered_item = paint_tree(frame, current_item, m_labels, lane.player.start().size(),
                                        ImGui::GetIO().MousePos, hovered);
    m_labels_shown = ImGui::GetTextLineHeight() * 1.15f <= lv;
    if (lane_index == 0) {
        report_count("tree_label_pixels", std::lround(ImGui::GetTextLineHeight()));
        report_text("tree_labels", m_labels && m_labels_shown ? "shown" : "hidden");
    }
    ImGui::SetWindowFontScale(base);
    dl->PopClipRect();

    const TreeLayoutItem* under_mouse =
        hovered_item >= 0 ? &items[static_cast<std::size_t>(hovered_item)] : nullptr;
    if (under_mouse && !active) draw_hover(ctx, lane, *under_mouse);
    handle_clicks(ctx, lane_index, under_mouse, hovered, released);
    if (m_focus && lane_index == m_focus_lane)
        dl->AddRect(p0, p1, th.accent, 0.0f, 0, 2.0f * scale);
    ImGui::PopID();
}

// [SECTION] keys

bool WatchTreeView::collect_keys(const WatchViewContext& ctx) {
    const ImGuiIO& io = ImGui::GetIO();
    for (const ImWchar ch : io.InputQueueCharacters)
        if (ch == 't' || ch == 'T') m_full_window = !m_full_window;
    const auto lanes = ctx.watch.lanes();
    if (!m_focus || lanes.empty() || !ctx.watch.active()) {
        m_focus = m_focus && !lanes.empty();
        // On screen but not clicked yet: F (fit) and + and - (zoom) are the tree's already.
        if (shown()) zoom_keys(io);
        return false;
    }
    const std::size_t li = std::min(m_focus_lane, lanes.size() - 1);
    Pane& pane = m_panes[li];
    if (!pane.tree) return true;
    const SearchTree& tree = *pane.tree;
    const TreeNode current =
        pane.shown_current == core::kNoNode ? SearchTree::root() : pane.shown_current;
    if (io.KeyShift) {
        // Shift+arrows pan the view by a tenth of the pane.
        const float dx = 0.1f * std::max(pane.size.x, 1.0f),
                    dy = 0.1f * std::max(pane.size.y, 1.0f);
        if (key_pressed(ImGuiKey_LeftArrow)) pane.pan.x -= dx;
        if (key_pressed(ImGuiKey_RightArrow)) pane.pan.x += dx;
        if (key_pressed(ImGuiKey_UpArrow)) pane.pan.y -= dy;
        if (key_pressed(ImGuiKey_DownArrow)) pane.pan.y += dy;
        m_follow = false;
        return true;
    }
    TreeNode target = core::kNoNode;
    if (key_pressed(ImGuiKey_UpArrow)) target = tree.parent(current);
    if (key_pressed(ImGuiKey_DownArrow)) {
        // Into a folded subtree: open it first, so the child is on screen.
        if (pane.layout.collapsed(tree, current)) pane.layout.toggle(tree, current);
        target = tree.first_child(current);
    }
    if (key_pressed(ImGuiKey_LeftArrow)) target = tree.prev_sibling(current);
    if (key_pressed(ImGuiKey_RightArrow)) target = tree.next_sibling(current);
    if (key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeyPadEnter)) {
        // Fold the subtree the current node is in (the node itself has nothing below yet
        // while it is the search's current node).
        const TreeNode fold =
            tree.first_child(current) != core::kNoNode ? current : tree.parent(current);
        if (fold != core::kNoNode) pane.layout.toggle(tree, fold);
    }
    if (key_pressed(ImGuiKey_Escape)) m_focus = false;
    if (target != core::kNoNode) {
        m_follow = true;
        go_to(ctx, li, target);
    }
    for (const ImWchar ch : io.InputQueueCharacters) {
        if (ch == 'c' || ch == 'C') {
            m_follow = true;
            center_on(li, current);
        }
    }
    zoom_keys(io);
    // The keys were the tree's this frame, Escape included (it only let go of the keyboard).
    return true;
}

void WatchTreeView::zoom_keys(const ImGuiIO& io) {
    for (const ImWchar ch : io.InputQueueCharacters) {
        if (ch == '+' || ch == '=') {
            m_zoom = std::min(kTreeMaxZoom, m_zoom * 1.25f);
            m_level_zoom = std::min(kTreeMaxZoom, m_level_zoom * 1.25f);
        } else if (ch == '-') {
            m_zoom = std::max(kTreeMinZoom, m_zoom / 1.25f);
            m_level_zoom = std::max(kTreeMinZoom, m_level_zoom / 1.25f);
        } else if (ch == 'f' || ch == 'F') {
            m_fit_next = true;
            m_follow = false;
        }
    }
}

}  // namespace sudoku::app
