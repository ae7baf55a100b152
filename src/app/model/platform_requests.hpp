// What the front end asks of the platform layer before the next ImGui frame (App::update's
// answer): the platform alone touches the window and files a browser hands over.
#pragma once

#include <string>
#include <vector>

namespace sudoku::app {

// What the platform layer must do before the next ImGui frame.
struct PlatformRequests {
    bool quit = false;
    bool toggle_fullscreen = false;
    bool reload_font_texture = false;  // the font atlas was rebuilt
    // With use_platform_files (a browser): Open asks the platform for the player's file (an
    // upload; the platform then posts cmd::OpenFile with where it put it), and Save and the
    // exports write their file, then hand its path to the platform to give the player (a
    // download each).
    bool choose_file_to_open = false;
    std::vector<std::string> files_to_hand_over;
    // Of those, the exports made only to be handed over: deleted once given (a page's storage
    // would otherwise keep every picture).
    std::vector<std::string> files_to_drop;

    // `keep`: the game reads the file again (a save, a Watch session): it is not dropped.
    void give(const std::string& path, bool keep) {
        files_to_hand_over.push_back(path);
        if (!keep) files_to_drop.push_back(path);
    }
};

}  // namespace sudoku::app
