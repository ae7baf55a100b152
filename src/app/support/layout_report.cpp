#include "app/support/layout_report.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

namespace sudoku::app {

namespace {

const char* layout_report_path() {
    static const char* const path = std::getenv("SUDOKU_REPORT_LAYOUT");
    return path != nullptr && *path != '\0' ? path : nullptr;
}

ItemObserver g_observer;

// Wanted: the file's variable is set, or the harness observes.
bool reporting() {
    return layout_report_path() != nullptr || g_observer;
}

std::string g_now;
std::string g_written;
bool g_report_written = false;

// Appends one printf-formatted line (every line the report writes is under 96 bytes).
template <typename... Values>
void add_line(const char* format, Values... values) {
    char line[96];
    std::snprintf(line, sizeof line, format, values...);
    g_now += line;
}

}  // namespace

void set_item_observer(ItemObserver observer) {
    g_observer = std::move(observer);
}

const std::string& layout_report_lines() {
    return g_now;
}

void report_board_side(float side) {
    if (!reporting()) return;
    add_line("board %.0f\n", std::floor(side));
}

void report_note_glyphs(float smallest, float largest) {
    if (!reporting()) return;
    add_line("notes %.0f %.0f\n", std::round(smallest), std::round(largest));
}

void report_board_text(double smallest) {
    if (!reporting() || smallest <= 0) return;
    add_line("board_text %.1f\n", smallest);
}

void report_board_mark(char digit, double x, double y, double size, unsigned rgba) {
    if (!reporting()) return;
    add_line("board_mark %c %.2f %.2f %.2f %08x\n", digit, x, y, size, rgba);
}

void report_board_patch(double x0, double y0, double x1, double y1, unsigned rgba) {
    if (!reporting()) return;
    add_line("board_patch %.2f %.2f %.2f %.2f %08x\n", x0, y0, x1, y1, rgba);
}

bool layout_report_wanted() {
    return reporting();
}

void report_menu_bar(float reached, float width) {
    if (!reporting()) return;
    add_line("menu %.0f %.0f\n", std::ceil(reached), std::floor(width));
}

void report_item(const char* name, float x, float y, float width, float height) {
    if (!reporting()) return;
    if (g_observer) g_observer(name, x, y, width, height);
    g_now += "item ";
    g_now += name;
    add_line(" %.0f %.0f %.0f %.0f\n", std::floor(x), std::floor(y), std::floor(width),
             std::floor(height));
}

void report_text(const char* name, const char* value) {
    if (!reporting()) return;
    g_now += "text ";
    g_now += name;
    g_now += ' ';
    g_now += value;
    g_now += '\n';
}

void report_count(const char* name, long long value) {
    if (!reporting()) return;  // the harness reads counts too
    g_now += name;
    g_now += ' ';
    g_now += std::to_string(value);
    g_now += '\n';
}

void report_text_pixels(const char* name, double pixels) {
    if (!reporting()) return;
    g_now += "pixels ";
    g_now += name;
    add_line(" %.1f\n", pixels);
}

void flush_layout_report() {
    const char* path = layout_report_path();
    if (path == nullptr) {
        g_now.clear();  // observed only: nothing to write
        return;
    }
    if (!g_report_written || g_now != g_written) {
        if (std::FILE* f = std::fopen(path, "w")) {
            std::fputs(g_now.c_str(), f);
            std::fclose(f);
        }
        g_written = g_now;
        g_report_written = true;
    }
    g_now.clear();
}

}  // namespace sudoku::app
