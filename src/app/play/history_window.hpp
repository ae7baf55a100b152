// The history list: every move with its readable label ("r3c5: 7"), the current one
// highlighted and the undone ones (the redo tail) greyed; a click jumps there by undo or redo.
#pragma once

#include <cstddef>

#include "app/model/ui_state.hpp"

namespace sudoku::app {

class HistoryWindow {
  public:
    void draw(const ViewContext& ctx);

  private:
    std::size_t m_scrolled_to = static_cast<std::size_t>(-1);  // follow the cursor when it moves
};

}  // namespace sudoku::app
