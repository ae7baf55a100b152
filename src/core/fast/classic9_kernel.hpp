// The classic 9x9 solver's kernel, written once and compiled once per instruction set: each
// classic9_kernel_<level>.cpp includes this file inside its own namespace with
// SUDOKU_KERNEL_VECTOR_BYTES set (4 = plain scalar code, 16 = SSE, 32 = AVX2, 64 = AVX-512).
//
// Layout: per band (three rows, 27 bits) one 32-bit word per digit; the nine words of a band sit
// side by side in vector lanes, so one vector operation applies a rule to every digit at once
// (hidden singles in rows, columns and boxes, pointing and claiming). The kernel uses no
// standard-library inline code: functions compiled for AVX2 must never be merged by the linker
// with the baseline build's copies of the same inline function.
//
// No include guard on purpose: every level's file includes it once in its own namespace.
//
// [SECTION] Vectors of digits: types, lane tests (nonzero_lanes, any)
// [SECTION] Tables: peers, digit lanes (constant-initialised)
// [SECTION] Bit groups and place()
// [SECTION] Counting candidates per cell (bit-sliced, folded across lanes)
// [SECTION] Rules: batched placing, naked and hidden singles, pointing/claiming, propagate()
// [SECTION] Branching and the search

#ifndef SUDOKU_KERNEL_VECTOR_BYTES
#error "define SUDOKU_KERNEL_VECTOR_BYTES before including classic9_kernel.hpp"
#endif

namespace {

// [SECTION] Vectors of digits: types, lane tests (nonzero_lanes, any)

using Word = std::uint32_t;
typedef Word Vec __attribute__((vector_size(SUDOKU_KERNEL_VECTOR_BYTES)));
constexpr int kLanes = SUDOKU_KERNEL_VECTOR_BYTES / 4;
constexpr int kVecs = (9 + kLanes - 1) / kLanes;  // vectors per band: 9 digits, padded
constexpr Word kRowBits = 0x1FF;

// One band: digit d's 27 bits in lane d % kLanes of vector d / kLanes. Padding lanes stay 0.
struct Digits {
    Vec v[kVecs];
};

struct State {
    Digits band[3];
    Word unsolved[3];
};

inline Vec load(const Word* words) {
    Vec v;
    __builtin_memcpy(&v, words, sizeof v);
    return v;
}
inline Vec splat(Word w) {
    Vec r = {};
    return r + w;
}
inline Word lane(const Digits& x, int d) {
    return x.v[d / kLanes][d % kLanes];
}

// Element-wise helpers over a band's vectors (the loops unroll: kVecs is 1 to 9).
#define SUDOKU_KERNEL_MAP(out, expr)     \
    for (int k_ = 0; k_ < kVecs; ++k_) { \
        const int k = k_;                \
        out.v[k] = (expr);               \
    }

// Bit d set when digit d's word is nonzero (padding lanes are always zero). The x86 levels
// read all lanes at once (a compare and a move-mask); plain code looks at each lane.
inline Word nonzero_lanes(const Digits& x) {
#if SUDOKU_KERNEL_VECTOR_BYTES == 64 && defined(__AVX512F__)
    return _mm512_test_epi32_mask((__m512i)x.v[0], (__m512i)x.v[0]);
#elif SUDOKU_KERNEL_VECTOR_BYTES == 32 && defined(__AVX2__)
    Word zero = 0;
    for (int k = 0; k < kVecs; ++k)
        zero |= static_cast<Word>(_mm256_movemask_ps((__m256)(x.v[k] == 0))) << (8 * k);
    return ~zero & 0x1FF;
#elif SUDOKU_KERNEL_VECTOR_BYTES == 16 && defined(__SSE4_1__)
    Word zero = 0;
    for (int k = 0; k < kVecs; ++k)
        zero |= static_cast<Word>(_mm_movemask_ps((__m128)(x.v[k] == 0))) << (4 * k);
    return ~zero & 0x1FF;
#else
    Word r = 0;
    for (int d = 0; d < 9; ++d)
        r |= Word{lane(x, d) != 0} << d;
    return r;
#endif
}

// Nonzero when any lane of the vector is nonzero.
inline bool any(Vec acc) {
#if SUDOKU_KERNEL_VECTOR_BYTES == 64 && defined(__AVX512F__)
    return _mm512_test_epi32_mask((__m512i)acc, (__m512i)acc) != 0;
#elif SUDOKU_KERNEL_VECTOR_BYTES == 32 && defined(__AVX2__)
    return !_mm256_testz_si256((__m256i)acc, (__m256i)acc);
#elif SUDOKU_KERNEL_VECTOR_BYTES == 16 && defined(__SSE4_1__)
    return !_mm_testz_si128((__m128i)acc, (__m128i)acc);
#else
    Word r = 0;
    for (int i = 0; i < kLanes; ++i)
        r |= acc[i];
    return r != 0;
#endif
}

// Nonzero when any lane of the band is nonzero.
inline bool any(const Digits& x) {
    Vec acc = x.v[0];
    for (int k = 1; k < kVecs; ++k)
        acc |= x.v[k];
    return any(acc);
}

// [SECTION] Tables: peers, digit lanes (constant-initialised)

// The tables are plain words, constant-initialised (a table built at start-up by code compiled
// for AVX-512 would run on every CPU), and loaded into vectors where used.
struct Tables {
    alignas(64) Word valid[kVecs * kLanes];  // lanes 0..8 set: tests must skip the padding
    alignas(64) Word one_hot[9][kVecs * kLanes];
    Word peers[81][3];  // per cell, its peers as band masks (row, column, box; not itself)
};

constexpr Tables make_tables() {
    Tables t{};
    for (int d = 0; d < 9; ++d) {
        t.valid[d] = ~Word{0};
        t.one_hot[d][d] = ~Word{0};
    }
    for (int a = 0; a < 81; ++a) {
        for (int b = 0; b < 81; ++b) {
            const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
            const bool shared = ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3);
            if (a != b && shared) t.peers[a][b / 27] |= Word{1} << (b % 27);
        }
    }
    return t;
}
constexpr Tables kTables = make_tables();

