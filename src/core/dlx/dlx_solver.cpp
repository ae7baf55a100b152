#include "core/dlx/dlx_solver.hpp"

#include <vector>

#include "core/base/check_point.hpp"
#include "core/dlx/dancing_links.hpp"
#include "core/dlx/dlx_start.hpp"
#include "core/dlx/exact_cover.hpp"

namespace sudoku::core {

namespace {

// Knuth's search(k), recursive: depth is at most the number of empty cells (625).
class Counter {
  public:
    Counter(const ExactCover& cover, DancingLinks links, const Board& start,
            const DlxOptions& options)
        : m_cover(cover), m_links(std::move(links)), m_board(start), m_options(options) {}

    DlxResult run() {
        search(0);
        m_result.updates = m_links.updates();
        return std::move(m_result);
    }

  private:
    [[nodiscard]] bool done() const {
        return m_result.stopped || m_result.solutions >= m_options.solution_limit;
    }

    void record_solution() {
        if (++m_result.solutions > 1) return;
        Board solved = m_board;
        for (const int row : m_chosen) {
            const CoverRow r = m_cover.row(row);
            solved.set(r.cell, r.digit);
        }
        m_result.first = std::move(solved);
    }

    void search(int depth) {
        if (m_links.solved()) {
            record_solution();
            return;
        }
        const int column = m_links.choose(m_options.rule);
        if (m_links.size(column) == 0) return;
        m_links.cover(column);
        for (int r = m_links.down(column); r != column && !done(); r = m_links.down(r)) {
            if ((m_options.max_nodes != 0 && m_result.nodes >= m_options.max_nodes) ||
                ((m_result.nodes & 1023U) == 0 && stop_requested(m_options.cancel))) {
                m_result.stopped = true;
                break;
            }
            ++m_result.nodes;
            if (depth + 1 > m_result.max_depth) m_result.max_depth = depth + 1;
            m_chosen.push_back(m_links.row_of_node(r));
            m_links.choose_row(r);
            search(depth + 1);
            m_links.unchoose_row(r);
            m_chosen.pop_back();
        }
        m_links.uncover(column);
    }

    const ExactCover& m_cover;
    DancingLinks m_links;
    Board m_board;
    DlxOptions m_options;
    DlxResult m_result;
    std::vector<int> m_chosen;
};

}  // namespace

Result<DlxResult> dlx_solve(const Board& puzzle, const DlxOptions& options) {
    const ExactCover cover(puzzle.layout_ptr());
    auto links = dlx_start(cover, puzzle);
    if (!links) return links.error();
    Counter counter(cover, std::move(links.value()), puzzle, options);
    return counter.run();
}

}  // namespace sudoku::core
