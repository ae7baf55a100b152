#include "app/support/autosave_timer.hpp"

namespace sudoku::core {

bool AutosaveTimer::advance(double dt_seconds, bool changed) {
    if (dt_seconds > 0.0) m_since_save += dt_seconds;
    // After a quiet spell the first change is written at once: it is already older than the
    // last write by more than an interval, so no more than one interval of play is ever at risk.
    return changed && m_since_save >= m_interval;
}

}  // namespace sudoku::core
