#include "core/grid/cage.hpp"

#include <bit>
#include <cstdint>
#include <vector>

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

// Digits 1..9: every (allowed, k, sum) answer of cage_digits fits a table of 512 x 10 x 46
// entries, built once. The fast solver asks at every node of a killer search, and listing the
// sets there took more than half of a 9x9 killer generation's time.
constexpr int kTableDigits = 9;
constexpr int kTableSums = kTableDigits * (kTableDigits + 1) / 2 + 1;
constexpr Mask kTableMask = ((Mask{1} << kTableDigits) - 1) << 1;
constexpr std::uint16_t kReachable = 1;  // bit 0: some set exists (digits use bits 1..9)

std::size_t table_index(Mask allowed, int k, int sum) {
    return (static_cast<std::size_t>(allowed >> 1) * (kTableDigits + 1) +
            static_cast<std::size_t>(k)) *
               kTableSums +
           static_cast<std::size_t>(sum);
}

// Entry = kReachable | union of the sets' digits, or 0. A mask's sets are those of the mask
// without its highest digit h, plus h joined to the (k-1)-sets summing to sum-h; smaller masks
// come first, so each entry reads finished ones.
std::vector<std::uint16_t> build_small_table() {
    std::vector<std::uint16_t> t(table_index(kTableMask, kTableDigits, kTableSums - 1) + 1, 0);
    t[table_index(0, 0, 0)] = kReachable;
    for (Mask allowed = 2; allowed <= kTableMask; allowed += 2) {
        const int h = 31 - std::countl_zero(allowed);
        const Mask lower = allowed & ~(Mask{1} << h);
        for (int k = 0; k <= kTableDigits; ++k)
            for (int sum = 0; sum < kTableSums; ++sum) {
                std::uint16_t entry = t[table_index(lower, k, sum)];
                if (k > 0 && sum >= h) {
                    const std::uint16_t with = t[table_index(lower, k - 1, sum - h)];
                    if (with & kReachable)
                        entry |= static_cast<std::uint16_t>(with | (Mask{1} << h));
                }
                t[table_index(allowed, k, sum)] = entry;
            }
    }
    return t;
}

Mask small_cage_digits(int sum, int k, Mask allowed) {
    static const std::vector<std::uint16_t> table = build_small_table();
    if (k < 0 || k > kTableDigits || sum < 0 || sum >= kTableSums) return 0;
    return table[table_index(allowed, k, sum)] & kTableMask;
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
    if ((allowed & ~kTableMask) == 0) return small_cage_digits(sum, k, allowed);
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