// [SECTION] Bit groups and place()

// The copies of a bit group to its neighbours are written as multiplications (no carries: the
// copies never overlap), and the compiler picks the cheapest form: gcc a shift and a
// subtraction for 7 and 0x1FF (two operations, where shifts and ORs took four), clang a
// vector multiply. 1-5% faster on AVX-512, 7-11% on AVX2 (gcc 12, AMD Zen 4).

// A band's three rows handled in one word, without splitting it into rows: bit 0 and bit 8 of
// each row, each row's low eight bits, bit 0 of each minirow (a row's three cells in one box),
// and the whole band.
constexpr Word kRowOnes = 0x40201, kRowTop = 0x4020100, kRowLow8 = 0x3FDFEFF;
constexpr Word kMiniFlags = 0x1249249, kBandBits = 0x7FFFFFF;

// A 9-bit column mask copied onto the three rows of a band.
inline Vec spread_rows(Vec columns) {
    return columns * 0x40201;
}
// Bits at 0, 3, 6 for the 3-column groups (boxes) of a 9-bit mask that hold any bit; of a
// whole band word, the same in each row (the minirows that hold any bit).
inline Vec group_any(Vec m) {
    return (m | (m >> 1) | (m >> 2)) & kMiniFlags;
}
// A band word folded onto its nine columns: the columns that hold any bit.
inline Vec columns_of(Vec w) {
    return (w | (w >> 9) | (w >> 18)) & kRowBits;
}
// A group flag (bits 0, 3, 6) widened to the group's three columns.
inline Vec widen(Vec flags) {
    return flags * 7;
}
// Group flags of the groups holding exactly one bit.
inline Vec group_single(Vec m) {
    const Vec odd = (m ^ (m >> 1) ^ (m >> 2)) & 0x49;
    const Vec all3 = m & (m >> 1) & (m >> 2) & 0x49;
    return odd & ~all3;
}

// Bit 8 of each row that holds any bit (a row's low eight bits carry into its bit 8, never
// beyond).
inline Vec rows_nonzero(Vec w) {
    return (((w & kRowLow8) + kRowLow8) | w) & kRowTop;
}
// Whole rows where bit 0 is set in ones.
inline Vec whole_rows(Vec ones) {
    return ones * kRowBits;
}
// Per row, bit 0 set when exactly one of the row's minirow flags (bits 0, 3, 6) is set.
inline Vec one_minirow(Vec flags) {
    const Vec f3 = flags >> 3, f6 = flags >> 6;
    return (flags ^ f3 ^ f6) & ~(flags & f3 & f6) & kRowOnes;
}
// Per row, the OR of the band's two other rows.
inline Vec other_rows(Vec x) {
    return ((x << 9) | (x << 18) | (x >> 9) | (x >> 18)) & kBandBits;
}

