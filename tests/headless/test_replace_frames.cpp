// Replacing and un-solving a game (ported from the Xvfb scripts gui/replace_game.sh and
// gui/solved_state.sh): opening another puzzle over a game with unsaved moves asks first (Cancel
// keeps it, Discard replaces it, Save saves it through the Save dialog and then opens the
// other); a game without moves is replaced at once. Show solution then Ctrl+Z takes the banner
// away, brings Pause back and starts the clock again (Ctrl+Y solves it again); Show solution
// then Restart (confirmed) starts a fresh attempt: the clock from zero, no tallies.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/text/puzzle_line.hpp"
#include "frame_queries.hpp"
#include "io/save_file.hpp"

namespace sudoku::test::replace_frames {

namespace {

void quiet_autosave(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600})";
}

std::string first_file() {
    return std::string(SUDOKU_ASSETS) + "/puzzles/lesson_001_tahta.txt";
}
std::string other_file() {
    return std::string(SUDOKU_ASSETS) + "/puzzles/lesson_000_cau_do.txt";
}

void play_four(FrameHarness& h) {  // r1c3 of tahta is empty
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("4");
}

// Ctrl+O, the other puzzle's path, Enter; then until the worker has opened it.
void open_other(FrameHarness& h) {
    h.press(harness_key_codes().o, {.ctrl = true});
    h.frames(2);
    h.type(other_file());
    h.press_named(ImGuiKey_Enter);
    REQUIRE(h.frames_until([&h] {
        return !report_text(h, "opening").has_value() && !window_shown(h, "###file_dialog");
    }));
    h.frames(3);
}

bool asked(const FrameHarness& h) {
    return h.item("replace_discard").has_value();
}

}  // namespace

TEST_CASE("headless replace: Cancel keeps the game, Discard replaces the resumed one") {
    const std::string first = lesson_line("lesson_001_tahta.txt");
    const std::string other = lesson_line("lesson_000_cau_do.txt");
    std::string played = first;
    played[2] = '4';
    FrameHarness h({first_file()}, 1280, 800, quiet_autosave);
    h.frames(3);
    play_four(h);
    open_other(h);
    REQUIRE(asked(h));
    h.press_named(ImGuiKey_Escape);  // Cancel
    h.frames(3);
    CHECK_FALSE(asked(h));
    CHECK(h.app().board_line() == played);
    REQUIRE(h.quit());
    // The resumed autosave is not a save the player made: it asks too.
    h.restart({});
    h.frames(3);
    CHECK(h.app().board_line() == played);
    open_other(h);
    REQUIRE(asked(h));
    REQUIRE(h.click("replace_discard"));
    h.frames(3);
    CHECK(h.app().board_line() == other);
}

TEST_CASE("headless replace: a game without moves is replaced without a question") {
    FrameHarness h({first_file()}, 1280, 800, quiet_autosave);
    h.frames(3);
    open_other(h);
    CHECK_FALSE(asked(h));
    CHECK(h.app().board_line() == lesson_line("lesson_000_cau_do.txt"));
}

TEST_CASE("headless replace: Save saves the game, then opens the other puzzle") {
    const std::string first = lesson_line("lesson_001_tahta.txt");
    std::string played = first;
    played[2] = '4';
    FrameHarness h({first_file()}, 1280, 800, quiet_autosave);
    h.frames(3);
    play_four(h);
    open_other(h);
    REQUIRE(asked(h));
    h.press_named(ImGuiKey_Enter);  // Save…
    h.frames(3);
    REQUIRE(window_shown(h, "###file_dialog"));
    h.press_named(ImGuiKey_Enter);  // the proposed path
    h.frames(4);
    std::filesystem::path saved;
    for (const auto& e :
         std::filesystem::directory_iterator(h.folder() / "data" / "sudoku-lab" / "saves"))
        if (e.path().filename().string().starts_with("sudoku-9x9-")) saved = e.path();
    REQUIRE_FALSE(saved.empty());
    const auto board = io::load_board_from_save(saved);
    REQUIRE(board);
    CHECK(core::format_puzzle_line(*board) == played);
    CHECK(h.app().board_line() == lesson_line("lesson_000_cau_do.txt"));
}

namespace {

constexpr Rect kBoard{0.0f, 40.0f, 860.0f, 760.0f};

std::uint64_t drawn_item(const FrameHarness& h, std::string_view name) {
    const std::optional<ItemRecord> item = h.item(name);
    return item ? h.drawn(item->rect) : 0;
}

// Looks as at the start: the same board, no banner, Pause there, a running clock.
void check_unsolved(FrameHarness& h, std::uint64_t start_board) {
    h.move_pointer_away();
    h.frames(2);
    CHECK(h.drawn(kBoard) == start_board);
    CHECK_FALSE(h.item("celebration"));
    CHECK(h.item("pause"));
    const std::uint64_t clock = drawn_item(h, "clock");
    h.frames(20);
    CHECK(drawn_item(h, "clock") != clock);
}

}  // namespace

TEST_CASE("headless solved state: Show solution, then Ctrl+Z un-solves it on screen") {
    FrameHarness h({other_file()}, 1280, 800);
    h.frames(3);
    h.move_pointer_away();
    h.frames(1);
    const std::uint64_t start = h.drawn(kBoard);
    REQUIRE(h.item("pause"));
    REQUIRE(h.click("show_solution"));
    h.move_pointer_away();
    h.frames(2);
    CHECK(h.drawn(kBoard) != start);
    CHECK_FALSE(h.item("pause"));  // a solved game offers no Pause
    h.press(harness_key_codes().z, {.ctrl = true});
    check_unsolved(h, start);
    h.press(harness_key_codes().y, {.ctrl = true});
    h.frames(2);
    CHECK_FALSE(h.item("pause"));
}

TEST_CASE("headless solved state: Show solution, then Restart starts a fresh attempt") {
    FrameHarness h({other_file()}, 1280, 800);
    h.frames(3);
    h.move_pointer_away();
    h.frames(1);
    const std::uint64_t start = h.drawn(kBoard);
    h.frames(4 * 60);  // four seconds on the clock
    REQUIRE(h.click("show_solution"));
    REQUIRE(h.click("restart"));
    h.frames(10);                        // the question settles where it stays
    REQUIRE(h.click("confirm_accept"));  // moves were made: Restart asks first
    check_unsolved(h, start);            // about half a second of frames since the Restart
    REQUIRE(h.quit());
    std::ifstream in(h.folder() / "data" / "sudoku-lab" / "autosave.json");
    const nlohmann::json save = nlohmann::json::parse(in);
    // The clock counts from Restart (the old attempt's would show four seconds more).
    CHECK(save["elapsed_ms"].get<int>() < 2000);
    CHECK_FALSE(save.value("solution_shown", false));
    CHECK(save["hints_used"] == 0);
    CHECK(save["mistakes"] == 0);
}

}  // namespace sudoku::test::replace_frames
