#include "core/generator.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/fast_solver.hpp"
#include "core/random.hpp"
#include "core/region_generator.hpp"

namespace sudoku::core {

namespace {

constexpr int kDefaultAttempts = 20;
constexpr int kDefaultGradedAttempts = 300;
// Guesses per uniqueness check. Up to 12x12 a check is cheap, so the bound only stops
// pathological cases. On larger boards the search has heavy tails: a check that needs more
// than a few guesses is cut short and the given stays (the puzzle is still proven unique, just
// less sparse), which keeps 25x25 in the sub-second range; exact targets get more room.
constexpr std::uint64_t kDefaultCheckNodes = 50000;
constexpr int kLargeBoard = 13;
constexpr std::uint64_t kLargeBoardCheckNodes = 16;
constexpr std::uint64_t kLargeBoardExactCheckNodes = 2000;
constexpr std::uint64_t kDefaultFillNodes = 20000;
constexpr int kDefaultRegionAttempts = 200;

std::string to_s(long long v) {
    return std::to_string(v);
}

std::string board_name(int n) {
    return to_s(n) + "x" + to_s(n);
}

struct Limits {
    int attempts;
    std::uint64_t check_nodes;
    std::uint64_t fill_nodes;
    int region_attempts;
};

std::uint64_t default_check_nodes(const GeneratorOptions& o) {
    if (o.layout.size < kLargeBoard) return kDefaultCheckNodes;
    return o.minimal || o.empty >= 0 ? kLargeBoardExactCheckNodes : kLargeBoardCheckNodes;
}

Limits resolve_limits(const GeneratorOptions& o) {
    const GeneratorLimits& l = o.limits;
    return {l.max_attempts > 0 ? l.max_attempts
                               : (o.difficulty ? kDefaultGradedAttempts : kDefaultAttempts),
            l.check_node_limit > 0 ? l.check_node_limit : default_check_nodes(o),
            l.fill_node_limit > 0 ? l.fill_node_limit : kDefaultFillNodes,
            l.region_attempts > 0 ? l.region_attempts : kDefaultRegionAttempts};
}

bool cancelled(const GeneratorOptions& o) {
    return o.cancel && o.cancel->load(std::memory_order_relaxed);
}

// Removes givens from a full grid. Each removal is kept only if the counting solver proves the
// solution still unique (and, when asked, the grader keeps the level at or below the target).
class Carver {
  public:
    Carver(const GeneratorOptions& options, const GradeFn& grade, const Limits& limits,
           GeneratorStats& stats)
        : m_options(options), m_grade(grade), m_limits(limits), m_stats(stats) {}

    // Tries each orbit once, in the given order, stopping at `target` empty cells; counts the
    // checks cut short by the node bound in `bounded`. Returns false when cancelled. One pass is
    // enough for minimality: a removal refused now stays refused after later removals (fewer givens
    // never make the solution count smaller).
    bool pass(Board& puzzle, const std::vector<std::vector<Cell>>& orbits, int target,
              bool limit_grade, int& empty, std::uint64_t& bounded) {
        const std::uint64_t hits_before = m_stats.bound_hits;
        std::array<Digit, 2> saved{};
        for (const auto& orbit : orbits) {
            if (empty >= target) break;
            const int size = static_cast<int>(orbit.size());
            if (empty + size > target) continue;
            if (std::any_of(orbit.begin(), orbit.end(),
                            [&](Cell c) { return puzzle.at(c) == kEmpty; }))
                continue;
            if (cancelled(m_options)) return false;
            for (int i = 0; i < size; ++i) {
                saved[i] = puzzle.at(orbit[i]);
                puzzle.set(orbit[i], kEmpty);
            }
            if (acceptable(puzzle, limit_grade)) {
                empty += size;
            } else {
                for (int i = 0; i < size; ++i)
                    puzzle.set(orbit[i], saved[i]);
            }
        }
        bounded = m_stats.bound_hits - hits_before;
        return true;
    }

