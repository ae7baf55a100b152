// App: the play commands (digits, notes, undo/redo, hints, Check, solution, new games) and
// what follows a change (derived view facts, hint text, the celebration and statistics).
#include <cstdio>

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/hint_text.hpp"
#include "app/model/app.hpp"
#include "app/model/overloaded.hpp"
#include "app/support/confirm_policy.hpp"
#include "core/share/share_game.hpp"
#include "i18n/describe.hpp"
#include "io/paths.hpp"

namespace sudoku::app {

void App::apply_play(const PlayCommand& command) {
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
    std::visit(
        Overloaded{
            [&](const cmd::EnterDigit& e) {
                if (!blocked && !try_digit(e.digit)) enter_digit(e.digit);
            },
            [&](const cmd::EraseCell&) {
                if (!blocked) erase_selection();
            },
            [&](const cmd::ToggleNote& t) {
                if (!blocked && t.cell >= 0 && t.cell < layout.cell_count() &&
                    m_game.board().at(t.cell) == core::kEmpty)
                    play(core::Move::toggle_note(t.cell, t.digit));
            },
            [&](const cmd::FillNotes&) {
                if (!blocked) play(core::Move::auto_notes());
            },
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
            [&](const cmd::Undo&) {
                if (blocked) return;
                // The branches first: undoing an abandon (or a restart) restores them too.
                if (m_branches.undo(m_game) || m_game.undo())
                    ++m_revision;
                else
                    set_message(Text::StatusNothingToUndo);
            },
            [&](const cmd::Redo&) {
                if (blocked) return;
                if (m_branches.redo(m_game) || m_game.redo())
                    ++m_revision;
                else
                    set_message(Text::StatusNothingToRedo);
            },
            [&](const cmd::JumpHistory& j) {
                if (!blocked) jump_history(j.cursor);
            },
            [&](const cmd::Hint&) {
                if (!blocked) press_hint();
            },
            [&](const cmd::Check&) {
                if (!blocked) check_entries();
            },
            [&](const cmd::TogglePause&) { m_ui.paused = !m_ui.paused && !m_game.completed(); },
            [&](const cmd::DismissCelebration&) { m_ui.celebration.active = false; },
            [&](const cmd::StartGame& s) { start_game(s); },
            [&](const cmd::WhatIf& w) {
                if (!blocked) apply_whatif(w);
            },
            marking,
        },
        command);
}

bool App::confirmed(RiskyAction action, bool answered) {
    if (answered || !needs_confirmation(m_game, action)) return true;
    m_confirm_dialog.ask(action);
    return false;
}

void App::restart_game() {
    // A fresh attempt even on an untouched board: its clock and tallies restart.
    play(core::Move::restart());
    m_branches.restart(m_game);  // a fresh attempt: no guesses yet (undo brings them back)
    m_ui.try_cell = core::kNoCell;
    m_clock_carry_ms = 0.0;
    m_ui.mistakes_at_check.reset();
    ++m_revision;
}

void App::jump_history(std::size_t target) {
    while (m_game.history().cursor() > target && m_game.undo())
        ++m_revision;
    while (m_game.history().cursor() < target && m_game.redo())
        ++m_revision;
}

void App::check_entries() {
    m_ui.checking = true;
    m_ui.mistakes_at_check = m_game.mistakes();
    const auto wrong = m_game.wrong_cells();
    if (wrong.empty())
        set_message(Text::StatusAllRight);
    else
        m_ui.message =
            counted(Counted::WrongEntries, static_cast<long long>(wrong.size()), m_ui.language);
}

void App::play(const core::Move& move) {
    auto outcome = m_game.play(move);
    if (!outcome) {
        m_ui.message = error_text(outcome.error(), m_ui.language);
        return;
    }
    if (outcome->changed) ++m_revision;
}

void App::press_hint() {
    if (!m_game.hints_allowed()) {
        m_ui.message = dialog_text(DialogText::StatusHintsOff, m_ui.language);
        return;
    }
    const int level = m_hint.press(m_game);
    const core::HintPlan& plan = m_hint.plan();
    if (level == 3 && plan.target != core::kNoCell) {
        m_ui.cursor = plan.target;
        // One undoable move: the fill and the eliminations the explanation announced.
        play(core::Move::hint(plan.target, plan.strikes()));
        // The status line says what was filled ("hint r4c6: 7"), as the history's label does.
        if (m_game.board().at(plan.target) == plan.digit)
            m_ui.message = hint_filled(m_game.layout(), plan.target, plan.digit, m_ui.language);
        m_hint.reset();
    }
}

void App::refresh_hint_text() {
    m_ui.hint_level = m_hint.level(m_game);
    if (m_ui.hint_level == 0) {
        m_ui.hint_title.clear();
        m_ui.hint_text.clear();
        return;
    }
    const core::HintPlan& plan = m_hint.plan();
    const core::Layout& layout = m_game.layout();
    const Language lang = m_ui.language;
    const std::string cell = plan.target != core::kNoCell ? layout.cell_name(plan.target) : "";
    m_ui.hint_title = fill(text(Text::HintHeading, lang), {std::to_string(m_ui.hint_level)});
    std::string headline;
    std::string explanation;
    switch (plan.kind) {
        case core::HintKind::Complete:
            m_ui.hint_text = text(Text::HintComplete, lang);
            return;
        case core::HintKind::WrongDigit:
            headline = fill(text(Text::HintWrongHeadline, lang), {cell});
            explanation = fill(text(Text::HintWrongExplain, lang), {cell});
            break;
        case core::HintKind::NoLogic:
            headline = fill(text(Text::HintNoLogicHeadline, lang), {cell});
            explanation = fill(text(Text::HintNoLogicExplain, lang), {cell}) + " " +
                          fill(text(Text::HintNextFill, lang), {cell});
            break;
        case core::HintKind::Logic:
            headline = hint_headline(layout, *plan.step, lang);
            explanation = hint_explanation(layout, *plan.step, lang);
            // Eliminations are what the step is about; a placement the sentence already says.
            if (!plan.step->eliminations.empty())
                explanation += " (" + hint_changes(layout, *plan.step, lang) + ")";
            // The fill is the single those eliminations leave: say which.
            if (plan.follow) explanation += "\n" + hint_explanation(layout, *plan.follow, lang);
            explanation += "\n" + fill(text(Text::HintNextFill, lang), {cell});
            break;
    }
    // The explanation names the technique and the cells again: it replaces the headline.
    m_ui.hint_text = m_ui.hint_level >= 2 ? explanation : headline;
}

void App::after_change() {
    // Check marks and hints describe one position: a change of position retires them.
    if (m_ui.checking && m_revision != m_checked_revision) m_ui.checking = false;
    m_checked_revision = m_revision;
    sync_branches();
    refresh_hint_text();
    m_play.refresh(m_game, PlayViewOptions{.live_conflicts = m_ui.prefs.live_conflicts,
                                           .checking = m_ui.checking,
                                           .hint_level = m_ui.hint_level,
                                           .hint = &m_hint.plan(),
                                           .branches = &m_branches});
    show_branch_contradiction();
}

void App::sync_completion() {
    const bool solved = m_game.completed();
    // The tally says when this attempt was completed for the first time: that is the result.
    const bool new_result = m_game.tally().completed && !m_result_given;
    m_result_given = m_game.tally().completed;
    if (solved == m_solved_shown) return;
    m_solved_shown = solved;
    if (solved) {
        on_completed(new_result);
    } else {
        // An undone solution (or a restart): no banner, and the clock runs again.
        m_ui.celebration = {};
    }
}

void App::on_completed(bool new_result) {
    if (!m_game.solved_by_player()) {
        // The solution was shown: no banner, no best time and no statistic; a board the
        // player did not solve is no result of theirs.
        (void)new_result;
        m_ui.celebration = {};
        m_ui.message = text(Text::SolutionShown, m_ui.language);
        write_autosave();
        return;
    }
    if (!new_result) {
        // Completed again after an undo: the banner says so, but the result was given already.
        const bool assisted = m_game.tally().solution_shown;
        m_ui.celebration = Celebration{.active = true,
                                       .age_seconds = 0.0,
                                       .time = format_clock(m_game.elapsed_ms(), true),
                                       .new_best = false,
                                       .assisted = assisted};
        m_ui.paused = false;
        set_message(Text::StatusSolved, m_ui.celebration.time);
        return;
    }
    bool recorded = false;
    const std::int64_t best_before = record_result(recorded);
    const bool assisted = m_game.tally().solution_shown;
    m_ui.celebration = Celebration{
        .active = true,
        .age_seconds = 0.0,
        .time = format_clock(m_game.elapsed_ms(), true),
        .new_best = !assisted && (best_before == 0 || m_game.elapsed_ms() < best_before),
        .assisted = assisted,
    };
    m_ui.paused = false;
    set_message(Text::StatusSolved, m_ui.celebration.time);
    if (!recorded)
        m_ui.message += "   ·   " + std::string(text(Text::StatusNotRecorded, m_ui.language));
}

bool App::save_statistics() {
    // A damaged file was reported at start and is kept as it was: never overwritten.
    if (!m_statistics_writable) return false;
    auto error = io::save_statistics(io::statistics_path(), m_statistics);
    if (!error) return true;
    std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(*error).c_str());
    show_alert(Text::AlertStatisticsTitle, fill(text(Text::AlertStatisticsNotSaved, m_ui.language),
                                                {error_text(*error, m_ui.language)}));
    return false;
}

