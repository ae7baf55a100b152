#include "core/search/pacer.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sudoku::core {

void Pacer::set_speed(double steps_per_second) {
    m_speed = std::clamp(steps_per_second, 0.0, kTurboSpeed);
    m_owed = std::min(m_owed, 1.0);
}

std::uint64_t Pacer::steps_for(double dt_seconds) {
    if (turbo()) return std::numeric_limits<std::uint64_t>::max();
    if (!(dt_seconds > 0.0)) return 0;  // also rejects NaN
    m_owed += m_speed * std::min(dt_seconds, 0.25);
    const double whole = std::floor(m_owed);
    m_owed -= whole;
    return static_cast<std::uint64_t>(whole);
}

}  // namespace sudoku::core
