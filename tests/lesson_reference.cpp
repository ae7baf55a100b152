#include "lesson_reference.hpp"

#include <algorithm>
#include <optional>

namespace sudoku::test {

using core::Cell;
using core::Digit;
using core::Step;
using core::StepKind;

namespace {

// The lesson's 2D list q[d][c] and its rule check, widened from 3x3 boxes to whatever regions
// the layout has (boxes or jigsaw pieces via box_of), plus the X diagonals and hyper windows.
struct LessonGrid {
    explicit LessonGrid(const core::Board& puzzle) : layout(puzzle.layout()), n(puzzle.size()) {
        q.assign(n, std::vector<int>(n, 0));
        for (int d = 0; d < n; ++d)
            for (int c = 0; c < n; ++c)
                q[d][c] = puzzle.at(d, c);
        regions.resize(n);
        for (int d = 0; d < n; ++d)
            for (int c = 0; c < n; ++c)
                regions[layout.box_of(cell(d, c))].emplace_back(d, c);
        const auto& spec = layout.spec();
        if (spec.hyper) {
            const int b = spec.box.rows;
            for (int start = 1; start + b <= n - 1; start += b + 1)
                window_starts.push_back(start);
            window_size = b;
        }
    }

    const core::Layout& layout;
    int n;
    std::vector<std::vector<int>> q;
    std::vector<std::vector<std::pair<int, int>>> regions;  // the cells of each box or piece
    std::vector<int> window_starts;  // first row (and column) of each hyper window band
    int window_size = 0;

    [[nodiscard]] std::optional<std::pair<int, int>> find_empty() const {
        for (int d = 0; d < n; ++d)
            for (int c = 0; c < n; ++c)
                if (q[d][c] == 0) return std::pair{d, c};
        return std::nullopt;
    }
    [[nodiscard]] bool full() const { return !find_empty().has_value(); }

    struct Found {
        int row = -1, col = -1;
        int unit = -1;  // rows 0..n-1, columns n..2n-1, regions 2n..3n-1, then extras
    };
    // The first cell holding `value` that shares a rule with (row, col), looking in the
    // order row, column, region, diagonal, anti-diagonal, window; nullopt when valid.
    [[nodiscard]] std::optional<Found> conflict(int value, int row, int col) const {
        for (int i = 0; i < n; ++i)
            if (i != col && q[row][i] == value) return Found{row, i, row};
        for (int i = 0; i < n; ++i)
            if (i != row && q[i][col] == value) return Found{i, col, n + col};
        const int region = layout.box_of(cell(row, col));
        for (const auto& [d, c] : regions[region])
            if ((d != row || c != col) && q[d][c] == value) return Found{d, c, 2 * n + region};
        int extra = 3 * n;
        if (layout.spec().diagonals) {
            if (row == col)
                for (int i = 0; i < n; ++i)
                    if (i != row && q[i][i] == value) return Found{i, i, extra};
            if (row + col == n - 1)
                for (int i = 0; i < n; ++i)
                    if (i != row && q[i][n - 1 - i] == value) return Found{i, n - 1 - i, extra + 1};
            extra += 2;
        }
        const int wr = window_index(row), wc = window_index(col);
        if (wr >= 0 && wc >= 0) {
            const int r0 = window_starts[wr], c0 = window_starts[wc];
            for (int d = r0; d < r0 + window_size; ++d)
                for (int c = c0; c < c0 + window_size; ++c)
                    if ((d != row || c != col) && q[d][c] == value)
                        return Found{d, c,
                                     extra + wr * static_cast<int>(window_starts.size()) + wc};
        }
        return std::nullopt;
    }

    [[nodiscard]] Cell cell(int row, int col) const { return static_cast<Cell>(row * n + col); }

    [[nodiscard]] std::vector<Digit> flat() const {
        std::vector<Digit> out;
        for (const auto& row : q)
            for (int v : row)
                out.push_back(static_cast<Digit>(v));
        return out;
    }

    [[nodiscard]] int window_index(int x) const {
        for (int k = 0; k < static_cast<int>(window_starts.size()); ++k)
            if (x >= window_starts[k] && x < window_starts[k] + window_size) return k;
        return -1;
    }
};

class LessonNaive {
  public:
    LessonNaive(LessonGrid& grid, LessonResult& out, bool enumerate, bool record)
        : m_grid(grid), m_out(out), m_enumerate(enumerate), m_record(record) {}

