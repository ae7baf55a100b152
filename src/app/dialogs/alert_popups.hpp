// The two popups the game raises itself: an alert to acknowledge (a file that failed, a
// damaged autosave) and the question asked when the autosave failed at quit.
#pragma once

#include <string>

#include "app/model/ui_state.hpp"

namespace sudoku::app {

// UiState::alert_title and alert_text, while the title is not empty; Close queues CloseAlert.
void draw_alert(const ViewContext& ctx);
// `text` (the reason) while it is not empty; the answer is queued as cmd::QuitUnsaved.
void draw_quit_unsaved(const ViewContext& ctx, const std::string& text);

}  // namespace sudoku::app
