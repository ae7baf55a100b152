#include "core/generate/carver.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "core/base/check_point.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/logic/grader.hpp"
#include "core/logic/logic_solver.hpp"

namespace sudoku::core {

namespace {

// Checks per round spent on trading two givens for one: then the puzzle changes (a swap or a
// kick) and the candidates with it. Measured on 16x16 (40 seeds): 30-120 all work, smaller
// caps and more frequent kicks shorten the long tail.
constexpr int kShrinkChecks = 60;
// Plateau moves tried per round (a given traded for one empty orbit) before a kick.
constexpr int kSwapTries = 100;
// Every this many rounds without progress, a kick instead of a swap (wider moves than swaps).
constexpr int kKickAfter = 16;
// Removals graded at once while a pass keeps a level (see Carver::pass).
constexpr std::size_t kGradeBatch = 16;
// From this size on, Expert's edge is found by giving givens back where the solve gets stuck
// (see Carver::give_back_to_level): each grade near that edge takes 50-140 ms on 25x25 Hyper,
// where the pass graded 25-50 removals one at a time (1.5 s median, p90 2.2 s). Of the Expert
// shapes from 18x18 to 25x25 only Hyper carved past the level in the benchmarks; the others
// never take this path, and it serves any that would.
constexpr int kGiveBackBoard = 17;

bool all_given(const Board& puzzle, const std::vector<Cell>& orbit) {
    return std::none_of(orbit.begin(), orbit.end(), [&](Cell c) { return puzzle.at(c) == kEmpty; });
}

// A set of orbits as bits.
class OrbitBits {
  public:
    explicit OrbitBits(std::size_t orbits = 0) : m_words((orbits + 63) / 64) {}
    void set(int orbit) { m_words[static_cast<std::size_t>(orbit) / 64] |= bit(orbit); }
    [[nodiscard]] bool meets(const OrbitBits& other) const {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            if (m_words[i] & other.m_words[i]) return true;
        return false;
    }

