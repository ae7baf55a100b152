// A neighbourhood search from a unique puzzle towards a harder one with the same solution (Evil,
// or a level asked for): the way the hardest known 9x9 puzzles were found. Carving alone never
// gets the logic stuck on 12x12 and larger boards, and on boards up to 8x8 it rarely leaves
// anything above Easy; this walk reaches both.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "core/base/random.hpp"
#include "core/generate/generator.hpp"

namespace sudoku::core {

struct HardeningWalk {
    const Board& solution;
    const std::vector<std::vector<Cell>>& orbits;  // clue orbits: cells given or emptied together
    int exact_empty = -1;           // >= 0: every puzzle the walk keeps has this many empty cells
    const GradeFn& grade;           // the judge: the walk ends when it says `target`
    std::uint64_t check_nodes = 0;  // guesses per uniqueness check (a hit rejects the move)
    const std::atomic<bool>* cancel = nullptr;
    std::function<void()> on_check{};  // after each uniqueness check (see GeneratorOptions)
    Grade target = Grade::Evil;        // harden: the level to end at
};

// Reached: harden met its target grade; wander_evil went the distance, every step Evil.
enum class WalkEnd { Reached, OutOfMoves, Cancelled };

// Each move empties one given orbit, then (up to twice) gives back the orbit of a cell where a
// second solution differs from `solution`, until the puzzle is unique again; the result
// replaces `puzzle` when it is no easier by core/hardness.hpp (sideways moves let the walk
// cross plateaus). A measured step up, or a puzzle measured stuck, goes to the judge. Below
// Evil the judge's grade is the measure instead, and a neighbour graded above the target is
// refused. Spends at most `moves_left` moves (decremented). Leaves the puzzle of the target
// grade, or the hardest met, in `puzzle`.
WalkEnd harden(Board& puzzle, const HardeningWalk& walk, Random& rng, int& moves_left,
               GeneratorStats& stats);

// From an Evil puzzle, the same moves, each kept only when the judge calls the neighbour Evil
// too, until the givens differ from the start's in at least `distance` cells: a new puzzle in
// the neighbourhood of a known one, the way the forum's lists of hardest puzzles grew. Spends at
// most `moves_left` moves (decremented). Reached when the distance was reached; `puzzle` holds
// the last Evil puzzle met either way.
WalkEnd wander_evil(Board& puzzle, const HardeningWalk& walk, Random& rng, int distance,
                    int& moves_left, GeneratorStats& stats);

}  // namespace sudoku::core
