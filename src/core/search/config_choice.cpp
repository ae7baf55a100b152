// The configurable search's choices: which cell (variable order) and in which order its
// values are tried (value order).
#include <algorithm>

#include "core/search/config_search.hpp"

namespace sudoku::core {

namespace {

int empty_peers(const Board& board, Cell c) {
    int n = 0;
    for (const Cell p : board.layout().peers(c))
        n += board.at(p) == kEmpty;
    return n;
}

}  // namespace

Step ConfigSearch::select_or_solution() {
    if (m_empty == 0) {
        // Enumerating: carry on as if this level had failed.
        m_phase = m_options.stop_at_first_solution ? Phase::Done : Phase::Undo;
        return emit({.kind = StepKind::Solution, .depth = depth(), .line = line(kNoEmpty)});
    }
    const Cell cell = choose_cell();
    m_frames.push_back({.cell = cell,
                        .value = 0,
                        .values = order_values(cell, domain(cell)),
                        .start = static_cast<std::uint32_t>(m_placements.size())});
    m_phase = Phase::NextValue;
    const Line l = m_config.var == VarOrder::RowMajor    ? kSelectRowMajor
                   : m_config.var == VarOrder::Mrv       ? kSelectMrv
                   : m_config.var == VarOrder::MrvDegree ? kSelectMrvDegree
                                                         : kSelectRandom;
    return emit({.kind = StepKind::Select, .cell = cell, .depth = depth(), .line = line(l)});
}

// Row-major: the first empty cell. MRV: the fewest values, the first such cell in row-major
// order, or the first with at most one (lesson 002's early stop).
// MRV + degree: among the fewest, the most empty peers, then row-major. Random: uniform.
Cell ConfigSearch::choose_cell() {
    const int cells = m_board.cell_count();
    if (m_config.var == VarOrder::Random) {
        auto pick = static_cast<int>(m_var_rng.below(static_cast<std::uint32_t>(m_empty)));
        for (int i = 0; i < cells; ++i)
            if (m_board.at(static_cast<Cell>(i)) == kEmpty && pick-- == 0)
                return static_cast<Cell>(i);
    }
    Cell best = kNoCell;
    int fewest = m_board.size() + 1, most_peers = -1;
    for (int i = 0; i < cells; ++i) {
        const auto c = static_cast<Cell>(i);
        if (m_board.at(c) != kEmpty) continue;
        if (m_config.var == VarOrder::RowMajor) return c;
        const int count = mask_count(domain(c));
        if (count > fewest) continue;
        if (m_config.var == VarOrder::MrvDegree) {
            const int peers = empty_peers(m_board, c);
            if (count == fewest && peers <= most_peers) continue;
            most_peers = peers;
        } else if (count == fewest) {
            continue;
        }
        fewest = count;
        best = c;
        // Lesson 002 stops at the first cell with one option (or none: its dead end).
        if (m_config.var == VarOrder::Mrv && fewest <= 1) break;
    }
    return best;
}

// Ascending or shuffled as the lessons' value_list; LCV: the value struck from the fewest
// empty peers' domains first, ties ascending.
ValueList ConfigSearch::order_values(Cell c, Mask values) {
    if (m_config.val != ValueOrder::Lcv) return value_list(values);
    std::array<int, kMaxSize + 1> cost{};
    for (const Cell p : m_board.layout().peers(c))
        if (m_board.at(p) == kEmpty)
            for (Mask m = domain(p) & values; m != 0; m &= m - 1)
                ++cost[mask_first(m)];
    ValueList list;
    for (Mask m = values; m != 0; m &= m - 1)
        list.values[list.count++] = mask_first(m);
    std::stable_sort(list.values.begin(), list.values.begin() + list.count,
                     [&](Digit a, Digit b) { return cost[a] < cost[b]; });
    return list;
}

}  // namespace sudoku::core
