// Presenting a comparison on a projector (issue 32): at 1024x768 and 1280x800, in English,
// Vietnamese and Turkish, with pseudo-code, Python and C#, both lanes show their listing at
// 16 px or more with the line each search is on wholly in view (also after the search has
// moved on past the first screenful), both boards and the controls inside the window, and no
// text reported cut.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "app/model/command.hpp"
#include "frame_harness.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test {

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

bool inside(const ItemRecord& item, float width, float height) {
    return item.rect.x0 >= 0.0f && item.rect.y0 >= 0.0f && item.rect.x1 <= width &&
           item.rect.y1 <= height;
}

// What a class must see of lane `prefix` ("" or "lane2_"): its current line whole and in the
// window, and at least ten lines (or the whole listing).
void check_lane(const FrameHarness& h, const std::string& prefix, float width, float height) {
    const FrameRecord& frame = h.last();
    const long long total = report_count_of(frame, prefix + "code_lines_total");
    const long long current = report_count_of(frame, prefix + "code_current");
    CHECK_MESSAGE(total > 0, "no listing for lane '" << prefix << "'");
    int shown = 0;
    for (const ItemRecord& item : frame.items)
        if (item.name.starts_with(prefix + "code_line_") && inside(item, width, height)) ++shown;
    CHECK_MESSAGE(shown >= std::min<long long>(total, 10),
                  "lane '" << prefix << "' shows " << shown << " of " << total << " lines");
    if (current <= 0) return;
    const auto line = h.item(prefix + "code_line_" + std::to_string(current));
    CHECK_MESSAGE(line.has_value(), "lane '" << prefix << "': current line " << current << " of "
                                             << total << " not wholly in view");
    if (line) CHECK(inside(*line, width, height));
}

void check_screen(const FrameHarness& h, float width, float height) {
    const FrameRecord& frame = h.last();
    check_lane(h, "", width, height);
    check_lane(h, "lane2_", width, height);
    CHECK(report_count_of(frame, "code_pixels") >= 16);
    for (const char* name : {"board_1", "board_2", "watch_play", "watch_back", "watch_step"}) {
        const auto item = h.item(name);
        CHECK_MESSAGE(item.has_value(), name << " missing");
        if (item) CHECK_MESSAGE(inside(*item, width, height), name << " outside the window");
    }
    for (const ClipRecord& c : frame.clipped)
        FAIL_CHECK("cut: " << c.where << ": " << c.text);
}

void step(FrameHarness& h, int count) {
    for (int i = 0; i < count; ++i) {
        h.app().post(app::wcmd::StepForward{});
        h.frame();
    }
}

}  // namespace

TEST_CASE(
    "headless present compare: both listings with their current lines at 1024x768 and "
    "1280x800" *
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
                h.app().post(app::wcmd::Classroom{SetCodeLanguage{code}});
                h.frames(6);
                check_screen(h, static_cast<float>(width), static_cast<float>(height));
            }
            // Further on, the lines the searches are on lie lower in their listings.
            step(h, 150);
            h.frames(4);
            check_screen(h, static_cast<float>(width), static_cast<float>(height));
        }
    }
}

}  // namespace sudoku::test
