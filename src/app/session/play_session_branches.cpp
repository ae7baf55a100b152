// PlaySession: what-if branches. "Try a value…" (T) waits for a digit, which opens a branch on the
// selected cell; Abandon (X) returns the board to the branch point, Keep (K) accepts the
// branch's moves. The tree (core::BranchTree) follows the game's history: undo past a branch
// point abandons it, Restart and a new game clear it, and saves carry it.
#include <utility>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/session/play_session.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

std::vector<std::string> PlaySession::branch_guess(const core::Branch& branch) const {
    return {m_game.layout().cell_name(branch.cell),
            std::string(1, core::digit_symbol(branch.digit))};
}

void PlaySession::apply_whatif(const cmd::WhatIf& command) {
    const auto wt = [&](WhatifText key) { return whatif_text(key, m_ui.language); };
    const auto innermost = [&]() -> const core::Branch& {
        return m_branches.branches()[static_cast<std::size_t>(m_branches.open_branches().back())];
    };
    switch (command.action) {
        case cmd::WhatIf::Action::Try: {
            const core::Cell cell = m_ui.cursor;
            if (m_game.board().at(cell) != core::kEmpty) {
                m_ui.message = error_text(core::coded_error(core::ErrorCode::BranchCellNotEmpty,
                                                            {m_game.layout().cell_name(cell)}),
                                          m_ui.language);
                return;
            }
            m_ui.try_cell = cell;
            m_ui.message = fill(wt(WhatifText::PanelAskDigit), {m_game.layout().cell_name(cell)});
            return;
        }
        case cmd::WhatIf::Action::Cancel:
            m_ui.try_cell = core::kNoCell;
            return;
        case cmd::WhatIf::Action::Abandon:
        case cmd::WhatIf::Action::Keep: {
            m_ui.try_cell = core::kNoCell;
            if (m_branches.depth() == 0) {
                m_ui.message = wt(WhatifText::StatusNoBranch);
                return;
            }
            const std::vector<std::string> guess = branch_guess(innermost());
            const core::Cell cell = innermost().cell;
            const bool abandon = command.action == cmd::WhatIf::Action::Abandon;
            if (abandon) {
                (void)m_branches.abandon(m_game);
                m_ui.cursor = cell;  // where the guess was: its cell is empty again
            } else {
                (void)m_branches.keep(m_game);
            }
            ++m_revision;
            m_hint.reset();
            m_ui.message =
                fill(wt(abandon ? WhatifText::StatusAbandoned : WhatifText::StatusKept), guess);
            return;
        }
    }
}

bool PlaySession::try_digit(core::Digit digit) {
    if (m_ui.try_cell == core::kNoCell) return false;
    const core::Cell cell = std::exchange(m_ui.try_cell, core::kNoCell);
    if (auto error = m_branches.try_value(m_game, cell, digit)) {
        m_ui.message = error_text(*error, m_ui.language);
        return true;
    }
    ++m_revision;
    m_hint.reset();
    m_ui.message = fill(whatif_text(WhatifText::StatusOpened, m_ui.language),
                        branch_guess(m_branches.branches().back()));
    return true;
}

void PlaySession::sync_branches() {
    if (m_ui.try_cell != m_ui.cursor) m_ui.try_cell = core::kNoCell;
    if (m_branches.depth() == 0) return;
    const std::vector<int> open_before = m_branches.open_branches();
    m_branches.sync(m_game);
    const auto still_open = static_cast<std::size_t>(m_branches.depth());
    if (still_open == open_before.size()) return;
    // Name the outermost branch undo went past: the ones inside it went too.
    const core::Branch& passed =
        m_branches.branches()[static_cast<std::size_t>(open_before[still_open])];
    m_ui.message =
        fill(whatif_text(WhatifText::StatusUndoAbandoned, m_ui.language), branch_guess(passed));
}

void PlaySession::show_branch_contradiction() {
    const core::Cell bad = m_view.contradiction();
    // Only when nothing else was said: the latest action's message comes first.
    if (bad == core::kNoCell || !m_ui.message.empty()) return;
    const bool empty = m_game.board().at(bad) == core::kEmpty;
    m_ui.message =
        fill(whatif_text(empty ? WhatifText::StatusNoValueLeft : WhatifText::StatusRepeated,
                         m_ui.language),
             {m_game.layout().cell_name(bad)});
}

}  // namespace sudoku::app
