#include "app/ui_state.hpp"

#include <cmath>
#include <cstdio>

namespace sudoku::app {

int sub_grid_columns(int n) {
    return static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
}

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
