#include "core/generate/seed_disguise.hpp"

#include <algorithm>
#include <cassert>
#include <vector>

#include "core/grid/grid_transform.hpp"
#include "core/grid/line_permutations.hpp"

namespace sudoku::core {

namespace {

std::vector<Digit> random_digits(int n, Random& rng) {
    std::vector<Digit> digits(1, kEmpty);
    for (int d : any_permutation(n, rng))
        digits.push_back(static_cast<Digit>(d + 1));
    return digits;
}

// Both diagonals stay diagonals when rows and columns take the same permutation commuting with
// the reflection i -> n-1-i (the main diagonal maps to itself, the anti-diagonal too), or when
// the rows are also reversed (the two diagonals trade places); that permutation must keep the
// bands (blocks of box rows) and the stacks (blocks of box columns) alike. Rotate180 clues
// stay symmetric since every line permutation commutes with the reflection.
GridTransform diagonal_transform(const Layout& layout, Random& rng) {
    const int n = layout.size();
    const BoxShape box = layout.box_shape();
    const int big = std::max(box.rows, box.cols);
    const int small = std::min(box.rows, box.cols);
    std::vector<int> blocks{big};
    if (small != big && big % small == 0) blocks.push_back(small);
    GridTransform t;
    if (big % small != 0) {
        t = identity_transform(n);  // no common refinement of bands and stacks: lines stay
    } else {
        t.cols = nested_block_permutation(n, blocks, true, rng);
        t.rows = t.cols;
        if (rng.below(2) == 1)
            for (int& r : t.rows)
                r = n - 1 - r;
        t.transpose = box.rows == box.cols && rng.below(2) == 1;
    }
    t.digits = random_digits(n, rng);
    return t;
}

// One of the eight symmetries of the square (each commutes with the 180-degree rotation).
GridTransform square_symmetry(int n, Random& rng) {
    GridTransform t = identity_transform(n);
    if (rng.below(2) == 1) t.rows = reversed_lines(n);
    if (rng.below(2) == 1) t.cols = reversed_lines(n);
    t.transpose = rng.below(2) == 1;
    t.digits = random_digits(n, rng);
    return t;
}

// Values per cell (digits or region ids) under t's lines, without relabelling.
std::vector<int> moved(const std::vector<int>& values, int n, const GridTransform& t) {
    std::vector<int> out(values.size());
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int sr = t.rows[static_cast<std::size_t>(r)];
            const int sc = t.cols[static_cast<std::size_t>(c)];
            const int from = t.transpose ? sc * n + sr : sr * n + sc;
            out[static_cast<std::size_t>(r * n + c)] = values[static_cast<std::size_t>(from)];
        }
    return out;
}

Board jigsaw_disguise(const Board& seed, Random& rng) {
    const int n = seed.size();
    const GridTransform t = square_symmetry(n, rng);
    LayoutSpec spec = seed.layout().spec();
    spec.regions = moved(spec.regions, n, t);
    auto layout = Layout::create(spec);
    assert(layout.ok());  // a map under a symmetry of the square is as valid as before
    const std::vector<int> digits(seed.cells().begin(), seed.cells().end());
    std::vector<Digit> cells;
    for (int d : moved(digits, n, t))
        cells.push_back(t.digits[static_cast<std::size_t>(d)]);
    return Board(*layout, std::move(cells));
}

}  // namespace

Board disguise_seed(const Board& seed, const LayoutPtr& target, Symmetry keep, Random& rng) {
    if (seed.layout().is_jigsaw()) return jigsaw_disguise(seed, rng);
    const GridTransform t = seed.layout().spec().diagonals
                                ? diagonal_transform(seed.layout(), rng)
                                : random_transform(seed.layout(), keep, rng);
    const Board turned = apply_transform(seed, t);
    const int n = seed.size();
    if (target->box_shape() == seed.layout().box_shape()) return Board(target, turned.cells());
    // The list's boxes transposed: the grid read transposed fits them (and keeps both
    // diagonals and 180-degree symmetry).
    std::vector<Digit> cells(turned.cells().size());
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            cells[static_cast<std::size_t>(r * n + c)] = turned.at(c, r);
    return Board(target, std::move(cells));
}

}  // namespace sudoku::core