    // def giai(q) at recursion level `level` (1 = the first cell filled).
    bool giai(int level) {
        const auto found = m_grid.find_empty();
        if (!found) {
            log({.kind = StepKind::Solution, .depth = level - 1});
            if (m_out.solutions++ == 0) m_out.first_solution = m_grid.flat();
            return !m_enumerate;
        }
        const auto [d, c] = *found;
        const Cell cell = m_grid.cell(d, c);
        m_out.max_depth = std::max(m_out.max_depth, level);
        log({.kind = StepKind::Select, .cell = cell, .depth = level});
        for (int i = 1; i <= m_grid.n; ++i) {
            const auto digit = static_cast<Digit>(i);
            log({.kind = StepKind::Try, .cell = cell, .digit = digit, .depth = level});
            ++m_out.checks;
            const auto conflict = m_grid.conflict(i, d, c);
            if (conflict) {
                log({.kind = StepKind::Reject,
                     .cell = cell,
                     .digit = digit,
                     .depth = level,
                     .conflict = m_grid.cell(conflict->row, conflict->col),
                     .unit = static_cast<std::int16_t>(conflict->unit)});
                continue;
            }
            m_grid.q[d][c] = i;
            ++m_out.writes;
            log({.kind = StepKind::Place, .cell = cell, .digit = digit, .depth = level});
            if (giai(level + 1)) return true;
            m_grid.q[d][c] = 0;
            ++m_out.resets;
            log({.kind = StepKind::Remove, .cell = cell, .digit = digit, .depth = level});
        }
        log({.kind = StepKind::DeadEnd, .cell = cell, .depth = level});
        return false;
    }

    void log(const Step& step) {
        if (m_record) m_out.events.push_back(step);
    }

  private:
    LessonGrid& m_grid;
    LessonResult& m_out;
    bool m_enumerate;
    bool m_record;
};

class LessonMrv {
  public:
    LessonMrv(LessonGrid& grid, LessonResult& out, bool enumerate)
        : m_grid(grid), m_out(out), m_enumerate(enumerate) {}

    struct Best {
        int row = -1, col = -1;
        std::vector<int> options;
    };

    // def find_mrv_cell(...): None both for "no empty cell" and "an empty cell has no option".
    std::optional<Best> find_mrv_cell(int level) {
        int min_options = m_grid.n + 1;
        std::optional<Best> best_cell;
        for (int row = 0; row < m_grid.n; ++row) {
            for (int col = 0; col < m_grid.n; ++col) {
                if (m_grid.q[row][col] != 0) continue;
                std::vector<int> options;
                for (int val = 1; val <= m_grid.n; ++val) {
                    ++m_out.checks;
                    if (!m_grid.conflict(val, row, col)) options.push_back(val);
                }
                if (options.empty()) {
                    m_out.max_depth = std::max(m_out.max_depth, level);
                    return std::nullopt;
                }
                if (static_cast<int>(options.size()) < min_options) {
                    min_options = static_cast<int>(options.size());
                    best_cell = Best{row, col, options};
                }
                if (min_options == 1) return best_cell;
            }
        }
        return best_cell;
    }

    bool solve_sudoku(int level) {
        const auto cell = find_mrv_cell(level);
        if (!cell) {
            if (!m_grid.full()) return false;
            if (m_out.solutions++ == 0) m_out.first_solution = m_grid.flat();
            return !m_enumerate;
        }
        m_out.max_depth = std::max(m_out.max_depth, level);
        for (int val : cell->options) {
            ++m_out.writes;  // trial_count[0] += 1
            m_grid.q[cell->row][cell->col] = val;
            m_out.writes_in_order.emplace_back(m_grid.cell(cell->row, cell->col),
                                               static_cast<Digit>(val));
            if (solve_sudoku(level + 1)) return true;
            m_grid.q[cell->row][cell->col] = 0;
            ++m_out.resets;
        }
        return false;
    }

  private:
    LessonGrid& m_grid;
    LessonResult& m_out;
    bool m_enumerate;
};

}  // namespace

LessonResult lesson_naive(const core::Board& puzzle, bool enumerate, bool record_events) {
    LessonResult result;
    LessonGrid grid(puzzle);
    LessonNaive naive(grid, result, enumerate, record_events);
    if (!naive.giai(1)) naive.log({.kind = StepKind::Exhausted, .depth = 0});
    return result;
}

LessonResult lesson_mrv(const core::Board& puzzle, bool enumerate) {
    LessonResult result;
    LessonGrid grid(puzzle);
    LessonMrv(grid, result, enumerate).solve_sudoku(1);
    return result;
}

}  // namespace sudoku::test