  private:
    bool acceptable(const Board& puzzle, bool limit_grade) {
        ++m_stats.checks;
        const FastSolveResult r =
            fast_solve(puzzle, {.solution_limit = 2, .node_limit = m_limits.check_nodes});
        if (r.aborted) ++m_stats.bound_hits;
        if (r.aborted || r.solutions != 1) return false;
        if (!limit_grade) return true;
        ++m_stats.grades;
        return m_grade(puzzle) <= *m_options.difficulty;
    }

    const GeneratorOptions& m_options;
    const GradeFn& m_grade;
    const Limits& m_limits;
    GeneratorStats& m_stats;
};

// A random full grid on a fixed layout, or on freshly drawn jigsaw regions.
struct Grid {
    std::optional<Board> solution;  // nullopt: the fill hit its node bound (try again)
};

Result<Grid> random_grid(const GeneratorOptions& o, const LayoutPtr& fixed, const Limits& limits,
                         Random& rng, GeneratorStats& stats) {
    if (o.jigsaw) {
        auto regions = generate_regions({.size = o.layout.size,
                                         .diagonals = o.layout.diagonals,
                                         .seed = rng.next(),
                                         .max_attempts = limits.region_attempts,
                                         .fill_node_limit = limits.fill_nodes,
                                         .cancel = o.cancel});
        if (!regions) return regions.error();
        stats.region_maps += regions->attempts;
        return Grid{regions->solution};
    }
    const FastSolveResult fill = fast_solve(Board(fixed), {.solution_limit = 1,
                                                           .node_limit = limits.fill_nodes,
                                                           .random_order = true,
                                                           .seed = rng.next()});
    if (!fill.first && !fill.aborted)
        return Error{"no solution exists for " + fixed->describe() + " (the shape admits no grid)"};
    return Grid{fill.first};
}

std::string grades_seen(const std::array<int, 5>& seen) {
    std::string s;
    for (int i = 0; i < 5; ++i) {
        if (seen[i] == 0) continue;
        s += (s.empty() ? "" : ", ") + std::string(grade_name(static_cast<Grade>(i))) + " " +
             to_s(seen[i]);
    }
    return s.empty() ? "none" : s;
}

}  // namespace

GradeFn logical_grader() {
    return [](const Board& puzzle) {
        // The mrv cost is for teachers' reports; generation only needs the level.
        auto report = grade_puzzle(puzzle, GradeOptions{.mrv_cost = false});
        return report ? report->grade : Grade::Evil;
    };
}

std::optional<Error> validate_generator_options(const GeneratorOptions& o) {
    const int n = o.layout.size;
    if (n < kMinSize || n > kMaxSize)
        return Error{"size " + to_s(n) + " is out of range (" + to_s(kMinSize) + ".." +
                     to_s(kMaxSize) + ")"};
    if (o.layout.diagonals && n <= 3)
        return Error{"Sudoku X has no solution on a " + board_name(n) +
                     " board (the diagonals cannot both hold every digit)"};
    if (o.jigsaw) {
        if (o.layout.hyper)
            return Error{"hyper windows need square boxes; a jigsaw board has none"};
    } else {
        if (o.layout.regions.empty() && o.layout.box == BoxShape{} && !default_box_shape(n))
            return Error{"size " + to_s(n) +
                         " has no rectangular box shape; use jigsaw (random regions) instead"};
        auto layout = Layout::create(o.layout);
        if (!layout) return layout.error();
    }
    if (o.minimal && o.empty >= 0)
        return Error{"ask for either a minimal puzzle or a number of empty cells, not both"};
    if (o.empty < -1) return Error{"the number of empty cells cannot be negative"};
    // A unique puzzle must name at least N-1 different digits (two missing digits could swap).
    const int most = n * n - (n - 1);
    if (o.empty > most)
        return Error{"at most " + to_s(most) + " empty cells are possible on a " + board_name(n) +
                     " board (a unique puzzle needs at least " + to_s(n - 1) + " givens); asked " +
                     to_s(o.empty)};
    if (o.empty > 0 && o.empty % 2 == 1) {
        const auto orbits = symmetry_orbits(n, o.symmetry);
        const bool has_single = std::any_of(orbits.begin(), orbits.end(),
                                            [](const auto& orb) { return orb.size() == 1; });
        if (!has_single)
            return Error{std::string(symmetry_name(o.symmetry)) + " symmetry on a " +
                         board_name(n) + " board empties cells in pairs, so " + to_s(o.empty) +
                         " empty cells is impossible; ask for an even number or symmetry none"};
    }
    return std::nullopt;
}

Result<GeneratedPuzzle> generate_puzzle(const GeneratorOptions& o) {
    if (auto bad = validate_generator_options(o)) return *bad;
    const int n = o.layout.size;
    const Limits limits = resolve_limits(o);
    LayoutPtr fixed;
    if (!o.jigsaw) fixed = *Layout::create(o.layout);

    GeneratorStats stats;
    Random rng(o.seed);
    const int target = o.empty >= 0 ? o.empty : n * n;
    // With a level below Evil, removals that would make the puzzle harder are refused, so the
    // pass ends at the hardest puzzle still within the level; Evil needs no such limit.
    const bool limit_grade = o.difficulty && *o.difficulty != Grade::Evil && !o.minimal;
    int most_empty = 0;
    int fills_bounded = 0;
    int minimal_unproven = 0;
    std::array<int, 5> seen{};
    const GradeFn grade_fn = o.grade ? o.grade : o.difficulty ? logical_grader() : GradeFn{};
    Carver carver(o, grade_fn, limits, stats);

    for (int attempt = 1; attempt <= limits.attempts; ++attempt) {
        if (cancelled(o)) return Error{"cancelled"};
        stats.attempts = attempt;
        auto grid = random_grid(o, fixed, limits, rng, stats);
        if (!grid) return grid.error();
        if (!grid->solution) {
            ++fills_bounded;
            continue;
        }
        const Board& solution = *grid->solution;
        Board puzzle = solution;
        int empty = 0;
        auto orbits = symmetry_orbits(n, o.symmetry);
        rng.shuffle(orbits);
        std::uint64_t bounded = 0;
        if (!carver.pass(puzzle, orbits, target, limit_grade, empty, bounded))
            return Error{"cancelled"};
        if (o.minimal && o.symmetry != Symmetry::None) {
            auto singles = symmetry_orbits(n, Symmetry::None);
            rng.shuffle(singles);
            if (!carver.pass(puzzle, singles, target, false, empty, bounded))
                return Error{"cancelled"};
        }
        // A given whose removal check was cut short might be removable: not proven minimal.
        if (o.minimal && bounded > 0) {
            ++minimal_unproven;
            continue;
        }
        most_empty = std::max(most_empty, empty);
        if (o.empty >= 0 && empty != o.empty) continue;
        std::optional<Grade> grade;
        if (grade_fn) {
            ++stats.grades;
            grade = grade_fn(puzzle);
            ++seen[static_cast<int>(*grade)];
            if (o.difficulty && *grade != *o.difficulty) continue;
        }
        return GeneratedPuzzle{std::move(puzzle), solution, grade, stats};
    }

    const std::string tries = " in " + to_s(limits.attempts) + " attempts";
    if (fills_bounded == limits.attempts)
        return Error{"could not fill a " + board_name(n) + " grid" + tries + " (each allowed " +
                     to_s(static_cast<long long>(limits.fill_nodes)) + " guesses)"};
    if (o.empty >= 0 && most_empty < o.empty)
        return Error{"could not make a unique puzzle with " + to_s(o.empty) + " empty cells" +
                     tries + "; the most reached was " + to_s(most_empty)};
    if (minimal_unproven > 0 && !o.difficulty)
        return Error{"no puzzle proven minimal" + tries + " (" + to_s(minimal_unproven) +
                     " had removal checks cut short at " +
                     to_s(static_cast<long long>(limits.check_nodes)) + " guesses)"};
    if (o.difficulty)
        return Error{"no " + std::string(grade_name(*o.difficulty)) + " puzzle found" + tries +
                     " (grades seen: " + grades_seen(seen) + ")"};
    return Error{"no puzzle generated" + tries + " (" + to_s(fills_bounded) +
                 " grid fills hit their bound)"};
}

}  // namespace sudoku::core