  private:
    static std::uint64_t bit(int orbit) { return std::uint64_t{1} << (orbit % 64); }
    std::vector<std::uint64_t> m_words;
};

}  // namespace

Carver::Carver(const GeneratorOptions& options, const GradeFn& grade, std::uint64_t check_nodes,
               GeneratorStats& stats, const Board& solution, bool learn)
    : m_options(options),
      m_grade(grade),
      m_check_nodes(check_nodes),
      m_stats(stats),
      m_solution(solution),
      m_learn(learn),
      m_sets(solution) {}

bool generation_cancelled(const GeneratorOptions& options) {
    return stop_requested(options.cancel);
}

void Carver::give(Board& puzzle, std::span<const Cell> orbit) {
    for (Cell c : orbit) {
        puzzle.set(c, m_solution.at(c));
        m_sets.set_given(c, true);
    }
}

void Carver::take(Board& puzzle, std::span<const Cell> orbit) {
    for (Cell c : orbit) {
        puzzle.set(c, kEmpty);
        m_sets.set_given(c, false);
    }
}

bool Carver::pass(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
                  bool limit_grade, int& empty, std::uint64_t& bounded) {
    const std::uint64_t hits_before = m_stats.bound_hits;
    int singles =
        static_cast<int>(std::count_if(orbits.begin(), orbits.end(), [&](const auto& orbit) {
            return orbit.size() == 1 && all_given(puzzle, orbit);
        }));
    // With a level to keep, grading each removal costs most of a big board's pass (25x25 Hyper
    // Medium: 3.7 s). Removing givens never makes a puzzle easier, so removals are graded in
    // batches: a batch within the level keeps every removal (each state between had more
    // givens, so it was within the level too: the puzzle is the one grading each would give);
    // a batch past it is given back and tried again one removal at a time, or, where
    // gives_back_past_level(), the rest of the pass removes for uniqueness only and
    // give_back_to_level() repairs the level afterwards.
    std::size_t batch_size = limit_grade ? kGradeBatch : 1;
    std::vector<std::size_t> batch;  // removals since the last grade, as indices into orbits
    const bool give_back = limit_grade && gives_back_past_level();
    bool past_level = false;  // give_back only: no more batches (nor grades) in this pass
    const auto settle = [&] {
        if (batch.empty()) return;  // also without a level, or past it: nothing is batched
        ++m_stats.grades;
        if (within_level(puzzle)) return batch.clear();
        if (give_back) {
            past_level = true;
            return batch.clear();
        }
        for (std::size_t i : batch) {
            give(puzzle, orbits[i]);
            empty -= static_cast<int>(orbits[i].size());
            singles += orbits[i].size() == 1;
        }
        for (std::size_t i : batch) {
            take(puzzle, orbits[i]);
            ++m_stats.grades;
            if (within_level(puzzle)) {
                empty += static_cast<int>(orbits[i].size());
                singles -= orbits[i].size() == 1;
            } else {
                give(puzzle, orbits[i]);
            }
        }
        batch.clear();
        batch_size = 1;  // near the level's edge: most removals from here on are refused
    };
    for (std::size_t i = 0; i < orbits.size(); ++i) {
        const auto& orbit = orbits[i];
        if (empty >= target) break;
        const int size = static_cast<int>(orbit.size());
        if (empty + size > target) continue;
        if (!all_given(puzzle, orbit)) continue;
        if (!reachable(target, empty + size, singles - (size == 1))) continue;
        if (generation_cancelled(m_options)) return false;
        // A known unavoidable set that only this orbit still hits: the check would fail.
        if (m_sets.needed(orbit)) continue;
        take(puzzle, orbit);
        if (acceptable(puzzle, limit_grade && batch_size == 1)) {
            empty += size;
            singles -= size == 1;
            if (batch_size > 1 && !past_level) batch.push_back(i);
            if (batch.size() >= batch_size) settle();
        } else {
            give(puzzle, orbit);
        }
    }
    settle();
    if (past_level && !give_back_to_level(puzzle, orbits, empty)) return false;
    bounded = m_stats.bound_hits - hits_before;
    return true;
}

bool Carver::gives_back_past_level() const {
    return m_options.difficulty == Grade::Expert && m_options.layout.size >= kGiveBackBoard &&
           m_options.empty < 0 && !m_options.grade;
}

// One solve with the level's techniques, from the puzzle past the level: where it gets stuck,
// the emptied orbit whose cells keep the most candidates is given back (the given that tells
// the most) and the solve goes on from there, its eliminations kept: they were sound for the
// puzzle with fewer givens, so they are for this one. A few stuck solves instead of a full
// grade per removal. Solving from scratch may still differ (a forcing search is bounded by its
// assumptions), so the generator grades the result again: the level is confirmed, never
// assumed. The puzzle is unique: it has more givens than one the checks proved unique.
bool Carver::give_back_to_level(Board& puzzle, const std::vector<std::vector<Cell>>& orbits,
                                int& empty) {
    const LogicSolveOptions logic = solve_options_at_most(*m_options.difficulty);
    CandidateGrid grid(puzzle);
    ++m_stats.grades;
    for (;;) {
        const LogicStatus status = continue_logically(grid, logic).status;
        // Solved: within the level. A contradiction cannot come from sound techniques on a unique
        // puzzle; if it did, the generator's grade would refuse the puzzle.
        if (status != LogicStatus::Stuck) return true;
        if (generation_cancelled(m_options)) return false;
        const std::vector<Cell>* best = nullptr;
        int most = 0;
        for (const auto& orbit : orbits) {
            int candidates = 0;
            for (Cell c : orbit)
                if (puzzle.at(c) == kEmpty) candidates += std::popcount(grid.candidates(c));
            if (candidates > most && std::none_of(orbit.begin(), orbit.end(),
                                                  [&](Cell c) { return puzzle.at(c) != kEmpty; })) {
                most = candidates;
                best = &orbit;
            }
        }
        // Never null: an empty cell of the stuck grid is empty in the puzzle, and orbits are
        // emptied and given back whole, so its orbit is a candidate with candidates left.
        if (!best) return true;
        give(puzzle, *best);
        ++m_stats.given_back;
        empty -= static_cast<int>(best->size());
        for (Cell c : *best)
            if (grid.is_empty(c)) grid.place(c, m_solution.at(c));
        ++m_stats.grades;
    }
}

bool Carver::reachable(int target, int empty, int singles) const {
    return m_options.empty < 0 || (target - empty) % 2 == 0 || singles > 0;
}

bool Carver::within_level(const Board& puzzle) const {
    // The logical grader's verdict, without grading past the level (grade_at_most); a grade
    // function of the caller's own is asked for the grade.
    return m_options.grade ? m_grade(puzzle) <= *m_options.difficulty
                           : grade_at_most(puzzle, *m_options.difficulty);
}

// `puzzle` is its previous unique self with some givens emptied (and maybe others added).
bool Carver::acceptable(const Board& puzzle, bool limit_grade) {
    ++m_stats.checks;
    // When learning, the solution's digits go first: the second solution found is one near it,
    // and the cells where they differ make a small unavoidable set (a plain pass learns
    // nothing, so it keeps the plain order).
    const FastSolveResult r = fast_solve(puzzle, {.solution_limit = 2,
                                                  .node_limit = m_check_nodes,
                                                  .keep_second = true,
                                                  .prefer = m_learn ? &m_solution : nullptr});
    if (m_options.on_check) m_options.on_check();
    if (r.aborted) ++m_stats.bound_hits;
    if (r.solutions >= 2) {
        if (m_learn) {
            const Board& second = *r.first == m_solution ? *r.second : *r.first;
            m_sets.add(differing_cells(m_solution, second));
        }
        return false;
    }
    if (r.aborted || r.solutions != 1) return false;
    if (!limit_grade) return true;
    ++m_stats.grades;
    return within_level(puzzle);
}

// [SECTION] The local search
//
// The state is always a unique puzzle. Each round tries, in order:
//  1. shrink: empty two given orbits and give one empty orbit instead (one orbit fewer), then
//     a removal pass; at most kShrinkChecks checks;
//  2. swap: empty one given orbit and give another (as many givens, a different puzzle from
//     which step 1 may find a way down), then a removal pass;
//  3. kick, when no swap works and every kKickAfter-th round without progress: give one random
//     empty orbit (one more given), so the next rounds' exchanges have room.
// Candidates come from the learnt unavoidable sets: an orbit to give must hit every known set
// the emptied orbits leave without a given, so most exchanges are refused without a check, and
// every check that fails teaches a new set. The emptiest puzzle met is kept.

struct Carver::Search {
    Carver& carver;
    Board& puzzle;
    const std::vector<std::vector<Cell>>& orbits;
    int target;
    bool limit_grade;
    Random& rng;
    int& empty;
    int& checks_left;
    bool cancelled = false;
    int failed_rounds = 0;
    std::vector<int> orbit_of = std::vector<int>(static_cast<std::size_t>(puzzle.cell_count()));
    std::vector<std::vector<Cell>> order = orbits;  // reshuffled for each removal pass
    std::vector<int> hits{};                        // scratch for candidates()
    std::vector<int> last_set{};                    // scratch for candidates()

