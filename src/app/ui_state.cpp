#include "app/ui_state.hpp"

#include <cstdio>

namespace sudoku::app {

std::string format_clock(double seconds) {
    const long total = seconds > 0.0 ? static_cast<long>(seconds) : 0L;
    char buffer[32];
    if (total >= 3600)
        std::snprintf(buffer, sizeof buffer, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60,
                      total % 60);
    else
        std::snprintf(buffer, sizeof buffer, "%02ld:%02ld", total / 60, total % 60);
    return buffer;
}

}  // namespace sudoku::app
