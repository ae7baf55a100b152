#include "core/grid/unit_occupancy.hpp"

namespace sudoku::core {

UnitOccupancy::UnitOccupancy(const Board& board)
    : m_layout(&board.layout()),
      m_stride(board.size() + 1),
      m_holder(board.layout().units().size() * static_cast<std::size_t>(board.size() + 1), kNoCell),
      m_used(board.layout().units().size(), 0) {
    for (int c = 0; c < board.cell_count(); ++c) {
        const Digit d = board.at(static_cast<Cell>(c));
        if (d != kEmpty) place(static_cast<Cell>(c), d);
    }
}

}  // namespace sudoku::core