// Places digit d in cell; false when d is no longer possible there.
inline bool place(State& s, int cell, int d) {
    const int b = cell / 27;
    const Word bit = Word{1} << (cell % 27);
    if ((lane(s.band[b], d) & bit) == 0) return false;
    s.unsolved[b] &= ~bit;
    const Word* hot = kTables.one_hot[d];
    const Word* peers = kTables.peers[cell];
    for (int bb = 0; bb < 3; ++bb) {
        Digits& x = s.band[bb];
        const Vec clear = splat(peers[bb]);
        SUDOKU_KERNEL_MAP(x, x.v[k] & ~(load(hot + k * kLanes) & clear))
    }
    Digits& x = s.band[b];
    const Vec one = splat(bit);
    SUDOKU_KERNEL_MAP(x, (x.v[k] & ~one) | (load(hot + k * kLanes) & one))
    return true;
}

// [SECTION] Counting candidates per cell (bit-sliced, folded across lanes)

// Per band: the cells where at least one / two / three digits are possible.
struct Counts {
    Word once = 0, twice = 0, thrice = 0;
};
// Bit-sliced counters (at least one / two / three) of a band's vectors, folded: the upper half
// of the lanes onto the lower half (copied out: compilers turn that into lane extracts) while
// more than four lanes are left, then the last four in the register (fold_four) on AVX2 and
// AVX-512, or one by one (fold_lanes) on SSE and in plain code.
typedef Word Vec4 __attribute__((vector_size(16)));
typedef Word Vec8 __attribute__((vector_size(32)));
#define SUDOKU_KERNEL_FOLD(Wide, Half, name)                                                      \
    inline void name(const Wide& o, const Wide& t, const Wide& h, Half& o2, Half& t2, Half& h2) { \
        Half lo[3], hi[3];                                                                        \
        const Wide* in[3] = {&o, &t, &h};                                                         \
        for (int i = 0; i < 3; ++i) {                                                             \
            __builtin_memcpy(&lo[i], in[i], sizeof(Half));                                        \
            __builtin_memcpy(&hi[i], reinterpret_cast<const char*>(in[i]) + sizeof(Half),         \
                             sizeof(Half));                                                       \
        }                                                                                         \
        o2 = lo[0] | hi[0];                                                                       \
        t2 = lo[1] | hi[1] | (lo[0] & hi[0]);                                                     \
        h2 = lo[2] | hi[2] | (lo[1] & hi[0]) | (lo[0] & hi[1]);                                   \
    }
#if SUDOKU_KERNEL_VECTOR_BYTES == 64
SUDOKU_KERNEL_FOLD(Vec, Vec8, fold_half)
SUDOKU_KERNEL_FOLD(Vec8, Vec4, fold_quarter)
#elif SUDOKU_KERNEL_VECTOR_BYTES == 32
SUDOKU_KERNEL_FOLD(Vec, Vec4, fold_half)
#endif
#undef SUDOKU_KERNEL_FOLD

// The last four lanes, folded in the register: lanes 2-3 onto 0-1, then lane 1 onto lane 0.
inline Counts fold_four(Vec4 o, Vec4 t, Vec4 h) {
    Vec4 o2 = __builtin_shufflevector(o, o, 2, 3, 2, 3);
    Vec4 t2 = __builtin_shufflevector(t, t, 2, 3, 2, 3);
    Vec4 h2 = __builtin_shufflevector(h, h, 2, 3, 2, 3);
    h = h | h2 | (t & o2) | (o & t2);
    t = t | t2 | (o & o2);
    o = o | o2;
    o2 = __builtin_shufflevector(o, o, 1, 1, 1, 1);
    t2 = __builtin_shufflevector(t, t, 1, 1, 1, 1);
    h2 = __builtin_shufflevector(h, h, 1, 1, 1, 1);
    Counts r;
    r.thrice = (h | h2 | (t & o2) | (o & t2))[0];
    r.twice = (t | t2 | (o & o2))[0];
    r.once = (o | o2)[0];
    return r;
}

