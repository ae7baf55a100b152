#include "core/generate/unavoidable_sets.hpp"

#include <algorithm>

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
            const auto inside = std::count_if(cells.begin(), cells.end(), [&](Cell d) {
                if (!given(d)) return false;
                const auto sets = sets_of(d);
                return std::binary_search(sets.begin(), sets.end(), set);
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
            if (cover(set) == 0 && std::find(out.begin(), out.end(), set) == out.end())
                out.push_back(set);
    return out;
}

std::vector<Cell> differing_cells(const Board& solution, const Board& other) {
    std::vector<Cell> cells;
    for (int c = 0; c < solution.cell_count(); ++c)
        if (other.at(static_cast<Cell>(c)) != solution.at(static_cast<Cell>(c)))
            cells.push_back(static_cast<Cell>(c));
    return cells;
}

}  // namespace sudoku::core
