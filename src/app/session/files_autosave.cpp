// FilesSession: the autosave (its lock, resuming it, writing it) and quitting with it.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <utility>

#include "app/i18n/error_strings.hpp"
#include "app/session/files_session.hpp"
#include "i18n/describe.hpp"
#include "io/autosave_resume.hpp"
#include "io/display_path.hpp"
#include "io/save_file.hpp"

namespace sudoku::app {

void FilesSession::start(bool opens_watch) {
    m_lock = io::InstanceLock::acquire(m_places.lock);
    switch (m_lock.state()) {
        case io::InstanceLock::State::Held:
            break;
        case io::InstanceLock::State::Busy:
            // Another window's game is not this one's to resume or overwrite: it would be
            // written back over the newer game that window autosaves.
            m_autosave_allowed = false;
            std::fprintf(stderr,
                         "sudoku-lab: another instance owns the autosave; not autosaving\n");
            show_alert(m_ui, Text::AlertAutosaveTitle,
                       text(Text::AlertOtherInstance, m_ui.language));
            break;
        case io::InstanceLock::State::Unavailable:
            // No folder to lock in means no folder to autosave in either: the autosave's own
            // failure is reported when it happens (and at quit, with a way out).
            std::fprintf(stderr, "sudoku-lab: cannot lock %s: %s\n", m_places.lock.c_str(),
                         m_lock.problem().c_str());
            break;
    }
    if (opens_watch) {
        m_autosave_waits_for_play = true;
        m_launch_revision = m_play.revision();
    }
    m_start_revision = m_play.revision();
}

bool FilesSession::resume_autosave() {
    if (!m_autosave_allowed) return false;
    io::AutosaveResume resumed = io::resume_autosave(m_places.autosave);
    if (resumed.game) {
        m_play.resume(std::move(*resumed.game), std::move(resumed.branches));
        // The autosave holds exactly this game: nothing to write until it changes. A game
        // restored from the .bak is written at the next change, as the new autosave.
        m_autosaved_revision = m_play.revision();
        m_autosaved_ms = m_play.game().elapsed_ms();
        m_start_revision = m_play.revision();
    }
    if (resumed.damage) {
        std::fprintf(stderr, "sudoku-lab: autosave: %s\n", i18n::english(*resumed.damage).c_str());
        const std::string why = error_text(*resumed.damage, m_ui.language) + "\n\n";
        if (!resumed.writable) {
            m_autosave_allowed = false;
            show_alert(m_ui, Text::AlertAutosaveTitle,
                       why + text(Text::AlertAutosaveNotMoved, m_ui.language));
        } else {
            if (resumed.from_backup)
                std::fprintf(stderr, "sudoku-lab: autosave: resumed the previous one; kept %s\n",
                             resumed.kept.c_str());
            const Text key =
                resumed.from_backup ? Text::AlertAutosaveRestored : Text::AlertAutosaveBad;
            show_alert(m_ui, Text::AlertAutosaveTitle,
                       why + fill(text(key, m_ui.language), {io::display_path(resumed.kept)}));
        }
    }
    return resumed.game.has_value();
}

void FilesSession::update(double dt_seconds) {
    m_clock += dt_seconds;
    collect_opened_file(m_open_job.take_result());
    const bool changed =
        m_play.revision() != m_autosaved_revision || m_play.game().elapsed_ms() != m_autosaved_ms;
    if (m_ui.prefs.autosave && m_autosave.advance(dt_seconds, changed)) (void)write_autosave();
}

io::FileStatus FilesSession::write_autosave(bool force) {
    if (!m_autosave_allowed) return std::nullopt;
    if (m_autosave_waits_for_play) {
        if (m_play.revision() == m_launch_revision) return std::nullopt;
        m_autosave_waits_for_play = false;
    }
    std::error_code ec;
    const bool unchanged =
        m_play.revision() == m_autosaved_revision && m_play.game().elapsed_ms() == m_autosaved_ms;
    if (!force && unchanged && std::filesystem::exists(m_places.autosave, ec)) return std::nullopt;
    m_autosave.saved();  // on failure too: retry an interval later, not every frame
    if (auto error = io::write_save(m_places.autosave, m_play.game(), m_play.branches())) {
        std::fprintf(stderr, "sudoku-lab: autosave: %s\n", i18n::english(*error).c_str());
        set_message(m_ui, Text::StatusAutosaveFailed, error_text(*error, m_ui.language));
        return error;
    }
    m_autosaved_revision = m_play.revision();
    m_autosaved_ms = m_play.game().elapsed_ms();
    return std::nullopt;
}

bool FilesSession::confirm_quit() {
    if (m_quit_settled) return true;
    if (!m_quit_question.empty()) return false;  // the dialog is already asking
    std::string reason;
    if (m_ui.prefs.autosave && m_autosave_allowed) {
        if (auto error = write_autosave()) reason = error_text(*error, m_ui.language);
    } else if (m_ui.prefs.autosave && m_play.revision() != m_start_revision &&
               m_play.revision() != m_saved_revision) {
        // This window was told at start that it would not autosave; a game played since and
        // not saved would be lost at quit, so ask all the same.
        reason =
            text(m_lock.state() == io::InstanceLock::State::Busy ? Text::QuitReasonOtherInstance
                                                                 : Text::QuitReasonDamagedAutosave,
                 m_ui.language);
    }
    if (!reason.empty()) {
        m_quit_question = fill(text(Text::QuitUnsavedText, m_ui.language),
                               {io::display_path(m_places.autosave), reason});
        m_host.wake();  // the window may be asleep: draw the question now
        return false;
    }
    m_quit_settled = true;
    return true;
}

void FilesSession::apply_quit_unsaved(const cmd::QuitUnsaved& answer) {
    m_quit_question.clear();
    switch (answer.choice) {
        case cmd::QuitUnsaved::Choice::SaveElsewhere: {
            // The data folder just failed: propose the home folder (or the game's own file).
            std::filesystem::path proposed = default_save_path();
            if (m_save_path.empty())
                if (const char* home = std::getenv("HOME"); home && *home)
                    proposed = std::filesystem::path(home) / proposed.filename();
            m_quit_after_save = true;
            m_host.show_save_dialog(proposed.string());
            break;
        }
        case cmd::QuitUnsaved::Choice::QuitWithoutSaving:
            m_quit_settled = true;
            m_host.quit_now();
            break;
        case cmd::QuitUnsaved::Choice::Cancel:
            break;
    }
}

void FilesSession::write_final_autosave() {
    if (m_ui.prefs.autosave && !m_quit_settled) (void)write_autosave();
}

}  // namespace sudoku::app
