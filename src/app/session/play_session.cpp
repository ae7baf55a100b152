// PlaySession: the play commands (digits, notes, undo/redo, Check, solution, restart, new
// games) and what follows a change (derived view facts, the celebration and statistics).
#include "app/session/play_session.hpp"

#include <utility>
#include <variant>

#include "app/i18n/error_strings.hpp"
#include "app/session/overloaded.hpp"
#include "core/share/share_game.hpp"

namespace sudoku::app {

PlaySession::PlaySession(UiState& ui, Preferences& preferences, PlayHost& host, core::Game game,
                         core::BranchTree branches)
    : m_ui(ui),
      m_preferences(preferences),
      m_host(host),
      m_game(std::move(game)),
      m_branches(std::move(branches)),
      m_view(m_game),
      m_solved_shown(m_game.completed()),
      m_result_given(m_game.tally().completed) {}

double PlaySession::clock_ms() const {
    return static_cast<double>(m_game.elapsed_ms()) + m_clock_carry_ms;
}

void PlaySession::tick(double dt_seconds) {
    m_clock_carry_ms += dt_seconds * 1000.0;
    const auto whole = static_cast<std::int64_t>(m_clock_carry_ms);
    m_game.add_elapsed_ms(whole);
    m_clock_carry_ms -= static_cast<double>(whole);
}

void PlaySession::apply(const PlayCommand& command) {
    const core::Layout& layout = m_game.layout();
    // While paused the board is hidden: nothing may change it (a new game still may).
    const bool blocked = m_ui.paused;
    // The marking moves (corner and centre marks, colours) share one handler; a named
    // constrained lambda keeps the overload set exhaustive without a catch-all.
    // clang-format off
    const auto marking = [&]<class C>(const C& c) requires kIsMarkingCommand<C> {
        if (!blocked) apply_marking(c);
    };
    // clang-format on
    // Commands that need nothing but the board to be shown.
    const auto unless_blocked = [&](auto action) {
        if (!blocked) action();
    };
    std::visit(
        Overloaded{
            [&](const cmd::EnterDigit& e) {
                if (!blocked && !try_digit(e.digit)) enter_digit(e.digit);
            },
            [&](const cmd::EraseCell&) { unless_blocked([&] { erase_selection(); }); },
            [&](const cmd::ToggleNote& t) {
                if (!blocked && t.cell >= 0 && t.cell < layout.cell_count() &&
                    m_game.board().at(t.cell) == core::kEmpty)
                    play(core::Move::toggle_note(t.cell, t.digit));
            },
            [&](const cmd::FillNotes&) { unless_blocked([&] { play(core::Move::auto_notes()); }); },
            [&](const cmd::ClearEntries& c) {
                if (!blocked && confirmed(RiskyAction::ClearEntries, c.confirmed))
                    play(core::Move::clear_entries());
            },
            [&](const cmd::ShowSolution& c) {
                if (!blocked && confirmed(RiskyAction::ShowSolution, c.confirmed))
                    play(core::Move::show_solution());
            },
            [&](const cmd::Restart& c) {
                if (!blocked && confirmed(RiskyAction::Restart, c.confirmed)) restart_game();
            },
            [&](const cmd::Undo&) { unless_blocked([&] { undo(); }); },
            [&](const cmd::Redo&) { unless_blocked([&] { redo(); }); },
            [&](const cmd::JumpHistory& j) { unless_blocked([&] { jump_history(j.cursor); }); },
            [&](const cmd::Hint&) { unless_blocked([&] { press_hint(); }); },
            [&](const cmd::Check&) { unless_blocked([&] { check_entries(); }); },
            [&](const cmd::TogglePause&) { m_ui.paused = !m_ui.paused && !m_game.completed(); },
            [&](const cmd::DismissCelebration&) { m_ui.celebration.active = false; },
            [&](const cmd::StartGame& s) { start_game(s); },
            [&](const cmd::WhatIf& w) { unless_blocked([&] { apply_whatif(w); }); },
            marking,
        },
        command);
}

bool PlaySession::confirmed(RiskyAction action, bool answered) {
    if (answered || !needs_confirmation(m_game, action)) return true;
    m_host.ask_confirmation(action);
    return false;
}

void PlaySession::undo() {
    // The branches first: undoing an abandon (or a restart) restores them too.
    if (m_branches.undo(m_game) || m_game.undo())
        ++m_revision;
    else
        set_message(m_ui, Text::StatusNothingToUndo);
}

void PlaySession::redo() {
    if (m_branches.redo(m_game) || m_game.redo())
        ++m_revision;
    else
        set_message(m_ui, Text::StatusNothingToRedo);
}

void PlaySession::restart_game() {
    // A fresh attempt even on an untouched board: its clock and tallies restart.
    play(core::Move::restart());
    m_branches.restart(m_game);  // a fresh attempt: no guesses yet (undo brings them back)
    m_ui.try_cell = core::kNoCell;
    m_clock_carry_ms = 0.0;
    m_ui.mistakes_at_check.reset();
    ++m_revision;
}

void PlaySession::jump_history(std::size_t target) {
    while (m_game.history().cursor() > target && m_game.undo())
        ++m_revision;
    while (m_game.history().cursor() < target && m_game.redo())
        ++m_revision;
}

void PlaySession::check_entries() {
    m_ui.checking = true;
    m_ui.mistakes_at_check = m_game.mistakes();
    const auto wrong = m_game.wrong_cells();
    if (wrong.empty())
        set_message(m_ui, Text::StatusAllRight);
    else
        m_ui.message =
            counted(Counted::WrongEntries, static_cast<long long>(wrong.size()), m_ui.language);
}

void PlaySession::play(const core::Move& move) {
    auto outcome = m_game.play(move);
    if (!outcome) {
        m_ui.message = error_text(outcome.error(), m_ui.language);
        return;
    }
    if (outcome->changed) ++m_revision;
}

void PlaySession::after_change() {
    // Check marks and hints describe one position: a change of position retires them.
    if (m_ui.checking && m_revision != m_checked_revision) m_ui.checking = false;
    m_checked_revision = m_revision;
    sync_branches();
    refresh_hint_text();
    m_view.refresh(m_game, PlayViewOptions{.live_conflicts = m_ui.prefs.live_conflicts,
                                           .checking = m_ui.checking,
                                           .hint_level = m_ui.hint_level,
                                           .hint = &m_hint.plan(),
                                           .branches = &m_branches});
    show_branch_contradiction();
}

void PlaySession::sync_completion() {
    const bool solved = m_game.completed();
    // The tally says when this attempt was completed for the first time: that is the result.
    const bool new_result = m_game.tally().completed && !m_result_given;
    m_result_given = m_game.tally().completed;
    if (solved == m_solved_shown) return;
    m_solved_shown = solved;
    if (solved)
        on_completed(new_result);
    else
        m_ui.celebration = {};  // an undone solution (or a restart): the clock runs again
}

void PlaySession::on_completed(bool new_result) {
    if (!m_game.solved_by_player()) {
        // The solution was shown: no banner, no best time and no statistic; a board the
        // player did not solve is no result of theirs.
        m_ui.celebration = {};
        m_ui.message = text(Text::SolutionShown, m_ui.language);
        m_host.result_recorded();
        return;
    }
    if (!new_result) {
        // Completed again after an undo: the banner says so, but the result was given already.
        celebrate(0, false);
        return;
    }
    bool recorded = false;
    const std::int64_t best_before = m_preferences.record_result(m_game, m_ui, recorded);
    m_host.result_recorded();
    celebrate(best_before, true);
    if (!recorded)
        m_ui.message += "   ·   " + std::string(text(Text::StatusNotRecorded, m_ui.language));
}

void PlaySession::celebrate(std::int64_t best_before, bool new_result) {
    const bool assisted = m_game.tally().solution_shown;
    const std::int64_t ms = m_game.elapsed_ms();
    m_ui.celebration = Celebration{
        .active = true,
        .age_seconds = 0.0,
        .time = format_clock(ms, true),
        .new_best = new_result && !assisted && (best_before == 0 || ms < best_before),
        .assisted = assisted,
    };
    m_ui.paused = false;
    set_message(m_ui, Text::StatusSolved, m_ui.celebration.time);
}

void PlaySession::replace_game(core::Game game, PuzzleSource source, std::string save_path,
                               core::BranchTree branches) {
    m_game = std::move(game);
    m_branches = std::move(branches);
    m_ui.try_cell = core::kNoCell;
    ++m_revision;
    m_hint.reset();
    m_clock_carry_ms = 0.0;
    m_ui.cursor = 0;
    m_ui.marking.selection.clear();  // another board: the old cells mean nothing there
    m_ui.paused = false;
    m_ui.checking = false;
    m_ui.mistakes_at_check.reset();
    m_ui.celebration = {};
    m_solved_shown = m_game.completed();
    m_result_given = m_game.tally().completed;
    m_ui.source = std::move(source);
    // The views' facts (digit pad counts, conflicts) are the new game's at once: an opened file
    // arrives outside a batch of commands, which would otherwise refresh them only at the next
    // move.
    after_change();
    // Saved as the opened save holds it (or nothing played yet); the autosave follows.
    m_host.game_replaced(save_path);
}

void PlaySession::resume(core::Game game, core::BranchTree branches) {
    m_game = std::move(game);
    m_branches = std::move(branches);
    m_solved_shown = m_game.completed();
    m_result_given = m_game.tally().completed;
}

void PlaySession::start_game(const cmd::StartGame& start) {
    auto game = start.position   ? core::game_from_position(*start.position)
                : start.solution ? core::Game::start(start.puzzle, *start.solution)
                                 : core::Game::start(start.puzzle);
    if (!game) {
        show_alert(m_ui, Text::AlertStartFailed, error_text(game.error(), m_ui.language));
        return;
    }
    game->set_difficulty(start.label.empty() ? "custom" : start.label);
    replace_game(std::move(game).value(), start.source, "");
}

}  // namespace sudoku::app
