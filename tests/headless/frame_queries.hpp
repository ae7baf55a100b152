// Questions the behaviour tests ask of a headless frame: is a window shown, what a named text
// or count of the layout report says, the boards' sides; shared by the test_*_frames files.
#pragma once

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "frame_harness.hpp"

namespace sudoku::test {

// An ImGui window of that stable name (see window_key) was drawn in the last frame.
[[nodiscard]] inline bool window_shown(const FrameHarness& h, std::string_view name) {
    return std::any_of(h.last().windows.begin(), h.last().windows.end(),
                       [name](const WindowRecord& w) { return w.name == name; });
}

// The layout report's lines of the last frame that start with `prefix` (e.g. "text alert ").
[[nodiscard]] inline std::vector<std::string> report_lines_with(const FrameHarness& h,
                                                                std::string_view prefix) {
    std::vector<std::string> out;
    std::istringstream in(h.last().report_lines);
    std::string line;
    while (std::getline(in, line))
        if (line.starts_with(prefix)) out.push_back(line);
    return out;
}

// What the named text of the report ("text NAME VALUE") holds, when the frame drew it.
[[nodiscard]] inline std::optional<std::string> report_text(const FrameHarness& h,
                                                            std::string_view name) {
    const std::string prefix = "text " + std::string(name) + " ";
    const std::vector<std::string> lines = report_lines_with(h, prefix);
    if (lines.empty()) return std::nullopt;
    return lines.front().substr(prefix.size());
}

// The report's text NAME holds `part` somewhere.
[[nodiscard]] inline bool report_text_has(const FrameHarness& h, std::string_view name,
                                          std::string_view part) {
    const std::optional<std::string> text = report_text(h, name);
    return text && text->find(part) != std::string::npos;
}

// The sides of the boards drawn in the last frame ("board SIDE" lines), smallest first.
[[nodiscard]] inline std::vector<int> board_sides(const FrameHarness& h) {
    std::vector<int> sides;
    for (const std::string& line : report_lines_with(h, "board "))
        sides.push_back(std::stoi(line.substr(6)));
    std::sort(sides.begin(), sides.end());
    return sides;
}

// The texts the game reported cut in the last frame, one per line ("" when none).
[[nodiscard]] inline std::string clipped_texts(const FrameHarness& h) {
    std::string out;
    for (const ClipRecord& c : h.last().clipped)
        out += c.where + ": " + c.text + "\n";
    return out;
}

// The centre of a named widget of the last frame.
[[nodiscard]] inline std::optional<std::pair<float, float>> item_centre(const FrameHarness& h,
                                                                        std::string_view name) {
    const std::optional<ItemRecord> item = h.item(name);
    if (!item) return std::nullopt;
    return std::pair{(item->rect.x0 + item->rect.x1) * 0.5f,
                     (item->rect.y0 + item->rect.y1) * 0.5f};
}

// The puzzle line of an assets/puzzles lesson file (its first line that is no comment).
[[nodiscard]] std::string lesson_line(std::string_view file_name);

}  // namespace sudoku::test

namespace sudoku::test {

// Every rule of the layout sweep (layout_checks) on the last frame, one line per defect with
// its measurements ("" when the frame is clean).
[[nodiscard]] std::string layout_defects(const FrameHarness& h, int width, int height);

// The named widget lies wholly inside the width x height display.
[[nodiscard]] inline bool inside_display(const FrameHarness& h, std::string_view name, int width,
                                         int height) {
    const std::optional<ItemRecord> item = h.item(name);
    return item && item->rect.x0 >= 0.0f && item->rect.y0 >= 0.0f &&
           item->rect.x1 <= static_cast<float>(width) + 0.5f &&
           item->rect.y1 <= static_cast<float>(height) + 0.5f;
}

// The named widget lies wholly inside the display and inside the part of its window shown (a
// control past the bottom of a part too short for it is cut, though inside the display).
[[nodiscard]] inline bool wholly_shown(const FrameHarness& h, std::string_view name, int width,
                                       int height) {
    const std::optional<ItemRecord> item = h.item(name);
    return inside_display(h, name, width, height) && item->rect.x0 >= item->visible.x0 - 0.5f &&
           item->rect.y0 >= item->visible.y0 - 0.5f && item->rect.x1 <= item->visible.x1 + 0.5f &&
           item->rect.y1 <= item->visible.y1 + 0.5f;
}

// The type size the named widget's text was drawn at in the last frame (the report's
// "pixels NAME PX"), or -1 when it reported none.
[[nodiscard]] inline float text_pixels(const FrameHarness& h, std::string_view name) {
    const std::string prefix = "pixels " + std::string(name) + " ";
    const std::vector<std::string> lines = report_lines_with(h, prefix);
    return lines.empty() ? -1.0f : std::stof(lines.front().substr(prefix.size()));
}

// Every text the last frame reported drawn under `least` pixels, "NAME PX" a line ("" when none).
[[nodiscard]] inline std::string text_sizes_under(const FrameHarness& h, float least) {
    std::string out;
    for (const std::string& line : report_lines_with(h, "pixels ")) {
        const std::size_t space = line.rfind(' ');
        if (std::stof(line.substr(space + 1)) < least) out += line.substr(7) + " px\n";
    }
    return out;
}

}  // namespace sudoku::test

namespace sudoku::test {

// Turns the wheel over (x, y) until the named widget is wholly in the part of its window that
// shows (a panel's last controls); false when it never comes into view.
[[nodiscard]] inline bool scroll_into_view(FrameHarness& h, std::string_view name, float x,
                                           float y) {
    for (int turn = 0; turn < 40; ++turn) {
        const std::optional<ItemRecord> item = h.item(name);
        if (item && item->rect.y0 >= item->visible.y0 && item->rect.y1 <= item->visible.y1)
            return true;
        h.scroll_at(x, y, item && item->rect.y1 < item->visible.y0 ? 1.0f : -1.0f);
    }
    return false;
}

}  // namespace sudoku::test
