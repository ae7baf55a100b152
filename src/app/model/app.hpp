// The game's front end: wiring and layout. The rules live in the sudoku_app library
// (app/session): the play session, the files policy, the Watch session and the preferences;
// App owns them with the views, windows and the command queue, and answers their hosts. Each
// frame: update(dt), draw() (views only queue commands), execute_commands() (the model changes
// here). No GLFW or GL calls: the platform layer acts on the returned requests.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "app/model/clock_overlay.hpp"
#include "app/model/input.hpp"
#include "app/model/launch_options.hpp"
#include "app/model/platform_requests.hpp"
#include "app/model/play_windows.hpp"
#include "app/model/share_actions.hpp"
#include "app/model/ui_state.hpp"
#include "app/play/menu_bar.hpp"
#include "app/play/play_screen.hpp"
#include "app/session/files_session.hpp"
#include "app/session/play_session.hpp"
#include "app/session/preferences.hpp"
#include "app/session/watch_mode.hpp"
#include "app/views/fonts.hpp"
#include "app/views/frame_stats.hpp"
#include "app/watch/watch_view.hpp"

namespace sudoku::app {

class App : private PlayHost, private FilesHost, private WatchHost {
  public:
    // Needs a current ImGui context (fonts and style are set up here). Reads the settings,
    // statistics and recent files, and resumes the autosave when no game was given.
    // monitor_scale: the screen's content scale, the interface size until the player picks one.
    App(LaunchOptions options, KeyCodes keys, float monitor_scale = 1.0f);

    // True while something changes without input (a frame must follow a command so its
    // effect is drawn; the celebration animates; the frame-timing overlay measures).
    [[nodiscard]] bool wants_frames() const;
    // How long the window may sleep waiting for input: until the clock's next visible change
    // (the next second, or the next tick of a clock showing hundredths).
    [[nodiscard]] double idle_wait_seconds() const;
    static constexpr double kClockTickSeconds = 1.0 / 20.0;

    // Advances clocks, autosaves, and applies work that must happen outside an ImGui frame.
    [[nodiscard]] PlatformRequests update(double dt_seconds);
    void draw();
    void execute_commands();
    // Queues a command as a widget or key would; the next execute_commands() applies it (the
    // headless frame harness opens screens this way, never by a click at a coordinate).
    void post(Command command) { m_commands.push(std::move(command)); }
    void post(WatchCommand command) { m_watch.post(std::move(command)); }
    void record_frame_time(double work_ms, double cpu_ms) { m_frame_stats.record(work_ms, cpu_ms); }
    // The renderer's textures, for images the app draws itself (a board full of notes, or of
    // Watch mode's candidates).
    void set_texture_store(TextureStore* store) {
        m_screen.set_texture_store(store);
        m_watch_view.set_texture_store(store);
    }

    // The window's background, cleared by the platform under the (transparent) main window.
    [[nodiscard]] ImVec4 background() const;
    // The current board as a puzzle line.
    [[nodiscard]] std::string board_line() const;
    // The player asks to quit (Ctrl+Q, the menu, the window's close button): writes the
    // autosave first. True: the window may close. False: the autosave failed and a dialog
    // now asks what to do (save elsewhere, quit without saving, cancel).
    [[nodiscard]] bool confirm_quit() { return m_files.confirm_quit(); }
    // Called once after the last frame: writes the autosave (unless confirm_quit
    // already settled it), the settings (with the window's
    // windowed size, in screen coordinates) and --write-board.
    void shutdown(int window_width, int window_height);
    // The display is gone and the process ends now: writes the autosave (when on and owned)
    // and nothing else.
    void write_final_autosave() { m_files.write_final_autosave(); }
    // The web page's own address (the web platform sets it): Copy link uses it when
    // settings.json names no share_link_base.
    void set_page_address(std::string address) { m_share.set_page_address(std::move(address)); }
    // Open and Save go through the platform (PlatformRequests) instead of the game's own file
    // dialog: a page has no folders the player can browse.
    void use_platform_files() {
        m_platform_files = true;
        m_files.use_platform_files();
    }
    // The platform draws the play screen's clock itself (the web page), from clock_overlay()
    // after each frame: the frames leave its room empty, and a running clock's ticks need none.
    void use_platform_clock() { m_ui.clock_outside = true; }
    // After execute_commands: where the clock goes and what it reads now.
    [[nodiscard]] ClockOverlay clock_overlay() const;
    // A link or code from outside (the page's fragment, a hashchange): opens as a paste does.
    void open_link_text(const std::string& text) {
        post(cmd::Share{.action = cmd::Share::Action::OpenLink, .text = text});
    }

  private:
    // Hands the command to its group's function: apply_play, apply_files or apply_view.
    void apply(const Command& command);
    // The commands that move the cursor, change the view or preferences, or open a panel.
    void apply_view(const ViewCommand& command);
    [[nodiscard]] ViewContext view_context();
    // The game's windows and dialogs over the main window, then the keys of the frame.
    void draw_play_windows(const ViewContext& ctx);
    // A dialog that takes the keys is open: the clock stops and play keys are off.
    [[nodiscard]] bool dialog_open() const;
    [[nodiscard]] bool clock_running() const;

    // [app.cpp] What the play session asks of the program (PlayHost).
    void ask_confirmation(RiskyAction action) override { m_windows.confirm.ask(action); }
    void game_replaced(const std::string& save_path) override { m_files.game_replaced(save_path); }
    void result_recorded() override { m_files.result_recorded(); }
    // [app_files.cpp] What the files policy asks of the screen (FilesHost).
    void show_open_dialog(const std::string& folder) override;
    void show_save_dialog(const std::string& path) override { m_windows.files.show_save(path); }
    void ask_replace_game() override { m_windows.replace.ask(); }
    void quit_now() override { m_requests.quit = true; }
    void wake() override { m_extra_frames = std::max(m_extra_frames, 2); }
    void hand_over(const std::string& path, bool keep) override { m_requests.give(path, keep); }
    void save_preferences() { m_preferences.save(m_ui); }
    // The autosave's lock, the autosave resumed (no game given) and the launch's open error.
    void resume_or_start();
    // Watch mode's screen in place of the game's (menu bar and help stay).
    void draw_watch(const ViewContext& ctx);
    // [app.cpp] What Watch mode asks of the program (WatchHost).
    void apply_solution(const core::Board& solution) override;
    // A Watch session opened with presentation mode on (or off): theme, size and the mode.
    void present(bool on) override;
    void presentation_scale_chosen(float scale) override;
    void file_written(const std::string& path, bool keep) override {
        m_files.hand_over(path, keep);
    }

    LaunchOptions m_options;
    bool m_platform_files = false;  // use_platform_files
    KeyCodes m_keys;
    UiState m_ui;
    Preferences m_preferences;
    PlaySession m_session;
    FilesSession m_files;
    FontSet m_fonts;
    FrameStats m_frame_stats;
    WatchMode m_watch;  // before m_commands, which pushes Watch commands into its queue
    CommandQueue m_commands{m_watch.commands()};
    PlayScreen m_screen;
    MenuBar m_menu_bar;
    PlayWindows m_windows;
    ShareActions m_share{m_ui, m_files, m_session, m_watch, m_windows.share};
    WatchView m_watch_view;
    PictureExport m_picture_export;  // Watch's PNG and GIF exports (painted with render)
    PlatformRequests m_requests;

    bool m_fonts_dirty = false;
    int m_extra_frames = 2;  // the first frames lay out windows; draw them all
};

}  // namespace sudoku::app
