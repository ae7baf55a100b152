#include "core/grid/grid_transform.hpp"

#include <cassert>
#include <numeric>

namespace sudoku::core {

namespace {

// A permutation of 0..k-1 that commutes with the reflection i -> k-1-i: mirrored pairs move
// together (possibly flipped) and a middle element stays put.
std::vector<int> mirrored_permutation(int k, Random& rng) {
    std::vector<int> pairs(static_cast<std::size_t>(k / 2));
    std::iota(pairs.begin(), pairs.end(), 0);
    rng.shuffle(pairs);
    std::vector<int> perm(static_cast<std::size_t>(k));
    for (int p = 0; p < k / 2; ++p) {
        const int q = pairs[static_cast<std::size_t>(p)];
        const int low = rng.below(2) ? q : k - 1 - q;
        perm[static_cast<std::size_t>(p)] = low;
        perm[static_cast<std::size_t>(k - 1 - p)] = k - 1 - low;
    }
    if (k % 2 == 1) perm[static_cast<std::size_t>(k / 2)] = k / 2;
    return perm;
}

std::vector<int> any_permutation(int k, Random& rng) {
    std::vector<int> perm(static_cast<std::size_t>(k));
    std::iota(perm.begin(), perm.end(), 0);
    rng.shuffle(perm);
    return perm;
}

// A permutation of `blocks` blocks of `len` lines that keeps each block's lines together (rows
// within bands, bands; or columns within stacks, stacks). With `mirrored` it also commutes with
// the reflection of the whole line range, so patterns symmetric under it stay symmetric.
std::vector<int> block_permutation(int blocks, int len, bool mirrored, Random& rng) {
    const std::vector<int> order =
        mirrored ? mirrored_permutation(blocks, rng) : any_permutation(blocks, rng);
    std::vector<int> perm(static_cast<std::size_t>(blocks * len));
    for (int b = 0; b < blocks; ++b) {
        const int mate = blocks - 1 - b;
        if (mirrored && mate < b) continue;  // filled from its mirrored mate
        const std::vector<int> inner = !mirrored   ? any_permutation(len, rng)
                                       : mate == b ? mirrored_permutation(len, rng)
                                                   : any_permutation(len, rng);
        const int from = order[static_cast<std::size_t>(b)];
        for (int i = 0; i < len; ++i) {
            perm[static_cast<std::size_t>(b * len + i)] =
                from * len + inner[static_cast<std::size_t>(i)];
            if (mirrored && mate != b) {
                // new line (mate, len-1-i) takes the reflection of new line (b, i)'s source
                perm[static_cast<std::size_t>(mate * len + len - 1 - i)] =
                    blocks * len - 1 - (from * len + inner[static_cast<std::size_t>(i)]);
            }
        }
    }
    return perm;
}

std::vector<int> reversed(int n) {
    std::vector<int> perm(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        perm[static_cast<std::size_t>(i)] = n - 1 - i;
    return perm;
}

}  // namespace

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
    t.rows = diagonal && box.rows != box.cols
                 ? identity_transform(n).rows
                 : block_permutation(n / box.rows, box.rows, keep == Symmetry::Rotate180, rng);
    t.cols = diagonal
                 ? t.rows
                 : block_permutation(n / box.cols, box.cols,
                                     keep == Symmetry::Rotate180 || keep == Symmetry::Mirror, rng);
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
    out[1].rows = reversed(n);
    if (layout.box_shape().rows == layout.box_shape().cols) {
        for (int i = 0; i < 2; ++i) {
            out.push_back(out[static_cast<std::size_t>(i)]);
            out.back().transpose = true;
        }
    }
    return out;
}

}  // namespace sudoku::core
