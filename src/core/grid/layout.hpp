// Immutable board geometry shared by boards, solvers and views. Rows, columns, boxes, jigsaw
// pieces, diagonals and hyper windows are all just units; peers and units per cell are precomputed.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/base/types.hpp"
#include "core/grid/cage.hpp"

namespace sudoku::core {

enum class UnitKind : std::uint8_t { Row, Column, Box, Region, Diagonal, AntiDiagonal, Window };

// "row", "column", "box", "region" (a jigsaw piece), "diagonal", "anti-diagonal", "window".
[[nodiscard]] const char* unit_kind_name(UnitKind kind);

struct Unit {
    UnitKind kind;
    int index;                // 0-based index among units of the same kind
    std::vector<Cell> cells;  // row-major order
};

struct BoxShape {
    int rows = 0;
    int cols = 0;
    bool operator==(const BoxShape&) const = default;
};

// The conventional box shape for a size (4=2x2, 6=2x3, 8=2x4, 9=3x3, 10=2x5, 12=3x4, 15=3x5,
// 16=4x4, 20=4x5, 25=5x5, and any other size with a near-square factorisation), or nullopt
// for sizes such as 5 and 7 that need jigsaw regions.
[[nodiscard]] std::optional<BoxShape> default_box_shape(int n);

// "size 30 is out of range (4..25)": the one error of every function handed a bad size.
[[nodiscard]] Error size_out_of_range(int n);

struct LayoutSpec {
    int size = 9;
    BoxShape box{};              // {0,0} = default shape for the size; ignored with regions
    std::vector<int> regions{};  // jigsaw piece (0..N-1) per cell; empty = rectangular boxes
    bool diagonals = false;      // Sudoku X: both main diagonals are units
    bool hyper = false;          // Hyper / Windoku: extra windows between the boxes
    // With hyper, for the fast solver only (never read from or written to text): the units the
    // windows imply are units too. The lines between windows (every (b+1)-th row from the first)
    // crossed with a window's columns hold each digit once, since those b columns hold it b
    // times and their b-1 windows b-1 times; so do a window's rows crossed with the columns
    // between windows, and those rows crossed with those columns. A search that knows them
    // proves far more grids impossible at once; players, hints and validation never see them.
    bool implied_windows = false;
    // Killer Sudoku: cages with sums (no digit repeated in a cage). Cages cover each cell at
    // most once; they are no units (they need not hold every digit), but cage mates are peers.
    std::vector<Cage> cages{};
    bool operator==(const LayoutSpec&) const = default;
};

class Layout {
  public:
    // Validates the spec (size range, box shape, region map: N pieces of N connected cells,
    // hyper needs square boxes; cages: cells on the board, each in one cage at most, connected,
    // at most N cells, a sum some distinct digits reach) and precomputes units and peers.
    [[nodiscard]] static Result<std::shared_ptr<const Layout>> create(LayoutSpec spec);
    // A rectangular-box layout of the default shape; n must have one (asserts otherwise).
    [[nodiscard]] static std::shared_ptr<const Layout> classic(int n = 9);

    [[nodiscard]] int size() const { return m_n; }
    [[nodiscard]] int cell_count() const { return m_n * m_n; }
    [[nodiscard]] int row_of(Cell c) const { return c / m_n; }
    [[nodiscard]] int col_of(Cell c) const { return c % m_n; }
    [[nodiscard]] Cell cell_at(int row, int col) const {
        return static_cast<Cell>(row * m_n + col);
    }
    // Box or jigsaw piece of a cell.
    [[nodiscard]] int box_of(Cell c) const { return m_box_of[c]; }
    [[nodiscard]] const LayoutSpec& spec() const { return m_spec; }
    [[nodiscard]] bool is_jigsaw() const { return !m_spec.regions.empty(); }
    // Box shape (rows x cols); {0,0} for jigsaw layouts.
    [[nodiscard]] BoxShape box_shape() const { return m_spec.box; }
    [[nodiscard]] Mask all_digits() const { return full_mask(m_n); }

    [[nodiscard]] bool is_killer() const { return !m_spec.cages.empty(); }
    [[nodiscard]] const std::vector<Cage>& cages() const { return m_spec.cages; }
    // Index into cages() of the cage holding c, or -1.
    [[nodiscard]] int cage_of(Cell c) const { return m_cage_of.empty() ? -1 : m_cage_of[c]; }

    [[nodiscard]] const std::vector<Unit>& units() const { return m_units; }
    // Indices into units() of every unit holding the cell: row, column, box, then extras.
    [[nodiscard]] std::span<const int> units_of(Cell c) const {
        return {m_units_of.data() + m_units_of_start[c],
                m_units_of.data() + m_units_of_start[c + 1]};
    }
    // Every other cell sharing a unit or a cage with c, each once, ascending.
    [[nodiscard]] std::span<const Cell> peers(Cell c) const {
        return {m_peers.data() + m_peers_start[c], m_peers.data() + m_peers_start[c + 1]};
    }
    // The first unit (in units_of order) holding both cells, or -1.
    [[nodiscard]] int shared_unit(Cell a, Cell b) const;

    // "r3c6" (1-based).
    [[nodiscard]] std::string cell_name(Cell c) const;
    // "row 3", "box 5", "diagonal", "window 2" (1-based).
    [[nodiscard]] std::string unit_name(int unit) const;
    // "9x9", "6x6 (2x3 boxes)", "7x7 jigsaw", "9x9 X hyper".
    [[nodiscard]] std::string describe() const;

  private:
    Layout() = default;
    void build_units();
    // Appends the units LayoutSpec::implied_windows describes, numbered from `index`.
    void add_implied_windows(int index);

    LayoutSpec m_spec;
    int m_n = 0;
    std::vector<int> m_box_of;
    std::vector<int> m_cage_of;  // empty without cages
    std::vector<Unit> m_units;
    std::vector<int> m_units_of;
    std::vector<int> m_units_of_start;
    std::vector<Cell> m_peers;
    std::vector<int> m_peers_start;
};

using LayoutPtr = std::shared_ptr<const Layout>;

}  // namespace sudoku::core
