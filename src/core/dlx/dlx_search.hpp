// Algorithm X on dancing links as a step solver for Watch, trace and bench: Select = the
// column branched on, Try = the next row of that column, Place = the row chosen (its columns
// covered, its digit written), Remove = the row given up, DeadEnd = the column has no row
// left. It also answers what the matrix view draws: covered columns, removed and chosen rows.
#pragma once

#include <memory>

#include "core/dlx/dancing_links.hpp"
#include "core/dlx/exact_cover.hpp"
#include "core/search/search_base.hpp"

namespace sudoku::core {

class DlxSearch final : public SearchBase {
  public:
    // The board must have passed make_step_solver's checks (digits in range, givens valid).
    [[nodiscard]] static Result<std::unique_ptr<DlxSearch>> create(
        const Board& start, const StepSolverOptions& options);

    std::optional<Step> next() override;
    [[nodiscard]] std::unique_ptr<StepSolver> clone() const override;
    // One level per column branched on: the row being tried (its cell and digit) and, for a
    // cell's column, the digits still to try there.
    [[nodiscard]] std::vector<StackFrame> stack() const override;
    // The digits whose rows are still in the matrix for this empty cell.
    [[nodiscard]] Mask candidates(Cell c) const override;

    [[nodiscard]] static std::span<const std::string_view> pseudo_code();

    // [SECTION] what the matrix view draws
    [[nodiscard]] const ExactCover& cover() const { return *m_cover; }
    [[nodiscard]] const DancingLinks& links() const { return m_links; }
    enum class RowMark : std::uint8_t { None, Given, Chosen };
    [[nodiscard]] RowMark mark(int row) const { return static_cast<RowMark>(m_marks[row]); }
    // A row is live while no chosen row (or given) shares a column with it: the rows of the
    // column being branched on stay live until one of them is chosen.
    [[nodiscard]] bool live(int row) const;
    // The row of the top level being tried or chosen, and the column it belongs to (-1: none).
    [[nodiscard]] int current_row() const;
    // 0 = not branched on; 1 = a level branches on this column; 2 = and has chosen a row of it.
    [[nodiscard]] int branch_state(int column) const { return m_branching[column]; }
    [[nodiscard]] int current_column() const;
    // The row to show the search at: the current row, else the first row of the column just
    // selected (none tried yet), else -1.
    [[nodiscard]] int focus_row() const;

  private:
    enum class Phase : std::uint8_t { Choose, NextRow, PlaceTried, Return, Done };
    struct Frame {
        int header = 0;          // column node branched on
        Cell cell = kNoCell;     // the cell Select named
        std::vector<int> nodes;  // the column's rows, in the order they are tried
        std::uint32_t pos = 0;   // nodes[pos..) are still to try
        int node = -1;           // the row node being tried or chosen
    };

    DlxSearch(const Board& start, const StepSolverOptions& options,
              std::shared_ptr<const ExactCover> cover, DancingLinks links);

    Step choose();
    Step next_row();
    Step place();
    Step give_up();
    // The cell a column's event names: the first row's cell, or the unit's first empty cell.
    [[nodiscard]] Cell column_cell(int header) const;

    std::shared_ptr<const ExactCover> m_cover;
    DancingLinks m_links;
    std::vector<Frame> m_stack;
    std::vector<std::uint8_t> m_marks;  // RowMark per row
    std::vector<std::uint8_t>
        m_branching;  // per column: 1 = branched on, 2 = and a row of it chosen
    Phase m_phase = Phase::Choose;
    Random m_shuffle;
};

}  // namespace sudoku::core