template <int Lanes, class V>
inline Counts fold_lanes(const V& o, const V& t, const V& h) {
    Counts r;
    for (int i = 0; i < Lanes; ++i) {
        r.thrice |= (r.twice & o[i]) | (r.once & t[i]) | h[i];
        r.twice |= (r.once & o[i]) | t[i];
        r.once |= o[i];
    }
    return r;
}

inline Counts count_band(const Digits& x) {
    Vec once = x.v[0], twice = {}, thrice = {};
    for (int k = 1; k < kVecs; ++k) {
        thrice |= twice & x.v[k];
        twice |= once & x.v[k];
        once |= x.v[k];
    }
#if SUDOKU_KERNEL_VECTOR_BYTES == 64
    Vec8 o8, t8, h8;
    fold_half(once, twice, thrice, o8, t8, h8);
    Vec4 o4, t4, h4;
    fold_quarter(o8, t8, h8, o4, t4, h4);
    return fold_four(o4, t4, h4);
#elif SUDOKU_KERNEL_VECTOR_BYTES == 32
    Vec4 o4, t4, h4;
    fold_half(once, twice, thrice, o4, t4, h4);
    return fold_four(o4, t4, h4);
#else
    return fold_lanes<kLanes>(once, twice, thrice);
#endif
}

// [SECTION] Rules: batched placing, naked and hidden singles, pointing/claiming, propagate()

// The OR of a band's lanes: the cells any digit holds. Halved in the register down to four
// lanes on AVX2 and AVX-512 (as fold_four), lane by lane below that.
inline Word or_lanes(const Digits& x) {
    Vec acc = x.v[0];
    for (int k = 1; k < kVecs; ++k)
        acc |= x.v[k];
#if SUDOKU_KERNEL_VECTOR_BYTES >= 32
    Vec4 quarter[2];
#if SUDOKU_KERNEL_VECTOR_BYTES == 64
    Vec8 half[2];
    __builtin_memcpy(half, &acc, sizeof half);
    const Vec8 halves = half[0] | half[1];
    __builtin_memcpy(quarter, &halves, sizeof quarter);
#else
    __builtin_memcpy(quarter, &acc, sizeof quarter);
#endif
    Vec4 r = quarter[0] | quarter[1];
    r |= __builtin_shufflevector(r, r, 2, 3, 2, 3);
    return (r | __builtin_shufflevector(r, r, 1, 1, 1, 1))[0];
#else
    Word r = 0;
    for (int i = 0; i < kLanes; ++i)
        r |= acc[i];
    return r;
#endif
}

// Places a batch of singles at once: per band and digit, the cells the digit takes (takes), and
// per band the cells they solve (solved). It fails when the same digit falls twice in a row,
// column or box, and otherwise leaves the state that place() of each in turn would, except
// where two digits take one cell: that cell keeps both (the callers see to it, place_batch).
inline bool place_all(State& s, const Digits (&takes)[3], const Word (&solved)[3]) {
    Digits ruled[3], col_once{}, col_twice{};
    Vec clash = {};
    for (int b = 0; b < 3; ++b) {
        for (int k = 0; k < kVecs; ++k) {
            const Vec w = takes[b].v[k];
            const Vec rows = rows_nonzero(w);
            const Vec cols = columns_of(w);
            const Vec mini = group_any(w);
            const Vec mini1 = mini >> 9, mini2 = mini >> 18;
            // Twice in a row (minus one per row that holds a take clears just its lowest bit),
            // or in a box: two of its rows hold one (which covers twice in a column within
            // the band).
            clash |= (w & (w - (rows >> 8))) | (((mini & mini1) | (mini2 & (mini | mini1))) & 0x49);
            col_twice.v[k] |= col_once.v[k] & cols;
            col_once.v[k] |= cols;
            ruled[b].v[k] = whole_rows(rows >> 8) | spread_rows(widen(group_any(cols)));
        }
    }
    for (int k = 0; k < kVecs; ++k)
        clash |= col_twice.v[k];  // twice in a column, across bands
    if (any(clash)) return false;
    for (int b = 0; b < 3; ++b) {
        const Vec cleared = splat(solved[b]);
        SUDOKU_KERNEL_MAP(
            s.band[b], (s.band[b].v[k] & ~(ruled[b].v[k] | cleared | spread_rows(col_once.v[k]))) |
                           takes[b].v[k])
        s.unsolved[b] &= ~solved[b];
    }
    return true;
}

