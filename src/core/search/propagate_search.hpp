// The look-ahead the lessons say naive search lacks: candidates kept per cell, struck from the
// peers of every placed value, naked and hidden singles forced, most-constrained branching.
#pragma once

#include "core/search/search_base.hpp"

namespace sudoku::core {

// Level 0 is the first propagate, before any guess; level k starts with the k-th Select.
// A level's events: Select, Try (one check), Place of the tried value, then the Eliminate
// events of that Place (peers in ascending order), then rounds of propagate: a contradiction
// (first empty cell without candidates, else first unit, smallest digit without a place)
// -> DeadEnd; else a naked single (first such cell, row-major) or a hidden single (first unit,
// smallest digit; Step::unit set) -> Place at the same depth, followed by its own Eliminates.
// When nothing is forced, the next level selects. A failing level removes every value it
// placed, newest first (restoring the candidates each struck), then tries its next value; with
// none left it emits DeadEnd and the level above is undone the same way. Undoing level 0 ends
// in Exhausted, so an exhausted search leaves the start board.
class PropagateSearch final : public SearchBase {
  public:
    PropagateSearch(const Board& start, const StepSolverOptions& options);

    std::optional<Step> next() override;
    // The candidates after every Eliminate so far (0 for a filled cell).
    [[nodiscard]] Mask candidates(Cell c) const override;
    [[nodiscard]] std::unique_ptr<StepSolver> clone() const override;

    [[nodiscard]] static std::span<const std::string_view> pseudo_code();

  private:
    enum class Phase : std::uint8_t {
        Propagate,
        Eliminate,
        Select,
        NextValue,
        PlaceTried,
        Undo,
        Done
    };
    struct Placement {
        Cell cell = kNoCell;
        Digit digit = 0;
        std::uint32_t eliminations = 0;  // size of the elimination trail before this placement
    };
    struct Elimination {
        Cell cell = kNoCell;
        Digit digit = 0;
    };

    // One phase transition; nullopt when it emitted nothing (next() then goes on).
    std::optional<Step> advance();
    std::optional<Step> eliminate_next();
    std::optional<Step> eliminate_by_cage();
    std::optional<Step> propagate();
    Step select_or_solution();
    std::optional<Step> undo_level();
    Step place(Cell c, Digit d, std::uint8_t line, int unit);

    std::vector<Mask> m_cand;                 // per cell; meaningful while the cell is empty
    std::vector<Placement> m_placements;      // every value on the board placed by the search
    std::vector<Elimination> m_eliminations;  // every candidate struck, to restore on undo
    int m_empty = 0;                          // empty cells left
    Placement m_striking;                     // the placement whose peers are being struck
    std::uint32_t m_peer = 0;                 // next peer of m_striking.cell to look at
    std::uint32_t m_cage_mate = 0;            // Killer: next cage mate whose sum check to strike
    Phase m_phase = Phase::Propagate;
};

}  // namespace sudoku::core
