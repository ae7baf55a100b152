#include "core/fast/pattern_solution.hpp"

#include <algorithm>
#include <vector>

#include "core/fast/pattern_formula.hpp"

namespace sudoku::core {

namespace {

// The formula seen through `symmetry`, its digits (0..N-1) renamed to agree with as many givens
// as a greedy choice finds: the most frequent pairs of formula digit and given digit first, the
// digits left over in order. When some renaming agrees with every given, this one does (its
// pairs then never compete). Returns how many givens disagree.
int named_pattern(const Board& puzzle, int n, int pattern, int symmetry,
                  std::vector<Digit>& cells) {
    const int size = n * n;
    const auto at = [size](int digit, int given) {
        return static_cast<std::size_t>(digit * (size + 1) + given);
    };
    std::vector<int> pairs(at(size, 0), 0);
    int givens = 0;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const Digit given = puzzle.at(r, c);
            if (given == kEmpty) continue;
            ++pairs[at(pattern_at(n, pattern, symmetry, r, c), given)];
            ++givens;
        }
    }
    // Formula digit -> puzzle digit (kEmpty: none yet).
    std::vector<Digit> name(static_cast<std::size_t>(size), kEmpty);
    Mask used = 0;
    int agreed = 0;
    for (;;) {
        const auto best = std::max_element(pairs.begin(), pairs.end());
        if (*best == 0) break;
        const auto index = static_cast<int>(best - pairs.begin());
        const auto digit = static_cast<std::size_t>(index / (size + 1));
        const auto given = static_cast<Digit>(index % (size + 1));
        if (name[digit] == kEmpty && !(used & digit_bit(given))) {
            name[digit] = given;
            used |= digit_bit(given);
            agreed += *best;
        }
        *best = 0;
    }
    cells = named_pattern_cells(n, pattern, symmetry, std::move(name));
    return givens - agreed;
}

}  // namespace

std::optional<Board> pattern_solution(const Board& puzzle) {
    const int n = pattern_order(puzzle.layout());
    if (n == 0) return std::nullopt;
    std::vector<Digit> cells;
    for (int pattern = 0; pattern < pattern_count(n); ++pattern) {
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            if (named_pattern(puzzle, n, pattern, symmetry, cells) != 0) continue;
            Board solution(puzzle.layout_ptr(), cells);
            // The check that makes a pattern safe to trust, whatever units the layout adds.
            if (solution.is_solved() && puzzle.agrees_with(solution)) return solution;
        }
    }
    return std::nullopt;
}

}  // namespace sudoku::core
