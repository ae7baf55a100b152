// The play session: the game (core::Game), its what-if branches, the hint ladder, the clock,
// and the rules of play applied to them command by command (PlayCommand and the marking
// commands). One revision counter counts every change of the game; whoever needs to know
// whether the game changed since some moment (the autosave, Check marks, a save) keeps a
// stamp of it. Draws nothing; the front end draws `view()` and the UiState it shares.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/i18n/puzzle_source.hpp"
#include "app/session/play_commands.hpp"
#include "app/session/play_view.hpp"
#include "app/session/preferences.hpp"
#include "app/session/session_state.hpp"
#include "app/support/confirm_policy.hpp"
#include "core/logic/hint_ladder.hpp"
#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"

namespace sudoku::app {

// What the session asks of the program around it: a question for the player and the files
// it does not own (the game's own save file and the autosave).
class PlayHost {
  public:
    virtual ~PlayHost() = default;
    // Clear entries, Show solution or Restart would throw work away: ask; the answer comes
    // back as the same command with `confirmed` set.
    virtual void ask_confirmation(RiskyAction action) = 0;
    // A new game (or an opened file, from `save_path` when it was a save) replaced the old.
    virtual void game_replaced(const std::string& save_path) = 0;
    // A result was recorded (or the solution shown): the autosave should hold it now.
    virtual void result_recorded() = 0;
};

class PlaySession {
  public:
    PlaySession(UiState& ui, Preferences& preferences, PlayHost& host, core::Game game,
                core::BranchTree branches = {});
    PlaySession(const PlaySession&) = delete;  // the view points at the game
    PlaySession& operator=(const PlaySession&) = delete;

    [[nodiscard]] const core::Game& game() const { return m_game; }
    [[nodiscard]] const core::BranchTree& branches() const { return m_branches; }
    [[nodiscard]] const PlayView& view() const { return m_view; }
    // Bumped by every change of the game (a move, undo, redo, a branch, a new game).
    [[nodiscard]] std::uint64_t revision() const { return m_revision; }
    // The clock with the fraction of a millisecond not yet added to the game.
    [[nodiscard]] double clock_ms() const;

    void apply(const PlayCommand& command);
    // The marking commands that change no game (cursor, selection, modes, digit first).
    void select_cell(const cmd::SelectCell& select);
    void move_cursor(const cmd::MoveCursor& move);
    void open_notes_popup(core::Cell cell);
    void toggle_notes_mode();
    void apply_marking(const cmd::SetEntryMode& command);
    void apply_marking(const cmd::SetDigitFirst& command);
    void apply_marking(const cmd::PickDigit& command);
    void apply_marking(const cmd::SetFilter& command);
    // Plays a move; reports errors in the status line (the solver's grid from Watch mode).
    void play(const core::Move& move);

    // Replaces the game in progress (a new game, an opened file); the clock starts at its
    // tally. `branches`: the what-if branches saved with it (none for a new game).
    void replace_game(core::Game game, PuzzleSource source, std::string save_path,
                      core::BranchTree branches = {});
    // Takes up the autosave's game as if it had never stopped (no change counted).
    void resume(core::Game game, core::BranchTree branches);
    // The clock runs `dt_seconds` (only while the caller says it runs).
    void tick(double dt_seconds);

    // After each batch of commands: the banner, the clock and the statistics follow whether
    // the board is solved now (a solution can be undone); then the derived view facts.
    void sync_completion();
    void after_change();

  private:
    // [play_session.cpp]
    bool confirmed(RiskyAction action, bool answered);
    void undo();
    void redo();
    void restart_game();
    void jump_history(std::size_t target);  // undo or redo until `target` moves are applied
    void check_entries();
    void start_game(const cmd::StartGame& start);
    void on_completed(bool new_result);
    void celebrate(std::int64_t best_before, bool new_result);
    // [play_session_hint.cpp]
    void press_hint();
    void refresh_hint_text();
    // [play_session_marks.cpp]
    [[nodiscard]] std::vector<core::Cell> selected_cells() const;
    void enter_digit(core::Digit digit);
    void enter_mark(EntryMode mode, core::Digit digit);
    void erase_selection();
    void apply_marking(const cmd::EnterMark& command);
    void apply_marking(const cmd::ApplyColour& command);
    void apply_marking(const cmd::ColourCandidate& command);
    // [play_session_branches.cpp]
    void apply_whatif(const cmd::WhatIf& command);
    // The digit typed while "Try a value…" waits for one opens the branch; false when no
    // digit is awaited (the digit is then an ordinary entry).
    bool try_digit(core::Digit digit);
    // Undo past a branch point abandons the branches opened after it, a moved cursor stops
    // waiting for a digit, and the status line names a contradiction.
    void sync_branches();
    void show_branch_contradiction();
    [[nodiscard]] std::vector<std::string> branch_guess(const core::Branch& branch) const;

    UiState& m_ui;
    Preferences& m_preferences;
    PlayHost& m_host;
    core::Game m_game;
    core::BranchTree m_branches;  // the player's what-if branches on m_game's history
    core::HintLadder m_hint;
    PlayView m_view;
    std::uint64_t m_revision = 1;
    std::uint64_t m_checked_revision = 0;  // the position Check marks belong to
    double m_clock_carry_ms = 0.0;         // fractions of a millisecond not yet in the game
    bool m_solved_shown = false;           // the views show the game solved (banner, stopped clock)
    bool m_result_given = false;  // the attempt's completion was recorded (tally().completed)
};

}  // namespace sudoku::app
