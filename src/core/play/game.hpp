// A game in progress: the puzzle, its solution, the player's position, undo/redo history and
// the tallies undo does not restore. Pure: the app passes elapsed time in; UI state stays out.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/play/game_tally.hpp"
#include "core/play/history.hpp"
#include "core/play/position.hpp"

namespace sudoku::core {

// Search budget used when a game computes its own solution: bounds the time a hostile puzzle
// (or a corrupt save) can cost, far above what any real puzzle needs.
inline constexpr std::uint64_t kGameSolveGuessLimit = 2'000'000;

// What a game keeps, shared with the save loader so that every game saves to a file that loads:
// the history holds the latest moves, at most kMaxHistoryMoves changing at most
// kMaxHistoryChanges cells in all (History::change_count(); older moves are folded into
// history_start(); the board the player sees is unchanged, only undo stops earlier), the clock
// stops at kMaxElapsedMs (35,000 years) and the mistake and hint counts at kMaxTallyCount.
inline constexpr std::size_t kMaxHistoryMoves = 100'000;
inline constexpr std::size_t kMaxHistoryChanges = 4'000'000;
inline constexpr std::int64_t kMaxElapsedMs = std::int64_t{1} << 50;
inline constexpr int kMaxTallyCount = 1'000'000'000;

// The difficulty label of a game played in spite of several solutions: hints are off.
inline constexpr std::string_view kSeveralSolutionsLabel = "several-solutions";

struct PlayOutcome {
    bool changed = false;    // false: the move changed nothing and was not recorded
    bool mistake = false;    // a digit that differs from the solution was placed
    bool completed = false;  // this move completed the grid for the first time in this attempt
};

// Why a search found no solution: "the puzzle has no solution"; when the guess budget ran out
// first, "the puzzle could not be solved within <guess_limit> guesses"; when the open-grid
// bound did (FastSolveResult::too_open), that the grid is too open to answer.
[[nodiscard]] Error unsolved_error(const Board& puzzle, const FastSolveResult& result,
                                   std::uint64_t guess_limit);

class Game {
  public:
    // Checks the givens and computes the solution with the fast solver (the first one found if
    // the puzzle has several). Fails on conflicting givens, no solution, or an exhausted budget
    // (also when `cancel` is set: the GUI runs this on a worker with a Cancel button).
    [[nodiscard]] static Result<Game> start(Board puzzle,
                                            std::uint64_t guess_limit = kGameSolveGuessLimit,
                                            const std::atomic<bool>* cancel = nullptr);
    // With a solution already known (the generator's): checks that it solves the puzzle.
    [[nodiscard]] static Result<Game> start(Board puzzle, Board solution);

    // Plays a move through apply_move; a changing move is recorded for undo and counted
    // (mistakes, hints). Restart also begins a new attempt: clock, mistakes, hints and shown
    // solution start from zero. Errors leave the game untouched.
    Result<PlayOutcome> play(const Move& move);
    // False when there is nothing to undo. Undoing a restart brings the old attempt back with
    // its tallies (the clock keeps the time since); a restart of a completed attempt is not
    // undone, as that attempt's result was given already.
    bool undo();
    bool redo();
    [[nodiscard]] bool can_undo() const;
    [[nodiscard]] bool can_redo() const { return m_history.can_redo(); }
    [[nodiscard]] const History& history() const { return m_history; }
    // The position before the first move of history(): the puzzle's start, unless old moves
    // were folded into it.
    [[nodiscard]] const Position& history_start() const { return m_history_start; }
    // Loading a save whose oldest moves were folded: the game continues from `start`, which
    // must be a position of this puzzle (givens kept and marked, notes only on empty cells,
    // within the digits). Only before any move; errors name the first cell that does not fit.
    [[nodiscard]] std::optional<Error> resume_from(Position start);

    [[nodiscard]] const Board& puzzle() const { return m_puzzle; }
    [[nodiscard]] const Board& solution() const { return m_solution; }
    [[nodiscard]] const Layout& layout() const { return m_puzzle.layout(); }
    [[nodiscard]] const Position& position() const { return m_position; }
    [[nodiscard]] const Board& board() const { return m_position.digits; }  // current digits
    [[nodiscard]] Mask notes(Cell c) const { return m_position.notes[c]; }
    [[nodiscard]] CellMark mark(Cell c) const { return m_position.marks[c]; }

    // Cells whose digit a peer also holds (live conflict highlighting), ascending.
    [[nodiscard]] std::vector<Cell> conflict_cells() const;
    // Filled, not given cells whose digit differs from the solution (Check), ascending.
    [[nodiscard]] std::vector<Cell> wrong_cells() const;
    // remaining[d] = how many more d the grid needs (0 when placed N times or more); index 0
    // is unused. For the digit pad.
    [[nodiscard]] std::vector<int> remaining_counts() const;
    // Full and breaking no rule.
    [[nodiscard]] bool is_complete() const { return m_position.digits.is_solved(); }
    // Where a hint helps most without a logical solver: the first wrong cell, else the empty
    // cell with the fewest candidates; kNoCell when the grid is complete and right.
    [[nodiscard]] Cell suggest_hint_cell() const;

    [[nodiscard]] const GameTally& tally() const { return m_tally; }
    [[nodiscard]] int mistakes() const { return m_tally.mistakes; }
    [[nodiscard]] int hints_used() const { return m_tally.hints_used; }
    // Solved now: derived from the board after every move, undo and redo, never latched, so
    // the clock, the pause button and the banner follow an undone solution.
    [[nodiscard]] bool completed() const { return is_complete(); }
    // Solved by the player: complete, and no shown solution or solver grid in this attempt
    // (a shown solution is no win: no celebration, only "Solution shown").
    [[nodiscard]] bool solved_by_player() const { return completed() && !m_tally.solution_shown; }
    [[nodiscard]] std::int64_t elapsed_ms() const { return m_tally.elapsed_ms; }
    // The app's clock: time does not count while the grid is complete.
    void add_elapsed_ms(std::int64_t ms);
    // Loading a save: the tallies are stored, not replayed.
    void restore_tally(const GameTally& tally) { m_tally = tally; }

    // Free text the app keeps with the game for statistics ("easy", "custom"...).
    [[nodiscard]] const std::string& difficulty() const { return m_difficulty; }
    // Hints explain digits the puzzle forces: off for a puzzle played in spite of several
    // solutions (labelled kSeveralSolutionsLabel, which saves keep).
    [[nodiscard]] bool hints_allowed() const { return m_difficulty != kSeveralSolutionsLabel; }
    void set_difficulty(std::string difficulty) { m_difficulty = std::move(difficulty); }

    bool operator==(const Game&) const = default;

  private:
    Game(Board puzzle, Board solution);
    // A digit leaving a cell (erased, or replaced by a hint or another digit) gives back the
    // notes its placement's auto-clean took: the cell's own notes when it is empty again, and
    // the digit in the peers' notes it was struck from (only where no other peer holds it).
    void give_back_notes(const Move& move, Position& next) const;
    // The applied entry that last wrote `digit` into `cell`, or nullptr (none, or folded away).
    [[nodiscard]] const HistoryEntry* placing_entry(Cell cell, Digit digit) const;
    // Marks the attempt completed the first time its grid is; true when that happened now.
    bool note_completion();
    // Keeps the history within kMaxHistoryMoves and kMaxHistoryChanges.
    void fold_old_history();

    Board m_puzzle;
    Board m_solution;
    Position m_position;
    Position m_history_start;
    History m_history;
    GameTally m_tally;
    std::string m_difficulty;
};

}  // namespace sudoku::core
