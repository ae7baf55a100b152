#include "app/play/branch_tree_window.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/branch_colours.hpp"
#include "app/views/item_report.hpp"
#include "app/views/tree_painter.hpp"
#include "core/grid/symbols.hpp"
#include "core/play/branch_search_tree.hpp"

namespace sudoku::app {

using core::BranchOutcome;
using core::TreeNode;

namespace {

constexpr float kLabelGap = 30.0f;        // a slot: a label plus the dot and gaps (at 1x)
constexpr float kMaxLevelPixels = 56.0f;  // a shallow tree is not stretched past this
constexpr float kMargin = 16.0f;

constexpr WhatifText kOutcomeWords[] = {WhatifText::OutcomeOpen, WhatifText::OutcomeKept,
                                        WhatifText::OutcomeAbandoned,
                                        WhatifText::OutcomeContradiction};

const char* outcome_word(BranchOutcome outcome, Language language) {
    return whatif_text(kOutcomeWords[static_cast<int>(outcome)], language);
}

// A branch's dot: open ones in their depth's ink (as their cells' tint), kept green, abandoned
// grey, a contradiction red.
ImU32 outcome_colour(const Theme& th, BranchOutcome outcome, int depth) {
    switch (outcome) {
        case BranchOutcome::Open:
            return branch_ink(th.id, depth);
        case BranchOutcome::Kept:
            return th.hint_digit;
        case BranchOutcome::Abandoned:
            return th.muted_text;
        case BranchOutcome::Contradiction:
            return th.wrong_digit;
    }
    return th.muted_text;
}

}  // namespace

void BranchTreeWindow::rebuild(const core::BranchTree& branches) {
    m_shown = branches.branches();
    m_tree = core::branch_search_tree(branches);
    // A player's tree is small: every subtree stays open (a solver's failed ones fold).
    m_layout = core::TreeLayout{};
    for (TreeNode n = 0; n < m_tree.size(); ++n)
        m_layout.set_choice(n, core::CollapseChoice::Expanded);
    (void)m_layout.update(m_tree);
    if (m_selected >= static_cast<int>(m_shown.size())) m_selected = -1;
}

void BranchTreeWindow::draw(const ViewContext& ctx) {
    if (!ctx.ui.show_branch_tree) return;
    const Language lang = ctx.ui.language;
    const auto wt = [&](WhatifText key) { return whatif_text(key, lang); };
    const core::BranchTree& branches = ctx.play.branches();
    if (branches.branches() != m_shown || m_tree.size() != m_shown.size() + 1) rebuild(branches);
    const ImVec2 work = ImGui::GetMainViewport()->WorkSize;
    // Larger interfaces (3x, presentation) get a larger share of the window, so the tree
    // keeps room under the legend.
    const float scale = ctx.ui.ui_scale;
    center_next_window(ImGuiCond_Appearing,
                       ImVec2(std::min(work.x * 0.9f, std::max(work.x * 0.42f, 520.0f * scale)),
                              std::min(work.y * 0.85f, std::max(work.y * 0.55f, 380.0f * scale))));
    bool open = true;
    // "###branch_tree" keeps the window's identity when the language changes its title.
    const std::string title = std::string(wt(WhatifText::ItemBranchTree)) + "###branch_tree";
    if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse)) {
        if (m_shown.empty()) {
            ImGui::TextWrapped("%s", wt(WhatifText::TreeEmpty));
        } else {
            draw_legend(ctx);
            std::string info = wt(WhatifText::TreeClickHint);
            if (m_selected >= 0) {
                const core::Branch& b = m_shown[static_cast<std::size_t>(m_selected)];
                info = fill(wt(WhatifText::TreeSelected),
                            {ctx.play.layout().cell_name(b.cell),
                             std::string(1, core::digit_symbol(b.digit)), std::to_string(b.depth),
                             outcome_word(b.outcome, lang)});
            }
            ImGui::TextWrapped("%s", info.c_str());
            report_text("branch_selected", m_selected >= 0 ? info.c_str() : "");
            const ImVec2 avail = ImGui::GetContentRegionAvail();
            draw_tree(ctx, ImVec2(std::max(1.0f, avail.x), std::max(1.0f, avail.y)));
        }
    }
    ImGui::End();
    if (!open) ctx.commands.push(cmd::ToggleBranchTree{});
}

// The four outcomes as coloured dots with their words, wrapped to the window's width.
void BranchTreeWindow::draw_legend(const ViewContext& ctx) const {
    const float right = ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x;
    const float dot = ImGui::GetTextLineHeight() * 0.32f;
    for (int i = 0; i < 4; ++i) {
        const auto outcome = static_cast<BranchOutcome>(i);
        const char* word = outcome_word(outcome, ctx.ui.language);
        const float width = dot * 3.0f + ImGui::CalcTextSize(word).x;
        if (i > 0) {
            ImGui::SameLine(0.0f, ImGui::GetStyle().ItemSpacing.x * 2.0f);
            if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
        }
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddCircleFilled(
            ImVec2(p.x + dot, p.y + ImGui::GetTextLineHeight() * 0.5f), dot,
            outcome_colour(ctx.theme, outcome, 1), 12);
        ImGui::SetCursorScreenPos(ImVec2(p.x + dot * 3.0f, p.y));
        ImGui::TextUnformatted(word);
    }
}

