// INTERIM stand-in for the fast solver (branch fast-solver owns the real one): a plain
// most-constrained-cell search honouring the interface, so the game can link until it lands.
#include "core/fast_solver.hpp"

#include <vector>

#include "core/random.hpp"

namespace sudoku::core {

namespace {

struct Search {
    const FastSolveOptions& options;
    Random rng;
    FastSolveResult result{};

    // Returns false to stop the whole search (limit reached).
    bool run(Board& board) {
        Cell best = kNoCell;
        Mask best_mask = 0;
        int best_count = 64;
        for (int i = 0; i < board.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (board.at(c) != kEmpty) continue;
            const Mask m = board.candidates(c);
            if (mask_count(m) < best_count) {
                best = c;
                best_mask = m;
                best_count = mask_count(m);
            }
        }
        if (best == kNoCell) {
            if (++result.solutions == 1) result.first = board;
            return result.solutions < options.solution_limit;
        }
        std::vector<Digit> order;
        for (Mask m = best_mask; m != 0; m &= m - 1)
            order.push_back(mask_first(m));
        if (options.random_order) rng.shuffle(order);
        for (Digit d : order) {
            if (order.size() > 1) {
                if (options.node_limit != 0 && result.guesses >= options.node_limit) {
                    result.aborted = true;
                    return false;
                }
                ++result.guesses;
            }
            board.set(best, d);
            const bool go_on = run(board);
            board.set(best, kEmpty);
            if (!go_on) return false;
        }
        return true;
    }
};

}  // namespace

FastSolveResult fast_solve(const Board& puzzle, const FastSolveOptions& options) {
    Search search{options, Random(options.seed)};
    if (!puzzle.is_consistent()) return search.result;
    Board board = puzzle;
    search.run(board);
    return search.result;
}

std::optional<Board> solve(const Board& puzzle) {
    return fast_solve(puzzle).first;
}

int count_solutions(const Board& puzzle, int limit) {
    return fast_solve(puzzle, {.solution_limit = limit}).solutions;
}

std::optional<Board> random_solution(const Board& puzzle, std::uint64_t seed) {
    return fast_solve(puzzle, {.random_order = true, .seed = seed}).first;
}

}  // namespace sudoku::core
