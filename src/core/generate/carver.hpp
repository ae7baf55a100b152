// Removes givens from a full grid while the counting solver proves the solution unique: one
// greedy pass over clue orbits, then (for an exact target) a bounded local search that trades
// two givens for one, guided by the unavoidable sets the failed checks reveal.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/base/random.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/unavoidable_sets.hpp"

namespace sudoku::core {

class Carver {
  public:
    // Carves puzzles of `solution` (a full grid, also the puzzle the carving starts from).
    // `grade` limits the level during removal when `limit_grade` is passed to pass/improve (it
    // must be set then); counters go to `stats`. `check_nodes` bounds each uniqueness check (a
    // hit counts as not unique). With `learn`, every second solution a check finds is kept as
    // an unavoidable set, for improve.
    Carver(const GeneratorOptions& options, const GradeFn& grade, std::uint64_t check_nodes,
           GeneratorStats& stats, const Board& solution, bool learn);

    // Tries each orbit once, in the given order, stopping at `target` empty cells; counts the
    // checks cut short by the node bound in `bounded`. Returns false when cancelled. One pass
    // is enough for minimality: a removal refused now stays refused after later removals
    // (fewer givens never make the solution count smaller).
    bool pass(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
              bool limit_grade, int& empty, std::uint64_t& bounded);

    // Local search towards `target` when a pass fell short (see carver.cpp), spending at most
    // `checks_left` uniqueness checks (decremented). Leaves the emptiest unique puzzle it met
    // in `puzzle`. Returns false when cancelled.
    bool improve(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
                 bool limit_grade, Random& rng, int& empty, int& checks_left);

  private:
    struct Search;

    // Proven unique (and within the level when limited); a second solution found is learnt.
    bool acceptable(const Board& puzzle, bool limit_grade);
    // The puzzle's grade is the level asked for, or easier.
    bool within_level(const Board& puzzle) const;
    // Whether a pass that went past the level gives givens back (give_back_to_level) instead
    // of grading each removal from there on.
    [[nodiscard]] bool gives_back_past_level() const;
    // Gives emptied orbits back where a solve with the level's techniques gets stuck, until it
    // gets through (see carver.cpp). Returns false when cancelled.
    bool give_back_to_level(Board& puzzle, const std::vector<std::vector<Cell>>& orbits,
                            int& empty);
    // With an exact target, `empty` empty cells can still become `target`: an odd number of
    // cells to go needs a one-cell orbit (of which `singles` are given) to stay given.
    [[nodiscard]] bool reachable(int target, int empty, int singles) const;
    void give(Board& puzzle, std::span<const Cell> orbit);
    void take(Board& puzzle, std::span<const Cell> orbit);

    const GeneratorOptions& m_options;
    const GradeFn& m_grade;
    std::uint64_t m_check_nodes;
    GeneratorStats& m_stats;
    const Board& m_solution;
    bool m_learn;
    UnavoidableSets m_sets;  // learnt sets; its givens follow the carved puzzle
};

// True when `cancel` is set (GeneratorOptions::cancel may be null).
[[nodiscard]] bool generation_cancelled(const GeneratorOptions& options);

}  // namespace sudoku::core
