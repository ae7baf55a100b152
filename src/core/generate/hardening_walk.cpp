#include "core/generate/hardening_walk.hpp"

#include <optional>
#include <span>

#include "core/base/check_point.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/logic/hardness.hpp"

namespace sudoku::core {

namespace {

// Repairs needed after an orbit is emptied rarely exceed two; more would mostly add givens.
constexpr int kMaxRepairs = 2;

void set_orbit(Board& puzzle, std::span<const Cell> orbit, const Board* from) {
    for (Cell c : orbit)
        puzzle.set(c, from ? from->at(c) : kEmpty);
}

class Walker {
  public:
    Walker(const HardeningWalk& walk, Random& rng, GeneratorStats& stats)
        : m_walk(walk), m_rng(rng), m_stats(stats) {
        const int cells = walk.solution.cell_count();
        m_orbit_of.assign(static_cast<std::size_t>(cells), 0);
        for (std::size_t i = 0; i < walk.orbits.size(); ++i)
            for (Cell c : walk.orbits[i])
                m_orbit_of[c] = i;
    }

    // One move from `puzzle`, spent from `moves_left` and counted: the unique neighbour it
    // lands on, or nullopt (rejected).
    std::optional<Board> move(const Board& puzzle, int& moves_left) {
        --moves_left;
        ++m_stats.hardening_moves;
        return neighbour(puzzle);
    }

  private:
    std::optional<Board> neighbour(const Board& puzzle) {
        const auto& orbits = m_walk.orbits;
        m_given.clear();
        for (std::size_t i = 0; i < orbits.size(); ++i)
            if (puzzle.at(orbits[i].front()) != kEmpty) m_given.push_back(i);
        if (m_given.empty()) return std::nullopt;
        const std::size_t dropped =
            m_given[m_rng.below(static_cast<std::uint32_t>(m_given.size()))];
        Board next = puzzle;
        set_orbit(next, orbits[dropped], nullptr);
        for (int repair = 0;; ++repair) {
            FastSolveOptions check{.solution_limit = 2,
                                   .node_limit = m_walk.check_nodes,
                                   .keep_second = true,
                                   .prefer = &m_walk.solution,
                                   .cancel = m_walk.cancel};
            const FastSolveResult result = fast_solve(next, check);
            ++m_stats.checks;
            if (m_walk.on_check) m_walk.on_check();
            if (result.aborted) {
                if (!result.cancelled) ++m_stats.bound_hits;
                return std::nullopt;
            }
            if (result.solutions == 1) break;
            if (result.solutions == 0 || repair == kMaxRepairs || !result.second)
                return std::nullopt;
            // A cell where the rival differs, outside the dropped orbit: giving it rules the
            // rival out.
            m_differ.clear();
            for (int i = 0; i < next.cell_count(); ++i) {
                const auto c = static_cast<Cell>(i);
                if (result.second->at(c) != m_walk.solution.at(c) && m_orbit_of[c] != dropped)
                    m_differ.push_back(c);
            }
            if (m_differ.empty()) return std::nullopt;
            const Cell back = m_differ[m_rng.below(static_cast<std::uint32_t>(m_differ.size()))];
            set_orbit(next, orbits[m_orbit_of[back]], &m_walk.solution);
        }
        if (m_walk.exact_empty >= 0 && next.empty_count() != m_walk.exact_empty)
            return std::nullopt;
        return next;
    }

    const HardeningWalk& m_walk;
    Random& m_rng;
    GeneratorStats& m_stats;
    std::vector<std::size_t> m_orbit_of;
    std::vector<std::size_t> m_given;
    std::vector<Cell> m_differ;
};

bool cancelled(const HardeningWalk& walk) {
    return stop_requested(walk.cancel);
}

// Cells given in one puzzle and empty in the other.
int given_distance(const Board& a, const Board& b) {
    int differ = 0;
    for (int i = 0; i < a.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        differ += (a.at(c) == kEmpty) != (b.at(c) == kEmpty);
    }
    return differ;
}

}  // namespace

WalkEnd wander_evil(Board& puzzle, const HardeningWalk& walk, Random& rng, int distance,
                    int& moves_left, GeneratorStats& stats) {
    Walker walker(walk, rng, stats);
    const Board start = puzzle;
    while (moves_left > 0) {
        if (given_distance(start, puzzle) >= distance) return WalkEnd::Reached;
        if (cancelled(walk)) return WalkEnd::Cancelled;
        auto next = walker.move(puzzle, moves_left);
        if (!next) continue;
        ++stats.grades;
        if (walk.grade(*next) == Grade::Evil) puzzle = std::move(*next);
    }
    if (cancelled(walk)) return WalkEnd::Cancelled;
    return given_distance(start, puzzle) >= distance ? WalkEnd::Reached : WalkEnd::OutOfMoves;
}

namespace {

// Below Evil the grade itself is the measure: a neighbour no easier and not past the target
// replaces the puzzle (sideways moves cross plateaus). Hardness (core/hardness.hpp) counts
// only the positions that need an assumption, which puzzles below Evil rarely have, so it
// cannot lead there. A 6x6 grade costs microseconds, so every neighbour is graded.
WalkEnd climb_to_level(Board& puzzle, const HardeningWalk& walk, Random& rng, int& moves_left,
                       GeneratorStats& stats) {
    Walker walker(walk, rng, stats);
    ++stats.grades;
    Grade current = walk.grade(puzzle);
    while (moves_left > 0 && current != walk.target) {
        if (cancelled(walk)) return WalkEnd::Cancelled;
        auto next = walker.move(puzzle, moves_left);
        if (!next) continue;
        ++stats.grades;
        const Grade judged = walk.grade(*next);
        if (judged < current || judged > walk.target) continue;
        puzzle = std::move(*next);
        current = judged;
    }
    if (current == walk.target) return WalkEnd::Reached;
    return cancelled(walk) ? WalkEnd::Cancelled : WalkEnd::OutOfMoves;
}

}  // namespace

WalkEnd harden(Board& puzzle, const HardeningWalk& walk, Random& rng, int& moves_left,
               GeneratorStats& stats) {
    if (walk.target != Grade::Evil) return climb_to_level(puzzle, walk, rng, moves_left, stats);
    Walker walker(walk, rng, stats);
    Hardness current = measure_hardness(puzzle);
    while (moves_left > 0) {
        if (cancelled(walk)) return WalkEnd::Cancelled;
        auto next = walker.move(puzzle, moves_left);
        if (!next) continue;
        const Hardness measured = measure_hardness(*next);
        if (!measured.at_least(current)) continue;
        const bool ask_judge = measured.stuck || measured.harder_than(current);
        puzzle = std::move(*next);
        current = measured;
        if (ask_judge) {
            ++stats.grades;
            if (walk.grade(puzzle) == Grade::Evil) return WalkEnd::Reached;
        }
    }
    return cancelled(walk) ? WalkEnd::Cancelled : WalkEnd::OutOfMoves;
}

}  // namespace sudoku::core
