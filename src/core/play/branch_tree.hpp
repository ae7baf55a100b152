// What-if branches: the player's own backtracking on a Game. "Try r3c4 = 7" opens a branch at
// the current history point and plays the guess; Abandon returns the board there, Keep accepts
// the moves. Branches nest; every branch opened stays in the tree with its outcome.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/play/game.hpp"

namespace sudoku::core {

enum class BranchOutcome : std::uint8_t { Open, Kept, Abandoned, Contradiction };

// "open", "kept", "abandoned", "contradiction" (also the save's words).
[[nodiscard]] const char* branch_outcome_name(BranchOutcome outcome);
// The outcome a name stands for (a save's word), or nothing for an unknown word.
[[nodiscard]] std::optional<BranchOutcome> parse_branch_outcome(std::string_view name);

struct Branch {
    int parent = -1;  // index of the enclosing branch, -1 at the top
    int depth = 1;    // 1 for a top-level guess
    Cell cell = kNoCell;
    Digit digit = kEmpty;
    std::size_t start = 0;  // the history cursor before the guess (the branch point)
    std::size_t moves = 0;  // moves made in it, the guess included (set when it closes)
    BranchOutcome outcome = BranchOutcome::Open;
    bool operator==(const Branch&) const = default;
};

// Semantics (the game's history stays the one truth for the board):
// - try_value plays the guess as an ordinary move; the branch point is the cursor before it.
// - abandon undoes to the branch point; the abandoned moves stay as the redo tail until the next
//   move, and the branch is recorded Abandoned (Contradiction when one was found in it). It
//   closes the innermost open branch; those nested inside it were closed before.
// - keep closes the innermost open branch as Kept; its moves stay and belong to its parent.
// - undo past a branch point (sync after undo) abandons the branches opened after it.
// - a redo never turns a branch's moves into plain ones: redo right after an abandon (or of
//   the guess after undo went past its branch point) reopens the branch with its moves. An
//   abandon is one undoable step: undo right after it reopens the branch as it was, and redo
//   then abandons it again.
class BranchTree {
  public:
    // Opens a branch and plays `digit` at `cell` (an empty, not given cell). Errors leave the
    // game and the tree untouched.
    [[nodiscard]] std::optional<Error> try_value(Game& game, Cell cell, Digit digit);
    // False when no branch is open.
    bool abandon(Game& game);
    bool keep(const Game& game);
    // Closes (as Abandoned) every open branch whose branch point is past the game's cursor.
    void sync(const Game& game);
    // The app's Undo and Redo ask these first. undo: right after an abandon, reopens the
    // branch with its moves. redo: right after an abandon (or at an abandoned guess), reopens
    // the branch; right after undo reopened one, abandons it again. False: not such a point
    // (the game's own undo or redo applies).
    bool undo(Game& game);
    bool redo(Game& game);
    // After a restart was played: a fresh attempt has no branches; undoing the restart (through
    // undo above) brings them back, and redoing it clears them again.
    void restart(const Game& game);

    // Open branches, innermost last.
    [[nodiscard]] int depth() const { return static_cast<int>(m_open.size()); }
    [[nodiscard]] const std::vector<Branch>& branches() const { return m_branches; }
    [[nodiscard]] const std::vector<int>& open_branches() const { return m_open; }
    // The depth of the innermost open branch a history move (by index) was made in, 0 outside.
    [[nodiscard]] int depth_of_move(std::size_t move_index) const;

    // Loading a save: the branches as written; errors name the first that does not fit.
    [[nodiscard]] static Result<BranchTree> restore(std::vector<Branch> branches,
                                                    std::size_t history_size);

    // The branches as recorded (what a save holds); the undo and redo points are not compared.
    bool operator==(const BranchTree& other) const {
        return m_branches == other.m_branches && m_open == other.m_open;
    }

  private:
    // A branch just closed (or reopened) and the history point it was at: valid while the
    // game's cursor and history size are still those.
    struct Point {
        int branch = -1;
        std::size_t cursor = 0;
        std::size_t history_size = 0;
        std::size_t moves = 0;    // what reopening redoes
        bool by_abandon = false;  // Abandon closed it (undo may reopen), not undo going past
    };
    void close(const Game& game, BranchOutcome outcome);
    [[nodiscard]] bool still_at(const Game& game, const std::optional<Point>& point) const;
    void reopen(Game& game, const Point& point);

    std::vector<Branch> m_branches;
    std::vector<int> m_open;
    std::optional<Point> m_closed;    // reopened by redo (by undo too when by_abandon)
    std::optional<Point> m_reopened;  // abandoned again by redo
    // The tree before the restart that ends at history cursor m_restart_cursor.
    std::shared_ptr<const BranchTree> m_before_restart;
    std::size_t m_restart_cursor = 0;
};

// A cell that shows the position cannot be finished: a digit a peer also holds, or an empty
// cell with no candidate left. kNoCell when there is none (the guess may still be wrong).
[[nodiscard]] Cell find_contradiction(const Board& board);

}  // namespace sudoku::core
