#include "core/fast/fast_solver_classic9.hpp"

#include <array>
#include <bit>
#include <vector>

#include "core/fast/fast_search_control.hpp"

namespace sudoku::core {

namespace {

// The board is three bands of three rows; a band is 27 bits, bit (row % 3) * 9 + column.
// So cell c (row-major) lives in band c / 27 at bit c % 27.
using Band = std::uint32_t;
using Bands = std::array<Band, 3>;
constexpr Band kRow = 0x1FF;
constexpr Band kBandAll = 0x7FFFFFF;
constexpr int kDigits = 9;
constexpr int kCells = 81;

// A 9-bit column mask copied onto the three rows of a band.
constexpr Band spread(Band columns) {
    return columns | (columns << 9) | (columns << 18);
}

// Peers of every cell as band masks (row, column and box, without the cell itself).
constexpr std::array<Bands, kCells> make_peers() {
    std::array<Bands, kCells> peers{};
    for (int a = 0; a < kCells; ++a) {
        for (int b = 0; b < kCells; ++b) {
            const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
            const bool shared = ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3);
            if (a != b && shared) peers[a][b / 27] |= Band{1} << (b % 27);
        }
    }
    return peers;
}
constexpr std::array<Bands, kCells> kPeers = make_peers();

// For a 9-bit column mask seen as three 3-column box groups: the columns of the groups that are
// non-empty (kGroupAny) and of the groups holding exactly one bit (kGroupSingle).
struct GroupTables {
    std::array<std::uint16_t, 512> any{};
    std::array<std::uint16_t, 512> single{};
};
constexpr GroupTables make_group_tables() {
    GroupTables t;
    for (unsigned m = 0; m < 512; ++m) {
        for (int k = 0; k < 3; ++k) {
            const unsigned g = (m >> (3 * k)) & 7u;
            const auto group = static_cast<std::uint16_t>(7u << (3 * k));
            if (g != 0) t.any[m] |= group;
            if (g != 0 && (g & (g - 1)) == 0) t.single[m] |= group;
        }
    }
    return t;
}
constexpr GroupTables kGroups = make_group_tables();

// Locked candidates on a 3x3 presence matrix (bit 3 * i + j): where line i meets block j.
// For a band: line = row of the band, block = box; for a stack: line = band, block = column
// of the stack (transposed, the rules are the same). A block whose digit lies on one line only
// clears that line elsewhere (pointing); a line whose digit lies in one block only clears that
// block elsewhere (claiming). kLocked maps a matrix to the entries that survive.
constexpr std::array<std::uint16_t, 512> make_locked_table() {
    std::array<std::uint16_t, 512> table{};
    for (unsigned m = 0; m < 512; ++m) {
        unsigned keep = m;
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j) {
                const unsigned entry = 1u << (3 * i + j);
                if ((m & entry) == 0) continue;
                const unsigned line = 7u << (3 * i);
                const unsigned block = 0x49u << j;                   // bits 3i + j for i = 0..2
                if ((m & line) == entry) keep &= ~(block & ~entry);  // claiming
                if ((m & block) == entry) keep &= ~(line & ~entry);  // pointing
            }
        }
        table[m] = static_cast<std::uint16_t>(keep);
    }
    return table;
}
constexpr std::array<std::uint16_t, 512> kLocked = make_locked_table();

// Band cells of each presence-matrix entry (row i of the band, box j): 3 cells each.
constexpr std::array<Band, 512> make_band_cells() {
    std::array<Band, 512> table{};
    for (unsigned m = 0; m < 512; ++m)
        for (int e = 0; e < 9; ++e)
            if (m & (1u << e)) table[m] |= Band{7} << (9 * (e / 3) + 3 * (e % 3));
    return table;
}
constexpr std::array<Band, 512> kBandCells = make_band_cells();

// Per digit (0-based) the cells that may still hold it. A solved cell keeps the bit of its own
// digit only, so every row, column and box must keep at least one bit for every digit.
struct State {
    std::array<Bands, kDigits> possible;
    Bands unsolved;
};

bool place(State& s, int cell, int d) {
    const int b = cell / 27;
    const Band bit = Band{1} << (cell % 27);
    if ((s.possible[d][b] & bit) == 0) return false;
    s.unsolved[b] &= ~bit;
    for (Bands& digit : s.possible)
        digit[b] &= ~bit;
    const Bands& peers = kPeers[cell];
    Bands& mine = s.possible[d];
    mine[0] &= ~peers[0];
    mine[1] &= ~peers[1];
    mine[2] &= ~peers[2];
    mine[b] |= bit;
    return true;
}

