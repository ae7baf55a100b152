// The files policy of the game: the autosave (its lock, resuming it at start, writing it after
// changes and at quit), the game's own save file, opening a file on a worker (never on the
// frame thread), the recent files, and the two questions around them: save the game in
// progress before it is replaced? and, when the autosave failed at quit, what now? Draws
// nothing: the front end shows the question asked (FilesHost) and posts the answer back as a
// FileCommand.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <variant>

#include "app/session/file_commands.hpp"
#include "app/session/open_file_job.hpp"
#include "app/session/play_session.hpp"
#include "app/support/autosave_timer.hpp"
#include "io/file_error.hpp"
#include "io/game_file.hpp"
#include "io/instance_lock.hpp"

namespace sudoku::app {

// What the files policy asks of the screen around it.
class FilesHost {
  public:
    virtual ~FilesHost() = default;
    // The Open dialog, starting in `folder` (empty: the dialog's own choice).
    virtual void show_open_dialog(const std::string& folder) = 0;
    // The Save dialog, proposing `path`; its answer comes back as cmd::SaveFile.
    virtual void show_save_dialog(const std::string& path) = 0;
    // "Save the game in progress first?"; the answer comes back as cmd::ResolveReplace.
    virtual void ask_replace_game() = 0;
    // The player chose to quit (or the game is safe now): the window may close.
    virtual void quit_now() = 0;
    // Something changed without input (a file opened on the worker, a question to draw): the
    // next frames must be drawn.
    virtual void wake() = 0;
    // With platform files (a browser): `path` was just written (saved, exported); give it to
    // the player. `keep`: the game reads it again, so the platform keeps its copy.
    virtual void hand_over(const std::string& path, bool keep) = 0;
};

// Where the player's files live (io/paths.hpp); the tests point them at a folder of their own.
struct FilePlaces {
    std::filesystem::path autosave;
    std::filesystem::path lock;
    std::filesystem::path saves;  // the folder new saves are proposed in
    [[nodiscard]] static FilePlaces player();
};

class FilesSession {
  public:
    FilesSession(UiState& ui, Preferences& preferences, PlaySession& play, FilesHost& host,
                 FilePlaces places = FilePlaces::player());

    // [files_autosave.cpp]
    // At start: takes the autosave's lock (without it this run neither resumes nor writes the
    // autosave, and says so). `opens_watch`: the run starts in Watch mode, which only looks
    // at a puzzle: the autosave keeps the last game played until the game changes.
    void start(bool opens_watch);
    // Takes up the autosave's game (when this run owns the autosave); true when it did. A
    // damaged autosave is set aside (never lost) and said in an alert.
    bool resume_autosave();
    [[nodiscard]] bool owns_autosave() const { return m_lock.held(); }
    void set_autosave_interval(double seconds) { m_autosave.set_interval(seconds); }
    // Collects a file opened on the worker; writes the autosave when it is due.
    void update(double dt_seconds);
    // Blocks until the file opening on the worker (if any) is in, and takes it as update()
    // would (the command-level tests; the frame loop never waits).
    void finish_open() { collect_opened_file(m_open_job.wait()); }
    // Writes the game to the autosave unless the file already holds it (force: regardless),
    // this run does not own the autosave, or a Watch start has not been played yet. The
    // error of a write that failed (also shown in the status line).
    io::FileStatus write_autosave(bool force = false);
    // The player asks to quit: writes the autosave first. True: the window may close. False:
    // the autosave could not keep the game, and quit_question() asks what to do.
    [[nodiscard]] bool confirm_quit();
    // The process ends: the autosave (when on, owned, and quitting did not settle it).
    void write_final_autosave();
    // Non-empty while the quit question is asked (its text, in the player's language).
    [[nodiscard]] const std::string& quit_question() const { return m_quit_question; }

