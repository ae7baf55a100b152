// Lesson 002's `find_mrv_cell` + `solve_sudoku` as an event iterator: the empty cell with the
// fewest legal values (first found, early stop at one), its values tried in order.
#pragma once

#include "core/search/search_base.hpp"

namespace sudoku::core {

// Each scan of find_mrv_cell emits no event but counts N checks per empty cell it tests. Its
// answer: no empty cell -> Solution; an empty cell without options -> DeadEnd at that cell
// (depth = the level it would have had) and the level above removes its value; otherwise
// Select, then per option Try (no further check) and Place (placements = trial_count), Remove
// when the level below fails, DeadEnd when the options are used up; Exhausted at the root.
class MrvSearch final : public SearchBase {
  public:
    MrvSearch(const Board& start, const StepSolverOptions& options);

    std::optional<Step> next() override;
    [[nodiscard]] std::unique_ptr<StepSolver> clone() const override;

    [[nodiscard]] static std::span<const std::string_view> pseudo_code();

  private:
    enum class Phase : std::uint8_t { Scan, NextValue, PlaceTried, Return, Done };

    Step scan();

    Phase m_phase = Phase::Scan;
};

}  // namespace sudoku::core