    [[nodiscard]] bool given(int o) const {
        return puzzle.at(orbits[static_cast<std::size_t>(o)].front()) != kEmpty;
    }
    [[nodiscard]] int size(int o) const {
        return static_cast<int>(orbits[static_cast<std::size_t>(o)].size());
    }
    [[nodiscard]] int singles_given() const {
        int count = 0;
        for (int o = 0; o < static_cast<int>(orbits.size()); ++o)
            count += size(o) == 1 && given(o);
        return count;
    }
    void give(int o) { carver.give(puzzle, orbits[static_cast<std::size_t>(o)]); }
    void take(int o) { carver.take(puzzle, orbits[static_cast<std::size_t>(o)]); }

    bool run() {
        for (std::size_t o = 0; o < orbits.size(); ++o)
            for (Cell c : orbits[o])
                orbit_of[static_cast<std::size_t>(c)] = static_cast<int>(o);
        Board best = puzzle;
        int best_empty = empty;
        // Kicks run no check, so the rounds have their own bound.
        for (int rounds = 4 * checks_left + 64; empty < target && checks_left > 0 && rounds > 0;
             --rounds) {
            if (shrink()) {
                failed_rounds = 0;
                removal_pass();
            } else if (++failed_rounds % kKickAfter != 0 && swap()) {
                removal_pass();
            } else {
                kick();
            }
            if (cancelled) return false;
            if (empty > best_empty) {
                best = puzzle;
                best_empty = empty;
            }
        }
        if (best_empty > empty) {
            for (int c = 0; c < puzzle.cell_count(); ++c) {
                const Cell cell = static_cast<Cell>(c);
                if (best.at(cell) == puzzle.at(cell)) continue;
                const std::span<const Cell> one(&cell, 1);
                best.at(cell) == kEmpty ? carver.take(puzzle, one) : carver.give(puzzle, one);
            }
            empty = best_empty;
        }
        return true;
    }

    // One given orbit fewer: two out, one in.
    bool shrink() {
        std::vector<int> givens;
        for (int o = 0; o < static_cast<int>(orbits.size()); ++o)
            if (given(o)) givens.push_back(o);
        // An orbit to give must replace each of the two alone, so pairs whose single
        // replacements do not meet are skipped without a look at their joint sets.
        std::vector<OrbitBits> alone(givens.size(), OrbitBits(orbits.size()));
        for (std::size_t i = 0; i < givens.size(); ++i) {
            const int a = givens[i];
            take(a);
            for (int o : candidates(std::span(&a, 1)))
                alone[i].set(o);
            give(a);
        }
        std::vector<std::array<int, 2>> pairs;
        for (std::size_t i = 0; i < givens.size(); ++i)
            for (std::size_t j = i + 1; j < givens.size(); ++j)
                if (alone[i].meets(alone[j])) pairs.push_back({givens[i], givens[j]});
        rng.shuffle(pairs);
        int budget = kShrinkChecks;
        for (const auto& pair : pairs) {
            if (exchange(pair, 1, budget)) return true;
            if (cancelled || checks_left <= 0 || budget <= 0) return false;
        }
        return false;
    }

