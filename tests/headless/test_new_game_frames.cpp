// The New game, Enter your own and Lesson puzzles dialogs with player input (ported from the
// Xvfb script gui/dialogs.sh): Ctrl+N, a seed and Generate give the command-line tool's puzzle
// for that seed; a long 10x10 Evil search keeps the dialog answering and Escape cancels it;
// Ctrl+C / Ctrl+V carry the puzzle line into
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

// Evil on 10x10 (2x5 boxes) with 180-degree symmetry: none of the 10x10 Evil seeds is
// symmetric, so the generator carves and walks for many seconds of CPU (seed 1 finds none in
// 25 s), time enough to see the dialog answer while it works and to cancel it.
TEST_CASE("headless new game: a long generation keeps the dialog answering and Escape cancels it") {
    FrameHarness h({}, 1280, 800, no_clock_hundredths);
    h.frames(3);
    const std::string start = h.app().board_line();
    open_new_game(h);
    REQUIRE(h.click("new_game_size"));
    REQUIRE(h.click("new_game_size_10"));
    REQUIRE(h.click("new_game_difficulty"));
    REQUIRE(h.click("new_game_difficulty_5"));  // Evil (it turns symmetry off)
    REQUIRE(h.click("new_game_symmetry"));
    REQUIRE(h.click("new_game_symmetry_1"));  // Rotate 180
    REQUIRE(h.type_into("new_game_seed", "1"));
    h.press_named(ImGuiKey_Enter);  // Enter in the seed field generates
    REQUIRE(h.frames_until([&h] { return report_text(h, "new_game_generating").has_value(); }));
    // The spinner's seconds move: frames go on while the generator works on its thread.
    const std::string first = *report_text(h, "new_game_generating");
    h.frames(30);
    const std::optional<std::string> later = report_text(h, "new_game_generating");
    REQUIRE(later);
    CHECK(*later != first);
    CHECK(h.item("new_game_cancel"));
    CHECK_FALSE(report_text(h, "new_game_cancel_asked"));
    h.press_named(ImGuiKey_Escape);
    REQUIRE(h.frames_until([&h] { return report_text(h, "new_game_problem").has_value(); }));
    CHECK(report_text_has(h, "new_game_problem", "cancelled"));
    // The message grew the dialog in that frame, without input: the window draws the next
    // frame (where the dialog takes its new size) by itself, then rests.
    CHECK(h.app().wants_frames());
    h.frames(20);
    CHECK_FALSE(h.app().wants_frames());
    CHECK(window_shown(h, "###new_game"));  // the first Escape stops the search, not the dialog
    h.press_named(ImGuiKey_Escape);
    h.frames(5);
    CHECK_FALSE(window_shown(h, "###new_game"));
    CHECK(h.app().board_line() == start);  // the cancelled generation changed nothing
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
