#include "app/support/confirm_policy.hpp"

namespace sudoku::app {

namespace {

bool has_entries(const core::Game& game) {
    for (int i = 0; i < game.board().cell_count(); ++i) {
        const core::CellMark mark = game.mark(static_cast<core::Cell>(i));
        if (mark != core::CellMark::Empty && mark != core::CellMark::Given) return true;
    }
    return false;
}

}  // namespace

bool needs_confirmation(const core::Game& game, RiskyAction action) {
    const bool moved = !(game.position() == core::Position::start(game.puzzle()));
    switch (action) {
        case RiskyAction::Restart:
            return moved;
        case RiskyAction::ClearEntries:
            return has_entries(game);
        case RiskyAction::ShowSolution:
            return moved && !game.completed();
    }
    return false;
}

}  // namespace sudoku::app
