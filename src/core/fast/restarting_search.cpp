#include "core/fast/restarting_search.hpp"

#include <algorithm>

#include "core/base/random.hpp"
#include "core/fast/free_digits.hpp"
#include "core/fast/pattern_formula.hpp"
#include "core/fast/pattern_solution.hpp"
#include "core/fast/shuffled_pattern.hpp"

namespace sudoku::core {

namespace {

// Guesses left of a total budget (0 = unbounded) after `used`; never 0 for a bounded budget
// that is not spent (0 would mean unbounded to fast_solve).
std::uint64_t remaining(std::uint64_t budget, std::uint64_t used) {
    return budget == 0 ? 0 : budget - std::min(budget, used);
}

std::uint64_t capped(std::uint64_t wanted, std::uint64_t left) {
    return left == 0 ? wanted : std::min(wanted, left);
}

FastSolveResult ended(std::uint64_t guesses, bool aborted, bool cancelled = false) {
    FastSolveResult result;
    result.guesses = guesses;
    result.aborted = aborted;
    result.cancelled = cancelled;
    return result;
}

bool is_open(const Board& puzzle) {
    return 2 * puzzle.filled_count() <= puzzle.cell_count();
}

// A first solution by seeded restarts with doubling budgets. Adds the guesses spent to `used`;
// nullopt with `stopped` set when the budget, the open-grid bound or the cancel flag ended it
// first, without `stopped` when a complete search proved there is none.
std::optional<Board> restart_for_first(const Board& puzzle, const FastSolveOptions& options,
                                       std::uint64_t& used, FastSolveResult& stopped) {
    std::uint64_t budget = options.node_limit;
    // The open-grid bound counts the restarts' own guesses; it applies when it ends first.
    bool bounded_open = false;
    if (options.open_grid_guesses != 0 && may_be_too_open(puzzle)) {
        const std::uint64_t open_end = used + options.open_grid_guesses;
        bounded_open = budget == 0 || open_end < budget;
        if (bounded_open) budget = open_end;
    }
    Random seeds(options.seed);
    std::uint64_t attempt = 2 * static_cast<std::uint64_t>(puzzle.cell_count()) + 64;
    for (;;) {
        const std::uint64_t left = remaining(budget, used);
        if (budget != 0 && left == 0) {
            stopped = ended(used, true);
            stopped.too_open = bounded_open;
            return std::nullopt;
        }
        FastSolveOptions restart = options;
        restart.solution_limit = 1;
        restart.random_order = true;
        restart.subsets_for_one = true;
        restart.seed = seeds.next();
        restart.node_limit = capped(attempt, left);
        FastSolveResult run = fast_solve(puzzle, restart);
        used += run.guesses;
        if (run.cancelled) {
            stopped = ended(used, true, true);
            return std::nullopt;
        }
        // A complete search without a solution proves there is none.
        if (!run.aborted && run.solutions == 0) {
            stopped = ended(used, false);
            return std::nullopt;
        }
        if (run.first) return std::move(run.first);
        attempt *= 2;
    }
}

}  // namespace

bool may_be_too_open(const Board& puzzle) {
    return puzzle.size() >= 16 && pattern_order(puzzle.layout()) != 0 &&
           4 * puzzle.filled_count() <= puzzle.cell_count();
}

FastSolveResult fast_solve_restarting(const Board& puzzle, const FastSolveOptions& options) {
    if (options.random_order || options.prefer != nullptr || options.automorphism != nullptr)
        return fast_solve(puzzle, options);
    const std::uint64_t budget = options.node_limit;

    FastSolveOptions plain = options;
    plain.node_limit = capped(kPlainSearchGuesses, budget);
    FastSolveResult result = fast_solve(puzzle, plain);
    if (!result.aborted || result.cancelled || (budget != 0 && result.guesses >= budget) ||
        result.solutions >= std::max(1, options.solution_limit))
        return result;
    std::uint64_t used = result.guesses;

    // A first solution: the plain search's, else the formula's (empty and near-empty grids with
    // square boxes, where the searches thrash), else by restarts.
    std::optional<Board> first = result.first;
    if (!first) first = pattern_solution(puzzle);
    // Only on near-empty grids: with many givens a reordered formula grid seldom fits, and
    // the plain search's trouble is a hard puzzle, not an open one.
    if (!first && is_open(puzzle))
        first = shuffled_pattern_solution(puzzle, kShuffledPatternSteps, options.cancel);
    if (!first) {
        FastSolveResult stopped;
        first = restart_for_first(puzzle, options, used, stopped);
        if (!first) return stopped;
    }
    FastSolveResult found = ended(used, false);
    found.solutions = 1;
    found.first = std::move(first);
    const int limit = options.solution_limit;
    if (limit <= 1) return found;

    // Givens that leave digits unused: renaming those in the solution gives the others.
    if (solutions_by_renaming(puzzle, limit) >= limit) {
        found.solutions = limit;
        if (options.keep_second) found.second = renamed_solution(puzzle, *found.first);
        return found;
    }

    // The count, from the known solution: reached without a wrong guess, so the budget goes to
    // the solutions that differ from it.
    FastSolveOptions count = options;
    count.prefer = &*found.first;
    count.node_limit = remaining(budget, used);
    if (budget != 0 && count.node_limit == 0) {
        found.aborted = true;
        return found;
    }
    FastSolveResult counted = fast_solve(puzzle, count);
    counted.guesses += used;
    return counted;
}

}  // namespace sudoku::core
