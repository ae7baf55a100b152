#include "core/history.hpp"

namespace sudoku::core {

void History::push(HistoryEntry entry) {
    m_entries.resize(m_cursor);
    m_entries.push_back(std::move(entry));
    m_cursor = m_entries.size();
}

const HistoryEntry* History::undo() {
    if (!can_undo()) return nullptr;
    return &m_entries[--m_cursor];
}

const HistoryEntry* History::redo() {
    if (!can_redo()) return nullptr;
    return &m_entries[m_cursor++];
}

}  // namespace sudoku::core
