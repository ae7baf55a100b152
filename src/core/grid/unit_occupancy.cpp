#include "core/grid/unit_occupancy.hpp"

namespace sudoku::core {

UnitOccupancy::UnitOccupancy(const Board& board)
    : m_layout(&board.layout()),
      m_stride(board.size() + 1),
      m_holder(board.layout().units().size() * static_cast<std::size_t>(board.size() + 1), kNoCell),
      m_used(board.layout().units().size(), 0) {
    const auto& cages = board.layout().cages();
    m_cage_holder.assign(cages.size() * static_cast<std::size_t>(m_stride), kNoCell);
    m_cage_used.assign(cages.size(), 0);
    m_cage_total.assign(cages.size(), 0);
    m_cage_open.resize(cages.size());
    for (std::size_t k = 0; k < cages.size(); ++k)
        m_cage_open[k] = static_cast<int>(cages[k].cells.size());
    for (int c = 0; c < board.cell_count(); ++c) {
        const Digit d = board.at(static_cast<Cell>(c));
        if (d != kEmpty) place(static_cast<Cell>(c), d);
    }
}

Mask UnitOccupancy::cage_allows(int k) const {
    const int rest = m_layout->cages()[k].sum - m_cage_total[k];
    const Mask open = m_layout->all_digits() & ~m_cage_used[k];
    Mask out = 0;
    for (Mask m = open; m != 0; m &= m - 1) {
        const Digit d = mask_first(m);
        if (cage_sum_in_reach(rest - d, m_cage_open[k] - 1, open & ~digit_bit(d)))
            out |= digit_bit(d);
    }
    return out;
}

}  // namespace sudoku::core
