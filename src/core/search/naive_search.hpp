// The lessons' backtracking (000 `giai`, 001 `solve`, 004) as an event iterator: first empty
// cell in row-major order, values 1..N, check against every unit, place, go deeper, reset.
#pragma once

#include "core/search/search_base.hpp"

namespace sudoku::core {

// Events of one level k (depth k = the k-th cell the search fills): Select, then per value a
// Try (one check) followed by Reject (conflict = the first peer holding the value, looking in
// units_of order: row, column, box, extras) or Place and the next level; when that level fails,
// Remove. Values used up: DeadEnd, and the level above removes its value. The root failing
// ends in Exhausted (depth 0). Solution carries the number of cells filled. Counters equal the
// lesson's: placements = writes, backtracks = resets to 0, checks = kiem_tra calls.
class NaiveSearch final : public SearchBase {
  public:
    NaiveSearch(const Board& start, const StepSolverOptions& options);

    std::optional<Step> next() override;
    [[nodiscard]] std::unique_ptr<StepSolver> clone() const override;

    [[nodiscard]] static std::span<const std::string_view> pseudo_code();

  private:
    enum class Phase : std::uint8_t { Descend, NextValue, Test, Return, Done };

    // The search fills the start board's empty cells strictly in row-major order (every cell
    // before the one `find_empty` returns is filled), so level k always fills m_empties[k-1].
    std::vector<Cell> m_empties;
    Phase m_phase = Phase::Descend;
};

}  // namespace sudoku::core
