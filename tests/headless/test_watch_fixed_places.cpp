// What a teacher clicks stays where it is (issue 32): in normal Watch at 1024x768 and 1280x800
// the tab bar does not move when "Solution 1 is on the board" appears (it pushed the tabs
// down, and a click meant for Tree landed on the depth plot), and the speed slider's figure is
// drawn beside its handle, never under it ("583 steps/s" read "$83"), in every layout.
#include <doctest/doctest.h>

#include <string>

#include "app/model/command.hpp"
#include "frame_queries.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test::watch_fixed_places {

namespace {

bool overlap(const Rect& a, const Rect& b) {
    return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

}  // namespace

TEST_CASE("headless watch: the tabs keep their place when a solution's banner appears" *
          doctest::skip(kSanitizedBuild)) {
    const std::string puzzle = lesson_line("lesson_000_cau_do.txt");
    for (const char* lang : {"en", "vi", "tr"}) {
        for (const std::pair<int, int>& size : {std::pair{1024, 768}, std::pair{1280, 800}}) {
            const std::string where = std::string(lang) + " " + std::to_string(size.first) + "x" +
                                      std::to_string(size.second);
            CAPTURE(where);
            FrameHarness h(
                {"--lang", lang, "--scale", "1", "--watch", "naive", "--speed", "1", puzzle},
                size.first, size.second);
            h.frames(8);
            CHECK_FALSE(report_text(h, "watch_banner").has_value());
            const std::optional<ItemRecord> before = h.item("tab_tree");
            REQUIRE(before.has_value());
            h.app().post(app::wcmd::RunTo{core::RunTarget::NextSolution});
            REQUIRE(h.frames_until([&] { return report_text(h, "watch_banner").has_value(); }));
            h.frames(4);
            REQUIRE(report_text(h, "watch_banner").has_value());
            const std::optional<ItemRecord> after = h.item("tab_tree");
            REQUIRE(after.has_value());
            CHECK(after->rect.x0 == before->rect.x0);
            CHECK(after->rect.y0 == before->rect.y0);
            CHECK(after->rect.y1 == before->rect.y1);
        }
    }
}

TEST_CASE("headless watch: the speed's figure is beside the slider, not under its handle" *
          doctest::skip(kSanitizedBuild)) {
    using Args = std::vector<std::string>;
    const Args layouts[] = {
        {"--watch", "naive", "--speed", "583"},
        {"--watch", "naive", "--speed", "583", "--present"},
        {"--watch", "naive", "--compare", "mrv", "--speed", "583", "--present"},
        {"--watch", "naive", "--compare", "mrv", "--speed", "583"},
    };
    for (const char* lang : {"en", "vi", "tr"}) {
        for (const std::pair<int, int>& size : {std::pair{1024, 768}, std::pair{1280, 800}}) {
            for (const Args& layout : layouts) {
                Args args = {"--lang", lang};
                args.insert(args.end(), layout.begin(), layout.end());
                std::string where = std::to_string(size.first) + "x" + std::to_string(size.second);
                for (const std::string& a : args)
                    where += " " + a;
                CAPTURE(where);
                FrameHarness h(args, size.first, size.second);
                h.frames(12);
                const std::optional<ItemRecord> slider = h.item("watch_speed");
                const std::optional<ItemRecord> figure = h.item("watch_speed_value");
                REQUIRE(slider.has_value());
                REQUIRE(figure.has_value());
                CHECK_FALSE(overlap(slider->rect, figure->rect));
                CHECK(inside_display(h, "watch_speed_value", size.first, size.second));
            }
        }
    }
}

}  // namespace sudoku::test::watch_fixed_places
