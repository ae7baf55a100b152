// A puzzle's layout as an exact-cover matrix: one column per constraint (a cell holds one
// digit; a unit holds each digit once), one row per candidate (cell, digit) with a one in
// each column the candidate satisfies. Rows and columns are numbered, not stored densely.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

// The groups the columns come in, left to right, as the matrix view draws them.
enum class CoverGroup : std::uint8_t {
    CellFilled,  // r,c holds a digit
    RowDigit,    // row r has digit d
    ColDigit,    // column c has digit d
    BoxDigit,    // box (or jigsaw piece) b has digit d
    ExtraDigit   // diagonal, anti-diagonal or hyper window has digit d
};

// What one column stands for: a cell, or a unit (index into Layout::units()) and a digit.
struct CoverColumn {
    CoverGroup group = CoverGroup::CellFilled;
    Cell cell = kNoCell;  // Cell group
    int unit = -1;        // other groups
    Digit digit = 0;      // other groups
};

// What one row stands for: the candidate "cell holds digit".
struct CoverRow {
    Cell cell = kNoCell;
    Digit digit = 0;
};

class ExactCover {
  public:
    explicit ExactCover(LayoutPtr layout);

    [[nodiscard]] const Layout& layout() const { return *m_layout; }
    [[nodiscard]] int column_count() const { return m_columns; }
    [[nodiscard]] int row_count() const { return m_n * m_n * m_n; }
    // Rows are cell-major: row = cell * N + (digit - 1).
    [[nodiscard]] int row_of(Cell c, Digit d) const { return c * m_n + (d - 1); }
    [[nodiscard]] CoverRow row(int r) const {
        return {static_cast<Cell>(r / m_n), static_cast<Digit>(r % m_n + 1)};
    }
    [[nodiscard]] CoverColumn column(int col) const;
    // The columns of a row, ascending: its cell column, then one per unit of the cell.
    [[nodiscard]] std::vector<int> columns_of(int r) const;
    // First column of each group (groups without columns start where the next one does),
    // then column_count(): group g spans [starts[g], starts[g + 1]).
    [[nodiscard]] std::span<const int> group_starts() const { return m_group_starts; }

  private:
    LayoutPtr m_layout;
    int m_n = 0;
    int m_columns = 0;
    std::vector<int> m_group_starts;  // 6 entries
};

}  // namespace sudoku::core