// Unsolved cells with exactly one candidate. False when an unsolved cell has none.
bool naked_singles(const State& s, int b, Band& singles) {
    Band once = 0, twice = 0;
    for (const Bands& digit : s.possible) {
        twice |= once & digit[b];
        once |= digit[b];
    }
    singles = s.unsolved[b] & ~twice;
    return (s.unsolved[b] & ~once) == 0;
}

// Places every naked single of the board; false on a contradiction.
bool place_naked_singles(State& s, bool& placed) {
    for (int b = 0; b < 3; ++b) {
        Band singles = 0;
        if (!naked_singles(s, b, singles)) return false;
        for (; singles != 0; singles &= singles - 1) {
            const int i = std::countr_zero(singles);
            const Band bit = Band{1} << i;
            int d = 0;
            while (d < kDigits && (s.possible[d][b] & bit) == 0)
                ++d;
            // An earlier single of this sweep took the last candidate: a contradiction.
            if (d == kDigits || !place(s, b * 27 + i, d)) return false;
            placed = true;
        }
    }
    return true;
}

// Places every hidden single of digit d (the only cell of some row, column or box that can
// hold d); false when a house has no place left for d.
bool place_hidden_singles(State& s, int d, bool& placed) {
    Bands alone{};
    Band col_once = 0, col_twice = 0;
    for (int b = 0; b < 3; ++b) {
        const Band x = s.possible[d][b];
        const Band r0 = x & kRow, r1 = (x >> 9) & kRow, r2 = x >> 18;
        if (r0 == 0 || r1 == 0 || r2 == 0) return false;
        Band a = 0;
        if ((r0 & (r0 - 1)) == 0) a |= r0;
        if ((r1 & (r1 - 1)) == 0) a |= r1 << 9;
        if ((r2 & (r2 - 1)) == 0) a |= r2 << 18;
        // Columns of this band holding d in one row (once) or in several (twice).
        const Band once = r0 | r1 | r2;
        const Band twice = (r0 & r1) | (r2 & (r0 | r1));
        if (kGroups.any[once] != kRow) return false;  // a box without a place for d
        a |= x & spread(kGroups.single[once] & ~kGroups.any[twice]);
        col_twice |= twice | (col_once & once);
        col_once |= once;
        alone[b] = a;
    }
    if (col_once != kRow) return false;  // a column without a place for d
    const Band col_single = spread(col_once & ~col_twice);
    for (int b = 0; b < 3; ++b) {
        Band hidden = (alone[b] | (s.possible[d][b] & col_single)) & s.unsolved[b];
        for (; hidden != 0; hidden &= hidden - 1) {
            if (!place(s, b * 27 + std::countr_zero(hidden), d)) return false;
            placed = true;
        }
    }
    return true;
}

// Which boxes of the band a 9-bit row touches, as 3 bits.
constexpr Band box_presence(Band row) {
    const Band g = (row | (row >> 1) | (row >> 2)) & 0x49;
    return (g | (g >> 2) | (g >> 4)) & 7;
}

// Locked candidates (pointing and claiming, rows and columns) for digit d.
void lock_candidates(State& s, int d, bool& changed) {
    Bands& x = s.possible[d];
    const Bands before = x;
    Bands columns{};
    for (int b = 0; b < 3; ++b) {
        const Band matrix = box_presence(x[b] & kRow) | box_presence((x[b] >> 9) & kRow) << 3 |
                            box_presence(x[b] >> 18) << 6;
        x[b] &= kBandCells[kLocked[matrix]];
        columns[b] = (x[b] | (x[b] >> 9) | (x[b] >> 18)) & kRow;
    }
    Bands keep_columns{};
    for (int stack = 0; stack < 3; ++stack) {
        const int shift = 3 * stack;
        const Band matrix = ((columns[0] >> shift) & 7) | ((columns[1] >> shift) & 7) << 3 |
                            ((columns[2] >> shift) & 7) << 6;
        const Band keep = kLocked[matrix];
        for (int b = 0; b < 3; ++b)
            keep_columns[b] |= ((keep >> (3 * b)) & 7) << shift;
    }
    for (int b = 0; b < 3; ++b)
        x[b] &= spread(keep_columns[b]);
    changed = changed || x != before;
}

bool propagate(State& s) {
    for (;;) {
        bool placed = false;
        if (!place_naked_singles(s, placed)) return false;
        if (placed) continue;
        for (int d = 0; d < kDigits; ++d)
            if (!place_hidden_singles(s, d, placed)) return false;
        if (placed) continue;
        for (int d = 0; d < kDigits; ++d)
            lock_candidates(s, d, placed);
        if (!placed) return true;
    }
}

