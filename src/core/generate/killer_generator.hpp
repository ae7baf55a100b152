// Killer Sudoku generation: a random full grid cut into random cages (no digit twice in a
// cage), then cages split or givens added until unique: up to 9x9 below Evil where the logical
// solver gets stuck (killer_grade_walk.hpp), else where a second solution differs.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

#include "core/generate/generator.hpp"

namespace sudoku::core {

struct KillerOptions {
    LayoutSpec layout{};  // size, box shape, X, hyper (its cages are ignored)
    bool jigsaw = false;  // draw random jigsaw regions
    // With givens: bigger cages and a few givens (as few as keep the solution unique); without:
    // cages only, the empty board.
    bool givens = false;
    // Chooses the cage sizes (Easy: 1-3 cells, Medium 2-4, Hard 2-5, Expert and Evil 3-6) and
    // the grade sought: the logical grader's grade must match, or the closest seen is kept
    // after max_attempts grids.
    Grade difficulty = Grade::Medium;
    std::uint64_t seed = 0;
    int max_attempts = 8;
    std::uint64_t check_node_limit = 200000;  // guesses per uniqueness check
    const std::atomic<bool>* cancel = nullptr;
    // After each uniqueness check or logical solve of the walk (see GeneratorOptions).
    std::function<void()> on_check{};
};

// A unique killer puzzle; its grade is the logical grader's. Errors: a shape with no
// solution, or cancelled.
[[nodiscard]] Result<GeneratedPuzzle> generate_killer(const KillerOptions& options);

}  // namespace sudoku::core
