// Killer Sudoku cages: groups of cells whose digits add up to a sum, no digit repeated. The
// Layout holds them (LayoutSpec::cages); these are the sum arithmetic every solver shares.
#pragma once

#include <vector>

#include "core/base/types.hpp"

namespace sudoku::core {

struct Cage {
    int sum = 0;
    std::vector<Cell> cells;  // row-major order after Layout::create
    bool operator==(const Cage&) const = default;
};

// The smallest and largest sum of k distinct digits 1..n.
[[nodiscard]] constexpr int cage_min_sum(int k) {
    return k * (k + 1) / 2;
}
[[nodiscard]] constexpr int cage_max_sum(int k, int n) {
    return k * (2 * n - k + 1) / 2;
}

// Every set of k distinct digits taken from `allowed` that sums to `sum`, as masks, in
// ascending order of their lowest digits. At most `limit` sets are listed (a 12-cell cage on
// 25x25 has millions); `complete` then says whether all were.
struct CageCombinations {
    std::vector<Mask> sets;
    bool complete = true;
};
[[nodiscard]] CageCombinations cage_combinations(int sum, int k, Mask allowed, int limit = 4096);

// The digits of `allowed` that some k-digit set summing to `sum` uses (the union of the
// combinations, by a bounds check when there are too many to list).
[[nodiscard]] Mask cage_digits(int sum, int k, Mask allowed);

// True when k distinct digits from `allowed` can reach `sum` (bounds only: the k smallest and
// the k largest of `allowed` bracket it).
[[nodiscard]] bool cage_sum_in_reach(int sum, int k, Mask allowed);

}  // namespace sudoku::core
