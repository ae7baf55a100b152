#include "app/play_state.hpp"

#include "core/validation.hpp"

namespace sudoku::app {

using core::Cell;
using core::Digit;

PlayState::PlayState(core::Board givens)
    : m_givens(std::move(givens)),
      m_board(m_givens),
      m_notes(m_givens.cell_count(), 0),
      m_marks(m_givens.cell_count(), CellMark::None),
      m_conflict(m_givens.cell_count(), 0),
      m_digit_counts(m_givens.size() + 1, 0) {
    refresh();
}

bool PlayState::set_digit(Cell c, Digit d) {
    if (is_given(c) || d < 1 || d > m_board.size() || m_board.at(c) == d) return false;
    m_board.set(c, d);
    m_notes[c] = 0;
    m_marks[c] = CellMark::None;
    // A placed digit is no longer a candidate for its peers.
    for (Cell p : layout().peers(c))
        m_notes[p] &= ~core::digit_bit(d);
    refresh();
    return true;
}

bool PlayState::erase(Cell c) {
    if (is_given(c) || (m_board.at(c) == core::kEmpty && m_notes[c] == 0)) return false;
    m_board.set(c, core::kEmpty);
    m_notes[c] = 0;
    m_marks[c] = CellMark::None;
    refresh();
    return true;
}

bool PlayState::toggle_note(Cell c, Digit d) {
    if (m_board.at(c) != core::kEmpty || d < 1 || d > m_board.size()) return false;
    m_notes[c] ^= core::digit_bit(d);
    return true;
}

void PlayState::fill_notes() {
    for (Cell c = 0; c < m_board.cell_count(); ++c)
        m_notes[c] = m_board.at(c) == core::kEmpty ? m_board.candidates(c) : 0;
}

void PlayState::clear_entries() {
    m_board = m_givens;
    std::fill(m_notes.begin(), m_notes.end(), 0);
    std::fill(m_marks.begin(), m_marks.end(), CellMark::None);
    refresh();
}

void PlayState::refresh() {
    std::fill(m_conflict.begin(), m_conflict.end(), 0);
    const auto conflicts = core::find_conflicts(m_board);
    for (const core::Conflict& k : conflicts) {
        m_conflict[k.first] = 1;
        m_conflict[k.second] = 1;
    }
    m_conflict_pairs = static_cast<int>(conflicts.size());
    std::fill(m_digit_counts.begin(), m_digit_counts.end(), 0);
    for (Digit d : m_board.cells())
        if (d != core::kEmpty && d < m_digit_counts.size()) ++m_digit_counts[d];
}

}  // namespace sudoku::app