// Where a band's digits fit in one or two vectors (AVX-512, AVX2), a sweep's singles go in as
// one batch (place_batch). With more vectors per band the batch cost more than a place() per
// single on most sets, so those levels place them one by one (multi-solution, forum hardest
// 1106, top1465 and unbiased: SSE4.1 6% slower on multi-solution though 12% faster on
// unbiased, plain code 30-32% slower on all four).
constexpr bool kBatchSingles = kVecs <= 2;
// The batch leaves a cell that two hidden singles take with both digits for the naked singles
// sweep to reject, which runs right after hidden singles only where lanes are vectors.
static_assert(!kBatchSingles || kLanes > 1, "the batch needs hidden singles before naked ones");

// Places band b's singles (per digit, the cells it takes) one at a time.
inline bool place_one_by_one(State& s, int b, const Digits& takes, bool& placed) {
    for (Word digits = nonzero_lanes(takes); digits != 0; digits &= digits - 1) {
        const int d = __builtin_ctz(digits);
        for (Word x = lane(takes, d); x != 0; x &= x - 1) {
            if (!place(s, b * 27 + __builtin_ctz(x), d)) return false;
            placed = true;
        }
    }
    return true;
}

// Places the singles (per band and digit, the cells the digit takes) in one batch, and sets
// placed when there were any (even if the batch then fails). solved: per band the cells they
// solve, or null to have them found (hidden singles). One cell may then be the only place of two
// digits: it keeps both, and naked_singles(), which always follows, finds that contradiction.
// False on a contradiction.
inline bool place_batch(State& s, const Digits (&takes)[3], const Word* solved, bool& placed) {
    Word cells[3];
    for (int b = 0; b < 3; ++b) {
        if (solved != nullptr) {
            cells[b] = solved[b];
            continue;
        }
        cells[b] = or_lanes(takes[b]);
    }
    if ((cells[0] | cells[1] | cells[2]) == 0) return true;
    placed = true;
    return place_all(s, takes, cells);
}

// Naked singles of the whole board; false on a contradiction. One by one, a band's singles go
// in before the next band is counted; in a batch, every band is counted first, so a sweep may
// find fewer (the next finds the rest: propagate() reaches the same fixed point either way).
inline bool naked_singles(State& s, bool& placed) {
    Digits takes[3];
    Word solved[3];
    for (int b = 0; b < 3; ++b) {
        const Counts c = count_band(s.band[b]);
        if ((s.unsolved[b] & ~c.once) != 0) return false;
        // A batch of hidden singles gave one cell two digits (place_batch).
        if (kBatchSingles && (c.twice & ~s.unsolved[b]) != 0) return false;
        solved[b] = s.unsolved[b] & ~c.twice;
        if constexpr (kBatchSingles) {
            const Vec cells = splat(solved[b]);
            SUDOKU_KERNEL_MAP(takes[b], s.band[b].v[k] & cells)
            continue;
        }
        for (Word singles = solved[b]; singles != 0; singles &= singles - 1) {
            const int i = __builtin_ctz(singles);
            Digits at;
            const Vec bit = splat(Word{1} << i);
            SUDOKU_KERNEL_MAP(at, s.band[b].v[k] & bit)
            const Word digits = nonzero_lanes(at);
            // An earlier single of this sweep took the last candidate: a contradiction.
            if (digits == 0 || !place(s, b * 27 + i, __builtin_ctz(digits))) return false;
            placed = true;
        }
    }
    return !kBatchSingles || place_batch(s, takes, solved, placed);
}

