// Killer puzzles steered to a level by the logical solver: where it gets stuck, a given (or the
// cage there cut in two) eases the puzzle, until it solves at the level asked.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include "core/base/random.hpp"
#include "core/grid/board.hpp"
#include "core/logic/grader.hpp"
#include "core/logic/logic_solver.hpp"

namespace sudoku::core {

struct KillerWalkOptions {
    bool givens = false;           // ease by givens (else by cutting cages in two)
    Grade target = Grade::Medium;  // Easy to Expert
    // Cells tried per step: the first whose move lands exactly on the target is taken, else
    // the first that leaves the solver stuck; when every one tried makes it easier than the
    // target, the walk ends there (the closest grade).
    int probes = 2;
    const std::atomic<bool>* cancel = nullptr;
    std::function<void()> on_check{};  // after each logical solve
};

struct KillerWalk {
    std::vector<Cage> cages;
    std::vector<Digit> digits;   // the givens (kEmpty elsewhere)
    std::optional<Grade> grade;  // nullopt: cancelled, or no move left (never a stuck puzzle)
    int solves = 0;              // logical solves made
};

// Starts from `cages` (sums from `solution`) and no givens. A puzzle the logical solver solves
// has exactly one solution, so the walk needs no search to prove it: the cost is one solve
// (limited to the target's techniques) per step.
[[nodiscard]] KillerWalk walk_to_grade(const Board& solution, std::vector<Cage> cages,
                                       const KillerWalkOptions& options, Random& rng);

// Cuts the cage holding `cell` in two: the half grown from the cell, and the rest (in its
// connected parts), each with the solution's sum. Halving eases the puzzle gently; cutting the
// cell alone off would be a given in disguise. False when the cage is one cell already.
bool halve_cage_at(std::vector<Cage>& cages, Cell cell, const Board& solution);

// The techniques of `limit` and of every easier grade.
[[nodiscard]] TechniqueSet techniques_of_grade(Grade limit);

// The grade when the logical solver limited to the techniques of `limit` and easier solves the
// puzzle (then equal to the full grader's), else nullopt.
[[nodiscard]] std::optional<Grade> grade_up_to(const Board& puzzle, Grade limit);

}  // namespace sudoku::core
