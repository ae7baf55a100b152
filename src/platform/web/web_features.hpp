// The page's part of the game beyond the window: links in the address (web_links), the player's
// files as uploads and downloads (web_files), the page's clipboard (web_clipboard). The web
// platform's main calls these at its moments.
#pragma once

#include "app/model/app.hpp"
#include "app/model/launch_options.hpp"
#include "core/base/result.hpp"

namespace sudoku::platform {

// Instead of the desktop's command line, before the window opens: the launch options the page's
// address asks for (a link in its fragment), and the page's listeners that must come first.
[[nodiscard]] core::Result<app::LaunchOptions> web_features_launch_options();

// Once the App exists (after the window and ImGui's backend): the page's address for Copy link,
// the clipboard, uploads and downloads in place of the file dialog.
void web_features_start(app::App& app);

// Every time the browser offers a frame, before deciding whether to draw one: a changed
// fragment or an uploaded file is posted to the App (true: a frame must follow to apply it).
[[nodiscard]] bool web_features_poll(app::App& app);

// After each frame drawn: the layout report of a test page, for the browser tests (the loop
// may sleep now, with no poll until the next input).
void web_features_after_frame();

// After App::update: the platform's part of Open (an upload) and Save (a download).
void web_features_requests(const app::PlatformRequests& requests);

}  // namespace sudoku::platform