// Hidden singles in rows, columns and boxes, every digit at once; false when some row,
// column or box has no place left for a digit, or a cell is the only place of two digits
// (with the batch, the naked singles sweep that follows finds that one: place_batch).
inline bool hidden_singles(State& s, bool& placed) {
    Digits alone[3], col_once{}, col_twice{}, bad{};
    for (int b = 0; b < 3; ++b) {
        const Digits& x = s.band[b];
        for (int k = 0; k < kVecs; ++k) {
            const Vec w = x.v[k];
            // A row without a place is a dead end. With a place in every row, w minus one per
            // row borrows within each row only, clearing just its lowest bit: the rows that
            // then hold nothing had one place.
            const Vec rows = rows_nonzero(w);
            bad.v[k] |= rows ^ kRowTop;
            Vec a = w & whole_rows((kRowTop & ~rows_nonzero(w & (w - kRowOnes))) >> 8);
            const Vec r1 = w >> 9, r2 = w >> 18;
            const Vec once = columns_of(w);
            const Vec twice = ((w & r1) | (r2 & (w | r1))) & kRowBits;
            bad.v[k] |= group_any(once) ^ 0x49;  // a box without a place
            a |= w & spread_rows(widen(group_single(once) & ~group_any(twice)));
            col_twice.v[k] |= twice | (col_once.v[k] & once);
            col_once.v[k] |= once;
            alone[b].v[k] = a;
        }
    }
    Digits bad_valid;
    SUDOKU_KERNEL_MAP(bad_valid,
                      (bad.v[k] | (col_once.v[k] ^ kRowBits)) & load(kTables.valid + k * kLanes))
    if (any(bad_valid)) return false;
    Digits takes[3];
    for (int b = 0; b < 3; ++b) {
        const Vec unsolved = splat(s.unsolved[b]);
        SUDOKU_KERNEL_MAP(
            takes[b],
            (alone[b].v[k] | (s.band[b].v[k] & spread_rows(col_once.v[k] & ~col_twice.v[k]))) &
                unsolved)
        // One by one, a band's singles go in before the next band's are read from the board.
        if (!kBatchSingles && !place_one_by_one(s, b, takes[b], placed)) return false;
    }
    return !kBatchSingles || place_batch(s, takes, nullptr, placed);
}

// Pointing and claiming between boxes and rows, and between boxes and columns, for every
// digit at once. Sets changed when a candidate went.
inline void locked_candidates(State& s, bool& changed) {
    Digits columns[3];
    Vec moved = {};
    for (int b = 0; b < 3; ++b) {
        Digits& x = s.band[b];
        for (int k = 0; k < kVecs; ++k) {
            const Vec w = x.v[k];
            // Per row, the minirows that hold the digit, as flags and widened to their cells.
            const Vec flags = group_any(w), boxes = widen(flags);
            // Claiming: a row whose digit lies in one box only clears the box's other rows.
            const Vec claims = boxes & whole_rows(one_minirow(flags));
            // Pointing: the boxes whose digit lies on this row only; the row keeps just that
            // box (two such boxes cannot both be served: the row keeps nothing, a dead end).
            const Vec points = boxes & ~other_rows(boxes);
            const Vec keep = (points & whole_rows(one_minirow(points & kMiniFlags))) |
                             whole_rows(kRowOnes & ~(rows_nonzero(points) >> 8));
            const Vec after = w & keep & ~other_rows(claims);
            moved |= after ^ w;
            x.v[k] = after;
            columns[b].v[k] = columns_of(after);
        }
    }
    // The same between boxes and columns: a box whose digit lies in one column only clears
    // that column in the other bands; a column whose digit lies in one band only confines
    // the digit, in that band's box, to that column.
    for (int k = 0; k < kVecs; ++k) {
        const Vec c0 = columns[0].v[k], c1 = columns[1].v[k], c2 = columns[2].v[k];
        const Vec s0 = c0 & widen(group_single(c0)), s1 = c1 & widen(group_single(c1)),
                  s2 = c2 & widen(group_single(c2));
        const Vec o0 = c0 & ~c1 & ~c2, o1 = c1 & ~c0 & ~c2, o2 = c2 & ~c0 & ~c1;
        // (A box with two such columns cannot serve both: it keeps neither, a dead end.)
        const Vec m0 =
            ((o0 & widen(group_single(o0))) | (~widen(group_any(o0)) & kRowBits)) & ~s1 & ~s2;
        const Vec m1 =
            ((o1 & widen(group_single(o1))) | (~widen(group_any(o1)) & kRowBits)) & ~s0 & ~s2;
        const Vec m2 =
            ((o2 & widen(group_single(o2))) | (~widen(group_any(o2)) & kRowBits)) & ~s0 & ~s1;
        const Vec m[3] = {m0, m1, m2};
        for (int b = 0; b < 3; ++b) {
            const Vec w = s.band[b].v[k];
            const Vec after = w & spread_rows(m[b]);
            moved |= after ^ w;
            s.band[b].v[k] = after;
        }
    }
    changed = changed || any(moved);
}

