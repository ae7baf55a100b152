#include "core/unavoidable_sets.hpp"

#include <algorithm>

#include "core/fast_solver.hpp"

namespace sudoku::core {

UnavoidableSets::UnavoidableSets(const Board& puzzle)
    : m_sets_of(static_cast<std::size_t>(puzzle.cell_count())),
      m_given(static_cast<std::size_t>(puzzle.cell_count())) {
    for (int c = 0; c < puzzle.cell_count(); ++c)
        m_given[static_cast<std::size_t>(c)] = puzzle.at(static_cast<Cell>(c)) != kEmpty;
}

void UnavoidableSets::add(std::span<const Cell> cells) {
    const int id = static_cast<int>(m_starts.size());
    m_starts.push_back(static_cast<int>(m_cells.size()));
    int cover = 0;
    for (Cell c : cells) {
        m_cells.push_back(c);
        m_sets_of[static_cast<std::size_t>(c)].push_back(id);
        cover += m_given[static_cast<std::size_t>(c)];
    }
    m_cover.push_back(cover);
}

void UnavoidableSets::set_given(Cell c, bool given) {
    auto& was = m_given[static_cast<std::size_t>(c)];
    if (static_cast<bool>(was) == given) return;
    was = given;
    for (int set : m_sets_of[static_cast<std::size_t>(c)])
        m_cover[static_cast<std::size_t>(set)] += given ? 1 : -1;
}

std::span<const Cell> UnavoidableSets::cells(int set) const {
    const auto s = static_cast<std::size_t>(set);
    const int end = s + 1 < m_starts.size() ? m_starts[s + 1] : static_cast<int>(m_cells.size());
    return {m_cells.data() + m_starts[s], m_cells.data() + end};
}

bool UnavoidableSets::needed(std::span<const Cell> cells) const {
    const auto given = [&](Cell c) { return m_given[static_cast<std::size_t>(c)] != 0; };
    for (Cell c : cells) {
        if (!given(c)) continue;
        for (int set : sets_of(c)) {
            // Givens of this set among `cells`; set ids grow as sets are added, so each
            // cell's list is sorted.
            const auto inside = std::ranges::count_if(cells, [&](Cell d) {
                return given(d) && std::ranges::binary_search(sets_of(d), set);
            });
            if (inside == cover(set)) return true;
        }
    }
    return false;
}

std::vector<int> UnavoidableSets::uncovered(std::span<const Cell> cells) const {
    std::vector<int> out;
    for (Cell c : cells)
        for (int set : sets_of(c))
            if (cover(set) == 0 && std::ranges::find(out, set) == out.end()) out.push_back(set);
    return out;
}

std::vector<Cell> minimal_unavoidable_set(const Board& solution, const Board& other,
                                          std::uint64_t node_limit) {
    std::vector<Cell> set;
    Board probe = solution;  // the solution with `set` emptied
    for (int c = 0; c < solution.cell_count(); ++c) {
        const Cell cell = static_cast<Cell>(c);
        if (other.at(cell) == solution.at(cell)) continue;
        set.push_back(cell);
        probe.set(cell, kEmpty);
    }
    // A cell stays when giving it back leaves the solution unique; otherwise the second grid
    // found differs inside a smaller set, which replaces this one. Fewer empty cells never allow
    // more grids, so a cell that had to stay still has to after the set shrinks.
    std::vector<char> stays(static_cast<std::size_t>(solution.cell_count()));
    for (std::size_t i = 0; i < set.size();) {
        const Cell x = set[i];
        if (stays[static_cast<std::size_t>(x)]) {
            ++i;
            continue;
        }
        probe.set(x, solution.at(x));
        const FastSolveResult r = fast_solve(probe, {.solution_limit = 2,
                                                     .node_limit = node_limit,
                                                     .keep_second = true,
                                                     .prefer = &solution});
        if (r.solutions < 2) {
            probe.set(x, kEmpty);
            stays[static_cast<std::size_t>(x)] = 1;
            ++i;
            continue;
        }
        const Board& second = *r.first == solution ? *r.second : *r.first;
        std::erase_if(set, [&](Cell c) {
            if (second.at(c) != solution.at(c)) return false;
            probe.set(c, solution.at(c));
            return true;
        });
        i = 0;
    }
    return set;
}

}  // namespace sudoku::core
