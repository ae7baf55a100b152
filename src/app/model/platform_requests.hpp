// What the front end asks of the platform layer before the next ImGui frame (App::update's
// answer): the platform alone touches the window and files a browser hands over.
#pragma once

#include <string>

namespace sudoku::app {

// What the platform layer must do before the next ImGui frame.
struct PlatformRequests {
    bool quit = false;
    bool toggle_fullscreen = false;
    bool reload_font_texture = false;  // the font atlas was rebuilt
    // With use_platform_files (a browser): Open asks the platform for the player's file (an
    // upload; the platform then posts cmd::OpenFile with where it put it), and Save writes the
    // game, then hands its path to the platform to give the player (a download).
    bool choose_file_to_open = false;
    std::string file_to_hand_over;
};

}  // namespace sudoku::app