inline bool propagate(State& s) {
    for (;;) {
        // Both orders reach the same fixed point. With vectors, hidden singles (every digit at
        // once) are the cheaper sweep, and naked singles follow in the same round; one lane at
        // a time, naked singles are the cheaper one. Naked singles must follow hidden singles
        // directly where singles go in as a batch (kBatchSingles).
        bool placed = false;
        if (kLanes > 1) {
            if (!hidden_singles(s, placed)) return false;
        }
        if (!naked_singles(s, placed)) return false;
        if (placed) continue;
        if (kLanes == 1) {
            if (!hidden_singles(s, placed)) return false;
            if (placed) continue;
        }
        // Late in a branch, singles only: the sweep below seldom pays there (classic9_job.hpp).
        if (__builtin_popcount(s.unsolved[0]) + __builtin_popcount(s.unsolved[1]) +
                __builtin_popcount(s.unsolved[2]) <=
            kLockedCandidatesAbove)
            return true;
        locked_candidates(s, placed);
        if (!placed) return true;
    }
}

// [SECTION] Branching and the search

inline int unsolved_peers(const State& s, int cell) {
    const Word* peers = kTables.peers[cell];
    return __builtin_popcount(peers[0] & s.unsolved[0]) +
           __builtin_popcount(peers[1] & s.unsolved[1]) +
           __builtin_popcount(peers[2] & s.unsolved[2]);
}

inline int candidate_count(const State& s, int cell) {
    const int b = cell / 27;
    const Word bit = Word{1} << (cell % 27);
    int n = 0;
    for (int d = 0; d < 9; ++d)
        n += (lane(s.band[b], d) & bit) != 0;
    return n;
}

