// Removes givens from a full grid while the counting solver proves the solution unique: one
// greedy pass over clue orbits, then (for an exact target) a bounded local search that puts
// one orbit back and removes as many others as it can.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/generator.hpp"
#include "core/random.hpp"

namespace sudoku::core {

class Carver {
  public:
    // Carves puzzles of `solution` (a full grid). `grade` limits the level during removal
    // when `limit_grade` is passed to pass/improve (it must be set then); counters go to
    // `stats`.
    // `check_nodes` bounds each uniqueness check (a hit counts as not unique).
    Carver(const GeneratorOptions& options, const GradeFn& grade, std::uint64_t check_nodes,
           GeneratorStats& stats, const Board& solution);

    // Tries each orbit once, in the given order, stopping at `target` empty cells; counts the
    // checks cut short by the node bound in `bounded`. Returns false when cancelled. One pass
    // is enough for minimality: a removal refused now stays refused after later removals
    // (fewer givens never make the solution count smaller).
    bool pass(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
              bool limit_grade, int& empty, std::uint64_t& bounded);

    // Local search towards `target` when a pass fell short: each move refills one empty orbit
    // from `solution`, then runs a pass over the given orbits in random order (the refilled one
    // last). A move is kept unless it loses empty cells (equal moves let the search drift);
    // stops at the target or when `moves_left` (decremented per move) runs out. Returns false
    // when cancelled.
    bool improve(Board& puzzle, std::vector<std::vector<Cell>>& orbits, int target,
                 bool limit_grade, Random& rng, int& empty, int& moves_left);

  private:
    bool acceptable(const Board& puzzle, const std::vector<Cell>& orbit, bool limit_grade);
    [[nodiscard]] bool refuted(const Board& puzzle, const std::vector<Cell>& orbit) const;

    const GeneratorOptions& m_options;
    const GradeFn& m_grade;
    std::uint64_t m_check_nodes;
    GeneratorStats& m_stats;
    const Board& m_solution;
    // A second solution seen when removing the orbit starting at each cell failed: while it
    // still fits the other givens, removing that orbit again would fail, so no check is needed
    // (the local search retries the same orbits many times).
    std::vector<std::optional<Board>> m_witness;
};

// True when `cancel` is set (GeneratorOptions::cancel may be null).
[[nodiscard]] bool generation_cancelled(const GeneratorOptions& options);

}  // namespace sudoku::core
