// The game's front end: owns the game (core::Game), the UI state, the views and the command
// queue. Each frame: update(dt), draw() (views only queue commands), execute_commands() (the
// model changes here). No GLFW or GL calls: the platform layer acts on the returned requests.
// Play commands live in app_play.cpp, files (saves, autosave, settings, statistics) in
// app_files.cpp.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/dialogs/confirm_dialog.hpp"
#include "app/dialogs/custom_puzzle_dialog.hpp"
#include "app/dialogs/file_dialog.hpp"
#include "app/dialogs/help_window.hpp"
#include "app/dialogs/new_game_dialog.hpp"
#include "app/dialogs/practice_window.hpp"
#include "app/dialogs/print_dialog.hpp"
#include "app/dialogs/replace_game_dialog.hpp"
#include "app/dialogs/share_code_dialog.hpp"
#include "app/dialogs/statistics_window.hpp"
#include "app/lab/experiments_window.hpp"
#include "app/model/input.hpp"
#include "app/model/launch_options.hpp"
#include "app/model/open_file_job.hpp"
#include "app/model/puzzle_library.hpp"
#include "app/model/share_link.hpp"
#include "app/model/ui_state.hpp"
#include "app/play/branch_tree_window.hpp"
#include "app/play/history_window.hpp"
#include "app/play/menu_bar.hpp"
#include "app/play/play_screen.hpp"
#include "app/session/play_session.hpp"
#include "app/session/preferences.hpp"
#include "app/support/autosave_timer.hpp"
#include "app/views/fonts.hpp"
#include "app/views/frame_stats.hpp"
#include "app/watch/watch_mode.hpp"
#include "app/watch/watch_view.hpp"
#include "io/file_error.hpp"
#include "io/instance_lock.hpp"

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
};

class App : private PlayHost {
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
    [[nodiscard]] bool confirm_quit();
    // Called once after the last frame: writes the autosave (unless confirm_quit
    // already settled it), the settings (with the window's
    // windowed size, in screen coordinates) and --write-board.
    void shutdown(int window_width, int window_height);
    // The display is gone and the process ends now: writes the autosave (when on and owned)
    // and nothing else.
    void write_final_autosave();
    // The web page's own address (the web platform sets it): Copy link uses it when
    // settings.json names no share_link_base.
    void set_page_address(std::string address) { m_page_address = std::move(address); }
    // Open and Save go through the platform (PlatformRequests) instead of the game's own file
    // dialog: a page has no folders the player can browse.
    // The exports then hand their files over too, and GIF and PDF (not made there) are greyed out.
    void use_platform_files() {
        m_platform_files = true;
        m_ui.downloads = true;
    }
    // A link or code from outside (the page's fragment, a hashchange): opens as a paste does.
    void open_link_text(const std::string& text) {
        post(cmd::Share{.action = cmd::Share::Action::OpenLink, .text = text});
    }

  private:
    // Hands the command to its group's function: apply_play, apply_files or apply_view.
    void apply(const Command& command);
    // The commands that move the cursor, change the view or preferences, or open a panel.
    void apply_view(const ViewCommand& command);
    void set_message(Text key, const std::string& argument = {}) {
        app::set_message(m_ui, key, argument);
    }
    [[nodiscard]] ViewContext view_context();
    // The game's windows and dialogs over the main window, then the keys of the frame.
    void draw_play_windows(const ViewContext& ctx);
    // A dialog that takes the keys is open: the clock stops and play keys are off.
    [[nodiscard]] bool dialog_open() const;
    [[nodiscard]] bool clock_running() const;

    // [app.cpp] What the play session asks of the program (PlayHost).
    void ask_confirmation(RiskyAction action) override { m_confirm_dialog.ask(action); }
    void game_replaced(const std::string& save_path) override;
    void result_recorded() override { (void)write_autosave(); }
    // Share codes (app_share.cpp). The position as a code (or the SudokuWiki link) to the
    // clipboard; a pasted text that is a share code opens its position (true), or shows the
    // Open share code dialog with the code's error (true); false: not a share code.
    void apply_share(const cmd::Share& share);  // the Edit menu's share items, a link given
    void copy_share_code(bool link);
    bool open_share_code(std::string_view text);
    // Edit > Copy link: the page address + "#" + the code (+ Watch's lanes and step).
    void copy_page_link();
    // A link that parsed: its game (asking first, as opening a file does) and its Watch lane.
    void open_link(const ShareLink& link);

