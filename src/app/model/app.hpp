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
#include "app/model/share_link.hpp"
#include "app/dialogs/statistics_window.hpp"
#include "app/lab/experiments_window.hpp"
#include "app/model/input.hpp"
#include "app/model/launch_options.hpp"
#include "app/model/open_file_job.hpp"
#include "app/model/puzzle_library.hpp"
#include "app/model/ui_state.hpp"
#include "app/play/branch_tree_window.hpp"
#include "app/play/celebration_view.hpp"
#include "app/play/history_window.hpp"
#include "app/play/menu_bar.hpp"
#include "app/play/side_panel.hpp"
#include "app/play/status_bar.hpp"
#include "app/support/autosave_timer.hpp"
#include "app/views/board_view.hpp"
#include "app/views/fonts.hpp"
#include "app/views/frame_stats.hpp"
#include "app/watch/watch_mode.hpp"
#include "app/watch/watch_view.hpp"
#include "core/logic/hint_ladder.hpp"
#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"
#include "io/file_error.hpp"
#include "io/instance_lock.hpp"
#include "io/statistics.hpp"

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

class App {
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
        m_board_view.set_texture_store(store);
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
    void use_platform_files() { m_platform_files = true; }
    // A link or code from outside (the page's fragment, a hashchange): opens as a paste does.
    void open_link_text(const std::string& text) {
        post(cmd::Share{.action = cmd::Share::Action::OpenLink, .text = text});
    }

  private:
    // Hands the command to its group's function: apply_play, apply_files or apply_view.
    void apply(const Command& command);
    // The commands that move the cursor, change the view or preferences, or open a panel.
    void apply_view(const ViewCommand& command);
    void set_message(Text key, const std::string& argument = {});
    [[nodiscard]] ViewContext view_context();
    void draw_frame_stats();
    void draw_menu_bar(const ViewContext& ctx);
    void draw_menus(const ViewContext& ctx);  // the game's menus, then Watch's
    // The game's screen: the board and the side panel side by side, centred as a group.
    void draw_play_layout(const ViewContext& ctx, bool compact, ImVec2 pad);
    // A tall narrow window (a phone held upright): the board above, the panel under it.
    static constexpr float kStackedAspect = 1.25f;    // height / width from which it stacks
    static constexpr float kStackedBoardShare = 0.5f;  // of the height, at most, for the board
    [[nodiscard]] static bool stacks_board_over_panel(ImVec2 avail);
    void draw_stacked_layout(const ViewContext& ctx, bool compact, ImVec2 pad);
    // The side panel and the status line (under the panel when compact, else under both).
    void draw_panel_column(const ViewContext& ctx, bool compact, ImVec2 pad, float panel_width,
                           float area_height);
    // The game's windows and dialogs over the main window, then the keys of the frame.
    void draw_play_windows(const ViewContext& ctx);
    void draw_board_area(const ViewContext& ctx);
    void draw_alert(const ViewContext& ctx);
    void draw_quit_unsaved(const ViewContext& ctx);
    void draw_notes_popup(const ViewContext& ctx);
    // A dialog that takes the keys is open: the clock stops and play keys are off.
    [[nodiscard]] bool dialog_open() const;
    [[nodiscard]] bool clock_running() const;

    // [app_marks.cpp] Marking: the selection, entry modes, digit first, colours.
    // The cells a digit, mark or colour goes to: the selection, or the cursor alone.
    [[nodiscard]] std::vector<core::Cell> selected_cells() const;
    // A digit in the entry mode (digit, corner or centre mark, colour) on the selection.
    void enter_digit(core::Digit digit);
    void enter_mark(EntryMode mode, core::Digit digit);
    void erase_selection();
    void select_cell(const cmd::SelectCell& select);
    void move_cursor(const cmd::MoveCursor& move);
    void apply_marking(const cmd::SetEntryMode& command);
    void apply_marking(const cmd::EnterMark& command);
    void apply_marking(const cmd::ApplyColour& command);
    void apply_marking(const cmd::ColourCandidate& command);
    void apply_marking(const cmd::SetDigitFirst& command);
    void apply_marking(const cmd::PickDigit& command);
    void apply_marking(const cmd::SetFilter& command);

