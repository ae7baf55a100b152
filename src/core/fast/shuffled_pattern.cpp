#include "core/fast/shuffled_pattern.hpp"

#include <algorithm>
#include <vector>

#include "core/base/check_point.hpp"
#include "core/fast/pattern_formula.hpp"
#include "core/grid/interchangeable_lines.hpp"

namespace sudoku::core {

namespace {

struct Given {
    int row, col;
    Digit digit;
};

// The line groups the search permutes: rows and columns each in their own order, or (X
// diagonals) one mirrored order for both.
struct LineGroups {
    std::vector<std::vector<int>> rows, cols;
    bool shared = false;
};

std::optional<LineGroups> line_groups_of(const Layout& layout) {
    if (auto diagonal = diagonal_keeping_lines(layout))
        return LineGroups{*diagonal, *diagonal, true};
    auto rows = interchangeable_lines(layout, true);
    auto cols = interchangeable_lines(layout, false);
    if (!rows || !cols) return std::nullopt;
    return LineGroups{std::move(*rows), std::move(*cols), false};
}

// The patterns whose own grid keeps every unit of the layout (the formula's breaks the X
// diagonals): reordering lines and renaming digits keeps those units, so only these can fit.
std::vector<int> patterns_keeping_units(const Board& puzzle, int n) {
    std::vector<int> kept;
    const std::vector<Digit> unnamed(static_cast<std::size_t>(n * n), kEmpty);
    for (int pattern = 0; pattern < pattern_count(n); ++pattern) {
        if (Board(puzzle.layout_ptr(), named_pattern_cells(n, pattern, 0, unnamed)).is_solved())
            kept.push_back(pattern);
    }
    return kept;
}

// Which source line each line of the grid takes, among the lines of its group. `mirrored` (X
// diagonals): line N-1-i takes the mirror of line i's source, so the order commutes with
// reversal and keeps the anti-diagonal; the middle line of an odd size stays where it is.
class LineChoice {
  public:
    LineChoice(const std::vector<std::vector<int>>& groups, int size, bool mirrored)
        : m_groups(groups),
          m_last(size - 1),
          m_mirrored(mirrored),
          m_group_of(static_cast<std::size_t>(size)),
          m_source(static_cast<std::size_t>(size), -1),
          m_taken(static_cast<std::size_t>(size), false) {
        for (std::size_t g = 0; g < groups.size(); ++g)
            for (int line : groups[g])
                m_group_of[static_cast<std::size_t>(line)] = static_cast<int>(g);
    }

    [[nodiscard]] int source(int line) const { return m_source[static_cast<std::size_t>(line)]; }
    [[nodiscard]] const std::vector<int>& group(int line) const {
        return m_groups[static_cast<std::size_t>(m_group_of[static_cast<std::size_t>(line)])];
    }
    // Whether `line` may take `source` now (and, mirrored, its mirror the mirror source).
    [[nodiscard]] bool free(int line, int source) const { return free(line, source, m_taken); }
    void set(int line, int source) { set(line, source, m_source, m_taken); }
    void unset(int line) {
        release(line);
        if (mirror(line) != line) release(mirror(line));
    }
    // Lines never chosen (no givens) take the first free sources left in their group: mirrored,
    // free lines and sources still come in mirror pairs, so this always completes the order.
    [[nodiscard]] std::vector<int> completed() const {
        std::vector<int> full = m_source;
        std::vector<bool> taken = m_taken;
        for (std::size_t line = 0; line < full.size(); ++line) {
            if (full[line] >= 0) continue;
            for (int source : group(static_cast<int>(line))) {
                if (!free(static_cast<int>(line), source, taken)) continue;
                set(static_cast<int>(line), source, full, taken);
                break;
            }
        }
        return full;
    }

  private:
    void release(int line) {
        m_taken[static_cast<std::size_t>(m_source[static_cast<std::size_t>(line)])] = false;
        m_source[static_cast<std::size_t>(line)] = -1;
    }
    [[nodiscard]] int mirror(int line) const { return m_mirrored ? m_last - line : line; }
    [[nodiscard]] bool free(int line, int source, const std::vector<bool>& taken) const {
        if (taken[static_cast<std::size_t>(source)]) return false;
        if (!m_mirrored) return true;
        const int back = mirror(source);
        // The middle line maps to itself; a pair of lines needs a pair of sources.
        if (line == mirror(line)) return source == back;
        return source != back && !taken[static_cast<std::size_t>(back)];
    }
    void set(int line, int source, std::vector<int>& sources, std::vector<bool>& taken) const {
        sources[static_cast<std::size_t>(line)] = source;
        taken[static_cast<std::size_t>(source)] = true;
        if (!m_mirrored) return;
        sources[static_cast<std::size_t>(mirror(line))] = mirror(source);
        taken[static_cast<std::size_t>(mirror(source))] = true;
    }

