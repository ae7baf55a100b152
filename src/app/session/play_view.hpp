// What the views read about the game in progress: the core::Game (the only play model) plus
// facts derived from it once per change rather than once per frame: live conflicts, the cells
// Check marked wrong, the hint's highlighted cells, how many of each digit are placed, and the
// what-if branches' cells (entered inside an open branch, by depth) and contradiction.
#pragma once

#include <cstdint>
#include <vector>

#include "core/logic/hint_ladder.hpp"
#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"

namespace sudoku::app {

using core::CellMark;

// How strongly a hint highlights a cell (the ladder's level decides which cells get which).
enum class HintShade : std::uint8_t { None, Focus, Pattern, Target };

struct PlayViewOptions {
    bool live_conflicts = true;  // the setting; conflicts are never shown when it is off
    bool checking = false;       // Check was pressed and the position has not changed since
    int hint_level = 0;          // 0 = no hint shown
    const core::HintPlan* hint = nullptr;
    const core::BranchTree* branches = nullptr;  // the player's what-if branches
};

class PlayView {
  public:
    explicit PlayView(const core::Game& game)
        : m_game(&game), m_branch_depth(static_cast<std::size_t>(game.layout().cell_count()), 0) {}

    // Recomputes the derived facts; call after every change of the game or the options.
    void refresh(const core::Game& game, const PlayViewOptions& options);

    [[nodiscard]] const core::Game& game() const { return *m_game; }
    [[nodiscard]] const core::Layout& layout() const { return m_game->layout(); }
    [[nodiscard]] const core::Board& givens() const { return m_game->puzzle(); }
    [[nodiscard]] const core::Board& board() const { return m_game->board(); }
    [[nodiscard]] bool is_given(core::Cell c) const { return mark(c) == CellMark::Given; }
    [[nodiscard]] core::Mask notes(core::Cell c) const { return m_game->notes(c); }
    [[nodiscard]] CellMark mark(core::Cell c) const { return m_game->mark(c); }
    [[nodiscard]] bool is_solved() const { return m_game->completed(); }

    // Live conflict: the cell's digit is also held by a peer (only with the setting on).
    [[nodiscard]] bool in_conflict(core::Cell c) const { return m_conflict[c] != 0; }
    [[nodiscard]] int conflict_count() const { return m_conflict_count; }
    // Check found the cell's digit wrong (only until the position changes).
    [[nodiscard]] bool is_wrong(core::Cell c) const { return m_wrong[c] != 0; }
    [[nodiscard]] int wrong_count() const { return m_wrong_count; }
    [[nodiscard]] HintShade hint_shade(core::Cell c) const { return m_hint[c]; }
    // How many cells hold the digit (1..N).
    [[nodiscard]] int count_of(core::Digit d) const { return m_digit_counts[d]; }
    // What-if branches: the tree, the depth of the open branch that last changed the cell (0:
    // no open branch did), and the cell showing the position cannot be finished while a
    // branch is open (kNoCell otherwise).
    [[nodiscard]] const core::BranchTree& branches() const;
    [[nodiscard]] int branch_depth(core::Cell c) const { return m_branch_depth[c]; }
    [[nodiscard]] core::Cell contradiction() const { return m_contradiction; }

  private:
    void refresh_branches(const core::Game& game, const core::BranchTree* branches);

    const core::Game* m_game;
    std::vector<std::uint8_t> m_conflict;
    std::vector<std::uint8_t> m_wrong;
    std::vector<HintShade> m_hint;
    std::vector<int> m_digit_counts;
    const core::BranchTree* m_branches = nullptr;
    std::vector<int> m_branch_depth;
    core::Cell m_contradiction = core::kNoCell;
    int m_conflict_count = 0;
    int m_wrong_count = 0;
};

}  // namespace sudoku::app
