#include "app/session/play_view.hpp"

#include <algorithm>

namespace sudoku::app {

void PlayView::refresh(const core::Game& game, const PlayViewOptions& options) {
    m_game = &game;
    const auto count = static_cast<std::size_t>(game.layout().cell_count());
    m_conflict.assign(count, 0);
    m_wrong.assign(count, 0);
    m_hint.assign(count, HintShade::None);
    m_conflict_count = 0;
    m_wrong_count = 0;
    if (options.live_conflicts) {
        for (core::Cell c : game.conflict_cells()) {
            m_conflict[c] = 1;
            ++m_conflict_count;
        }
    }
    if (options.checking) {
        for (core::Cell c : game.wrong_cells()) {
            m_wrong[c] = 1;
            ++m_wrong_count;
        }
    }
    if (options.hint_level > 0 && options.hint != nullptr) {
        const core::HintPlan& plan = *options.hint;
        for (core::Cell c : plan.focus)
            m_hint[c] = HintShade::Focus;
        if (options.hint_level >= 2) {
            for (core::Cell c : plan.pattern)
                m_hint[c] = HintShade::Pattern;
            if (plan.target != core::kNoCell) m_hint[plan.target] = HintShade::Target;
        }
    }
    m_digit_counts.assign(static_cast<std::size_t>(game.layout().size()) + 1, 0);
    for (core::Digit d : game.board().cells())
        if (d != core::kEmpty && d < m_digit_counts.size()) ++m_digit_counts[d];
    refresh_branches(game, options.branches);
}

const core::BranchTree& PlayView::branches() const {
    static const core::BranchTree kNone;
    return m_branches != nullptr ? *m_branches : kNone;
}

void PlayView::refresh_branches(const core::Game& game, const core::BranchTree* branches) {
    m_branches = branches;
    m_branch_depth.assign(static_cast<std::size_t>(game.layout().cell_count()), 0);
    m_contradiction = core::kNoCell;
    if (branches == nullptr || branches->depth() == 0) return;
    // Only the moves since the outermost open branch point can be inside a branch.
    const auto& entries = game.history().entries();
    const std::size_t first =
        branches->branches()[static_cast<std::size_t>(branches->open_branches().front())].start;
    const std::size_t cursor = std::min(game.history().cursor(), entries.size());
    for (std::size_t i = first; i < cursor; ++i) {
        const int depth = branches->depth_of_move(i);
        for (const core::CellChange& change : entries[i].changes)
            m_branch_depth[static_cast<std::size_t>(change.cell)] = depth;
    }
    m_contradiction = core::find_contradiction(game.board());
}

}  // namespace sudoku::app
