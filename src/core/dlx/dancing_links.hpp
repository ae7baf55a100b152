// Knuth's dancing links over an ExactCover matrix: cover/uncover a column in O(ones), pick the
// next column by a ColumnRule, choose and unchoose rows. Plain index arrays, so a copy is a
// snapshot (Watch's checkpoints clone the search). Also keeps what the matrix view draws.
#pragma once

#include <cstdint>
#include <vector>

#include "core/dlx/column_rule.hpp"
#include "core/dlx/exact_cover.hpp"

namespace sudoku::core {

class DancingLinks {
  public:
    explicit DancingLinks(const ExactCover& cover);

    // Node ids: 0 is the root, 1..columns are the column headers, then the ones row by row.
    [[nodiscard]] bool solved() const { return m_right[0] == 0; }
    // The column to branch on (a header node id, 0 when none is left).
    [[nodiscard]] int choose(ColumnRule rule) const;
    [[nodiscard]] int size(int header) const { return m_size[static_cast<std::size_t>(header)]; }
    [[nodiscard]] int down(int node) const { return m_down[static_cast<std::size_t>(node)]; }
    [[nodiscard]] int row_of_node(int node) const { return m_row[static_cast<std::size_t>(node)]; }
    // The node of `row` in its cell column (every row has one).
    [[nodiscard]] int first_node(int row) const { return m_first[static_cast<std::size_t>(row)]; }

    void cover(int header);
    void uncover(int header);
    // Covers every other column of the row of `node` (its own column is covered already), so
    // the row is in the partial solution; unchoose undoes it in the reverse order.
    void choose_row(int node);
    void unchoose_row(int node);
    // Chooses a row outright (a given): covers all its columns. False, with nothing changed,
    // when one of them is covered already (the row conflicts with an earlier choice).
    bool select_row(int row);

    // For the matrix view and tests: a column is covered while its constraint is met (or it
    // is being branched on); a row is removed while a chosen row shares a column with it.
    [[nodiscard]] bool covered(int column) const {
        return m_covered[static_cast<std::size_t>(column)] != 0;
    }
    [[nodiscard]] bool removed(int row) const {
        return m_removed[static_cast<std::size_t>(row)] != 0;
    }
    // The column whose cover removed the row, or -1 while it is in the matrix.
    [[nodiscard]] int removed_by(int row) const {
        return m_removed[static_cast<std::size_t>(row)] - 1;
    }
    [[nodiscard]] int active_columns() const { return m_active_columns; }
    // Link updates so far (Knuth's measure of the work done).
    [[nodiscard]] std::uint64_t updates() const { return m_updates; }

  private:
    std::vector<int> m_left, m_right, m_up, m_down, m_column, m_row;
    std::vector<int> m_size;   // per node id; meaningful for headers
    std::vector<int> m_first;  // per row
    std::vector<std::uint8_t> m_covered;
    std::vector<int> m_removed;  // per row: header that removed it, 0 = none
    int m_active_columns = 0;
    std::uint64_t m_updates = 0;
};

}  // namespace sudoku::core
