// The lessons' backtracking (000 `giai`, 001 `solve`, 004) as an event iterator: first empty
// cell in row-major order, values 1..N, check against every unit, place, go deeper, reset.
#pragma once

#include "core/search_base.hpp"

namespace sudoku::core {

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