// The branch cell: fewest candidates, ties broken by most unsolved peers, then row-major
// order (the same choice as the portable 9x9 path).
inline int branch_cell(const State& s) {
    // Pairs first, ranked by one key (most unsolved peers, then the lowest cell) kept with a
    // max, not a branch per cell: which cell wins is unpredictable (1-2.5% on the sets).
    int best_key = -1;
    Counts counts[3];
    // Both band loops unrolled (gcc 12): 1-5% at the vector levels on multi-solution, forum
    // hardest 1106, top1465 and unbiased (AVX-512 multi-solution 5%; SSE4.1 top1465 2% slower),
    // though either alone gained 0-1.5%, and the other rules' loops nothing.
#pragma GCC unroll 3
    for (int b = 0; b < 3; ++b) {
        counts[b] = count_band(s.band[b]);
        for (Word pairs = s.unsolved[b] & counts[b].twice & ~counts[b].thrice; pairs != 0;
             pairs &= pairs - 1) {
            const int cell = b * 27 + __builtin_ctz(pairs);
            const int key = (unsolved_peers(s, cell) << 8) | (255 - cell);
            best_key = key > best_key ? key : best_key;
        }
    }
    if (best_key >= 0) return 255 - (best_key & 255);
    int best = -1, best_score = -1;
    int best_count = 10;
#pragma GCC unroll 3
    for (int b = 0; b < 3; ++b) {
        for (Word u = s.unsolved[b]; u != 0; u &= u - 1) {
            const int cell = b * 27 + __builtin_ctz(u);
            const int count = candidate_count(s, cell);
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

class Search {
  public:
    Search(const Classic9Job& job, Classic9Outcome& out) : m_job(job), m_out(out) {}

    // True when the search must stop (solution limit reached or budget spent).
    bool run(State& s) {
        if (!propagate(s)) return false;
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) return add_solution(s);
        const int cell = branch_cell(s);
        const int b = cell / 27;
        const Word bit = Word{1} << (cell % 27);
        Digits at;
        const Vec one = splat(bit);
        SUDOKU_KERNEL_MAP(at, s.band[b].v[k] & one)
        for (Word digits = nonzero_lanes(at); digits != 0; digits &= digits - 1) {
            if (!take_guess()) return true;
            const int d = __builtin_ctz(digits);
            if ((digits & (digits - 1)) == 0) return place(s, cell, d) && run(s);  // last: reuse s
            State next = s;
            if (place(next, cell, d) && run(next)) return true;
        }
        return false;
    }

  private:
    bool take_guess() {
        if (m_job.node_limit != 0 && m_out.guesses >= m_job.node_limit) {
            m_out.aborted = true;
            return false;
        }
        if ((m_out.guesses & 255U) == 0 && classic9_cancel_requested(m_job.cancel)) {
            m_out.aborted = true;
            m_out.cancelled = true;
            return false;
        }
        ++m_out.guesses;
        return true;
    }

    bool add_solution(const State& s) {
        std::uint8_t* grid = m_out.solutions == 0   ? m_job.first
                             : m_out.solutions == 1 ? m_job.second
                                                    : nullptr;
        if (grid != nullptr) {
            for (int b = 0; b < 3; ++b)
                for (int d = 0; d < 9; ++d)
                    for (Word x = lane(s.band[b], d); x != 0; x &= x - 1)
                        grid[b * 27 + __builtin_ctz(x)] = static_cast<std::uint8_t>(d + 1);
        }
        ++m_out.solutions;
        return m_out.solutions >= m_job.limit;
    }

    const Classic9Job& m_job;
    Classic9Outcome& m_out;
};

// Bit i set when bytes[i] is nonzero, for the first count (at most 64) bytes: eight at a time,
// each byte's bit 7 set when any of its bits is (its low seven carry into bit 7), then those
// eight bits gathered into one byte by a multiplication. Each eight bytes are read as one
// little-endian word (byte i at bits 8i to 8i+7).
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "nonzero_bytes reads words little-endian");
inline std::uint64_t nonzero_bytes(const std::uint8_t* bytes, int count) {
    constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
    std::uint64_t mask = 0;
    for (int at = 0; at < count; at += 8) {
        std::uint64_t w = 0;
        __builtin_memcpy(&w, bytes + at, count - at < 8 ? count - at : 8);
        const std::uint64_t high = (((w & kLow7) + kLow7) | w) & ~kLow7;
        mask |= (((high >> 7) * 0x0102040810204080ULL) >> 56) << at;
    }
    return mask;
}

// The givens' state in one pass: per digit, the cells its givens rule out (their peers) and
// hold, gathered as plain words and loaded once, which is what place() for each given in turn
// would leave (those placements took 8% of the multi-solution set's time). False when
// two givens of a digit see each other or a digit is out of range.
inline bool load_givens(const Classic9Job& job, State& s) {
    Word held[9][3] = {}, ruled[9][3] = {}, solved[3] = {};
    // The givens' cells as a mask first: a test per cell mispredicted on about half of them.
    const std::uint64_t given[2] = {nonzero_bytes(job.givens, 64),
                                    nonzero_bytes(job.givens + 64, 17)};
    for (int half = 0; half < 2; ++half) {
        for (std::uint64_t left = given[half]; left != 0; left &= left - 1) {
            const int c = half * 64 + __builtin_ctzll(left);
            const int d = job.givens[c] - 1;
            if (d > 8) return false;
            const Word* peers = kTables.peers[c];
            held[d][c / 27] |= Word{1} << (c % 27);
            solved[c / 27] |= Word{1} << (c % 27);
            ruled[d][0] |= peers[0];
            ruled[d][1] |= peers[1];
            ruled[d][2] |= peers[2];
        }
    }
    for (int b = 0; b < 3; ++b) {
        alignas(64) Word words[kVecs * kLanes] = {};
        for (int d = 0; d < 9; ++d) {
            if (held[d][b] & ruled[d][b]) return false;
            words[d] = (0x7FFFFFF & ~solved[b] & ~ruled[d][b]) | held[d][b];
        }
        SUDOKU_KERNEL_MAP(s.band[b], load(words + k * kLanes))
        s.unsolved[b] = 0x7FFFFFF & ~solved[b];
    }
    return true;
}

}  // namespace

Classic9Outcome solve(const Classic9Job& job) {
    Classic9Outcome out;
    State s;
    if (!load_givens(job, s)) return out;
    Search search(job, out);
    search.run(s);
    return out;
}

#undef SUDOKU_KERNEL_MAP
