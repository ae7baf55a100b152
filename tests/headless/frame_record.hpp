// What one headless frame showed: the named widgets (with the window that drew them and the
// part of it that is visible), ImGui's windows, the texts reported cut, and the report's lines.
#pragma once

#include <string>
#include <vector>

namespace sudoku::test {

struct Rect {
    float x0 = 0.0f;
    float y0 = 0.0f;
    float x1 = 0.0f;
    float y1 = 0.0f;
    [[nodiscard]] float width() const { return x1 - x0; }
    [[nodiscard]] float height() const { return y1 - y0; }
    bool operator==(const Rect&) const = default;
};

struct ItemRecord {
    std::string name;
    std::string window;  // the ImGui window drawing it (a stable name: see window_key)
    Rect rect;
    Rect visible;            // the window's clip rectangle as the item was drawn
    bool scrolls = false;    // that window has a scrollbar: a control past its edge is reachable
    bool is_window = false;  // the report names a whole window (a menu, a dialog)
};

struct WindowRecord {
    std::string name;    // stable across languages and runs (see window_key)
    std::string parent;  // for a child window: its parent's name, else empty
    Rect rect;
    bool popup_or_tooltip = false;
    bool scrolls = false;
    // How far what it drew reaches past the part ImGui shows, in a direction it cannot scroll
    // (0: all shown).
    float cut_right = 0.0f;
    float cut_below = 0.0f;
    bool operator==(const WindowRecord&) const = default;
};

struct ClipRecord {
    std::string where;
    std::string text;
    float needed = 0.0f;
    float available = 0.0f;
};

struct FrameRecord {
    std::vector<ItemRecord> items;
    std::vector<WindowRecord> windows;
    std::vector<ClipRecord> clipped;
    std::string report_lines;  // the layout report file's lines for the frame
};

// A window's name without what changes with the language: the part after "###" when the title
// has one, and a child window's hash suffix ("##main/##panel_1A2B3C4D" -> "##main/##panel").
[[nodiscard]] std::string window_key(const char* imgui_name);

}  // namespace sudoku::test