// Candidates of a cell as a Mask (bit d + 1 for 0-based digit d).
Mask cell_candidates(const State& s, int cell) {
    const int b = cell / 27;
    const Band bit = Band{1} << (cell % 27);
    Mask m = 0;
    for (int d = 0; d < kDigits; ++d)
        if (s.possible[d][b] & bit) m |= digit_bit(static_cast<Digit>(d + 1));
    return m;
}

int unsolved_peers(const State& s, int cell) {
    const Bands& peers = kPeers[cell];
    return mask_count(peers[0] & s.unsolved[0]) + mask_count(peers[1] & s.unsolved[1]) +
           mask_count(peers[2] & s.unsolved[2]);
}

// The branch cell: fewest candidates, ties broken by most unsolved peers (a guess there
// settles the most, which halves the guesses on hard puzzles), then row-major order.
// Cells with two candidates are found for a whole band at once by bit slicing.
int most_constrained_cell(const State& s) {
    int best = -1, best_score = -1;
    for (int b = 0; b < 3; ++b) {
        Band once = 0, twice = 0, thrice = 0;
        for (const Bands& digit : s.possible) {
            thrice |= twice & digit[b];
            twice |= once & digit[b];
            once |= digit[b];
        }
        for (Band pairs = s.unsolved[b] & twice & ~thrice; pairs != 0; pairs &= pairs - 1) {
            const int cell = b * 27 + std::countr_zero(pairs);
            const int score = unsolved_peers(s, cell);
            if (score > best_score) {
                best_score = score;
                best = cell;
            }
        }
    }
    if (best >= 0) return best;
    int best_count = kDigits + 1;
    for (int b = 0; b < 3; ++b) {
        for (Band u = s.unsolved[b]; u != 0; u &= u - 1) {
            const int cell = b * 27 + std::countr_zero(u);
            const int count = mask_count(cell_candidates(s, cell));
            const int score = unsolved_peers(s, cell);
            if (count < best_count || (count == best_count && score > best_score)) {
                best_count = count;
                best_score = score;
                best = cell;
            }
        }
    }
    return best;
}

class Classic9Search {
  public:
    Classic9Search(const Board& puzzle, FastSearchControl& control)
        : m_puzzle(puzzle), m_control(control) {}

    [[nodiscard]] bool load_givens(State& s) const {
        for (Bands& digit : s.possible)
            digit = {kBandAll, kBandAll, kBandAll};
        s.unsolved = {kBandAll, kBandAll, kBandAll};
        for (int c = 0; c < kCells; ++c) {
            const Digit d = m_puzzle.at(static_cast<Cell>(c));
            if (d == kEmpty) continue;
            if (d > kDigits || !place(s, c, d - 1)) return false;
        }
        return true;
    }

    // True when the search must stop (solution limit reached or budget spent).
    bool search(State& s) {
        if (!propagate(s)) return false;
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0)
            return m_control.add_solution([&] { return make_board(s); });
        const int cell = most_constrained_cell(s);
        const BranchDigits order =
            m_control.order(cell_candidates(s, cell), static_cast<Cell>(cell));
        for (int i = 0; i < order.count; ++i) {
            if (!m_control.take_guess()) return true;
            const int d = order.digits[i] - 1;
            if (i + 1 == order.count) return place(s, cell, d) && search(s);  // last: reuse s
            State next = s;
            if (place(next, cell, d) && search(next)) return true;
        }
        return false;
    }

  private:
    Board make_board(const State& s) const {
        std::vector<Digit> digits(kCells, kEmpty);
        for (int d = 0; d < kDigits; ++d)
            for (int b = 0; b < 3; ++b)
                for (Band x = s.possible[d][b]; x != 0; x &= x - 1)
                    digits[b * 27 + std::countr_zero(x)] = static_cast<Digit>(d + 1);
        return Board(m_puzzle.layout_ptr(), std::move(digits));
    }

    const Board& m_puzzle;
    FastSearchControl& m_control;
};

}  // namespace

bool is_classic9(const Layout& layout) {
    const LayoutSpec& spec = layout.spec();
    return layout.size() == 9 && !layout.is_jigsaw() && layout.box_shape() == BoxShape{3, 3} &&
           !spec.diagonals && !spec.hyper && spec.cages.empty();
}

FastSolveResult fast_solve_classic9(const Board& puzzle, const FastSolveOptions& options) {
    FastSolveResult result;
    if (puzzle.cell_count() != kCells) return result;
    FastSearchControl control(options, result);
    Classic9Search search(puzzle, control);
    State state;
    if (search.load_givens(state)) search.search(state);
    return result;
}

}  // namespace sudoku::core
