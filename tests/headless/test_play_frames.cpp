// Play driven as a player does, on the real frame without a window (ported from the Xvfb
// scripts gui/play.sh and gui/notes.sh): keys and typed digits, undo and both redo keys, the
// three-press hint, the View menu's themes clicked by name, dialogs opened and closed by key.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/grid/board.hpp"
#include "frame_harness.hpp"
#include "frame_queries.hpp"

namespace sudoku::test {

namespace {

// The lessons' first puzzle (cau_do), the one the game starts with.
constexpr const char* kStart =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

std::string with_cells(std::string line, std::initializer_list<std::pair<int, char>> cells) {
    for (const auto& [index, symbol] : cells)
        line[static_cast<std::size_t>(index)] = symbol;
    return line;
}

int cells_differing(const std::string& a, const std::string& b) {
    int n = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        n += a[i] != b[i];
    return n;
}

}  // namespace

TEST_CASE("headless play: typed digits, undo, and both redo keys") {
    FrameHarness h({kStart}, 1280, 800);
    h.frames(3);
    REQUIRE(h.app().board_line() == kStart);
    const app::KeyCodes keys = harness_key_codes();
    // cau_do's solution has 5 at r1c3 and 2 at r2c3; the cursor starts at r1c1.
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("5");
    h.press_named(ImGuiKey_DownArrow);
    h.type("2");
    const std::string typed = with_cells(kStart, {{2, '5'}, {11, '2'}});
    CHECK(h.app().board_line() == typed);

    h.press(keys.z, {.ctrl = true});
    CHECK(h.app().board_line() == with_cells(kStart, {{2, '5'}}));
    h.press(keys.y, {.ctrl = true});
    CHECK(h.app().board_line() == typed);
    h.press(keys.z, {.ctrl = true});
    h.press(keys.z, {.ctrl = true});
    CHECK(h.app().board_line() == kStart);
    h.press(keys.z, {.ctrl = true, .shift = true});  // Ctrl+Shift+Z redoes too
    h.press(keys.y, {.ctrl = true});
    CHECK(h.app().board_line() == typed);
}

TEST_CASE("headless play: the third hint press fills one cell with its solution digit") {
    FrameHarness h({kStart}, 1280, 800);
    h.frames(3);
    h.type("h");
    h.type("h");
    CHECK(h.app().board_line() == kStart);  // where to look, then why: nothing placed yet
    h.type("h");
    const std::string after = h.app().board_line();
    CHECK(cells_differing(kStart, after) == 1);
    // The filled digit is the solution's (cau_do has exactly one).
    constexpr const char* kSolution =
        "785439126612875349493621578857943261261758934934162785578394612126587493349216857";
    for (std::size_t i = 0; i < after.size(); ++i)
        if (after[i] != kStart[i]) CHECK(after[i] == kSolution[i]);
}

TEST_CASE("headless play: View > Theme, clicked by name, recolours and comes back") {
    FrameHarness h({kStart}, 1280, 800);
    h.frames(3);
    const auto choose_theme = [&h](const char* item) {
        REQUIRE(h.click("menu_view"));
        REQUIRE(h.hover("menu_theme"));
        REQUIRE(h.click(item));
        h.move_pointer_away();
    };
    const ImVec4 light = h.app().background();
    choose_theme("menu_theme_dark");
    const ImVec4 dark = h.app().background();
    CHECK(dark.x + dark.y + dark.z < light.x + light.y + light.z);
    choose_theme("menu_theme_light");
    const ImVec4 back = h.app().background();
    CHECK(back.x == light.x);
    CHECK(back.y == light.y);
    CHECK(back.z == light.z);
}

}  // namespace sudoku::test

namespace sudoku::test {

TEST_CASE("headless dialogs: Ctrl+N opens New game, Escape closes it, F1 shows and hides Help") {
    FrameHarness h({kStart}, 1280, 800);
    h.frames(3);
    const app::KeyCodes keys = harness_key_codes();
    CHECK_FALSE(window_shown(h, "###new_game"));
    h.press(keys.n, {.ctrl = true});
    h.frames(2);
    CHECK(window_shown(h, "###new_game"));
    h.press_named(ImGuiKey_Escape);
    h.frames(2);
    CHECK_FALSE(window_shown(h, "###new_game"));

    h.press(keys.f1);
    h.frames(2);
    CHECK(window_shown(h, "###help"));
    h.press(keys.f1);
    h.frames(2);
    CHECK_FALSE(window_shown(h, "###help"));
    CHECK(h.app().board_line() == kStart);  // none of it touched the game
}

TEST_CASE("headless play: a shown solution is no result: no banner, no statistic") {
    FrameHarness h({kStart}, 1280, 800);
    h.frames(3);
    h.app().post(app::cmd::ShowSolution{.confirmed = true});
    h.frames(3);
    CHECK(h.app().board_line().find('.') == std::string::npos);
    // Solving it by hand would have written statistics.json (tests/gui/solved_state.sh).
    CHECK_FALSE(std::filesystem::exists(h.folder() / "data" / "sudoku-lab" / "statistics.json"));
}

TEST_CASE("headless watch: a session file that cannot be read says why where the boards go") {
    FrameHarness h({"--watch-session", "/nonexistent/lesson.json"}, 1280, 800);
    h.frames(3);
    const std::string& report = h.last().report_lines;
    // The whole reason, not "the puzzle's givens break a rule" (what it said before).
    CHECK(report.find("text watch_nothing Error: ") != std::string::npos);
    CHECK(report.find("/nonexistent/lesson.json") != std::string::npos);
    CHECK(report.find("givens break a rule") == std::string::npos);
}

}  // namespace sudoku::test
