// Bookkeeping shared by the fast solver's search paths: the guess budget, the solution limit,
// and the order in which a branch tries its candidates (ascending or seeded random).
#pragma once

#include <algorithm>
#include <array>
#include <span>

#include "core/base/check_point.hpp"
#include "core/base/random.hpp"
#include "core/fast/fast_solver.hpp"

namespace sudoku::core {

// The digits of one branch, in the order the search tries them.
struct BranchDigits {
    std::array<Digit, kMaxSize> digits{};
    int count = 0;
};

class FastSearchControl {
  public:
    FastSearchControl(const FastSolveOptions& options, FastSolveResult& result)
        : m_limit(std::max(1, options.solution_limit)),
          m_node_limit(options.node_limit),
          m_cancel(options.cancel),
          m_random(options.random_order),
          m_keep_second(options.keep_second),
          m_prefer(options.prefer),
          m_rng(options.seed),
          m_result(result) {}

    // Called before every candidate a branch tries. False once the node budget is spent: the
    // search must then unwind, and the result says it was aborted.
    [[nodiscard]] bool take_guess() {
        if (m_node_limit != 0 && m_result.guesses >= m_node_limit) {
            m_result.aborted = true;
            return false;
        }
        // A relaxed load is cheap, but the guess loop is the hot path: look every 256 guesses.
        if ((m_result.guesses & 255U) == 0 && stop_requested(m_cancel)) {
            m_result.aborted = true;
            m_result.cancelled = true;
            return false;
        }
        ++m_result.guesses;
        return true;
    }

    // Counts a solution; make_board() builds it only for the first one (and the second with
    // keep_second). True when the solution limit is reached and the search should stop.
    template <class MakeBoard>
    [[nodiscard]] bool add_solution(MakeBoard&& make_board) {
        if (m_result.solutions == 0)
            m_result.first.emplace(make_board());
        else if (m_result.solutions == 1 && m_keep_second)
            m_result.second.emplace(make_board());
        ++m_result.solutions;
        return m_result.solutions >= m_limit;
    }

    // Candidate digits of a branch on `cell` (a Mask with bit d for digit d), ascending or
    // shuffled, with the preferred grid's digit moved to the front.
    [[nodiscard]] BranchDigits order(Mask candidates, Cell cell) {
        BranchDigits out;
        for (Mask m = candidates; m != 0; m &= m - 1)
            out.digits[out.count++] = mask_first(m);
        if (m_random)
            m_rng.shuffle(std::span<Digit>(out.digits.data(), static_cast<std::size_t>(out.count)));
        if (m_prefer != nullptr) {
            const auto first = out.digits.begin();
            const auto it = std::find(first, first + out.count, m_prefer->at(cell));
            if (it != first + out.count) std::rotate(first, it, it + 1);
        }
        return out;
    }

  private:
    int m_limit;
    std::uint64_t m_node_limit;
    const std::atomic<bool>* m_cancel;
    bool m_random;
    bool m_keep_second;
    const Board* m_prefer;
    Random m_rng;
    FastSolveResult& m_result;
};

}  // namespace sudoku::core
