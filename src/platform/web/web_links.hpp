// The page's address for the game: a fragment holding a share link (#SL1-...) opens its
// position at start and at each later change (hashchange), Copy link starts from the page's
// own address, and "?test" in the address turns on the layout report the browser tests read.
#pragma once

#include <string>
#include <vector>

#include "app/model/launch_options.hpp"

namespace sudoku::app {
class App;
}

namespace sudoku::platform {

// Before the App is made: the launch arguments the address asks for ({"#SL1-..."} when its
// fragment holds a link, else none), and with "?test" the report switched on (the report's path
// is read once, so this must come first).
[[nodiscard]] std::vector<std::string> web_link_arguments();

// The launch options for the page (in place of the desktop's command line): the fragment's link,
// or none. A link that cannot be read still starts the game, which shows why in a dialog.
[[nodiscard]] core::Result<app::LaunchOptions> web_launch_options();

// After the App is made: tells it the page's address and listens for fragment changes.
void web_links_start(app::App& app);

// Once a frame: a fragment changed since the last frame opens as a pasted link does.
bool web_links_poll(app::App& app);  // true: something was posted
// After a frame drawn, on a test page: the layout report for window.sudokuTest.report().
void web_links_publish_report();

// The page's address without its fragment ("https://school.example/sudoku/index.html").
[[nodiscard]] std::string web_page_address();

}  // namespace sudoku::platform
