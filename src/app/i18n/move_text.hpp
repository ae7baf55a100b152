// A move's label for the history list and the status line in the player's language; in English
// exactly core::describe_move's "r3c5: 7", "r3c5: notes 1 4 7", "hint r3c5", "auto notes".
#pragma once

#include <string>

#include "app/i18n/strings.hpp"
#include "core/grid/layout.hpp"
#include "core/play/move.hpp"

namespace sudoku::app {

[[nodiscard]] std::string move_label(const core::Layout& layout, const core::Move& move,
                                     Language language);

}  // namespace sudoku::app
