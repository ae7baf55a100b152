// A whole game session as a player drives it (ported from the Xvfb script gui/play.sh; the
// typing, undo, redo and the hint's fill are in test_play_frames.cpp): the clock ticks and
// stands still while paused; the second hint press shows more; the periodic autosave writes the
// game while it runs, and the next start without a puzzle resumes it with its undo history;
// Ctrl+S proposes a save under data/saves; a corrupt save, from the Open dialog or the command
// line, is an error that changes no file and loses nothing; completing a puzzle records the
// result; the hint is re-worded when the language changes in the menu, and the choice is saved.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "core/text/puzzle_line.hpp"
#include "frame_queries.hpp"
#include "io/save_file.hpp"
#include "io/statistics.hpp"

namespace sudoku::test::play_session_frames {

namespace {

const std::string kStart =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

std::string with_cell(std::string line, int index, char symbol) {
    line[static_cast<std::size_t>(index)] = symbol;
    return line;
}

std::function<void(const std::filesystem::path&)> autosave_every(int seconds) {
    return [seconds](const std::filesystem::path& folder) {
        std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
            << R"({"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": )"
            << seconds << "}";
    };
}

std::string read_all(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string shown(const std::filesystem::path& save) {
    const auto board = io::load_board_from_save(save);
    return board ? core::format_puzzle_line(*board) : std::string();
}

std::uint64_t drawn_item(const FrameHarness& h, std::string_view name) {
    const std::optional<ItemRecord> item = h.item(name);
    REQUIRE(item);
    return h.drawn(item->rect);
}

// Types 5 at r1c3 and 2 at r2c3 (cau_do's solution), then three hint presses.
std::string play_and_hint(FrameHarness& h) {
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("5");
    h.press_named(ImGuiKey_DownArrow);
    h.type("2");
    h.type("h");
    const std::uint64_t board_one = h.drawn({0.0f, 40.0f, 860.0f, 760.0f});
    h.type("h");
    CHECK(h.drawn({0.0f, 40.0f, 860.0f, 760.0f}) != board_one);  // the second press shows more
    h.type("h");
    return h.app().board_line();
}

}  // namespace

TEST_CASE("headless session: the clock ticks, and stands still while paused") {
    FrameHarness h({kStart}, 1280, 800);
    h.frames(3);
    const std::uint64_t a = drawn_item(h, "clock");
    h.frames(20);  // a third of a second: the hundredths move
    CHECK(drawn_item(h, "clock") != a);
    REQUIRE(h.click("pause"));
    h.move_pointer_away();
    const std::uint64_t paused = drawn_item(h, "clock");
    h.frames(60);
    CHECK(drawn_item(h, "clock") == paused);
    REQUIRE(h.click("pause"));
    h.move_pointer_away();
    h.frames(20);
    CHECK(drawn_item(h, "clock") != paused);
}

TEST_CASE("headless session: periodic autosave, resume with history, Ctrl+S, corrupt saves") {
    TempFolder out;
    FrameHarness h({"--write-board", (out / "a.txt").string(), kStart}, 1280, 800,
                   autosave_every(5));
    h.frames(3);
    const std::string typed = with_cell(with_cell(kStart, 2, '5'), 11, '2');
    const std::string hinted = play_and_hint(h);
    const std::filesystem::path data = h.folder() / "data" / "sudoku-lab";
    const std::filesystem::path autosave = data / "autosave.json";
    // Six seconds of frames with a five-second interval: written while the game runs.
    h.frames(6 * 60);
    REQUIRE(std::filesystem::exists(autosave));
    CHECK(shown(autosave) == hinted);
    REQUIRE(h.quit());
    CHECK(read_all(out / "a.txt") == hinted + "\n");
    CHECK(shown(autosave) == hinted);

    // No puzzle: the autosave resumes, with its history (Ctrl+Z takes back the hint).
    h.restart({"--write-board", (out / "b.txt").string()});
    h.frames(3);
    CHECK(h.app().board_line() == hinted);
    h.press(harness_key_codes().z, {.ctrl = true});
    CHECK(h.app().board_line() == typed);
    h.press(harness_key_codes().s, {.ctrl = true});  // proposes data/saves/sudoku-9x9-*.sudoku.json
    h.frames(3);
    REQUIRE(window_shown(h, "###file_dialog"));
    h.press_named(ImGuiKey_Enter);
    h.frames(3);
    std::filesystem::path saved;
    for (const auto& e : std::filesystem::directory_iterator(data / "saves"))
        if (e.path().filename().string().starts_with("sudoku-9x9-") &&
            e.path().string().ends_with(".sudoku.json"))
            saved = e.path();
    REQUIRE_FALSE(saved.empty());
    CHECK(shown(saved) == typed);
    REQUIRE(h.quit());
    CHECK(read_all(out / "b.txt") == typed + "\n");

    // A corrupt save from the Open dialog: an error; the game, the autosave and the file kept.
    const std::filesystem::path corrupt = out / "corrupt.json";
    std::ofstream(corrupt, std::ios::binary) << read_all(autosave).substr(0, 200);
    const std::string corrupt_bytes = read_all(corrupt);
    h.restart({"--write-board", (out / "c.txt").string()});
    h.frames(3);
    const std::string autosave_bytes = read_all(autosave);
    h.press(harness_key_codes().o, {.ctrl = true});
    h.frames(2);
    h.type(corrupt.string());
    h.press_named(ImGuiKey_Enter);
    REQUIRE(h.frames_until([&h] { return report_text(h, "alert").has_value(); }));
    CHECK(report_text_has(h, "alert", "corrupt.json"));
    CHECK(report_text_has(h, "alert", "not JSON"));
    CHECK(read_all(autosave) == autosave_bytes);
    CHECK(read_all(corrupt) == corrupt_bytes);
    h.press_named(ImGuiKey_Enter);  // closes the error
    h.frames(2);
    CHECK(h.app().board_line() == typed);
    h.frames(3);
    CHECK(read_all(autosave) == autosave_bytes);  // nothing changed, nothing written
    int next_to_it = 0;
    for (const auto& e : std::filesystem::directory_iterator(out.path()))
        next_to_it += e.path().filename().string().starts_with("corrupt.json.");
    CHECK(next_to_it == 0);

    // The same file on the command line: the window opens with the error, the game kept.
    h.restart({"--write-board", (out / "d.txt").string(), corrupt.string()});
    h.frames(3);
    CHECK(report_text_has(h, "alert", "corrupt.json"));
    CHECK(h.app().board_line() == typed);
    REQUIRE(h.quit());
    CHECK(read_all(out / "d.txt") == typed + "\n");
    CHECK(read_all(corrupt) == corrupt_bytes);
}

TEST_CASE("headless session: completing a puzzle records a solved game in the statistics") {
    const std::string solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    FrameHarness h({"." + solution.substr(1)}, 1280, 800);
    h.frames(3);
    h.frames(30);  // half a second on the clock: a best time above zero
    h.type("5");
    h.frames(3);
    CHECK(h.app().board_line() == solution);
    CHECK(h.item("celebration"));
    REQUIRE(h.quit());
    const auto stats = io::load_statistics(h.folder() / "data" / "sudoku-lab" / "statistics.json");
    REQUIRE(stats);
    const io::ModeRecord* record = stats->find("9x9", "custom");
    REQUIRE(record != nullptr);
    CHECK(record->played == 1);
    CHECK(record->solved == 1);
    CHECK(record->best_ms > 0);
}

TEST_CASE("headless session: the hint is re-worded when the language changes in the menu") {
    // A claiming: the explanation is a long sentence with its changes.
    FrameHarness h(
        {"--lang", "en",
         ".6.5.1.9.12..9..539....7....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8..."},
        1280, 800);
    h.frames(3);
    h.type("h");
    h.type("h");
    h.frames(3);
    const std::uint64_t en = drawn_item(h, "hint_text");
    REQUIRE(h.click("menu_language"));
    REQUIRE(h.click("menu_language_tr"));
    h.move_pointer_away();
    h.frames(3);
    const std::uint64_t tr = drawn_item(h, "hint_text");
    CHECK(tr != en);
    REQUIRE(h.click("menu_language"));
    REQUIRE(h.click("menu_language_vi"));
    h.move_pointer_away();
    h.frames(3);
    CHECK(drawn_item(h, "hint_text") != tr);
    REQUIRE(h.quit());
    const std::string settings = read_all(h.folder() / "config" / "sudoku-lab" / "settings.json");
    CHECK(settings.find("\"language\"") != std::string::npos);
    CHECK(settings.find("\"vi\"") != std::string::npos);
}

}  // namespace sudoku::test::play_session_frames
