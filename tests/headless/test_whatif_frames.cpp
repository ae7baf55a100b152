// What-if branches (ported from the Xvfb script gui/whatif.sh): T then a digit opens a branch,
// the player plays on and X abandons it (the board is back at the branch point); the Try and
// Keep buttons keep another; a third stays open. View > What-if branches shows the tree, a click
// on a node names its guess, the wheel zooms about the pointer and a double click fits it
// again. The autosave holds the tree and resuming restores it: the open branch is abandoned
// after the restart, in en, vi and tr.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::whatif_frames {

namespace {

void quiet_autosave(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600})";
}

std::string autosave_text(const FrameHarness& h) {
    std::ifstream in(h.folder() / "data" / "sudoku-lab" / "autosave.json");
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool has_outcome(const std::string& save, const char* outcome) {
    return save.find(std::string("\"outcome\":\"") + outcome + "\"") != std::string::npos ||
           save.find(std::string("\"outcome\": \"") + outcome + "\"") != std::string::npos;
}

float distance(const FrameHarness& h, const char* a, const char* b) {
    const auto pa = item_centre(h, a);
    const auto pb = item_centre(h, b);
    REQUIRE(pa);
    REQUIRE(pb);
    return std::hypot(pa->first - pb->first, pa->second - pb->second);
}

}  // namespace

TEST_CASE("headless what-if: try, abandon, keep, open - the tree window - resumed in 3 languages") {
    const std::string line = lesson_line("lesson_001_tahta.txt");
    REQUIRE(line.substr(2, 2) == "..");
    std::string kept = line;
    kept[2] = '4';  // r1c3 = 4 kept
    std::string open = kept;
    open[3] = '6';  // and r1c4 = 6 in the open branch

    FrameHarness h({std::string(SUDOKU_ASSETS) + "/puzzles/lesson_001_tahta.txt"}, 1280, 800,
                   quiet_autosave);
    h.frames(3);
    REQUIRE(h.item("branch_try"));
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("t");
    h.frames(2);
    REQUIRE(h.item("branch_question"));  // T asks for the digit
    h.type("4");
    h.frames(2);
    REQUIRE(h.item("branch_status"));  // a branch is open
    h.press_named(ImGuiKey_RightArrow);
    h.type("6");
    h.type("x");
    h.frames(2);
    CHECK(h.app().board_line() == line);  // back at the branch point
    REQUIRE(h.quit());
    CHECK(has_outcome(autosave_text(h), "abandoned"));

    // Resumed: keep one (by the buttons), open another, look at the tree.
    h.restart({});
    h.frames(3);
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    REQUIRE(h.click("branch_try"));
    h.type("4");
    h.frames(2);
    REQUIRE(h.click("branch_keep"));
    h.move_pointer_away();
    h.press_named(ImGuiKey_RightArrow);
    h.type("t");
    h.type("6");
    h.frames(2);
    REQUIRE(h.item("branch_status"));
    REQUIRE(h.click("menu_view"));
    REQUIRE(h.click("menu_branch_tree"));
    h.frames(4);
    REQUIRE(h.item("branch_node_2"));  // three branches
    REQUIRE(h.click("branch_node_0"));
    CHECK(report_text(h, "branch_selected") == "r1c3 = 4 · depth 1 · abandoned");
    REQUIRE(h.click("branch_node_1"));
    CHECK(report_text(h, "branch_selected") == "r1c3 = 4 · depth 1 · kept");
    // The wheel zooms about the pointer (the nodes move apart); a double click fits it again.
    const auto fitted = item_centre(h, "branch_node_0");
    const float apart = distance(h, "branch_node_0", "branch_node_2");
    REQUIRE(h.scroll("branch_tree_canvas", 1.0f));
    REQUIRE(h.scroll("branch_tree_canvas", 1.0f));
    REQUIRE(h.scroll("branch_tree_canvas", 1.0f));
    CHECK(distance(h, "branch_node_0", "branch_node_2") > apart);
    const std::optional<ItemRecord> canvas = h.item("branch_tree_canvas");
    REQUIRE(canvas);
    const float cx = canvas->rect.x0 + 6.0f;  // an empty corner of the canvas
    const float cy = canvas->rect.y1 - 6.0f;
    h.click_at(cx, cy);
    h.click_at(cx, cy);  // a few frames apart: within ImGui's double-click time
    h.frames(3);
    CHECK(item_centre(h, "branch_node_0") == fitted);
    h.move_pointer_away();
    REQUIRE(h.quit());
    CHECK(h.app().board_line() == open);
    const std::string save = autosave_text(h);
    for (const char* outcome : {"abandoned", "kept", "open"})
        CHECK(has_outcome(save, outcome));
    const std::filesystem::path autosave = h.folder() / "data" / "sudoku-lab" / "autosave.json";
    const std::filesystem::path with_open = h.folder() / "autosave-open.json";
    std::filesystem::copy_file(autosave, with_open);

    // Resumed again: the open branch is back; abandoning it keeps the kept one.
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        h.restart({"--lang", lang});
        h.frames(3);
        REQUIRE(h.item("branch_status"));
        CHECK(clipped_texts(h) == "");
        h.type("x");
        h.frames(2);
        CHECK(h.app().board_line() == kept);
        REQUIRE(h.quit());
        CHECK_FALSE(has_outcome(autosave_text(h), "open"));
        std::filesystem::copy_file(with_open, autosave,
                                   std::filesystem::copy_options::overwrite_existing);
    }
}

}  // namespace sudoku::test::whatif_frames