    // [app_play.cpp]
    // The commands that change the game (or start a new one).
    void apply_play(const PlayCommand& command);
    // Plays a move; reports errors in the status line, celebrates a completion.
    void play(const core::Move& move);
    // The play commands that take more than a line (apply_play dispatches).
    // True when the action may run now: answered, or nothing to lose; else the dialog asks.
    bool confirmed(RiskyAction action, bool answered);
    void restart_game();
    void jump_history(std::size_t target);  // undo or redo until `target` moves are applied
    void check_entries();
    void press_hint();
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
    // Replaces the game in progress (new game, opened file); the clock starts at its tally.
    // `branches`: the what-if branches saved with it (none for a new game).
    void replace_game(core::Game game, PuzzleSource source, std::string save_path,
                      core::BranchTree branches = {});
    void start_game(const cmd::StartGame& start);
    // After each batch of commands: the banner, the clock and the statistics follow whether
    // the board is solved now (a solution can be undone).
    void sync_completion();
    // The board became solved: celebrate; a new result (the attempt's first completion) is
    // also recorded in the statistics.
    void on_completed(bool new_result);
    // Writes the statistics after a new result; false (and the player is told) when they
    // could not be recorded.
    bool save_statistics();
    // Records the attempt in the statistics (and the autosave); the mode's best time before.
    // `recorded` is false when the statistics could not be written.
    std::int64_t record_result(bool& recorded);
    // Re-derives the view facts (conflicts, Check marks, hint shading) after any change.
    void after_change();
    void refresh_hint_text();

    // [app_branches.cpp] What-if branches: try a value, abandon, keep.
    void apply_whatif(const cmd::WhatIf& command);
    // The digit typed (or clicked on the pad) while "Try a value…" waits for one opens the
    // branch; false when no digit is awaited (the digit is then an ordinary entry).
    bool try_digit(core::Digit digit);
    // After every change: undo past a branch point abandons the branches opened after it, a
    // moved cursor stops waiting for a digit, and the status line names a contradiction.
    void sync_branches();
    void show_branch_contradiction();
    // The arguments {1} = {2} of a branch's messages: its cell's name and digit.
    [[nodiscard]] std::vector<std::string> branch_guess(const core::Branch& branch) const;

    // [app_files.cpp]
    // The commands that open and save files, and answer the save-before-replacing question.
    void apply_files(const FileCommand& command);
    void load_preferences();
    void save_preferences();
    // The interface size: --scale, else the saved one, else (no settings yet) the monitor's.
    void choose_ui_scale(bool settings_saved, float monitor_scale);
    void set_option(Option option, bool value);
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
    void remember(const std::string& path);
    // Writes the game to the autosave unless the file already holds it (force: regardless),
    // this run does not own the autosave, or a Watch start has not been played yet. The
    // error of a write that failed (also shown in the status line).
    io::FileStatus write_autosave(bool force = false);
    void show_alert(Text title, const std::string& text);
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
    std::string m_page_address;  // set_page_address
    bool m_platform_files = false;  // use_platform_files
    // The menu bar's width drawn whole, for the language and size it was measured in (0: not
    // yet): wider than the window, the menus fold into one.
    float m_menu_full_width = 0.0f;
    Language m_menu_measured_language = Language::English;
    float m_menu_measured_scale = 0.0f;
    KeyCodes m_keys;
    core::Game m_game;
    core::BranchTree m_branches;  // the player's what-if branches on m_game's history
    PlayView m_play;
    core::HintLadder m_hint;
    UiState m_ui;
    FontSet m_fonts;
    FrameStats m_frame_stats;
    CommandQueue m_commands;
    BoardView m_board_view;
    SidePanel m_side_panel;
    MenuBar m_menu_bar;
    StatusBar m_status_bar;
    HelpWindow m_help_window;
    HistoryWindow m_history_window;
    BranchTreeWindow m_branch_window;
    StatisticsWindow m_statistics_window;
    FileDialog m_file_dialog;
    CelebrationView m_celebration_view;
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

    io::Statistics m_statistics;
    bool m_statistics_writable = true;  // false: statistics.json is damaged; never overwrite it
    std::vector<std::string> m_recent;
    core::AutosaveTimer m_autosave{30.0};
    // What the autosave holds: the game's revision (bumped by every change) and clock.
    std::uint64_t m_revision = 1;
    std::uint64_t m_autosaved_revision = 0;
    std::uint64_t m_checked_revision = 0;  // the position Check marks belong to
    std::uint64_t m_saved_revision = 0;    // what the player last saved (or opened, started)
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
    std::string m_save_path;        // the game's own file, for Ctrl+S; empty until saved or opened
    double m_clock_carry_ms = 0.0;  // fractions of a millisecond not yet added to the game
    bool m_solved_shown = false;    // the views show the game solved (banner, stopped clock)
    bool m_result_given = false;    // the attempt's completion was recorded (tally().completed)
    bool m_fonts_dirty = false;
    int m_extra_frames = 2;  // the first frames lay out windows; draw them all
};

}  // namespace sudoku::app