    const std::vector<std::vector<int>>& m_groups;
    int m_last;
    bool m_mirrored;
    std::vector<int> m_group_of;
    std::vector<int> m_source;
    std::vector<bool> m_taken;
};

// The backtracking search for one pattern and symmetry.
class ShuffleSearch {
  public:
    ShuffleSearch(const std::vector<Given>& givens, int n, int pattern, int symmetry,
                  const LineGroups& groups, std::uint64_t& steps, const std::atomic<bool>* cancel)
        : m_givens(givens),
          m_n(n),
          m_pattern(pattern),
          m_symmetry(symmetry),
          m_shared(groups.shared),
          m_rows(groups.rows, n * n, groups.shared),
          m_cols(groups.cols, n * n, false),
          m_name(static_cast<std::size_t>(n * n), kEmpty),
          m_named(static_cast<std::size_t>(n * n) + 1, -1),
          m_steps(steps),
          m_cancel(cancel) {}

    // True when a fit was found; false when none exists or the steps ran out (steps == 0).
    bool run() { return fit(0); }

    // The grid found: rows and columns completed, digits left over named in order.
    [[nodiscard]] std::vector<Digit> grid() const {
        return named_pattern_cells(m_n, m_pattern, m_symmetry, m_name, m_rows.completed(),
                                   cols().completed());
    }

  private:
    // False once the steps are spent or the search is cancelled (which spends them all).
    bool spend() {
        if ((m_steps & 4095U) == 0 && stop_requested(m_cancel)) m_steps = 0;
        if (m_steps == 0) return false;
        --m_steps;
        return true;
    }

    // Givens from `i` on: choose the row's and the column's sources where not chosen yet, then
    // the formula's digit there must be named (or take) the given's digit.
    bool fit(std::size_t i) {
        if (i == m_givens.size()) return true;
        if (!spend()) return false;
        const Given& g = m_givens[i];
        if (m_rows.source(g.row) < 0) return choose(m_rows, g.row, [&] { return fit(i); });
        if (cols().source(g.col) < 0) return choose(cols(), g.col, [&] { return fit(i); });
        const auto value = static_cast<std::size_t>(
            pattern_at(m_n, m_pattern, m_symmetry, m_rows.source(g.row), cols().source(g.col)));
        if (m_name[value] == g.digit) return fit(i + 1);
        if (m_name[value] != kEmpty || m_named[g.digit] >= 0) return false;
        m_name[value] = g.digit;
        m_named[g.digit] = static_cast<int>(value);
        if (fit(i + 1)) return true;
        m_name[value] = kEmpty;
        m_named[g.digit] = -1;
        return false;
    }

    template <class Next>
    bool choose(LineChoice& lines, int line, Next next) {
        for (int source : lines.group(line)) {
            if (!lines.free(line, source)) continue;
            if (!spend()) return false;
            lines.set(line, source);
            if (next()) return true;
            lines.unset(line);
            if (m_steps == 0) return false;
        }
        return false;
    }

    const std::vector<Given>& m_givens;
    int m_n, m_pattern, m_symmetry;
    // One order for rows and columns when shared.
    LineChoice& cols() { return m_shared ? m_rows : m_cols; }
    [[nodiscard]] const LineChoice& cols() const { return m_shared ? m_rows : m_cols; }

    bool m_shared;
    LineChoice m_rows, m_cols;
    std::vector<Digit> m_name;  // formula digit index -> puzzle digit (0 = not named yet)
    std::vector<int> m_named;   // puzzle digit -> formula digit index (-1 = not used yet)
    std::uint64_t& m_steps;
    const std::atomic<bool>* m_cancel;
};

}  // namespace

std::optional<Board> shuffled_pattern_solution(const Board& puzzle, std::uint64_t step_limit,
                                               const std::atomic<bool>* cancel) {
    const Layout& layout = puzzle.layout();
    const int n = pattern_order(layout);
    if (n == 0) return std::nullopt;
    const std::optional<LineGroups> groups = line_groups_of(layout);
    if (!groups) return std::nullopt;
    std::vector<Given> givens;
    for (Cell c = 0; c < puzzle.cell_count(); ++c) {
        const Digit d = puzzle.at(c);
        if (d == kEmpty) continue;
        if (d > layout.size()) return std::nullopt;
        givens.push_back({layout.row_of(c), layout.col_of(c), d});
    }
    // Row by row: a row's givens are checked as soon as their columns are chosen, so a wrong
    // choice of the row's source fails early.
    std::sort(givens.begin(), givens.end(), [](const Given& a, const Given& b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    // Each pattern and symmetry gets an equal share of the steps: one whose search cannot end
    // must not starve the others.
    const std::vector<int> patterns = patterns_keeping_units(puzzle, n);
    if (patterns.empty()) return std::nullopt;
    const std::uint64_t share = step_limit / (8 * patterns.size());
    for (int pattern : patterns) {
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            std::uint64_t steps = share;
            ShuffleSearch search(givens, n, pattern, symmetry, *groups, steps, cancel);
            if (!search.run()) {
                if (stop_requested(cancel)) return std::nullopt;
                continue;
            }
            Board solution(puzzle.layout_ptr(), search.grid());
            // The check that makes the search safe to trust, whatever units the layout has.
            if (solution.is_solved() && puzzle.agrees_with(solution)) return solution;
        }
    }
    return std::nullopt;
}

}  // namespace sudoku::core
