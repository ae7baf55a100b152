// Game > Open share code: a text field for a share code (SL1-...), a Paste button and Open,
// which replaces the game with exactly the shared position; a bad code's error shows inline.
#pragma once

#include <optional>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"
#include "core/base/result.hpp"
#include "core/play/position.hpp"

namespace sudoku::app {

class ShareCodeDialog {
  public:
    // Opens the dialog; a non-empty code (a paste that did not decode) is shown with its error.
    void open(const std::string& code = {});
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    void draw(const ViewContext& ctx);

  private:
    void recheck();

    ModalDialog m_modal{"###share_code"};
    std::string m_code;
    std::optional<core::Error> m_error;  // why m_code does not decode (none while empty)
    std::optional<core::Position> m_position;
};

}  // namespace sudoku::app
