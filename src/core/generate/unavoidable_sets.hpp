// Unavoidable sets of one solution grid: cells where a second grid differs from it, so every
// puzzle with that solution and a unique answer gives at least one of them. The carver learns
// them from the witnesses its uniqueness checks find, and skips the checks they decide.
#pragma once

#include <span>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

class UnavoidableSets {
  public:
    // The givens are the filled cells of `puzzle`; set_given keeps them in step afterwards.
    explicit UnavoidableSets(const Board& puzzle);

    // Records a set (cells, each once); the cover count starts from the current givens.
    void add(std::span<const Cell> cells);
    void set_given(Cell c, bool given);

    [[nodiscard]] std::size_t size() const { return m_starts.size(); }
    [[nodiscard]] std::span<const Cell> cells(int set) const;
    // Given cells in the set.
    [[nodiscard]] int cover(int set) const { return m_cover[static_cast<std::size_t>(set)]; }
    // Sets holding the cell.
    [[nodiscard]] std::span<const int> sets_of(Cell c) const {
        return m_sets_of[static_cast<std::size_t>(c)];
    }

    // Every given of some known set lies in `cells` (given cells): emptying them would leave
    // that set without a given, so the puzzle would have a second solution.
    [[nodiscard]] bool needed(std::span<const Cell> cells) const;
    // Known sets holding one of `cells` with no given left (call after emptying them).
    [[nodiscard]] std::vector<int> uncovered(std::span<const Cell> cells) const;

  private:
    std::vector<Cell> m_cells;                // every set's cells, one set after another
    std::vector<int> m_starts;                // where each set starts in m_cells
    std::vector<int> m_cover;                 // given cells per set
    std::vector<std::vector<int>> m_sets_of;  // per cell
    std::vector<char> m_given;                // per cell
};

// The cells where `other` (a full grid) differs from `solution`: an unavoidable set. Checks
// that prefer the solution's digits find second grids close to it, so these sets come out
// nearly minimal (shrinking them further removed under 2% of their cells on 16x16).
[[nodiscard]] std::vector<Cell> differing_cells(const Board& solution, const Board& other);

}  // namespace sudoku::core
