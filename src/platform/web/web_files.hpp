// The player's files in the browser: Open uploads a file (a hidden <input type=file>) into the
// page's memory and opens it through the game's own reader; Save (and an export) downloads the
// file the game wrote.
#pragma once

#include <string>

namespace sudoku::app {
class App;
}

namespace sudoku::platform {

// Asks the page for a file; web_files_poll opens it once the player has picked one.
void choose_upload();
// Gives the player the file at `path` as a download under its own name.
void offer_download(const std::string& path);
// Once a frame: a file uploaded since opens as Game > Open would open it.
bool web_files_poll(app::App& app);  // true: something was posted

}  // namespace sudoku::platform
