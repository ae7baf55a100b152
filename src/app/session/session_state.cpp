#include "app/session/session_state.hpp"

#include <cstdio>

namespace sudoku::app {

void set_message(UiState& ui, Text key, const std::string& argument) {
    ui.message = fill(text(key, ui.language), {argument});
}

void show_alert(UiState& ui, Text title, const std::string& message) {
    if (!ui.alert_title.empty()) {
        ui.alert_text += "\n\n" + message;
        return;
    }
    ui.alert_title = text(title, ui.language);
    ui.alert_text = message;
}

std::string format_clock(std::int64_t ms, bool fraction) {
    const long long total_ms = ms > 0 ? ms : 0;
    const long long total = total_ms / 1000;
    char buffer[48];
    int length = 0;
    if (total >= 3600)
        length = std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", total / 3600,
                               total / 60 % 60, total % 60);
    else
        length = std::snprintf(buffer, sizeof buffer, "%02lld:%02lld", total / 60, total % 60);
    if (fraction && length > 0)
        std::snprintf(buffer + length, sizeof buffer - static_cast<std::size_t>(length), ".%02lld",
                      total_ms % 1000 / 10);
    return buffer;
}

}  // namespace sudoku::app
