// The search tree in Watch mode and Escape while presenting (ported from the Xvfb scripts
// gui/tree_view.sh and gui/present_escape.sh): S runs the search to its solution and T shows
// the tree over the window; a click gives the tree the keys and Up walks to an ancestor, which
// moves the player back; the DOT button writes the tree so far (lesson 000: 91 edges). A
// puzzle with two solutions stops at each; one without a solution is watched to its failed
// end. Presenting, Escape closes the export dialog first, then takes the keys back from the
// tree, and only then leaves presentation; + and F work on the tree before any click in it.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::watch_tree_frames {

namespace {

constexpr Rect kArea{0.0f, 40.0f, 1280.0f, 760.0f};

std::string puzzle_file(const char* name) {
    return std::string(SUDOKU_ASSETS) + "/puzzles/" + name;
}

int edges_in(const std::filesystem::path& dot) {
    std::ifstream in(dot);
    const std::string s{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    int n = 0;
    for (std::size_t at = s.find(" -> "); at != std::string::npos; at = s.find(" -> ", at + 4))
        ++n;
    return n;
}

}  // namespace

TEST_CASE("headless tree: T shows it, Up walks the player back, DOT writes 91 edges") {
    FrameHarness h({"--watch", "naive", "--speed", "20", puzzle_file("lesson_000_cau_do.txt")},
                   1280, 800);
    h.frames(3);
    h.press_named(ImGuiKey_Space);
    h.type("s");
    h.frames(3);
    const std::uint64_t solved = h.drawn(kArea);
    h.type("t");
    h.frames(3);
    const std::uint64_t tree = h.drawn(kArea);
    CHECK(tree != solved);
    h.click_at(100.0f, 700.0f);  // the tree's empty corner: it takes the keys
    for (int i = 0; i < 5; ++i)
        h.press_named(ImGuiKey_UpArrow);
    h.move_pointer_away();
    CHECK(h.drawn(kArea) != tree);
    REQUIRE(h.click("tree_dot"));
    const std::filesystem::path dot = h.folder() / "data" / "sudoku-lab" / "search-tree-naive.dot";
    REQUIRE(h.frames_until([&dot] { return std::filesystem::exists(dot); }));
    CHECK(edges_in(dot) == 91);
    h.click_at(100.0f, 700.0f);
    h.type("t");
    h.move_pointer_away();
    h.frames(3);
    CHECK(h.drawn(kArea) != solved);  // the player followed the walk
}

TEST_CASE("headless tree: two solutions stop in turn - no solution is watched to its end") {
    FrameHarness h({"--watch", "naive", "--speed", "20", puzzle_file("lesson_004_sample.txt")},
                   1280, 800);
    h.frames(3);
    h.press_named(ImGuiKey_Space);
    h.type("s");
    h.frames(3);
    const std::uint64_t first = h.drawn(kArea);
    h.type("s");
    h.frames(3);
    CHECK(h.drawn(kArea) != first);

    const std::string unsolvable =
        "............15.......26.......37.......48.......51.......62.......73.......84....";
    FrameHarness none({"--watch", "naive", "--speed", "turbo", unsolvable}, 1280, 800);
    none.frames(3);
    CHECK_FALSE(report_text(none, "watch_nothing").has_value());  // watched, not refused
    none.press_named(ImGuiKey_End);
    none.type("t");
    none.frames(3);
    const bool drawn = none.item("watch_play").has_value() || none.item("tree_dot").has_value();
    CHECK(drawn);  // the game keeps running
}

TEST_CASE("headless present escape: the dialog, then the tree's keys, then presenting") {
    FrameHarness h(
        {"--watch", "naive", "--speed", "20", "--present", puzzle_file("lesson_000_cau_do.txt")},
        1024, 768);
    h.frames(3);
    REQUIRE(report_text(h, "watch_mode") == "present");
    h.type("s");
    h.frames(3);
    h.type("e");
    h.frames(6);
    REQUIRE(window_shown(h, "###export_picture"));
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    CHECK_FALSE(window_shown(h, "###export_picture"));
    CHECK(report_text(h, "watch_mode") == "present");

    const Rect area{0.0f, 40.0f, 1024.0f, 740.0f};
    h.type("t");
    h.frames(3);
    const std::uint64_t tree = h.drawn(area);
    h.type("+");
    h.type("+");
    h.type("+");
    h.frames(2);
    const std::uint64_t zoomed = h.drawn(area);
    CHECK(zoomed != tree);  // + zooms before any click
    h.type("f");
    h.frames(2);
    CHECK(h.drawn(area) != zoomed);  // F fits
    h.click_at(100.0f, 700.0f);      // the tree takes the keys
    h.move_pointer_away();
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    CHECK(report_text(h, "watch_mode") == "present");
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    CHECK(report_text(h, "watch_mode") == "normal");
}

}  // namespace sudoku::test::watch_tree_frames
