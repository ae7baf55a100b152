#include "core/logic/candidate_grid.hpp"

#include <algorithm>

namespace sudoku::core {

namespace {

int scan_rank(UnitKind kind) {
    switch (kind) {
        case UnitKind::Box:
        case UnitKind::Region:
            return 0;
        case UnitKind::Row:
            return 1;
        case UnitKind::Column:
            return 2;
        default:
            return 3;
    }
}

std::shared_ptr<const LogicGeometry> build_geometry(const Layout& layout) {
    auto g = std::make_shared<LogicGeometry>();
    const int cells = layout.cell_count();
    g->words = (cells + 63) / 64;
    g->peer_bits.assign(static_cast<std::size_t>(cells) * g->words, 0);
    for (int c = 0; c < cells; ++c)
        for (Cell p : layout.peers(static_cast<Cell>(c)))
            g->peer_bits[static_cast<std::size_t>(c) * g->words + (p >> 6)] |= std::uint64_t{1}
                                                                               << (p & 63);
    const int units = static_cast<int>(layout.units().size());
    g->scan_order.resize(units);
    for (int u = 0; u < units; ++u)
        g->scan_order[u] = u;
    std::stable_sort(g->scan_order.begin(), g->scan_order.end(), [&](int a, int b) {
        return scan_rank(layout.units()[a].kind) < scan_rank(layout.units()[b].kind);
    });
    return g;
}

}  // namespace

CandidateGrid::CandidateGrid(const Board& board)
    : m_layout(board.layout_ptr()),
      m_geometry(build_geometry(*m_layout)),
      m_values(board.cells()),
      m_candidates(board.cells().size(), 0) {
    for (int c = 0; c < cell_count(); ++c)
        if (m_values[c] == kEmpty) m_candidates[c] = board.candidates(static_cast<Cell>(c));
}

Mask CandidateGrid::placed_in(int unit) const {
    Mask m = 0;
    for (Cell c : m_layout->units()[unit].cells)
        m |= digit_bit(m_values[c]);
    return m & ~Mask{1};
}

int CandidateGrid::count_in(int unit, Digit d) const {
    int n = 0;
    for (Cell c : m_layout->units()[unit].cells)
        n += has(c, d) ? 1 : 0;
    return n;
}

void CandidateGrid::place(Cell c, Digit d) {
    m_values[c] = d;
    m_candidates[c] = 0;
    const Mask keep = ~digit_bit(d);
    for (Cell p : m_layout->peers(c))
        m_candidates[p] &= keep;
}

bool CandidateGrid::eliminate(Cell c, Digit d) {
    if (!has(c, d)) return false;
    m_candidates[c] &= ~digit_bit(d);
    return true;
}

int CandidateGrid::empty_count() const {
    return static_cast<int>(std::count(m_values.begin(), m_values.end(), kEmpty));
}

std::optional<Contradiction> CandidateGrid::find_contradiction() const {
    for (int c = 0; c < cell_count(); ++c)
        if (m_values[c] == kEmpty && m_candidates[c] == 0)
            return Contradiction{static_cast<Cell>(c), -1, 0};
    const auto& units = m_layout->units();
    for (int u = 0; u < static_cast<int>(units.size()); ++u) {
        Mask placed = 0, possible = 0;
        for (Cell c : units[u].cells) {
            const Mask bit = digit_bit(m_values[c]);
            // Two equal digits in one unit (a wrong given or a wrong player digit).
            if (m_values[c] != kEmpty && (placed & bit)) return Contradiction{c, u, m_values[c]};
            placed |= bit;
            possible |= m_candidates[c];
        }
        const Mask missing = m_layout->all_digits() & ~placed & ~possible;
        if (missing) return Contradiction{kNoCell, u, mask_first(missing)};
    }
    return std::nullopt;
}

}  // namespace sudoku::core
