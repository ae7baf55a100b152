#include "core/history.hpp"

#include <algorithm>
#include <iterator>

namespace sudoku::core {

void History::push(HistoryEntry entry) {
    for (std::size_t i = m_cursor; i < m_entries.size(); ++i)
        m_changes -= m_entries[i].changes.size();
    m_entries.resize(m_cursor);
    m_changes += entry.changes.size();
    m_entries.push_back(std::move(entry));
    m_cursor = m_entries.size();
}

std::vector<HistoryEntry> History::drop_oldest(std::size_t count) {
    count = std::min(count, m_cursor);
    const auto end = m_entries.begin() + static_cast<std::ptrdiff_t>(count);
    std::vector<HistoryEntry> dropped(std::make_move_iterator(m_entries.begin()),
                                      std::make_move_iterator(end));
    m_entries.erase(m_entries.begin(), end);
    m_cursor -= count;
    for (const HistoryEntry& entry : dropped)
        m_changes -= entry.changes.size();
    return dropped;
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
