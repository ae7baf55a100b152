#include "core/grid/grid_transform.hpp"

#include <cassert>
#include <numeric>

#include "core/grid/line_permutations.hpp"

namespace sudoku::core {

bool transformable(const Layout& layout) {
    const LayoutSpec& s = layout.spec();
    return !layout.is_jigsaw() && !s.diagonals && !s.hyper;
}

GridTransform identity_transform(int n) {
    GridTransform t;
    t.rows.resize(static_cast<std::size_t>(n));
    std::iota(t.rows.begin(), t.rows.end(), 0);
    t.cols = t.rows;
    t.digits.resize(static_cast<std::size_t>(n + 1));
    std::iota(t.digits.begin(), t.digits.end(), Digit{0});
    return t;
}

GridTransform random_transform(const Layout& layout, Symmetry keep, Random& rng) {
    assert(transformable(layout));
    const int n = layout.size();
    const BoxShape box = layout.box_shape();
    GridTransform t;
    // Rotate180 needs both line permutations to commute with reflection, Mirror only the
    // columns; Diagonal needs the same permutation on rows and columns, which must then keep
    // bands and stacks alike: with boxes that are not square, lines stay in place.
    const bool diagonal = keep == Symmetry::Diagonal;
    const int band[] = {box.rows};   // rows within bands, bands
    const int stack[] = {box.cols};  // columns within stacks, stacks
    t.rows = diagonal && box.rows != box.cols
                 ? identity_transform(n).rows
                 : nested_block_permutation(n, band, keep == Symmetry::Rotate180, rng);
    t.cols = diagonal ? t.rows
                      : nested_block_permutation(
                            n, stack, keep == Symmetry::Rotate180 || keep == Symmetry::Mirror, rng);
    // Transposing swaps box rows and columns (needs square boxes) and turns a left-right mirror
    // into a top-bottom one.
    t.transpose = box.rows == box.cols && keep != Symmetry::Mirror && rng.below(2) == 1;
    t.digits.assign(1, kEmpty);
    for (int d : any_permutation(n, rng))
        t.digits.push_back(static_cast<Digit>(d + 1));
    return t;
}

Board apply_transform(const Board& board, const GridTransform& t) {
    const int n = board.size();
    Board out(board.layout_ptr());
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int sr = t.rows[static_cast<std::size_t>(r)];
            const int sc = t.cols[static_cast<std::size_t>(c)];
            const Digit d = t.transpose ? board.at(sc, sr) : board.at(sr, sc);
            out.set(board.layout().cell_at(r, c), t.digits[d]);
        }
    }
    return out;
}

bool has_clue_symmetry(const Board& board, Symmetry s) {
    const int n = board.size();
    for (int c = 0; c < board.cell_count(); ++c) {
        const Cell cell = static_cast<Cell>(c);
        if ((board.at(cell) == kEmpty) != (board.at(symmetric_cell(n, cell, s)) == kEmpty))
            return false;
    }
    return true;
}

std::vector<GridTransform> orientations(const Layout& layout) {
    const int n = layout.size();
    std::vector<GridTransform> out(2, identity_transform(n));
    out[1].rows = reversed_lines(n);
    if (layout.box_shape().rows == layout.box_shape().cols) {
        for (int i = 0; i < 2; ++i) {
            out.push_back(out[static_cast<std::size_t>(i)]);
            out.back().transpose = true;
        }
    }
    return out;
}

}  // namespace sudoku::core
