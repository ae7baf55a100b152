// App: everything that touches files. Saves and the Open dialog, the autosave (resumed at
// start, written every interval and at exit), settings and statistics.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <utility>

#include "app/i18n/error_strings.hpp"
#include "app/model/app.hpp"
#include "app/session/overloaded.hpp"
#include "i18n/describe.hpp"
#include "io/autosave_resume.hpp"
#include "io/display_path.hpp"
#include "io/game_file.hpp"
#include "io/instance_lock.hpp"
#include "io/paths.hpp"
#include "io/puzzle_pool_file.hpp"
#include "io/recent_files.hpp"
#include "io/save_file.hpp"

namespace sudoku::app {

namespace {

// The file's name as the status line shows it: escaped (io::display_path), since a name may
// hold a newline or a terminal escape.
std::string file_name(const std::string& path) {
    return io::display_path(std::filesystem::path(path).filename());
}

}  // namespace

void App::apply_files(const FileCommand& command) {
    std::visit(Overloaded{
                   [&](const cmd::ShowOpenDialog&) {
                       if (m_platform_files) {
                           m_requests.choose_file_to_open = true;
                           return;
                       }
                       // No recent file: the dialog's own choice (the working folder, if it
                       // exists).
                       const std::string folder =
                           m_preferences.recent().empty()
                               ? std::string()
                               : std::filesystem::path(m_preferences.recent().front())
                                     .parent_path()
                                     .string();
                       m_file_dialog.show_open(folder);
                   },
                   [&](const cmd::Save& s) {
                       if (m_platform_files) {
                           save_for_platform();
                           return;
                       }
                       if (!s.save_as && !m_save_path.empty())
                           save_to(m_save_path);
                       else
                           m_file_dialog.show_save(default_save_path());
                   },
                   [&](const cmd::OpenFile& o) { open_file(o.path); },
                   [&](const cmd::SaveFile& s) {
                       save_to(s.path);
                       if (m_held_replacement && m_saved_revision == m_session.revision())
                           run_held_replacement();
                   },
                   [&](const cmd::ResolveReplace& r) { resolve_replacement(r.choice); },
                   [&](const cmd::QuitUnsaved& q) { apply_quit_unsaved(q); },
                   [&](const cmd::HandOverFile& h) {
                       if (!m_platform_files) return;
                       m_requests.files_to_hand_over.push_back(h.path);
                       if (!h.keep) m_requests.files_to_drop.push_back(h.path);
                   },
               },
               command);
}

void App::resume_or_start(LaunchOptions& options) {
    if (options.open_error) report_open_failure(*options.open_error);
    claim_autosave();
    if (options.watch.opens_watch()) {
        m_autosave_waits_for_play = true;
        m_launch_revision = m_session.revision();
    }
    if (!m_ui.source.empty()) return;  // a game was given on the command line
    m_ui.source = kDefaultSource;
    // Another window's game is not this one's to resume: it would be written back over the
    // newer game that window autosaves.
    if (m_autosave_allowed) resume_autosave();
}

void App::claim_autosave() {
    m_autosave_lock = io::InstanceLock::acquire(io::autosave_lock_path());
    switch (m_autosave_lock.state()) {
        case io::InstanceLock::State::Held:
            // The puzzles made ahead belong to the window that owns the player's files: two
            // windows sharing them would hand out the same puzzle twice.
            m_new_game_dialog.use_pool_file(io::puzzle_pool_path());
            return;
        case io::InstanceLock::State::Busy:
            m_autosave_allowed = false;
            std::fprintf(stderr,
                         "sudoku-lab: another instance owns the autosave; not autosaving\n");
            show_alert(Text::AlertAutosaveTitle, text(Text::AlertOtherInstance, m_ui.language));
            return;
        case io::InstanceLock::State::Unavailable:
            // No folder to lock in means no folder to autosave in either: the autosave's own
            // failure is reported when it happens (and at quit, with a way out).
            std::fprintf(stderr, "sudoku-lab: cannot lock %s: %s\n",
                         io::autosave_lock_path().c_str(), m_autosave_lock.problem().c_str());
            return;
    }
}

void App::resume_autosave() {
    io::AutosaveResume resumed = io::resume_autosave(io::autosave_path());
    if (resumed.game) {
        m_session.resume(std::move(*resumed.game), std::move(resumed.branches));
        m_ui.source = kAutosaveSource;
        // The autosave holds exactly this game: nothing to write until it changes. A game
        // restored from the .bak is written at the next change, as the new autosave.
        m_autosaved_revision = m_session.revision();
        m_autosaved_ms = m_session.game().elapsed_ms();
    }
    if (!resumed.damage) return;
    std::fprintf(stderr, "sudoku-lab: autosave: %s\n", i18n::english(*resumed.damage).c_str());
    const std::string why = error_text(*resumed.damage, m_ui.language) + "\n\n";
    if (!resumed.writable) {
        m_autosave_allowed = false;
        show_alert(Text::AlertAutosaveTitle,
                   why + text(Text::AlertAutosaveNotMoved, m_ui.language));
    } else if (resumed.from_backup) {
        std::fprintf(stderr, "sudoku-lab: autosave: resumed the previous one; kept %s\n",
                     resumed.kept.c_str());
        show_alert(Text::AlertAutosaveTitle,
                   why + fill(text(Text::AlertAutosaveRestored, m_ui.language),
                              {io::display_path(resumed.kept)}));
    } else {
        show_alert(Text::AlertAutosaveTitle, why + fill(text(Text::AlertAutosaveBad, m_ui.language),
                                                        {io::display_path(resumed.kept)}));
    }
}

void App::open_file(const std::string& path) {
    // Reading is quick, but a puzzle only starts once the solver has its solution: seconds on
    // a big sparse board, so never on the frame loop.
    m_open_job.start(path, ImGui::GetTime());
}

void App::collect_opened_file() {
    if (m_open_job.take_cancelled()) set_message(Text::StatusOpenCancelled);
    auto opened = m_open_job.take_result();
    if (!opened) return;
    // The alert or the new game shows on the next frames; without them the window, no longer
    // polling for the worker, would sleep until the next input event first.
    m_extra_frames = std::max(m_extra_frames, 2);
    const std::string path = m_open_job.path();
    if (!opened->ok()) {
        report_open_failure(opened->error());
        return;
    }
    if (m_open_job.asks_first() && game_unsaved()) {
        // The game in progress is not saved: the opened one waits for the player's answer.
        forget_held_replacement();
        m_held_opened = std::move(*opened).value();
        m_held_replacement = cmd::OpenFile{path};
        m_replace_dialog.ask();
        return;
    }
    use_opened_file(std::move(*opened).value(), path);
}

void App::use_opened_file(io::OpenedGame opened, const std::string& path) {
    const bool from_save = opened.from_save;
    m_session.replace_game(std::move(opened.game), file_name(path), from_save ? path : "",
                           std::move(opened.branches));
    m_preferences.remember(path);
    set_message(Text::StatusOpened, file_name(path));
}

void App::save_to(const std::string& path) {
    if (auto error = io::write_save(path, m_session.game(), m_session.branches())) {
        std::fprintf(stderr, "sudoku-lab: cannot save: %s\n", i18n::english(*error).c_str());
        show_alert(Text::AlertSaveFailed, error_text(*error, m_ui.language));
        return;
    }
    m_save_path = path;
    m_saved_revision = m_session.revision();
    m_preferences.remember(path);
    set_message(Text::StatusSaved, io::display_path(path));
    if (m_quit_after_save) {
        // The autosave had failed at quit and the game is now safe elsewhere: finish quitting.
        m_quit_after_save = false;
        m_quit_settled = true;
        m_requests.quit = true;
    }
}

void App::save_for_platform() {
    // A fresh name each time: the player's downloads folder keeps every save.
    m_save_path.clear();
    const std::string path = default_save_path();
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
    save_to(path);
    if (m_save_path == path) m_requests.files_to_hand_over.push_back(path);
}

void App::game_replaced(const std::string& save_path) {
    m_save_path = save_path;
    m_saved_revision = m_session.revision();  // nothing played yet, or as the opened save holds it
    // The new game is on disk at once: a crash a minute later keeps it.
    (void)write_autosave();
}

io::FileStatus App::write_autosave(bool force) {
    if (!m_autosave_allowed) return std::nullopt;
    if (m_autosave_waits_for_play) {
        if (m_session.revision() == m_launch_revision) return std::nullopt;
        m_autosave_waits_for_play = false;
    }
    const std::filesystem::path path = io::autosave_path();
    std::error_code ec;
    const bool unchanged = m_session.revision() == m_autosaved_revision &&
                           m_session.game().elapsed_ms() == m_autosaved_ms;
    if (!force && unchanged && std::filesystem::exists(path, ec)) return std::nullopt;
    m_autosave.saved();  // on failure too: retry an interval later, not every frame
    if (auto error = io::write_save(path, m_session.game(), m_session.branches())) {
        std::fprintf(stderr, "sudoku-lab: autosave: %s\n", i18n::english(*error).c_str());
        set_message(Text::StatusAutosaveFailed, error_text(*error, m_ui.language));
        return error;
    }
    m_autosaved_revision = m_session.revision();
    m_autosaved_ms = m_session.game().elapsed_ms();
    return std::nullopt;
}

bool App::confirm_quit() {
    if (m_quit_settled) return true;
    if (!m_quit_unsaved_text.empty()) return false;  // the dialog is already asking
    std::string reason;
    if (m_ui.prefs.autosave && m_autosave_allowed) {
        if (auto error = write_autosave()) reason = error_text(*error, m_ui.language);
    } else if (m_ui.prefs.autosave && m_session.revision() != m_start_revision &&
               m_session.revision() != m_saved_revision) {
        // This window was told at start that it would not autosave; a game played since and
        // not saved would be lost at quit, so ask all the same.
        reason = text(m_autosave_lock.state() == io::InstanceLock::State::Busy
                          ? Text::QuitReasonOtherInstance
                          : Text::QuitReasonDamagedAutosave,
                      m_ui.language);
    }
    if (!reason.empty()) {
        m_quit_unsaved_text = fill(text(Text::QuitUnsavedText, m_ui.language),
                                   {io::display_path(io::autosave_path()), reason});
        m_extra_frames = 2;  // the window may be asleep: draw the dialog now
        return false;
    }
    m_quit_settled = true;
    return true;
}

void App::apply_quit_unsaved(const cmd::QuitUnsaved& answer) {
    m_quit_unsaved_text.clear();
    switch (answer.choice) {
        case cmd::QuitUnsaved::Choice::SaveElsewhere: {
            // The data folder just failed: propose the home folder (or the game's own file).
            std::filesystem::path proposed = default_save_path();
            if (m_save_path.empty())
                if (const char* home = std::getenv("HOME"); home && *home)
                    proposed = std::filesystem::path(home) / proposed.filename();
            m_file_dialog.show_save(proposed.string());
            m_quit_after_save = true;
            break;
        }
        case cmd::QuitUnsaved::Choice::QuitWithoutSaving:
            m_quit_settled = true;
            m_requests.quit = true;
            break;
        case cmd::QuitUnsaved::Choice::Cancel:
            break;
    }
}

void App::report_open_failure(const core::Error& error) {
    std::fprintf(stderr, "sudoku-lab: cannot open: %s\n", i18n::english(error).c_str());
    show_alert(Text::AlertOpenFailed, error_text(error, m_ui.language) + "\n\n" +
                                          text(Text::AlertGameKept, m_ui.language));
}

bool App::game_unsaved() const {
    const core::Game& game = m_session.game();
    return game.can_undo() && !game.completed() && m_session.revision() != m_saved_revision;
}

bool App::hold_replacement(const Command& command) {
    const bool replaces = std::holds_alternative<cmd::StartGame>(command) ||
                          std::holds_alternative<cmd::OpenFile>(command);
    if (!replaces || !game_unsaved()) return false;
    // A file that cannot be opened replaces nothing: it is opened (and solved) first, on the
    // worker as every open is, and the question comes only once it has opened
    // (collect_opened_file); an error shows without a question.
    if (const auto* open = std::get_if<cmd::OpenFile>(&command)) {
        m_open_job.start(open->path, ImGui::GetTime(), /*ask_first=*/true);
        return true;
    }
    forget_held_replacement();
    m_held_replacement = command;
    m_replace_dialog.ask();
    return true;
}

void App::forget_held_replacement() {
    m_held_replacement.reset();
    m_held_opened.reset();
}

void App::resolve_replacement(ReplaceChoice choice) {
    if (!m_held_replacement) return;
    switch (choice) {
        case ReplaceChoice::Cancel:
            forget_held_replacement();
            break;
        case ReplaceChoice::Discard:
            run_held_replacement();
            break;
        case ReplaceChoice::Save:
            // The game's own file is saved as Ctrl+S would; otherwise the Save dialog asks
            // where, and the replacement waits for its SaveFile (or is dropped on Cancel).
            if (m_save_path.empty()) {
                m_file_dialog.show_save(default_save_path());
                break;
            }
            save_to(m_save_path);
            if (m_saved_revision == m_session.revision())
                run_held_replacement();
            else
                forget_held_replacement();  // the save failed: its alert shows, the game stays
            break;
    }
}

void App::run_held_replacement() {
    Command command = std::move(*m_held_replacement);
    std::optional<io::OpenedGame> opened = std::move(m_held_opened);
    forget_held_replacement();
    // The player chose: this game may go. If it stays (a file that cannot be opened), it is
    // as unsaved as before.
    const std::uint64_t revision = m_session.revision();
    const std::uint64_t saved = std::exchange(m_saved_revision, revision);
    const auto* open = std::get_if<cmd::OpenFile>(&command);
    if (open && opened)
        use_opened_file(std::move(*opened), open->path);  // opened already: no second open
    else
        apply(command);
    if (m_session.revision() == revision) m_saved_revision = saved;
}

std::string App::default_save_path() const {
    if (!m_save_path.empty()) return m_save_path;
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm local{};
    localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    std::string mode = io::game_mode(m_session.game().layout());
    for (char& c : mode)
        if (c == ' ') c = '-';
    // .sudoku.json: the desktop's MIME type for saves (packaging/) matches it, so a
    // double-click opens the save in the game; it stays a .json file for every other tool.
    return (io::data_dir() / "saves" / ("sudoku-" + mode + "-" + stamp + ".sudoku.json")).string();
}

}  // namespace sudoku::app