// The wheel zooms about the pointer (the point under it stays put), a drag pans, a double click
// fits the whole tree again. The pan is an offset from `fitted`, where the whole tree's origin
// lies at zoom 1.
void BranchTreeWindow::update_view(ImVec2 fitted, bool hovered) {
    const ImGuiIO& io = ImGui::GetIO();
    if (hovered && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
        m_zoom = 1.0f;
        m_pan = ImVec2(0.0f, 0.0f);
        return;
    }
    if (hovered && io.MouseWheel != 0.0f) {
        const float zoom = std::clamp(m_zoom * std::pow(1.2f, io.MouseWheel), 1.0f, 40.0f);
        // The pointer relative to the fitted origin keeps its place in the tree.
        const ImVec2 m(io.MousePos.x - fitted.x, io.MousePos.y - fitted.y);
        m_pan.x = m.x - (m.x - m_pan.x) * (zoom / m_zoom);
        m_pan.y = m.y - (m.y - m_pan.y) * (zoom / m_zoom);
        m_zoom = zoom;
        if (m_zoom == 1.0f) m_pan = ImVec2(0.0f, 0.0f);
    }
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        m_pan.x += io.MouseDelta.x;
        m_pan.y += io.MouseDelta.y;
    }
}

void BranchTreeWindow::draw_tree(const ViewContext& ctx, ImVec2 size) {
    const Theme& th = ctx.theme;
    const float scale = ctx.ui.ui_scale;
    const auto& items = m_layout.update(m_tree);
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##branch_tree", size);
    report_last_item("branch_tree_canvas");
    const bool hovered = ImGui::IsItemHovered();
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    const ImVec2 p1(p0.x + size.x, p0.y + size.y);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(p0, p1, true);
    dl->AddRectFilled(p0, p1, th.board_background);
    dl->AddRect(p0, p1, th.thin_line);
    // The whole tree fits the canvas: slots across, levels down (the root's level included).
    // A slot is at most a label wide ("r9c9=9" beside its dot), so a small tree's labels never
    // run into the next node; narrower than that, the labels are left out.
    const int size_n = ctx.play.layout().size();
    const std::string widest = "r" + std::to_string(size_n) + "c" + std::to_string(size_n) + "=" +
                               std::string(1, core::digit_symbol(static_cast<core::Digit>(size_n)));
    const float label_width = ImGui::CalcTextSize(widest.c_str()).x;
    const float margin = kMargin * scale;
    const float s = std::min(label_width + kLabelGap * scale,
                             (size.x - 2.0f * margin) / std::max(1.0f, m_layout.width()));
    const float lv = std::min(kMaxLevelPixels * scale,
                              (size.y - 2.0f * margin) / std::max(1.0f, m_layout.height()));
    const float spare = size.x - 2.0f * margin - m_layout.width() * s;
    const ImVec2 fitted(p0.x + margin + std::max(0.0f, spare * 0.5f), p0.y + margin);
    // (No item was submitted since the canvas: the item queries in update_view still see it.)
    update_view(fitted, hovered);
    TreePaint frame{
        .tree = m_tree,
        .items = items,
        .th = th,
        .dl = dl,
        .scale = scale,
        .p0 = p0,
        .p1 = p1,
        .o = ImVec2(fitted.x + m_pan.x, fitted.y + m_pan.y),
        .s = std::max(1.0f, s * m_zoom),
        .lv = std::max(1.0f, lv * m_zoom),
        .radius = std::clamp(std::min(0.3f * s, 0.25f * lv) * m_zoom, 2.0f, 9.0f * scale),
        .on_path = std::vector<char>(items.size(), 0),
        .position = core::kOpenIndex,
        .node_fill = [&](TreeNode n) -> ImU32 {
            const int b = core::branch_of_node(n);
            if (b < 0) return th.given_digit;
            const core::Branch& branch = m_shown[static_cast<std::size_t>(b)];
            return outcome_colour(th, branch.outcome, branch.depth);
        },
        .label_all = true};
    // The open branches' path is highlighted; the innermost open branch ringed.
    const TreeNode current = m_tree.current();
    const int current_item = m_layout.item_of(m_tree, current);
    for (int i = current_item; i >= 0; i = items[static_cast<std::size_t>(i)].parent_item)
        frame.on_path[static_cast<std::size_t>(i)] = 1;
    const int hovered_item = paint_tree(
        frame, current == core::SearchTree::root() ? -1 : current_item,
        frame.s >= label_width + 2.0f * frame.radius, size_n, ImGui::GetIO().MousePos, hovered);
    if (m_selected >= 0) {
        const int item = m_layout.item_of(m_tree, static_cast<TreeNode>(m_selected + 1));
        if (item >= 0)
            dl->AddCircle(frame.at(items[static_cast<std::size_t>(item)]),
                          frame.radius + 7.0f * scale, th.accent, 20, 2.0f * scale);
    }
    dl->PopClipRect();
    // Each node by name for the GUI tests ("branch_node_<index>").
    if (layout_report_wanted())
        for (const core::TreeLayoutItem& item : items) {
            const int b = core::branch_of_node(item.node);
            if (b < 0) continue;
            const ImVec2 c = frame.at(item);
            const std::string name = "branch_node_" + std::to_string(b);
            report_item(name.c_str(), c.x - frame.radius, c.y - frame.radius, 2.0f * frame.radius,
                        2.0f * frame.radius);
        }
    if (hovered_item < 0) return;
    const int branch = core::branch_of_node(items[static_cast<std::size_t>(hovered_item)].node);
    if (clicked) m_selected = branch;
    if (branch < 0) return;
    const core::Branch& b = m_shown[static_cast<std::size_t>(branch)];
    ImGui::SetTooltip("%s = %c · %s", ctx.play.layout().cell_name(b.cell).c_str(),
                      core::digit_symbol(b.digit), outcome_word(b.outcome, ctx.ui.language));
}

}  // namespace sudoku::app
