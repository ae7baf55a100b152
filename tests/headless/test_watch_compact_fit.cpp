// Normal Watch (not presenting) in larger type on a wide screen (issue 32's leftover): at
// 1920x1080 with the interface at 2x and 3x, in English, Vietnamese and Turkish, the listing
// shows without scrolling the panel (its first lines, then the current line as the search
// moves) and every control of the panel is wholly shown. Before, the listing began below the
// panel's visible part and "Next solution" was cut at its bottom edge.
#include <doctest/doctest.h>

#include <string>

#include "app/model/command.hpp"
#include "frame_queries.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test::watch_compact_fit {

namespace {

constexpr int kWidth = 1920;
constexpr int kHeight = 1080;
// Lines of the listing a class can follow at once.
constexpr int kLeastLines = 6;

constexpr const char* kControls[] = {
    "watch_play", "watch_back",           "watch_step",          "watch_start",
    "watch_end",  "watch_next_backtrack", "watch_next_solution", "watch_next_depth"};

int report_count(const FrameHarness& h, const std::string& name) {
    const std::vector<std::string> lines = report_lines_with(h, name + " ");
    return lines.empty() ? -1 : std::stoi(lines.front().substr(name.size() + 1));
}

// The problems of the last frame, one a line ("" when none).
std::string compact_problems(const FrameHarness& h) {
    std::string out;
    int shown = 0;
    for (int k = 1; k <= report_count(h, "code_lines_total"); ++k)
        if (wholly_shown(h, "code_line_" + std::to_string(k), kWidth, kHeight)) ++shown;
    if (shown < kLeastLines) out += "listing lines in view: " + std::to_string(shown) + "\n";
    if (!wholly_shown(h, "code_line_1", kWidth, kHeight) && report_count(h, "code_current") <= 1)
        out += "the listing's first line is not in view\n";
    const int current = report_count(h, "code_current");
    if (current > 0 && !wholly_shown(h, "code_line_" + std::to_string(current), kWidth, kHeight))
        out += "the current line " + std::to_string(current) + " is not in view\n";
    for (const char* control : kControls) {
        if (wholly_shown(h, control, kWidth, kHeight)) continue;
        out += std::string("control missing, outside or cut: ") + control;
        if (const std::optional<ItemRecord> item = h.item(control))
            out += " at y " + std::to_string(item->rect.y0) + "-" + std::to_string(item->rect.y1) +
                   " shown " + std::to_string(item->visible.y0) + "-" +
                   std::to_string(item->visible.y1);
        out += "\n";
    }
    out += clipped_texts(h);
    out += layout_defects(h, kWidth, kHeight);
    return out;
}

}  // namespace

TEST_CASE("headless watch: in larger type the listing and every control show at 1920x1080" *
          doctest::skip(kSanitizedBuild)) {
    for (const char* lang : {"en", "vi", "tr"}) {
        for (const char* scale : {"2", "3"}) {
            const std::string where = std::string(lang) + " " + scale + "x";
            CAPTURE(where);
            FrameHarness h({"--lang", lang, "--scale", scale, "--watch", "naive", "--speed", "1"},
                           kWidth, kHeight);
            h.frames(3);
            h.app().post(app::wcmd::TogglePlay{});
            h.frames(6);
            CHECK(compact_problems(h) == "");
            // Far enough that the current line is deep in the listing (the solver's recursion,
            // after a rejected value): the listing follows it.
            for (int i = 0; i < 40; ++i) {
                h.app().post(app::wcmd::StepForward{});
                h.frame();
            }
            h.frames(6);
            CHECK(compact_problems(h) == "");
        }
    }
}

}  // namespace sudoku::test::watch_compact_fit
