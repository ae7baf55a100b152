// The game's front end: owns the play state, the UI state, the views and the command queue.
// Each frame: update(dt), draw() (views only queue commands), execute_commands() (the model
// changes here). No GLFW or GL calls: the platform layer acts on the returned requests.
#pragma once

#include <memory>
#include <string>

#include "app/board_view.hpp"
#include "app/fonts.hpp"
#include "app/frame_stats.hpp"
#include "app/help_window.hpp"
#include "app/input.hpp"
#include "app/launch_options.hpp"
#include "app/menu_bar.hpp"
#include "app/side_panel.hpp"
#include "app/status_bar.hpp"
#include "app/ui_state.hpp"

namespace sudoku::app {

// What the platform layer must do before the next ImGui frame.
struct PlatformRequests {
    bool quit = false;
    bool toggle_fullscreen = false;
    bool reload_font_texture = false;  // the font atlas was rebuilt
};

class App {
  public:
    // Needs a current ImGui context (fonts and style are set up here).
    App(LaunchOptions options, KeyCodes keys);

    // True while something changes without input (a frame must follow a command so its
    // effect is drawn; the frame-timing overlay measures continuously).
    [[nodiscard]] bool wants_frames() const;
    // How long the window may sleep waiting for input: until the clock's next second.
    [[nodiscard]] double idle_wait_seconds() const;

    // Advances clocks and applies work that must happen outside an ImGui frame.
    [[nodiscard]] PlatformRequests update(double dt_seconds);
    void draw();
    void execute_commands();
    void record_frame_time(double work_ms, double cpu_ms) { m_frame_stats.record(work_ms, cpu_ms); }

    // The window's background, cleared by the platform under the (transparent) main window.
    [[nodiscard]] ImVec4 background() const;
    // The current board as a puzzle line.
    [[nodiscard]] std::string board_line() const;
    // Called once after the last frame (writes --write-board).
    void shutdown();

  private:
    void apply(const Command& command);
    void set_message(Text key, const std::string& argument = {});
    [[nodiscard]] ViewContext view_context();
    void draw_frame_stats();

    LaunchOptions m_options;
    KeyCodes m_keys;
    PlayState m_play;
    UiState m_ui;
    FontSet m_fonts;
    FrameStats m_frame_stats;
    CommandQueue m_commands;
    BoardView m_board_view;
    SidePanel m_side_panel;
    MenuBar m_menu_bar;
    StatusBar m_status_bar;
    HelpWindow m_help_window;
    PlatformRequests m_requests;
    bool m_fonts_dirty = false;
    int m_extra_frames = 2;  // the first frames lay out windows; draw them all
};

}  // namespace sudoku::app
