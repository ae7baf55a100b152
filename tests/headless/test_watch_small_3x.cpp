// Normal Watch (not presenting) at 3x on the small windows a classroom laptop has (1024x768,
// 1280x800, 1366x768), in English, Vietnamese and Turkish: every control of the panel (the
// transport, the speed, the run-to buttons, the tabs) is wholly shown without scrolling, the
// listing shows some lines, and the board keeps a size a class can read. Before, the panel
// showed the transport and the counters and below them nothing: the part holding the speed,
// the run-to buttons and the tabs was a few pixels tall.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "app/model/command.hpp"
#include "frame_queries.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test::watch_small_3x {

namespace {

// Lines of the listing a class can follow at once, in a window this small at 3x.
constexpr int kLeastLines = 3;
// The board's side at least (a third of 1024x768's height: its digits 28 px or more).
constexpr float kLeastBoard = 256.0f;

// Always in view: the transport, the tabs' first switches, and the speed and run-to buttons
// either in the panel or, where the window is too short for them, at the top of the Setup tab.
constexpr const char* kControls[] = {"watch_play", "watch_back", "watch_step", "watch_start",
                                     "watch_end",  "tab_setup",  "tab_tree"};
constexpr const char* kSetupControls[] = {"watch_speed", "watch_next_backtrack",
                                          "watch_next_solution", "watch_next_depth"};

int report_count(const FrameHarness& h, const std::string& name) {
    const std::vector<std::string> lines = report_lines_with(h, name + " ");
    return lines.empty() ? -1 : std::stoi(lines.front().substr(name.size() + 1));
}

// The named controls of the last frame that are missing, outside the window or cut, one a line.
std::string controls_missing(const FrameHarness& h, std::span<const char* const> controls,
                             int width, int height) {
    std::string out;
    for (const char* control : controls) {
        if (wholly_shown(h, control, width, height)) continue;
        out += std::string("control missing, outside or cut: ") + control;
        if (const std::optional<ItemRecord> item = h.item(control))
            out += " at " + std::to_string(item->rect.x0) + "," + std::to_string(item->rect.y0) +
                   "-" + std::to_string(item->rect.x1) + "," + std::to_string(item->rect.y1) +
                   " shown " + std::to_string(item->visible.x0) + "," +
                   std::to_string(item->visible.y0) + "-" + std::to_string(item->visible.x1) + "," +
                   std::to_string(item->visible.y1);
        out += "\n";
    }
    return out;
}

// The problems of the last frame, one a line ("" when none).
std::string small_problems(const FrameHarness& h, int width, int height) {
    std::string out = controls_missing(h, kControls, width, height);
    // The panel's type stays 2x or larger (34 px at 3x).
    if (text_pixels(h, "watch_panel") < 33.5f)
        out += "panel type " + std::to_string(text_pixels(h, "watch_panel")) + " px\n";
    int shown = 0;
    for (int k = 1; k <= report_count(h, "code_lines_total"); ++k)
        if (wholly_shown(h, "code_line_" + std::to_string(k), width, height)) ++shown;
    if (std::getenv("SUDOKU_SMALL_3X_SIZES") != nullptr)
        std::printf("panel %.0f px, listing lines %d, board %.0f px, run-to %s\n",
                    text_pixels(h, "watch_panel"), shown,
                    h.item("board_1") ? h.item("board_1")->rect.width() : 0.0f,
                    h.item("watch_next_depth") ? "in the panel" : "in the Setup tab");
    if (shown < kLeastLines) out += "listing lines in view: " + std::to_string(shown) + "\n";
    const int current = report_count(h, "code_current");
    if (current > 0 && !wholly_shown(h, "code_line_" + std::to_string(current), width, height))
        out += "the current line " + std::to_string(current) + " is not in view\n";
    const std::optional<ItemRecord> board = h.item("board_1");
    if (!board || !inside_display(h, "board_1", width, height))
        out += "board_1 missing or outside\n";
    else if (board->rect.width() < kLeastBoard)
        out += "board " + std::to_string(board->rect.width()) + " px wide\n";
    out += clipped_texts(h);
    out += layout_defects(h, width, height);
    return out;
}

}  // namespace

TEST_CASE("headless watch: at 3x on a small window every control and some listing show" *
          doctest::skip(kSanitizedBuild)) {
    for (const char* lang : {"en", "vi", "tr"}) {
        FrameHarness h({"--lang", lang, "--scale", "3", "--watch", "mrv", "--speed", "1"}, 1024,
                       768);
        for (const auto& size :
             {std::pair{1024, 768}, std::pair{1280, 800}, std::pair{1366, 768}}) {
            const int width = size.first;
            const int height = size.second;
            const std::string where =
                std::string(lang) + " " + std::to_string(width) + "x" + std::to_string(height);
            CAPTURE(where);
            h.resize(width, height);
            h.frames(14);  // the panel's type settles a step a frame
            CHECK(small_problems(h, width, height) == "");
            // The speed and the run-to buttons in the panel, else at the top of the Setup tab.
            if (!h.item("watch_next_depth") || !h.item("watch_speed")) {
                REQUIRE(h.click("tab_setup"));
                h.frames(3);
            }
            CHECK(controls_missing(h, kSetupControls, width, height) == "");
            if (h.item("tab_code")) {
                REQUIRE(h.click("tab_code"));
                h.frames(3);
            }
            // Deeper in the search: the listing follows the current line.
            for (int i = 0; i < 30; ++i) {
                h.app().post(app::wcmd::StepForward{});
                h.frame();
            }
            h.frames(6);
            CHECK(small_problems(h, width, height) == "");
        }
    }
}

}  // namespace sudoku::test::watch_small_3x