    // As many givens, in other places: one out, one in (a single check per orbit tried).
    bool swap() {
        if (cancelled) return false;
        std::vector<int> givens;
        for (int o = 0; o < static_cast<int>(orbits.size()); ++o)
            if (given(o)) givens.push_back(o);
        rng.shuffle(givens);
        const auto tries = std::min(givens.size(), static_cast<std::size_t>(kSwapTries));
        for (std::size_t i = 0; i < tries; ++i) {
            int one = 1;
            if (exchange(std::span(&givens[i], 1), 0, one)) return true;
            if (cancelled || checks_left <= 0) return false;
        }
        return false;
    }

    // With the target's parity lost (an odd number of cells to go, every one-cell orbit
    // empty), only one-cell orbits are given back.
    void kick() {
        if (cancelled) return;
        const bool singles_only = !carver.reachable(target, empty, singles_given());
        std::vector<int> empties;
        for (int o = 0; o < static_cast<int>(orbits.size()); ++o)
            if (!given(o) && (!singles_only || size(o) == 1)) empties.push_back(o);
        if (empties.empty()) return;
        const int o = empties[rng.below(static_cast<std::uint32_t>(empties.size()))];
        give(o);
        empty -= size(o);
    }

    void removal_pass() {
        if (cancelled) return;
        rng.shuffle(order);
        const std::uint64_t before = carver.m_stats.checks;
        std::uint64_t bounded = 0;
        if (!carver.pass(puzzle, order, target, limit_grade, empty, bounded)) cancelled = true;
        checks_left -= static_cast<int>(carver.m_stats.checks - before);
    }

    // Empties the given orbits `out`, then gives candidate orbits one at a time (at most
    // `max_checks` checked) until one leaves a unique puzzle with at least `gain` more empty
    // cells; restores `out` when none does.
    bool exchange(std::span<const int> out, int gain, int& max_checks) {
        int out_size = 0;
        for (int o : out) {
            out_size += size(o);
            take(o);
        }
        const int singles_out = singles_given();  // with `out` emptied
        std::vector<int> refused;  // checked without learning a set (cut short, or too hard)
        while (max_checks-- > 0 && checks_left > 0) {
            std::vector<int> in = candidates(out);
            std::erase_if(in, [&](int o) {
                const int more = out_size - size(o);
                return more < gain || empty + more > target ||
                       !carver.reachable(target, empty + more, singles_out + (size(o) == 1)) ||
                       std::find(refused.begin(), refused.end(), o) != refused.end();
            });
            if (in.empty()) break;
            if (generation_cancelled(carver.m_options)) {
                cancelled = true;
                break;
            }
            const int o = in[rng.below(static_cast<std::uint32_t>(in.size()))];
            give(o);
            --checks_left;
            const std::size_t known = carver.m_sets.size();
            if (carver.acceptable(puzzle, limit_grade)) {
                empty += out_size - size(o);
                return true;
            }
            take(o);
            if (carver.m_sets.size() == known) refused.push_back(o);
        }
        for (int o : out)
            give(o);
        return false;
    }

    // Empty orbits (other than `emptied`) that hit every known set no given hits, after
    // `emptied` were emptied. None when no known set is left without a given.
    std::vector<int> candidates(std::span<const int> emptied) {
        std::vector<Cell> cells;
        for (int o : emptied)
            for (Cell c : orbits[static_cast<std::size_t>(o)])
                cells.push_back(c);
        const std::vector<int> missed = carver.m_sets.uncovered(cells);
        std::vector<int> out;
        if (missed.empty()) return out;
        hits.assign(orbits.size(), 0);
        last_set.assign(orbits.size(), -1);
        for (int set : missed) {
            for (Cell c : carver.m_sets.cells(set)) {
                const auto o = static_cast<std::size_t>(orbit_of[static_cast<std::size_t>(c)]);
                if (last_set[o] == set) continue;  // both cells of an orbit in one set
                last_set[o] = set;
                ++hits[o];
            }
        }
        const int need = static_cast<int>(missed.size());
        for (int o = 0; o < static_cast<int>(orbits.size()); ++o)
            if (hits[static_cast<std::size_t>(o)] == need && !given(o) &&
                std::find(emptied.begin(), emptied.end(), o) == emptied.end())
                out.push_back(o);
        return out;
    }
};

bool Carver::improve(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
                     bool limit_grade, Random& rng, int& empty, int& checks_left) {
    Search search{*this, puzzle, orbits, target, limit_grade, rng, empty, checks_left};
    return search.run();
}

}  // namespace sudoku::core
