#include "core/carver.hpp"

#include <algorithm>
#include <array>

#include "core/fast_solver.hpp"

namespace sudoku::core {

namespace {

bool all_given(const Board& puzzle, const std::vector<Cell>& orbit) {
    return std::none_of(orbit.begin(), orbit.end(), [&](Cell c) { return puzzle.at(c) == kEmpty; });
}

}  // namespace

Carver::Carver(const GeneratorOptions& options, const GradeFn& grade, std::uint64_t check_nodes,
               GeneratorStats& stats, const Board& solution)
    : m_options(options),
      m_grade(grade),
      m_check_nodes(check_nodes),
      m_stats(stats),
      m_solution(solution),
      m_witness(static_cast<std::size_t>(solution.cell_count())) {}

bool generation_cancelled(const GeneratorOptions& options) {
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

bool Carver::pass(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
                  bool limit_grade, int& empty, std::uint64_t& bounded) {
    const std::uint64_t hits_before = m_stats.bound_hits;
    std::array<Digit, 2> saved{};
    for (const auto& orbit : orbits) {
        if (empty >= target) break;
        const int size = static_cast<int>(orbit.size());
        if (empty + size > target) continue;
        if (!all_given(puzzle, orbit)) continue;
        if (generation_cancelled(m_options)) return false;
        for (int i = 0; i < size; ++i) {
            saved[i] = puzzle.at(orbit[i]);
            puzzle.set(orbit[i], kEmpty);
        }
        if (acceptable(puzzle, orbit, limit_grade)) {
            empty += size;
        } else {
            for (int i = 0; i < size; ++i)
                puzzle.set(orbit[i], saved[i]);
        }
    }
    bounded = m_stats.bound_hits - hits_before;
    return true;
}

bool Carver::improve(Board& puzzle, std::vector<std::vector<Cell>>& orbits, int target,
                     bool limit_grade, Random& rng, int& empty, int& moves_left) {
    const auto is_empty = [&](const std::vector<Cell>& orbit) {
        return puzzle.at(orbit.front()) == kEmpty;  // orbits are emptied whole
    };
    for (; moves_left > 0 && empty < target; --moves_left) {
        if (generation_cancelled(m_options)) return false;
        const auto empties = std::count_if(orbits.begin(), orbits.end(), is_empty);
        if (empties == 0) return true;
        rng.shuffle(orbits);
        // The orbit to refill: a random empty one, moved last so the pass tries it last.
        auto pick = rng.below(static_cast<std::uint32_t>(empties));
        auto back = std::find_if(orbits.begin(), orbits.end(),
                                 [&](const auto& orbit) { return is_empty(orbit) && pick-- == 0; });
        std::swap(*back, orbits.back());

        const Board before = puzzle;
        const int empty_before = empty;
        for (Cell c : orbits.back())
            puzzle.set(c, m_solution.at(c));
        empty -= static_cast<int>(orbits.back().size());
        std::uint64_t bounded = 0;
        if (!pass(puzzle, orbits, target, limit_grade, empty, bounded)) return false;
        if (empty < empty_before) {
            puzzle = before;
            empty = empty_before;
        }
    }
    return true;
}

// `puzzle` has `orbit` emptied.
bool Carver::acceptable(const Board& puzzle, const std::vector<Cell>& orbit, bool limit_grade) {
    if (refuted(puzzle, orbit)) return false;
    ++m_stats.checks;
    FastSolveResult r =
        fast_solve(puzzle, {.solution_limit = 2, .node_limit = m_check_nodes, .keep_second = true});
    if (r.aborted) ++m_stats.bound_hits;
    if (r.solutions >= 2) {
        // One of the two may be the solution itself; keep the other.
        auto& other = *r.first == m_solution ? r.second : r.first;
        m_witness[static_cast<std::size_t>(orbit.front())] = std::move(other);
    }
    if (r.aborted || r.solutions != 1) return false;
    if (!limit_grade) return true;
    ++m_stats.grades;
    return m_grade(puzzle) <= *m_options.difficulty;
}

// The stored witness is a full grid other than the solution that agrees with every given of
// `puzzle` (the orbit is emptied there): a second solution, so the removal must fail.
bool Carver::refuted(const Board& puzzle, const std::vector<Cell>& orbit) const {
    const auto& witness = m_witness[static_cast<std::size_t>(orbit.front())];
    return witness && puzzle.agrees_with(*witness);
}

}  // namespace sudoku::core
