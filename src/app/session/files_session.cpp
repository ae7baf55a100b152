// FilesSession: Open and Save, the game's own file, the recent files, and the question asked
// before a new or opened game replaces an unsaved game in progress.
#include "app/session/files_session.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <utility>

#include "app/i18n/error_strings.hpp"
#include "app/session/overloaded.hpp"
#include "i18n/describe.hpp"
#include "io/display_path.hpp"
#include "io/instance_lock.hpp"
#include "io/paths.hpp"
#include "io/save_file.hpp"
#include "io/statistics.hpp"

namespace sudoku::app {

namespace {

// The file's name as the status line shows it: escaped (io::display_path), since a name may
// hold a newline or a terminal escape.
std::string file_name(const std::string& path) {
    return io::display_path(std::filesystem::path(path).filename());
}

}  // namespace

FilePlaces FilePlaces::player() {
    return {.autosave = io::autosave_path(),
            .lock = io::autosave_lock_path(),
            .saves = io::data_dir() / "saves"};
}

FilesSession::FilesSession(UiState& ui, Preferences& preferences, PlaySession& play,
                           FilesHost& host, FilePlaces places)
    : m_ui(ui),
      m_preferences(preferences),
      m_play(play),
      m_host(host),
      m_places(std::move(places)) {}

void FilesSession::apply(const FileCommand& command) {
    std::visit(Overloaded{
                   [&](const cmd::ShowOpenDialog&) { show_open_dialog(); },
                   [&](const cmd::Save& s) { save(s); },
                   [&](const cmd::OpenFile& o) { open_file(o.path); },
                   [&](const cmd::SaveFile& s) {
                       save_to(s.path);
                       if (m_held && m_saved_revision == m_play.revision()) run_held_replacement();
                   },
                   [&](const cmd::ResolveReplace& r) { resolve_replacement(r.choice); },
                   [&](const cmd::QuitUnsaved& q) { apply_quit_unsaved(q); },
                   [&](const cmd::HandOverFile& h) { hand_over(h.path, h.keep); },
               },
               command);
}

void FilesSession::show_open_dialog() {
    // No recent file: the dialog's own choice (the working folder, if it exists).
    const auto& recent = m_preferences.recent();
    m_host.show_open_dialog(recent.empty()
                                ? std::string()
                                : std::filesystem::path(recent.front()).parent_path().string());
}

void FilesSession::save(const cmd::Save& save) {
    if (m_platform_files)
        save_for_platform();
    else if (!save.save_as && !m_save_path.empty())
        save_to(m_save_path);
    else
        m_host.show_save_dialog(default_save_path());
}

void FilesSession::start_game(const cmd::StartGame& start) {
    if (game_unsaved())
        hold(start);
    else
        m_play.apply(PlayCommand{start});
}

void FilesSession::open_file(const std::string& path) {
    // Reading is quick, but a puzzle only starts once the solver has its solution: seconds on
    // a big sparse board, so never on the frame loop. A file that cannot be opened replaces
    // nothing: with an unsaved game the question comes only once the file has opened.
    m_open_job.start(path, m_clock, /*ask_first=*/game_unsaved());
}

void FilesSession::collect_opened_file(std::optional<io::FileResult<io::OpenedGame>> opened) {
    if (m_open_job.take_cancelled()) set_message(m_ui, Text::StatusOpenCancelled);
    if (!opened) return;
    // The alert or the new game shows on the next frames; without them the window, no longer
    // polling for the worker, would sleep until the next input event first.
    m_host.wake();
    const std::string path = m_open_job.path();
    if (!opened->ok()) {
        report_open_failure(opened->error());
        return;
    }
    if (m_open_job.asks_first() && game_unsaved()) {
        // The game in progress is not saved: the opened one waits for the player's answer.
        hold(OpenedFile{path, std::move(*opened).value()});
        return;
    }
    use_opened_file(std::move(*opened).value(), path);
}

void FilesSession::use_opened_file(io::OpenedGame opened, const std::string& path) {
    const bool from_save = opened.from_save;
    m_play.replace_game(std::move(opened.game), file_name(path), from_save ? path : "",
                        std::move(opened.branches));
    m_preferences.remember(path);
    set_message(m_ui, Text::StatusOpened, file_name(path));
}

void FilesSession::save_to(const std::string& path) {
    if (auto error = io::write_save(path, m_play.game(), m_play.branches())) {
        std::fprintf(stderr, "sudoku-lab: cannot save: %s\n", i18n::english(*error).c_str());
        show_alert(m_ui, Text::AlertSaveFailed, error_text(*error, m_ui.language));
        return;
    }
    m_save_path = path;
    m_saved_revision = m_play.revision();
    m_preferences.remember(path);
    set_message(m_ui, Text::StatusSaved, io::display_path(path));
    if (m_quit_after_save) {
        // The autosave had failed at quit and the game is now safe elsewhere: finish quitting.
        m_quit_after_save = false;
        m_quit_settled = true;
        m_host.quit_now();
    }
}

void FilesSession::save_for_platform() {
    // A fresh name each time: the player's downloads folder keeps every save.
    m_save_path.clear();
    const std::string path = default_save_path();
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
    save_to(path);
    if (m_save_path == path) m_host.hand_over(path, /*keep=*/true);
}

void FilesSession::game_replaced(const std::string& save_path) {
    m_save_path = save_path;
    m_saved_revision = m_play.revision();  // nothing played yet, or as the opened save holds it
    // The new game is on disk at once: a crash a minute later keeps it.
    (void)write_autosave();
}

void FilesSession::report_open_failure(const core::Error& error) {
    std::fprintf(stderr, "sudoku-lab: cannot open: %s\n", i18n::english(error).c_str());
    show_alert(
        m_ui, Text::AlertOpenFailed,
        error_text(error, m_ui.language) + "\n\n" + text(Text::AlertGameKept, m_ui.language));
}

bool FilesSession::game_unsaved() const {
    const core::Game& game = m_play.game();
    return game.can_undo() && !game.completed() && m_play.revision() != m_saved_revision;
}

void FilesSession::hold(Held held) {
    m_held = std::move(held);
    m_asking_replace = true;
    m_host.ask_replace_game();
}

void FilesSession::save_dialog_closed() {
    // "Save elsewhere…" at quit, then the save dialog was cancelled: the game goes on.
    m_quit_after_save = false;
    // The Save dialog asked for on the way to a replacement was closed without saving.
    if (m_held && !m_asking_replace) m_held.reset();
}

void FilesSession::resolve_replacement(ReplaceChoice choice) {
    m_asking_replace = false;
    if (!m_held) return;
    switch (choice) {
        case ReplaceChoice::Cancel:
            m_held.reset();
            break;
        case ReplaceChoice::Discard:
            run_held_replacement();
            break;
        case ReplaceChoice::Save:
            // The game's own file is saved as Ctrl+S would; otherwise the Save dialog asks
            // where, and the replacement waits for its SaveFile (or is dropped on Cancel).
            if (m_save_path.empty()) {
                m_host.show_save_dialog(default_save_path());
                break;
            }
            save_to(m_save_path);
            if (m_saved_revision == m_play.revision())
                run_held_replacement();
            else
                m_held.reset();  // the save failed: its alert shows, the game stays
            break;
    }
}

void FilesSession::run_held_replacement() {
    Held held = std::move(*m_held);
    m_held.reset();
    // The player chose: this game may go. If it stays (a puzzle that does not start), it is
    // as unsaved as before.
    const std::uint64_t revision = m_play.revision();
    const std::uint64_t saved = std::exchange(m_saved_revision, revision);
    m_ui.message.clear();  // the status line speaks of the new game
    std::visit(Overloaded{
                   [&](const cmd::StartGame& start) { m_play.apply(PlayCommand{start}); },
                   [&](OpenedFile& file) { use_opened_file(std::move(file.game), file.path); },
               },
               held);
    if (m_play.revision() == revision) m_saved_revision = saved;
}

std::string FilesSession::default_save_path() const {
    if (!m_save_path.empty()) return m_save_path;
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm local{};
    localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    std::string mode = io::game_mode(m_play.game().layout());
    for (char& c : mode)
        if (c == ' ') c = '-';
    // .sudoku.json: the desktop's MIME type for saves (packaging/) matches it, so a
    // double-click opens the save in the game; it stays a .json file for every other tool.
    return (m_places.saves / ("sudoku-" + mode + "-" + stamp + ".sudoku.json")).string();
}

}  // namespace sudoku::app
