// Asks before a new, opened or lesson puzzle replaces a game in progress whose moves the
// player has not saved: Save (then continue), Discard (continue) or Cancel (keep playing).
#pragma once

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"

namespace sudoku::app {

class ReplaceGameDialog {
  public:
    void ask() {
        m_asking = true;
        m_modal.request_open();
    }
    // Asked and not yet answered (true from ask(), before the dialog's first frame).
    [[nodiscard]] bool asking() const { return m_asking; }
    // Draws the question; the answer is a cmd::ResolveReplace.
    void draw(const ViewContext& ctx);

  private:
    ModalDialog m_modal{"###replace_game"};
    bool m_asking = false;
    bool m_shown = false;  // drawn at least once since ask()
};

}  // namespace sudoku::app
