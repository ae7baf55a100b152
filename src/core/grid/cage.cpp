#include "core/grid/cage.hpp"

#include <bit>

namespace sudoku::core {

namespace {

// Sum of the k lowest (or highest) digits of a mask; -1 when it holds fewer than k.
int lowest_sum(Mask m, int k) {
    int total = 0;
    for (int i = 0; i < k; ++i) {
        if (m == 0) return -1;
        total += mask_first(m);
        m &= m - 1;
    }
    return total;
}

int highest_sum(Mask m, int k) {
    int total = 0;
    for (int i = 0; i < k; ++i) {
        if (m == 0) return -1;
        const int top = 31 - std::countl_zero(m);
        total += top;
        m &= ~(Mask{1} << top);
    }
    return total;
}

// Depth-first over the digits of `allowed` in ascending order; a branch stops as soon as the
// bounds say the rest cannot reach the sum.
void collect(Mask allowed, int sum, int k, Mask chosen, CageCombinations& out, int limit) {
    if (k == 0) {
        if (sum == 0) out.sets.push_back(chosen);
        return;
    }
    if (!cage_sum_in_reach(sum, k, allowed)) return;
    for (Mask rest = allowed; rest != 0; rest &= rest - 1) {
        if (static_cast<int>(out.sets.size()) >= limit) {
            out.complete = false;
            return;
        }
        const Digit d = mask_first(rest);
        if (d > sum) return;
        const Mask above = rest & (rest - 1);
        collect(above, sum - d, k - 1, chosen | digit_bit(d), out, limit);
    }
}

}  // namespace

bool cage_sum_in_reach(int sum, int k, Mask allowed) {
    if (k <= 0) return k == 0 && sum == 0;
    const int low = lowest_sum(allowed, k);
    return low >= 0 && low <= sum && sum <= highest_sum(allowed, k);
}

CageCombinations cage_combinations(int sum, int k, Mask allowed, int limit) {
    CageCombinations out;
    if (k < 0 || sum < 0) return out;
    collect(allowed, sum, k, 0, out, limit);
    return out;
}

Mask cage_digits(int sum, int k, Mask allowed) {
    const CageCombinations combos = cage_combinations(sum, k, allowed, 256);
    Mask used = 0;
    for (Mask set : combos.sets)
        used |= set;
    if (combos.complete) return used;
    // Too many sets to list: keep every digit d whose removal leaves the rest in reach.
    Mask keep = 0;
    for (Mask rest = allowed; rest != 0; rest &= rest - 1) {
        const Digit d = mask_first(rest);
        if (cage_sum_in_reach(sum - d, k - 1, allowed & ~digit_bit(d))) keep |= digit_bit(d);
    }
    return keep;
}

}  // namespace sudoku::core
