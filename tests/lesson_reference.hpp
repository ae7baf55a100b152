// Plain, recursive re-implementations of the lessons' Python (000 `giai`/`kiem_tra`, 002
// `find_mrv_cell`/`solve_sudoku`) on a 2D vector, to check the step solvers' counters against.
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid/board.hpp"
#include "core/search/step.hpp"

namespace sudoku::test {

struct LessonResult {
    std::uint64_t writes = 0;     // q[d][c] = i
    std::uint64_t resets = 0;     // q[d][c] = 0
    std::uint64_t checks = 0;     // kiem_tra / is_valid calls
    std::uint64_t solutions = 0;  // full boards reached
    int max_depth = 0;            // deepest level that found an empty cell
    std::vector<core::Digit> first_solution;
    std::vector<core::Step> events;  // naive with record_events only (Step::line left at 0)
    std::vector<std::pair<core::Cell, core::Digit>> writes_in_order;  // mrv: every write
};

// giai(q) from lesson 000. With `enumerate`, a full board counts and the search goes on as if
// the branch had failed, so every solution is counted.
[[nodiscard]] LessonResult lesson_naive(const core::Board& puzzle, bool enumerate,
                                        bool record_events);

// solve_sudoku(board) from lesson 002 (trial_count = writes), same `enumerate` rule.
[[nodiscard]] LessonResult lesson_mrv(const core::Board& puzzle, bool enumerate);

}  // namespace sudoku::test
