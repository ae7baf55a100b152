#include "core/fast/pattern_formula.hpp"

#include <array>

namespace sudoku::core {

namespace {

// The formula, for N = n*n: a row r = n*R + s stands for the point (R, s) of Z_n x Z_n, a column
// c for (c mod n, w(c)), where w(c) is the Hyper window holding the column (n-1 for the columns
// between windows), and a cell holds the digit numbered by the sum of the two points.
//  - rows, columns: both maps are one-to-one onto Z_n x Z_n (the n consecutive columns of a
//    window, and the n columns k(n+1) between windows, = k mod n, differ modulo n);
//  - a box: its rows are the n points with first coordinate R, its columns have n different
//    first coordinates, so each sum appears once;
//  - a window: its rows are n consecutive rows, n different second coordinates; its columns
//    share the second coordinate w and have n different first coordinates: again once each.
// (Windows start at 1 + k(n+1), so column k(n+1) lies between them, for k = 0..n-1.)
int pattern_digit_index(int n, int row, int col) {
    const int window = col % (n + 1) == 0 ? n - 1 : col / (n + 1);
    const int first = (row / n + col % n) % n;
    const int second = (row % n + window) % n;
    return first * n + second;  // 0..N-1
}

// The formula above breaks the X diagonals, and no map linear in a row's and a column's
// coordinates (r / n, r mod n, w(r), the same for c) over Z_n keeps them with the boxes and
// windows, for n = 3, 4 or 5 (an exhaustive search of those maps found none). A cell can still
// hold phi(row) + psi(col) in Z_n x Z_n with maps phi, psi that are not linear: a backtracking
// search over such pairs finds some in under a second for n = 3 and 4 (where the ordinary search
// is as quick) but took 48 s for n = 5, too long to run here, so its answer for 25x25 is written
// down: digit (x, y) is numbered 5x + y. The grid it gives is checked like the formula's.
constexpr std::array<int, 25> kXRows = {0, 7, 14, 16, 23, 18, 20, 9,  2, 11, 12, 19, 21,
                                        3, 5, 6,  13, 15, 22, 4,  10, 8, 1,  24, 17};
constexpr std::array<int, 25> kXCols = {10, 13, 7,  19, 20, 1, 22, 5,  23, 11, 4, 17, 3,
                                        14, 2,  15, 21, 8,  9, 0,  18, 24, 12, 6, 16};

int x_pattern_digit_index(int row, int col) {
    const int a = kXRows[static_cast<std::size_t>(row)];
    const int b = kXCols[static_cast<std::size_t>(col)];
    return ((a / 5 + b / 5) % 5) * 5 + (a % 5 + b % 5) % 5;
}

int pattern_index(int n, int pattern, int row, int col) {
    return pattern == 0 ? pattern_digit_index(n, row, col) : x_pattern_digit_index(row, col);
}

}  // namespace

int pattern_count(int n) {
    return n == 5 ? 2 : 1;
}

// One of the eight symmetries of the square: transpose, then mirror rows and/or columns. Each
// maps rows, columns, boxes, Hyper windows and the two diagonals onto units of the same kind, so
// a pattern's grid seen through it is a solution too.
int pattern_at(int n, int pattern, int symmetry, int row, int col) {
    const int size = n * n;
    if (symmetry & 1) row = size - 1 - row;
    if (symmetry & 2) col = size - 1 - col;
    if (symmetry & 4) return pattern_index(n, pattern, col, row);
    return pattern_index(n, pattern, row, col);
}

int pattern_order(const Layout& layout) {
    const BoxShape box = layout.box_shape();
    if (layout.is_jigsaw() || layout.is_killer() || box.rows != box.cols ||
        box.rows * box.rows != layout.size())
        return 0;
    return box.rows;
}

std::vector<Digit> named_pattern_cells(int n, int pattern, int symmetry, std::vector<Digit> names,
                                       std::span<const int> rows, std::span<const int> cols) {
    const int size = n * n;
    std::vector<bool> used(static_cast<std::size_t>(size) + 1, false);
    for (Digit d : names)
        used[d] = true;
    Digit next = 1;
    for (Digit& d : names) {
        if (d != kEmpty) continue;
        while (used[next])
            ++next;
        d = next;
        used[next] = true;
    }
    const auto line = [](std::span<const int> order, int i) {
        return order.empty() ? i : order[static_cast<std::size_t>(i)];
    };
    std::vector<Digit> cells(static_cast<std::size_t>(size * size));
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            cells[static_cast<std::size_t>(r * size + c)] = names[static_cast<std::size_t>(
                pattern_at(n, pattern, symmetry, line(rows, r), line(cols, c)))];
    return cells;
}

}  // namespace sudoku::core
