// The cost of solving a puzzle by the lessons' mrv backtracking search (placements and
// backtracks), reported by the grader next to the human grade.
#pragma once

#include <cstdint>
#include <optional>

#include "core/grid/board.hpp"

namespace sudoku::core {

struct MrvCost {
    std::uint64_t placements = 0;  // values written by the search (the lessons' trial count)
    std::uint64_t backtracks = 0;  // values erased again
    std::uint64_t steps = 0;       // events run
    bool finished = false;         // the search ended within the step limit
    bool solved = false;           // it found a solution
};

// Runs the mrv step solver to its first solution, at most step_limit events. nullopt when the
// step solver refuses the givens (they conflict).
[[nodiscard]] std::optional<MrvCost> mrv_search_cost(const Board& puzzle, std::uint64_t step_limit);

}  // namespace sudoku::core
