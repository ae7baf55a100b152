#include "core/search/search_base.hpp"

namespace sudoku::core {

std::vector<StackFrame> SearchBase::stack() const {
    std::vector<StackFrame> out;
    out.reserve(m_frames.size());
    for (const SearchFrame& f : m_frames)
        out.push_back({f.cell, f.value, f.values.remaining()});
    return out;
}

Step SearchBase::pop_dead_end(std::uint8_t line) {
    const std::int32_t level = depth();
    const Cell cell = m_frames.back().cell;
    m_frames.pop_back();
    return emit({.kind = StepKind::DeadEnd, .cell = cell, .depth = level, .line = line});
}

Step SearchBase::try_next_value(std::uint8_t line) {
    SearchFrame& f = m_frames.back();
    f.value = f.values.take();
    return emit(
        {.kind = StepKind::Try, .cell = f.cell, .digit = f.value, .depth = depth(), .line = line});
}

Step SearchBase::place_top(std::uint8_t line) {
    const SearchFrame& f = m_frames.back();
    write(f.cell, f.value);
    return emit({.kind = StepKind::Place,
                 .cell = f.cell,
                 .digit = f.value,
                 .depth = depth(),
                 .line = line});
}

Step SearchBase::undo_top(std::uint8_t reset_line, std::uint8_t exhausted_line) {
    if (m_frames.empty()) return emit({.kind = StepKind::Exhausted, .line = exhausted_line});
    const SearchFrame& f = m_frames.back();
    erase(f.cell, f.value);
    return emit({.kind = StepKind::Remove,
                 .cell = f.cell,
                 .digit = f.value,
                 .depth = depth(),
                 .line = reset_line});
}

}  // namespace sudoku::core
