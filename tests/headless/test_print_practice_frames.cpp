// Game > Print to PDF… and Game > Practice a technique… (ported from the Xvfb script
// gui/print_practice.sh). Print: the game with its answer key is written where the PDF field
// says (two pages) and the dialog says so. Practice: on the first hidden single (box 5 has its
// 9 only in r4c6) r4c6 with 5 is "right cell, another digit", 9 is right; N gives a new,
// unanswered position, S shows the step, Page Down the next technique. Both dialogs fit in
// English, Vietnamese and Turkish at sizes 1 and 3 on 1024x768; Practice presenting opens the
// same on its first and second opening.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::print_practice_frames {

namespace {

constexpr const char* kTahta =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

void no_clock_hundredths(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "clock_hundredths": false})";
}

void open_from_game_menu(FrameHarness& h, const char* item) {
    REQUIRE(h.click("menu_game"));
    REQUIRE(h.click(item));
    h.move_pointer_away();
    h.frames(10);  // the dialog settles its size
}

std::string read_all(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("headless print: the game and its answers, to the path typed in the PDF field") {
    FrameHarness h({kTahta}, 1280, 800, no_clock_hundredths);
    h.frames(3);
    open_from_game_menu(h, "menu_print");
    const std::filesystem::path pdf = h.folder() / "tahta.pdf";
    REQUIRE(h.type_into("print_output", pdf.string()));
    CHECK(report_text(h, "print_output") == pdf.string());
    REQUIRE(h.click("print_go"));
    REQUIRE(h.frames_until([&h] { return report_text(h, "print_outcome").has_value(); }));
    REQUIRE(std::filesystem::exists(pdf));
    // Two pages: the puzzle, then the answers (cairo's page tree counts them).
    CHECK(read_all(pdf).find("/Count 2") != std::string::npos);
    CHECK(report_text_has(h, "print_outcome", "tahta.pdf"));
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    CHECK_FALSE(window_shown(h, "###print"));
}

TEST_CASE("headless practice: r4c6 = 5 is the right cell, 9 is right - N, S and Page Down") {
    FrameHarness h({kTahta}, 1280, 800, no_clock_hundredths);
    h.frames(3);
    open_from_game_menu(h, "menu_practice");
    REQUIRE(window_shown(h, "###practice"));
    CHECK(report_text(h, "practice_verdict") == "none ");
    // The first arrow picks r1c1; three down and five right reach r4c6.
    h.press_named(ImGuiKey_RightArrow);
    for (int i = 0; i < 3; ++i)
        h.press_named(ImGuiKey_DownArrow);
    for (int i = 0; i < 5; ++i)
        h.press_named(ImGuiKey_RightArrow);
    h.type("5");
    h.frames(2);
    CHECK(report_text(h, "practice_verdict") == "right_cell r4c6");
    h.type("9");
    h.frames(2);
    CHECK(report_text(h, "practice_verdict") == "right r4c6");
    const std::optional<std::string> first = report_text(h, "practice_position");
    h.type("n");  // the next position, unanswered
    h.frames(3);
    CHECK(report_text(h, "practice_verdict")->starts_with("none"));
    const std::optional<std::string> second = report_text(h, "practice_position");
    CHECK(second != first);
    h.type("s");  // shows its step
    h.frames(2);
    CHECK(report_text(h, "practice_verdict")->starts_with("shown"));
    h.press_named(ImGuiKey_PageDown);  // the next technique
    h.frames(3);
    const std::optional<std::string> third = report_text(h, "practice_position");
    REQUIRE(third);
    REQUIRE(second);
    CHECK(third->substr(0, third->find(' ')) != second->substr(0, second->find(' ')));
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    CHECK_FALSE(window_shown(h, "###practice"));
}

TEST_CASE("headless print and practice: both dialogs fit at 1x and 3x in every language") {
    for (const char* lang : {"en", "vi", "tr"})
        for (const char* scale : {"1", "3"}) {
            CAPTURE(lang);
            CAPTURE(scale);
            FrameHarness h({"--lang", lang, "--scale", scale, kTahta}, 1024, 768);
            h.frames(3);
            open_from_game_menu(h, "menu_print");
            CHECK(window_shown(h, "###print"));
            CHECK(clipped_texts(h) == "");
            h.press_named(ImGuiKey_Escape);
            h.frames(3);
            open_from_game_menu(h, "menu_practice");
            CHECK(window_shown(h, "###practice"));
            CHECK(clipped_texts(h) == "");
        }
}

TEST_CASE("headless practice: presenting, its second opening looks as its first") {
    FrameHarness h({"--present", "--lang", "tr", kTahta}, 1024, 768);
    h.frames(3);
    const Rect middle{312.0f, 100.0f, 712.0f, 600.0f};
    open_from_game_menu(h, "menu_practice");
    h.frames(10);
    const std::uint64_t first = h.drawn(middle);
    h.press_named(ImGuiKey_Escape);
    h.frames(5);
    open_from_game_menu(h, "menu_practice");
    h.frames(10);
    CHECK(h.drawn(middle) == first);
}

}  // namespace sudoku::test::print_practice_frames
