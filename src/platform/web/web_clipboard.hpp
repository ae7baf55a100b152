// Copy and paste through the page's clipboard: the game's copies go to navigator.clipboard (or,
// where the page may not use it, a hidden text area and the copy command), and Ctrl+V reads
// what the browser's paste event brings (a page cannot read the clipboard when it likes).
#pragma once

namespace sudoku::platform {

// Before the window opens (its keyboard listener must come after ours): holds Ctrl+V back until
// the browser's paste event has brought the clipboard's text, then hands the key on.
void start_web_clipboard_listeners();
// After ImGui's backend is set up: ImGui's copy and paste go through the page.
void use_web_clipboard();

}  // namespace sudoku::platform