    // [app_files.cpp]
    // The commands that open and save files, and answer the save-before-replacing question.
    void apply_files(const FileCommand& command);
    void save_preferences() { m_preferences.save(m_ui); }
    void resume_or_start(LaunchOptions& options);
    // Takes the autosave's lock; without it this run neither resumes nor writes the autosave.
    void claim_autosave();
    void resume_autosave();
    void apply_quit_unsaved(const cmd::QuitUnsaved& answer);
    // Starts opening on a worker (a spinner with Cancel shows meanwhile); update() collects
    // the result through collect_opened_file().
    void open_file(const std::string& path);
    void collect_opened_file();
    // Replaces the game with one the worker opened from `path`.
    void use_opened_file(io::OpenedGame opened, const std::string& path);
    void save_to(const std::string& path);
    // Writes the game to the autosave unless the file already holds it (force: regardless),
    // this run does not own the autosave, or a Watch start has not been played yet. The
    // error of a write that failed (also shown in the status line).
    io::FileStatus write_autosave(bool force = false);
    void show_alert(Text title, const std::string& text) { app::show_alert(m_ui, title, text); }
    // A file that could not be opened: stderr in English, an alert in the player's language.
    void report_open_failure(const core::Error& error);
    [[nodiscard]] std::string default_save_path() const;
    // Save with use_platform_files: a new file, handed to the platform (PlatformRequests).
    void save_for_platform();
    // A game in progress (a move on the board, not completed) changed since the player last
    // saved it: replacing it asks first. The autosave does not count, as the player cannot
    // name or find it.
    [[nodiscard]] bool game_unsaved() const;
    // Holds a command that would replace such a game and asks; false when it may run now.
    bool hold_replacement(const Command& command);
    void resolve_replacement(ReplaceChoice choice);
    void run_held_replacement();
    void forget_held_replacement();
    // Watch mode's screen in place of the game's (menu bar and help stay).
    void draw_watch(const ViewContext& ctx);
    // A Watch session opened with presentation mode on (or off): theme, size and the mode.
    void present_session(bool on);

    // [app_tools.cpp] Printing and practice.
    void apply_tools(const ToolsCommand& command);

    LaunchOptions m_options;
    std::string m_page_address;     // set_page_address
    bool m_platform_files = false;  // use_platform_files
    KeyCodes m_keys;
    UiState m_ui;
    Preferences m_preferences;
    PlaySession m_session;
    FontSet m_fonts;
    FrameStats m_frame_stats;
    CommandQueue m_commands;
    PlayScreen m_screen;
    MenuBar m_menu_bar;
    HelpWindow m_help_window;
    HistoryWindow m_history_window;
    BranchTreeWindow m_branch_window;
    StatisticsWindow m_statistics_window;
    FileDialog m_file_dialog;
    NewGameDialog m_new_game_dialog;
    PrintDialog m_print_dialog;
    PracticeWindow m_practice_window;
    CustomPuzzleDialog m_custom_puzzle_dialog;
    PuzzleLibrary m_puzzle_library;
    ExperimentsWindow m_experiments;
    ReplaceGameDialog m_replace_dialog;
    ConfirmDialog m_confirm_dialog;
    ShareCodeDialog m_share_dialog;
    std::optional<Command> m_held_replacement;    // waits for the answer (or the Save dialog)
    std::optional<io::OpenedGame> m_held_opened;  // a held OpenFile's game, opened already
    OpenFileJob m_open_job;
    WatchMode m_watch;
    WatchView m_watch_view;
    PlatformRequests m_requests;

    core::AutosaveTimer m_autosave{30.0};
    // What the autosave holds: the session's revision and clock then.
    std::uint64_t m_autosaved_revision = 0;
    std::uint64_t m_saved_revision = 0;  // what the player last saved (or opened, started)
    std::int64_t m_autosaved_ms = -1;
    io::InstanceLock m_autosave_lock;
    bool m_autosave_allowed = true;  // this run owns the autosave and may replace it
    // A Watch start only looks at a puzzle: the autosave keeps the last game played until the
    // game changes from this revision (a move, a new game).
    bool m_autosave_waits_for_play = false;
    std::uint64_t m_launch_revision = 0;
    std::uint64_t m_start_revision = 0;  // the game as this run began (resumed or given)
    std::string m_quit_unsaved_text;     // non-empty: the autosave failed at quit; ask the player
    bool m_quit_after_save = false;      // "Save elsewhere…" was chosen: quit once saved
    bool m_quit_settled = false;         // the autosave was written or the player chose to go
    std::string m_save_path;  // the game's own file, for Ctrl+S; empty until saved or opened
    bool m_fonts_dirty = false;
    int m_extra_frames = 2;  // the first frames lay out windows; draw them all
};

}  // namespace sudoku::app
