// Dialogs and play screens that must fit a projector's 1024x768 in every language and size
// (ported from the Xvfb scripts gui/export_dialog_fits.sh and gui/play_fits.sh): Watch's export
// dialogs at 1x, 2x, 3x and presenting; at 3x a hint's long explanation keeps the digit pad
// and Erase in the window, the "Solved!" banner, the panel's "Solved!" and Statistics fit.
// Nothing is reported cut (the game's clipping report) and the sweep's rules hold.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "frame_queries.hpp"

namespace sudoku::test::dialog_fits_frames {

namespace {

constexpr int kWidth = 1024;
constexpr int kHeight = 768;

std::vector<std::string> scale_args(const std::string& lang, const std::string& scale) {
    if (scale == "present") return {"--lang", lang, "--present"};
    return {"--lang", lang, "--scale", scale};
}

}  // namespace

TEST_CASE("headless fits: Watch's export dialogs (E image, G animation) at every size") {
    const std::string puzzle = lesson_line("lesson_000_cau_do.txt");
    for (const char* lang : {"en", "vi", "tr"})
        for (const char* scale : {"1", "2", "3", "present"}) {
            if (std::string(scale) == "present" && std::string(lang) != "vi") continue;
            CAPTURE(lang);
            CAPTURE(scale);
            std::vector<std::string> args = scale_args(lang, scale);
            for (const char* a : {"--watch", "naive", "--speed", "1"})
                args.emplace_back(a);
            args.push_back(puzzle);
            FrameHarness h(args, kWidth, kHeight);
            h.frames(3);
            h.press_named(ImGuiKey_Space);  // paused a step in: ready to export
            h.type("e");
            h.frames(12);
            CHECK(window_shown(h, "###export_picture"));
            CHECK(clipped_texts(h) == "");
            h.press_named(ImGuiKey_Escape);
            h.frames(2);
            CHECK_FALSE(window_shown(h, "###export_picture"));
            h.type("g");
            h.frames(12);
            CHECK(window_shown(h, "###export_picture"));
            CHECK(clipped_texts(h) == "");
        }
}

TEST_CASE("headless fits: at 3x on 1024x768 a long hint keeps the pad and Erase in view") {
    // A pointing pair whose eliminations leave a single: a long level-2 explanation.
    const std::string hinted =
        "..2...1.8..8..32.7617428539..5.9.47.2.6..49.3.94.3.8....3.426.5..15..3..5.93..7..";
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        std::vector<std::string> args = scale_args(lang, "3");
        args.push_back(hinted);
        FrameHarness h(args, kWidth, kHeight);
        h.frames(3);
        h.type("h");
        h.type("h");
        h.frames(10);
        REQUIRE(h.item("hint_text"));
        CHECK(inside_display(h, "hint_text", kWidth, kHeight));
        CHECK(inside_display(h, "erase", kWidth, kHeight));
        CHECK(inside_display(h, "pad_9", kWidth, kHeight));
        CHECK(clipped_texts(h) == "");
    }
}

TEST_CASE("headless fits: at 3x on 1024x768 Solved! and Statistics stay in the window") {
    // The Wikipedia puzzle's solution with r9c9 empty: typing 9 there solves it.
    const std::string almost =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        std::vector<std::string> args = scale_args(lang, "3");
        args.push_back(almost.substr(0, 80) + ".");
        FrameHarness h(args, kWidth, kHeight);
        h.frames(3);
        for (int i = 0; i < 8; ++i) {
            h.press_named(ImGuiKey_DownArrow);
            h.press_named(ImGuiKey_RightArrow);
        }
        h.type("9");
        h.frames(10);
        REQUIRE(h.item("celebration"));
        CHECK(inside_display(h, "celebration", kWidth, kHeight));
        CHECK(inside_display(h, "solved_label", kWidth, kHeight));
        CHECK(clipped_texts(h) == "");
        REQUIRE(h.click("menu_view"));
        REQUIRE(h.click("menu_statistics"));
        h.frames(10);
        REQUIRE(h.item("statistics_window"));
        CHECK(inside_display(h, "statistics_window", kWidth, kHeight));
    }
}

}  // namespace sudoku::test::dialog_fits_frames
