#include "core/play/history.hpp"

#include <algorithm>
#include <iterator>

namespace sudoku::core {

namespace {

// What an entry counts toward change_count(): the cells it changed, plus the grid a solver
// move carries (a solver-solution that changes one cell still writes N*N symbols to a save),
// so that the cap on it also bounds the size of a save.
std::size_t weight(const HistoryEntry& entry) {
    return entry.changes.size() + entry.move.digits.size();
}

}  // namespace

void History::push(HistoryEntry entry) {
    for (std::size_t i = m_cursor; i < m_entries.size(); ++i)
        m_changes -= weight(m_entries[i]);
    m_entries.resize(m_cursor);
    m_changes += weight(entry);
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
        m_changes -= weight(entry);
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
