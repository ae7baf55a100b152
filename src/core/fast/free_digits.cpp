#include "core/fast/free_digits.hpp"

namespace sudoku::core {

namespace {

Mask absent_digits(const Board& puzzle) {
    Mask absent = puzzle.layout().all_digits();
    for (Digit d : puzzle.cells())
        if (d != kEmpty) absent &= ~digit_bit(d);
    return absent;
}

}  // namespace

int solutions_by_renaming(const Board& puzzle, int limit) {
    if (puzzle.layout().is_killer()) return 1;
    const int free_digits = mask_count(absent_digits(puzzle));
    long long permutations = 1;
    for (int k = 2; k <= free_digits && permutations < limit; ++k)
        permutations *= k;
    return permutations < limit ? static_cast<int>(permutations) : limit;
}

std::optional<Board> renamed_solution(const Board& puzzle, const Board& solution) {
    const Mask absent = absent_digits(puzzle);
    if (puzzle.layout().is_killer() || mask_count(absent) < 2) return std::nullopt;
    const Digit a = mask_first(absent);
    const Digit b = mask_first(absent & ~digit_bit(a));
    Board renamed = solution;
    for (int c = 0; c < renamed.cell_count(); ++c) {
        const Digit d = renamed.at(static_cast<Cell>(c));
        if (d == a) renamed.set(static_cast<Cell>(c), b);
        if (d == b) renamed.set(static_cast<Cell>(c), a);
    }
    return renamed;
}

}  // namespace sudoku::core
