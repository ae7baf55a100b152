// Asks before Restart, Clear entries or Show solution throws away the player's work
// (needs_confirmation decides when): the action's name as the button, or Cancel.
#pragma once

#include <optional>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"
#include "app/support/confirm_policy.hpp"

namespace sudoku::app {

class ConfirmDialog {
  public:
    void ask(RiskyAction action) {
        m_action = action;
        m_modal.request_open();
    }
    [[nodiscard]] bool asking() const { return m_action.has_value(); }
    // Draws the question; the answer is the action's command, confirmed (or nothing: Cancel).
    void draw(const ViewContext& ctx);

  private:
    ModalDialog m_modal{"###confirm_action"};
    std::optional<RiskyAction> m_action;
};

}  // namespace sudoku::app
