// The status line under the board: cursor cell, board shape, empty cells, conflicts, notes
// mode, and the latest message.
#pragma once

#include <string>

#include "app/model/ui_state.hpp"

namespace sudoku::app {

struct StatusBar {
    // The line's text (without the source).
    [[nodiscard]] static std::string text(const ViewContext& ctx);
    // wrapped: a narrow column (the compact layout); the line wraps, without the source.
    void draw(const ViewContext& ctx, bool wrapped);
};

}  // namespace sudoku::app
