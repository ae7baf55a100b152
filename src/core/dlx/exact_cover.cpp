#include "core/dlx/exact_cover.hpp"

namespace sudoku::core {

namespace {

CoverGroup group_of(UnitKind kind) {
    switch (kind) {
        case UnitKind::Row:
            return CoverGroup::RowDigit;
        case UnitKind::Column:
            return CoverGroup::ColDigit;
        case UnitKind::Box:
        case UnitKind::Region:
            return CoverGroup::BoxDigit;
        default:
            return CoverGroup::ExtraDigit;
    }
}

}  // namespace

ExactCover::ExactCover(LayoutPtr layout) : m_layout(std::move(layout)), m_n(m_layout->size()) {
    // Layout::units() lists rows, columns, boxes, then extras, so the unit columns fall into
    // their groups in unit order.
    const int cells = m_n * m_n;
    m_group_starts.assign(6, cells);
    m_group_starts[0] = 0;
    const auto& units = m_layout->units();
    for (int g = 2; g <= 5; ++g) {
        int start = cells;
        for (const Unit& u : units)
            if (static_cast<int>(group_of(u.kind)) < g) start += m_n;
        m_group_starts[static_cast<std::size_t>(g)] = start;
    }
    m_columns = cells + static_cast<int>(units.size()) * m_n;
    m_group_starts[5] = m_columns;
}

CoverColumn ExactCover::column(int col) const {
    const int cells = m_n * m_n;
    if (col < cells) return {.group = CoverGroup::CellFilled, .cell = static_cast<Cell>(col)};
    const int unit = (col - cells) / m_n;
    const auto digit = static_cast<Digit>((col - cells) % m_n + 1);
    return {.group = group_of(m_layout->units()[static_cast<std::size_t>(unit)].kind),
            .unit = unit,
            .digit = digit};
}

std::vector<int> ExactCover::columns_of(int r) const {
    const CoverRow cand = row(r);
    std::vector<int> out;
    out.push_back(cand.cell);
    for (const int unit : m_layout->units_of(cand.cell))
        out.push_back(m_n * m_n + unit * m_n + (cand.digit - 1));
    return out;
}

}  // namespace sudoku::core
