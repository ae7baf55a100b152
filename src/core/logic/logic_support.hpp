// Shared helpers of the technique finders: sentence pieces ("3 and 8", "r1c2, r1c5 and r1c7")
// and the k-of-n subset search that naked/hidden subsets and fish all use.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/logic/candidate_grid.hpp"

namespace sudoku::core::logic_support {

// Population count without a library call (see mask_count): std::popcount calls libgcc on the
// default x86-64 target, which dominated the forcing searches.
[[nodiscard]] constexpr int bit_count(Mask m) {
    return mask_count(m);
}

// "7", "3 and 8", "1, 3 and 8" (or "2 or 7" with last = " or ").
[[nodiscard]] std::string digit_list(Mask digits, const char* last = " and ");
// "1/3/8": a cell's candidates in a sentence.
[[nodiscard]] std::string digit_options(Mask digits);
// A unit inside a sentence: "box 5", "region 3", "row 1", but "the diagonal".
[[nodiscard]] std::string unit_phrase(const Layout& layout, int unit);
// "r1c2", "r1c2 and r1c7", "r1c2, r1c5 and r1c7".
[[nodiscard]] std::string cell_list(const Layout& layout, std::span<const Cell> cells);
// Joins already-formatted words with commas and a final "and" (or `last`).
[[nodiscard]] std::string join_and(std::span<const std::string> words, const char* last = " and ");
// The digits of a mask, ascending (a step's `digits`).
[[nodiscard]] std::vector<Digit> digits_of(Mask digits);
// The distinct cells of (cell, digit) pairs, ascending.
[[nodiscard]] std::vector<Cell> cells_of(std::span<const std::pair<Cell, Digit>> pairs);

// Calls visit(indices, union) for every choice of `size` items (ascending indices) whose masks
// together have exactly `size` bits; items with zero or more than `size` bits are skipped.
// Stops and returns true as soon as visit returns true.
template <class Visit>
bool for_each_locked_set(std::span<const Mask> masks, int size, Visit&& visit) {
    int chosen[8];
    Mask unions[9];
    unions[0] = 0;
    const int n = static_cast<int>(masks.size());
    // Iterative depth-first choice: depth k picks the k-th item after the previous one.
    int depth = 0;
    chosen[0] = -1;
    while (depth >= 0) {
        int i = ++chosen[depth];
        if (i > n - (size - depth)) {
            --depth;
            continue;
        }
        const Mask m = masks[i];
        const int bits = bit_count(m);
        if (bits == 0 || bits > size) continue;
        const Mask u = unions[depth] | m;
        if (bit_count(u) > size) continue;
        if (depth + 1 == size) {
            if (bit_count(u) == size && visit(std::span<const int>(chosen, size), u)) return true;
            continue;
        }
        unions[depth + 1] = u;
        ++depth;
        chosen[depth] = i;
    }
    return false;
}

}  // namespace sudoku::core::logic_support
