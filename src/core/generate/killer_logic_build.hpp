// Killer puzzles on boards above 9x9, built in one logical solve: where the solver (limited to
// the level's techniques) gets stuck, a given or a cage cut in two is added there, and solving
// goes on from the same pencil marks instead of starting again.
#pragma once

#include "core/generate/killer_grade_walk.hpp"

namespace sudoku::core {

// Starts from `cages` (sums from `solution`) and no givens; options as for the grade walk
// (probes unused: one move per stuck position; on_check after each solve from nothing, one or
// two a puzzle, not after each move). The result solves by logic within the target's
// techniques (so it has exactly one solution) and `grade` is the grader's grade, which may be
// easier than the target; nullopt when cancelled or no move was left.
//
// Why the finished puzzle is solved once more from nothing: a given only adds a constraint, so
// every deduction made before it still holds, but cutting a cage drops "different digits"
// between its two parts where they share no unit, and the rule of 45 reads innies only while
// they are all open, so a given can leave a fresh solve without a step the build took. Where
// that solve is stuck, the build goes on from its position.
[[nodiscard]] KillerWalk build_by_logic(const Board& solution, std::vector<Cage> cages,
                                        const KillerWalkOptions& options, Random& rng);

}  // namespace sudoku::core
