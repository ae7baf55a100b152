// Presenting a comparison on a projector (issue 32): at 1024x768 and 1280x800, in English,
// Vietnamese and Turkish, with pseudo-code, Python and C#, two boards and two listings do not
// fit at the sizes a class reads, so the lanes are shown one at a time (a tab each, L switches):
// the lane shown has its board with digits of 28 px or more, every line of its listing whole
// in the window at 16 px or more (also after the search has moved on), both lanes' counters
// side by side, every control wholly shown with its text (and the counters') at 16 px or more
// (once 10-13 px, squeezed under the board), and no text reported cut.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "app/model/command.hpp"
#include "frame_harness.hpp"
#include "frame_queries.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test::presented_compare {

namespace {

// The report's `NAME VALUE` line for the count `name`, or -1.
long long report_count_of(const FrameRecord& frame, const std::string& name) {
    std::istringstream lines(frame.report_lines);
    std::string line;
    const std::string prefix = name + " ";
    while (std::getline(lines, line))
        if (line.starts_with(prefix)) return std::stoll(line.substr(prefix.size()));
    return -1;
}

constexpr const char* kControls[] = {"watch_play",          "watch_back",
                                     "watch_step",          "watch_next_backtrack",
                                     "watch_next_solution", "watch_speed",
                                     "present_lane_tab_1",  "present_lane_tab_2",
                                     "counter_placements",  "lane2_counter_placements",
                                     "counter_backtracks",  "lane2_counter_backtracks",
                                     "counter_checks",      "lane2_counter_checks",
                                     "counter_depth",       "lane2_counter_depth"};

// The projector's rules for the lane shown (`lane` 1 or 2), one line per problem.
std::string lane_problems(const FrameHarness& h, int lane, int width, int height) {
    const FrameRecord& frame = h.last();
    const std::string prefix = lane == 1 ? "" : "lane2_";
    const std::string board = "board_" + std::to_string(lane);
    std::string out;
    const long long total = report_count_of(frame, prefix + "code_lines_total");
    if (total <= 0) out += "no listing for lane " + std::to_string(lane) + "\n";
    for (long long k = 1; k <= total; ++k)
        if (!inside_display(h, prefix + "code_line_" + std::to_string(k), width, height))
            out += "lane " + std::to_string(lane) + ": line " + std::to_string(k) + " of " +
                   std::to_string(total) + " not wholly visible\n";
    const long long code = report_count_of(frame, "code_pixels");
    if (code < 16) out += "listing at " + std::to_string(code) + " px\n";
    const long long digits = report_count_of(frame, board + "_digit_pixels");
    if (digits < 28) out += board + ": digits at " + std::to_string(digits) + " px\n";
    if (!inside_display(h, board, width, height)) out += board + " missing or outside\n";
    for (const char* control : kControls) {
        if (!wholly_shown(h, control, width, height))
            out += std::string("control missing, outside or cut: ") + control + "\n";
        if (std::string_view(control) != "watch_speed" && text_pixels(h, control) < 0.0f)
            out += std::string("no type size for ") + control + "\n";
    }
    out += text_sizes_under(h, 16.0f);
    out += clipped_texts(h);
    if (const char* wanted = std::getenv("SUDOKU_PROJECTOR_SIZES"); wanted && *wanted) {
        float smallest = 1e9f;
        for (const char* control : kControls)
            if (const float px = text_pixels(h, control); px >= 0.0f)
                smallest = std::min(smallest, px);
        std::printf(
            "compare %dx%d lane %d: listing %lld px, controls %lld px (smallest %.1f), "
            "digits %lld px\n",
            width, height, lane, code, report_count_of(frame, "present_controls_pixels"), smallest,
            digits);
    }
    return out;
}

void step(FrameHarness& h, int count) {
    for (int i = 0; i < count; ++i) {
        h.app().post(app::wcmd::StepForward{});
        h.frame();
    }
}

// Both lanes in turn (L switches), each by its rules.
void check_both(FrameHarness& h, int width, int height) {
    for (const int lane : {1, 2}) {
        CAPTURE(lane);
        h.frames(6);
        CHECK(lane_problems(h, lane, width, height) == "");
        h.type("l");
    }
    h.frames(2);
}

}  // namespace

TEST_CASE(
    "headless present compare: one lane at a time with 28 px digits and its whole listing at "
    "1024x768 and 1280x800" *
    doctest::skip(kSanitizedBuild)) {
    using app::pcmd::SetCodeLanguage;
    for (const char* lang : {"en", "vi", "tr"}) {
        for (const std::pair<int, int>& size : {std::pair{1024, 768}, std::pair{1280, 800}}) {
            const int width = size.first;
            const int height = size.second;
            const std::string where =
                std::string(lang) + " " + std::to_string(width) + "x" + std::to_string(height);
            CAPTURE(where);
            FrameHarness h({"--lang", lang, "--present", "--watch", "naive", "--compare", "mrv",
                            "--speed", "1"},
                           width, height);
            h.frames(3);
            h.app().post(app::wcmd::TogglePlay{});
            step(h, 12);
            for (const core::CodeLanguage code :
                 {core::CodeLanguage::Pseudo, core::CodeLanguage::Python,
                  core::CodeLanguage::CSharp}) {
                CAPTURE(static_cast<int>(code));
                h.app().post(app::wcmd::Classroom{SetCodeLanguage{code}});
                check_both(h, width, height);
            }
            // Further on, the lines the searches are on lie lower in their listings.
            step(h, 150);
            check_both(h, width, height);
            // A click on the second tab shows the second lane.
            REQUIRE(h.click("present_lane_tab_2"));
            h.frames(4);
            CHECK(lane_problems(h, 2, width, height) == "");
        }
    }
}

}  // namespace sudoku::test::presented_compare