    // [files_session.cpp]
    void apply(const FileCommand& command);
    // A new game: asks first when it would replace an unsaved game in progress.
    void start_game(const cmd::StartGame& start);
    // The Save dialog is not open (any more): a save it was asked for is not coming.
    void save_dialog_closed();
    // The play session replaced the game / recorded a result (PlayHost, through the front end).
    void game_replaced(const std::string& save_path);
    void result_recorded() { (void)write_autosave(); }
    // Open and Save go through the platform (a page has no folders): see FilesHost::hand_over.
    // The exports are handed over too, and GIF and PDF (made only by the desktop) greyed out.
    void use_platform_files() {
        m_platform_files = true;
        m_ui.downloads = true;
    }
    // A file written for the player (cmd::HandOverFile): handed over with platform files;
    // elsewhere it stays where it was written.
    void hand_over(const std::string& path, bool keep) {
        if (m_platform_files) m_host.hand_over(path, keep);
    }
    void set_save_path(std::string path) { m_save_path = std::move(path); }
    // A file that could not be opened: stderr in English, an alert in the player's language.
    void report_open_failure(const core::Error& error);

    // A game in progress (a move on the board, not completed) changed since the player last
    // saved it: replacing it asks first. The autosave does not count, as the player cannot
    // name or find it.
    [[nodiscard]] bool game_unsaved() const;
    // A replacement waits for the player's answer (or for the Save dialog).
    [[nodiscard]] bool replacement_held() const { return m_held.has_value(); }
    [[nodiscard]] bool asking_replace() const { return m_asking_replace; }
    [[nodiscard]] OpenFileJob& open_job() { return m_open_job; }
    [[nodiscard]] const OpenFileJob& open_job() const { return m_open_job; }
    // The clock the open job's spinner counts from (advanced by update()).
    [[nodiscard]] double clock_seconds() const { return m_clock; }
    [[nodiscard]] const std::string& save_path() const { return m_save_path; }
    [[nodiscard]] std::string default_save_path() const;

  private:
    // A game opened from `path` on the worker, waiting for the answer.
    struct OpenedFile {
        std::string path;
        io::OpenedGame game;
    };
    using Held = std::variant<cmd::StartGame, OpenedFile>;

    // [files_autosave.cpp]
    void apply_quit_unsaved(const cmd::QuitUnsaved& answer);
    // [files_session.cpp]
    void show_open_dialog();
    void save(const cmd::Save& save);
    void open_file(const std::string& path);
    void collect_opened_file(std::optional<io::FileResult<io::OpenedGame>> opened);
    void use_opened_file(io::OpenedGame opened, const std::string& path);
    void save_to(const std::string& path);
    void save_for_platform();
    void hold(Held held);
    void resolve_replacement(ReplaceChoice choice);
    void run_held_replacement();

    UiState& m_ui;
    Preferences& m_preferences;
    PlaySession& m_play;
    FilesHost& m_host;
    FilePlaces m_places;
    OpenFileJob m_open_job;
    double m_clock = 0.0;
    std::optional<Held> m_held;  // waits for the answer (or the Save dialog)
    bool m_asking_replace = false;
    bool m_platform_files = false;
    std::string m_save_path;  // the game's own file, for Ctrl+S; empty until saved or opened
    std::uint64_t m_saved_revision = 0;  // what the player last saved (or opened, started)

    core::AutosaveTimer m_autosave{30.0};
    io::InstanceLock m_lock;
    bool m_autosave_allowed = true;  // this run owns the autosave and may replace it
    // What the autosave holds: the session's revision and clock then.
    std::uint64_t m_autosaved_revision = 0;
    std::int64_t m_autosaved_ms = -1;
    // A Watch start only looks at a puzzle: the autosave keeps the last game played until the
    // game changes from this revision (a move, a new game).
    bool m_autosave_waits_for_play = false;
    std::uint64_t m_launch_revision = 0;
    std::uint64_t m_start_revision = 0;  // the game as this run began (resumed or given)
    std::string m_quit_question;         // non-empty: the autosave failed at quit; ask
    bool m_quit_after_save = false;      // "Save elsewhere…" was chosen: quit once saved
    bool m_quit_settled = false;         // the autosave was written or the player chose to go
};

}  // namespace sudoku::app
