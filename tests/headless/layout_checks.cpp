#include "layout_checks.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace sudoku::test {

namespace {

// Half a pixel either way is rounding, not a defect.
constexpr float kSlack = 1.0f;

std::string describe(const Rect& r) {
    char text[96];
    std::snprintf(text, sizeof text, "(%.0f,%.0f)-(%.0f,%.0f)", r.x0, r.y0, r.x1, r.y1);
    return text;
}

bool inside(const Rect& inner, const Rect& outer) {
    return inner.x0 >= outer.x0 - kSlack && inner.y0 >= outer.y0 - kSlack &&
           inner.x1 <= outer.x1 + kSlack && inner.y1 <= outer.y1 + kSlack;
}

bool overlap(const Rect& a, const Rect& b) {
    const float w = std::min(a.x1, b.x1) - std::max(a.x0, b.x0);
    const float h = std::min(a.y1, b.y1) - std::max(a.y0, b.y0);
    return w > kSlack && h > kSlack;
}

bool empty(const Rect& r) {
    return r.width() <= 0.0f || r.height() <= 0.0f;
}

void check_clipping(const FrameRecord& frame, std::vector<Finding>& out) {
    for (const ClipRecord& clip : frame.clipped) {
        char detail[96];
        std::snprintf(detail, sizeof detail, "%.0f > %.0f px", clip.needed, clip.available);
        out.push_back({"text cut: " + clip.where + ": " + clip.text, detail});
    }
}

// Windows whose content runs past their edge by design: the menu bar (ImGui lays its row out
// below the bar's clip rectangle), a multi-line text field (it scrolls its own text), Watch's
// lower part in large type (its tab bar scrolls sideways).
bool overflows_by_design(const std::string& name) {
    return name == "##MainMenuBar" || name.ends_with("/##givens") ||
           name.ends_with("/##watch_lower");
}

void check_windows(const FrameRecord& frame, const Rect& display, std::vector<Finding>& out) {
    for (const WindowRecord& window : frame.windows) {
        if (!window.popup_or_tooltip && !inside(window.rect, display))
            out.push_back({"window off screen: " + window.name, describe(window.rect)});
        if ((window.cut_right > kSlack || window.cut_below > kSlack) &&
            !overflows_by_design(window.name)) {
            char detail[64];
            std::snprintf(detail, sizeof detail, "%.0f px right, %.0f px below", window.cut_right,
                          window.cut_below);
            out.push_back({"content cut: " + window.name, detail});
        }
    }
    // Child windows of one parent are laid out side by side (board and panel): never over each
    // other.
    for (std::size_t i = 0; i < frame.windows.size(); ++i)
        for (std::size_t j = i + 1; j < frame.windows.size(); ++j) {
            const WindowRecord& a = frame.windows[i];
            const WindowRecord& b = frame.windows[j];
            if (a.parent.empty() || a.parent != b.parent || !overlap(a.rect, b.rect)) continue;
            if (inside(a.rect, b.rect) || inside(b.rect, a.rect)) continue;
            out.push_back({"panels overlap: " + a.name + " / " + b.name,
                           describe(a.rect) + " " + describe(b.rect)});
        }
}

void check_items(const FrameRecord& frame, const Rect& display, std::vector<Finding>& out) {
    for (const ItemRecord& item : frame.items) {
        // In a window that scrolls (or a tab bar that does), a control past the edge is
        // reached by scrolling; elsewhere it is lost.
        if (item.scrolls) continue;
        if (!inside(item.rect, display))
            out.push_back({"control off screen: " + item.name, describe(item.rect)});
        else if (!item.is_window && !empty(item.visible) && !inside(item.rect, item.visible))
            out.push_back({"control cut off: " + item.name + " in " + item.window,
                           describe(item.rect) + " shown " + describe(item.visible)});
    }
    for (std::size_t i = 0; i < frame.items.size(); ++i)
        for (std::size_t j = i + 1; j < frame.items.size(); ++j) {
            const ItemRecord& a = frame.items[i];
            const ItemRecord& b = frame.items[j];
            if (a.window != b.window || a.name == b.name || a.is_window || b.is_window) continue;
            if (!overlap(a.rect, b.rect) || inside(a.rect, b.rect) || inside(b.rect, a.rect))
                continue;
            out.push_back({"controls overlap: " + a.name + " / " + b.name,
                           describe(a.rect) + " " + describe(b.rect)});
        }
}

// "menu <reached> <width>": the menu bar's last menu ends past the window.
void check_menu_bar(const FrameRecord& frame, std::vector<Finding>& out) {
    std::istringstream lines(frame.report_lines);
    std::string word;
    while (lines >> word) {
        if (word != "menu") continue;
        float reached = 0.0f;
        float width = 0.0f;
        lines >> reached >> width;
        if (reached > width + kSlack) {
            char detail[64];
            std::snprintf(detail, sizeof detail, "%.0f > %.0f px", reached, width);
            out.push_back({"menu bar past the window", detail});
        }
    }
}

}  // namespace

std::vector<Finding> check_frame(const FrameRecord& frame, float width, float height) {
    const Rect display{0.0f, 0.0f, width, height};
    std::vector<Finding> out;
    check_clipping(frame, out);
    check_windows(frame, display, out);
    check_items(frame, display, out);
    check_menu_bar(frame, out);
    return out;
}

std::vector<Finding> check_stability(const FrameRecord& before, const FrameRecord& after) {
    std::vector<Finding> out;
    // Keyed by name and order of appearance (a name may be reported more than once).
    const auto places = [](const FrameRecord& frame) {
        std::map<std::string, Rect> map;
        std::map<std::string, int> seen;
        for (const ItemRecord& item : frame.items)
            map["control " + item.name + "#" + std::to_string(seen[item.name]++)] = item.rect;
        for (const WindowRecord& window : frame.windows)
            map["window " + window.name + "#" + std::to_string(seen[window.name]++)] = window.rect;
        return map;
    };
    const auto a = places(before);
    const auto b = places(after);
    for (const auto& [name, rect] : a) {
        const auto other = b.find(name);
        if (other == b.end())
            out.push_back({"unstable: " + name.substr(0, name.rfind('#')) + " disappears", ""});
        else if (!inside(rect, other->second) || !inside(other->second, rect))
            out.push_back({"unstable: " + name.substr(0, name.rfind('#')) + " moves",
                           describe(rect) + " -> " + describe(other->second)});
    }
    for (const auto& [name, rect] : b)
        if (!a.contains(name))
            out.push_back(
                {"unstable: " + name.substr(0, name.rfind('#')) + " appears", describe(rect)});
    return out;
}

}  // namespace sudoku::test
