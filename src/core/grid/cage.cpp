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

// More than 9 digits: counting, not listing. C[j][s] = how many j-digit sets of `allowed` sum to
// s, built digit by digit (a 0/1 knapsack, s and j descending). A digit d is used by some
// k-digit set making `sum` when some (k-1)-digit set of the other digits makes sum - d; those
// counts follow from C without d's own pass, because C_j(t) = C'_j(t) + C'_{j-1}(t - d) (C' the
// counts without d), so C'_{k-1}(t) = sum over i of (-1)^i C_{k-1-i}(t - i d). Exact, where
// listing stopped at 256 sets and fell back to bounds (38% of a 25x25 Killer generation's time
// went into the listing).
Mask large_cage_digits(int sum, int k, Mask allowed) {
    if (k <= 0 || sum <= 0 || std::popcount(allowed) < k) return 0;
    // Counts fit: at most 2^25 sets of digits 1..25.
    const int width = sum + 1;
    std::vector<std::uint32_t> count(static_cast<std::size_t>(k) * width, 0);
    const auto at = [&](int j, int s) -> std::uint32_t& {
        return count[static_cast<std::size_t>(j) * width + s];
    };
    // j = 0 is the empty set only; rows 1..k-1 are what the digits' checks read.
    count[0] = 1;
    int taken = 0;
    for (Mask rest = allowed; rest != 0; rest &= rest - 1) {
        const Digit d = mask_first(rest);
        if (d > sum) break;
        ++taken;
        for (int j = std::min(taken, k - 1); j >= 1; --j) {
            std::uint32_t* row = &at(j, 0);
            const std::uint32_t* below = &at(j - 1, 0);
            for (int s = sum; s >= d; --s)
                row[s] += below[s - d];
        }
    }
    Mask keep = 0;
    for (Mask rest = allowed; rest != 0; rest &= rest - 1) {
        const Digit d = mask_first(rest);
        const int t = sum - d;
        if (t < 0) break;
        std::int64_t ways = 0;
        for (int i = 0; i < k && t - i * d >= 0; ++i) {
            const std::int64_t c = at(k - 1 - i, t - i * d);
            ways += (i % 2 == 0) ? c : -c;
        }
        if (ways > 0) keep |= digit_bit(d);
    }
    return keep;
}

// The solvers ask again and again for the same few cages: a small cache per thread keeps the
// last answer of each (allowed, k, sum) slot.
Mask cached_large_cage_digits(int sum, int k, Mask allowed) {
    struct Entry {
        std::uint64_t key = ~std::uint64_t{0};
        Mask digits = 0;
    };
    constexpr std::size_t kSlots = 4096;
    thread_local std::vector<Entry> cache(kSlots);
    const std::uint64_t key =
        std::uint64_t{allowed} | std::uint64_t(k & 0xff) << 32 | std::uint64_t(sum & 0xffff) << 40;
    const std::size_t slot = static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 52);
    Entry& e = cache[slot];
    if (e.key != key) e = {key, large_cage_digits(sum, k, allowed)};
    return e.digits;
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
    if (k < 0 || sum < 0 || k > 32 || sum > 0xffff) return 0;
    return cached_large_cage_digits(sum, k, allowed);
}

}  // namespace sudoku::core