std::int64_t App::record_result(bool& recorded) {
    const std::string mode = io::game_mode(m_game.layout());
    const std::string difficulty = m_game.difficulty().empty() ? "custom" : m_game.difficulty();
    const io::ModeRecord* before = m_statistics.find(mode, difficulty);
    const std::int64_t best_before = before != nullptr ? before->best_ms : 0;
    io::record_game(m_statistics, m_game);
    recorded = save_statistics();
    write_autosave();
    return best_before;
}

void App::replace_game(core::Game game, PuzzleSource source, std::string save_path,
                       core::BranchTree branches) {
    m_game = std::move(game);
    m_branches = std::move(branches);
    m_ui.try_cell = core::kNoCell;
    ++m_revision;
    m_saved_revision = m_revision;  // nothing played yet, or just as the opened save holds it
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
    m_save_path = std::move(save_path);
    // The views' facts (digit pad counts, conflicts) are the new game's at once: an opened file
    // arrives outside execute_commands, which would otherwise refresh them only at the next move.
    after_change();
    // The new game is on disk at once: a crash a minute later keeps it.
    write_autosave();
}

void App::start_game(const cmd::StartGame& start) {
    auto game = start.position   ? core::game_from_position(*start.position)
                : start.solution ? core::Game::start(start.puzzle, *start.solution)
                                 : core::Game::start(start.puzzle);
    if (!game) {
        show_alert(Text::AlertStartFailed, error_text(game.error(), m_ui.language));
        return;
    }
    game->set_difficulty(start.label.empty() ? "custom" : start.label);
    replace_game(std::move(game).value(), start.source, "");
}

}  // namespace sudoku::app
