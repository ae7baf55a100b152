// The New game, Enter your own and Lesson puzzles dialogs with player input (ported from the
// Xvfb script gui/dialogs.sh): Ctrl+N, a seed and Generate give the command-line tool's puzzle
// for that seed (the long 10x10 Evil search cancelled by Escape stays in gui/dialogs.sh for
// now); Ctrl+C / Ctrl+V carry the puzzle line into
// Enter your own (accepted), where text out of range and unreadable pasted text are errors;
// Lesson puzzles opens tahta; the New game dialog stays where the player drags it (from
// gui/dialog_move.sh: it is centred only when it appears).
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::new_game_frames {

namespace {

void no_clock_hundredths(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "clock_hundredths": false})";
}

std::string cli_output(const std::string& arguments) {
    const std::string command = std::string(SUDOKU_CLI_PATH) + " " + arguments;
    std::FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[512];
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr)
        out += buffer;
    ::pclose(pipe);
    while (!out.empty() && out.back() == '\n')
        out.pop_back();
    return out;
}

void open_new_game(FrameHarness& h) {
    h.press(harness_key_codes().n, {.ctrl = true});
    h.frames(10);
    REQUIRE(window_shown(h, "###new_game"));
}

}  // namespace

TEST_CASE("headless new game: a typed seed and Generate give the command line's puzzle") {
    FrameHarness h({}, 1280, 800, no_clock_hundredths);
    h.frames(3);
    const std::string start = h.app().board_line();
    open_new_game(h);
    h.type("4242");  // Ctrl+N focuses the seed
    h.frames(2);
    REQUIRE(h.click("new_game_generate"));
    REQUIRE(h.frames_until([&h, &start] { return h.app().board_line() != start; }));
    CHECK(h.app().board_line() == cli_output("generate --seed 4242 --difficulty easy"));
}

TEST_CASE("headless enter your own: the clipboard carries the puzzle - bad text is an error") {
    FrameHarness h({}, 1280, 800, no_clock_hundredths);
    h.frames(3);
    h.press_named(ImGuiKey_C, {.ctrl = true});
    h.press_named(ImGuiKey_V, {.ctrl = true});
    h.frames(10);
    REQUIRE(window_shown(h, "###custom_puzzle"));
    REQUIRE(h.frames_until([&h] { return !report_text_has(h, "custom_verdict", "note "); }));
    CHECK(report_text(h, "custom_verdict")->starts_with("good "));
    // G = 16 on a 9x9 board: out of range.
    REQUIRE(h.type_into(
        "custom_givens",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7G"));
    h.frames(3);
    CHECK(report_text(h, "custom_verdict")->starts_with("error "));
    // Unreadable text through the clipboard: copied in the field, closed, Ctrl+V in the game.
    REQUIRE(h.type_into(
        "custom_givens",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..x9"));
    h.press_named(ImGuiKey_A, {.ctrl = true});
    h.press_named(ImGuiKey_C, {.ctrl = true});
    h.move_pointer_away();
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    // The field may hold the keys; a second Escape leaves the dialog.
    if (window_shown(h, "###custom_puzzle")) h.press_named(ImGuiKey_Escape);
    h.frames(3);
    REQUIRE_FALSE(window_shown(h, "###custom_puzzle"));
    h.press_named(ImGuiKey_V, {.ctrl = true});
    h.frames(10);
    REQUIRE(window_shown(h, "###custom_puzzle"));
    CHECK(report_text(h, "custom_verdict")->starts_with("error "));
}

TEST_CASE("headless lesson puzzles: Game > Lesson puzzles opens tahta") {
    FrameHarness h({}, 1280, 800, no_clock_hundredths);
    h.frames(3);
    REQUIRE(h.click("menu_game"));
    REQUIRE(h.click("menu_lessons"));
    h.move_pointer_away();
    h.frames(10);
    REQUIRE(h.frames_until([&h] { return h.item("library_lesson_001_tahta").has_value(); }));
    REQUIRE(h.click("library_lesson_001_tahta"));
    REQUIRE(h.click("library_open"));
    h.frames(3);
    CHECK(h.app().board_line() == lesson_line("lesson_001_tahta.txt"));
}

TEST_CASE("headless new game: the dialog stays where it is dragged") {
    FrameHarness h({"--lang", "en"}, 1280, 800);
    h.frames(3);
    open_new_game(h);
    const auto dialog = [&h]() -> Rect {
        for (const WindowRecord& w : h.last().windows)
            if (w.name == "###new_game") return w.rect;
        FAIL("no New game dialog");
        return {};
    };
    const Rect centred = dialog();
    // Its title bar, dragged 100 px left and 80 px up.
    h.drag(centred.x0 + 160.0f, centred.y0 + 8.0f, centred.x0 + 60.0f, centred.y0 - 72.0f);
    h.move_pointer_away();
    h.frames(20);  // it used to go back to the centre on every frame
    const Rect moved = dialog();
    CHECK(moved.x0 == doctest::Approx(centred.x0 - 100.0f).epsilon(0.01));
    CHECK(moved.y0 == doctest::Approx(centred.y0 - 80.0f).epsilon(0.01));
}

}  // namespace sudoku::test::new_game_frames
