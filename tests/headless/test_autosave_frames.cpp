// Nothing a player did is lost (ported from the Xvfb script gui/autosave_safety.sh): an
// unreadable autosave is kept aside and the previous one (.bak) resumed; a game started while
// another window owns the autosave neither resumes nor overwrites it, and asks before quitting
// with its unsaved game; a Watch start leaves the autosave alone until a move is played; an
// autosave that fails at quit asks first: Cancel keeps playing, "Save elsewhere…" keeps the
// game in the home folder, "Quit without saving" leaves, and the same dialog in vi and tr.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include "core/text/puzzle_line.hpp"
#include "frame_files.hpp"
#include "frame_queries.hpp"
#include "io/instance_lock.hpp"
#include "io/paths.hpp"
#include "io/save_file.hpp"

namespace sudoku::test::autosave_frames {

namespace {

constexpr const char* kP1 =
    ".6.5.1.9.12..9..539....7....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8...";
constexpr const char* kP2 =
    ".34678912672195348198342567859761423426853791713924856961537284287419635345286179";
constexpr const char* kLesson =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

void quiet_autosave(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600})";
}

// The board a save file holds (what `sudoku-cli show` prints), or "" when it cannot be read.
std::string shown(const std::filesystem::path& save) {
    const auto board = io::load_board_from_save(save);
    return board ? core::format_puzzle_line(*board) : std::string();
}

// The save "Save elsewhere…" wrote in the home folder (sudoku-9x9-*.json), or "".
std::filesystem::path saved_in_home(const FrameHarness& h) {
    for (const auto& entry : std::filesystem::directory_iterator(h.folder().path()))
        if (entry.path().filename().string().starts_with("sudoku-9x9-")) return entry.path();
    return {};
}

// The data folder becomes a file: every autosave write fails, even as root.
void break_data_folder(const FrameHarness& h) {
    std::filesystem::remove_all(data_dir(h));
    std::ofstream(data_dir(h)) << "";
}

}  // namespace

TEST_CASE("headless autosave: an unreadable autosave is kept aside and the .bak resumed") {
    FrameHarness h({kP1}, 1024, 768, quiet_autosave);
    h.frames(3);
    REQUIRE(h.quit());
    h.restart({kP2});
    h.frames(3);
    REQUIRE(h.quit());
    const std::filesystem::path autosave = data_dir(h) / "autosave.json";
    REQUIRE(shown(data_dir(h) / "autosave.json.bak") == kP1);
    const std::string bak = contents_of(data_dir(h) / "autosave.json.bak");
    const std::string torn = contents_of(autosave).substr(0, 100);
    std::ofstream(autosave, std::ios::binary | std::ios::trunc) << torn;
    h.restart({});
    h.frames(3);
    CHECK(h.app().board_line() == kP1);
    REQUIRE(h.quit());
    std::filesystem::path kept;
    for (const auto& entry : std::filesystem::directory_iterator(data_dir(h)))
        if (entry.path().filename().string().starts_with("autosave.json.unreadable-"))
            kept = entry.path();
    REQUIRE_FALSE(kept.empty());
    CHECK(contents_of(kept) == torn);
    CHECK(contents_of(data_dir(h) / "autosave.json.bak") == bak);  // not overwritten
    CHECK(shown(autosave) == kP1);
    for (const char* lang : {"vi", "tr"}) {  // the notice in each language
        std::ofstream(autosave, std::ios::binary | std::ios::trunc) << torn;
        h.restart({"--lang", lang});
        h.frames(3);
        CHECK(h.app().board_line() == kP1);
        CHECK(clipped_texts(h) == "");
        REQUIRE(h.quit());
    }
}

TEST_CASE("headless autosave: a second window leaves the first one's autosave alone") {
    // The first window: its autosave of kP1 written, the lock on it held (by this test).
    std::string first_autosave;
    {
        FrameHarness a({kP1}, 1024, 768, quiet_autosave);
        a.frames(3);
        REQUIRE(a.quit());
        first_autosave = contents_of(data_dir(a) / "autosave.json");
    }
    std::optional<io::InstanceLock> first;
    FrameHarness h({}, 1024, 768, [&first, &first_autosave](const std::filesystem::path& f) {
        quiet_autosave(f);
        std::ofstream(f / "data" / "sudoku-lab" / "autosave.json") << first_autosave;
        first = io::InstanceLock::acquire(io::autosave_lock_path());
    });
    REQUIRE(first->held());
    const std::filesystem::path autosave = data_dir(h) / "autosave.json";
    const std::string before = contents_of(autosave);
    h.frames(3);
    CHECK(report_text(h, "alert").has_value());  // the notice: another window owns it
    h.press_named(ImGuiKey_Enter);               // closes the notice
    h.frames(2);
    CHECK_FALSE(report_text(h, "alert").has_value());
    CHECK(h.app().board_line() == kLesson);  // not resumed: a new game
    h.type("3");                             // r1c1 is a given here
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("3");  // r1c3: a move the autosave will not keep
    std::string second = kLesson;
    second[2] = '3';
    CHECK(h.app().board_line() == second);
    h.press(harness_key_codes().q, {.ctrl = true});
    h.frames(2);
    CHECK_FALSE(h.quit_requested());  // it asks about its unsaved game
    CHECK(window_shown(h, "###quit_unsaved"));
    h.press_named(ImGuiKey_Enter);  // Save elsewhere…
    h.frames(3);
    REQUIRE(window_shown(h, "###file_dialog"));
    h.press_named(ImGuiKey_Enter);  // the proposed file in the home folder
    REQUIRE(h.frames_until([&h] { return h.quit_requested(); }));
    h.shutdown();
    const std::filesystem::path saved = saved_in_home(h);
    REQUIRE_FALSE(saved.empty());
    CHECK(shown(saved) == second);
    CHECK(contents_of(autosave) == before);  // the first window's autosave is untouched
    for (const char* lang : {"vi", "tr"}) {  // the notice in each language
        h.restart({"--lang", lang});
        h.frames(3);
        CHECK(report_text(h, "alert").has_value());
        CHECK(clipped_texts(h) == "");
    }
}

TEST_CASE("headless autosave: a Watch start keeps the autosave until a move is played") {
    FrameHarness h({kP1}, 1024, 768, quiet_autosave);
    h.frames(3);
    REQUIRE(h.quit());
    const std::filesystem::path autosave = data_dir(h) / "autosave.json";
    const std::string before = contents_of(autosave);
    h.restart({"--watch", "naive", kP2});
    h.frames(3);
    REQUIRE(h.quit());
    CHECK(contents_of(autosave) == before);
    h.restart({"--watch", "naive", kP2});
    h.frames(3);
    h.type("w");  // back to the game
    h.frames(2);
    h.type("3");
    h.frames(2);
    REQUIRE(h.quit());
    CHECK(shown(autosave) == std::string("3") + (kP2 + 1));
}

TEST_CASE("headless autosave: failing at quit asks - Cancel stays, Save elsewhere keeps it") {
    FrameHarness h({kP1}, 1024, 768, quiet_autosave);
    h.frames(3);
    h.type("4");
    break_data_folder(h);
    h.press(harness_key_codes().q, {.ctrl = true});
    h.frames(2);
    CHECK_FALSE(h.quit_requested());
    CHECK(window_shown(h, "###quit_unsaved"));
    CHECK(clipped_texts(h) == "");
    h.press_named(ImGuiKey_Escape);  // Cancel: the game goes on
    h.frames(2);
    CHECK_FALSE(h.quit_requested());
    CHECK_FALSE(window_shown(h, "###quit_unsaved"));
    h.press(harness_key_codes().q, {.ctrl = true});
    h.frames(2);
    CHECK_FALSE(h.quit_requested());  // asks again
    h.press_named(ImGuiKey_Enter);    // Save elsewhere…
    h.frames(3);
    h.press_named(ImGuiKey_Enter);  // the proposed file
    REQUIRE(h.frames_until([&h] { return h.quit_requested(); }));
    h.shutdown();
    const std::filesystem::path saved = saved_in_home(h);
    REQUIRE_FALSE(saved.empty());
    CHECK(shown(saved) == std::string("4") + (kP1 + 1));
}

TEST_CASE("headless autosave: the failed-autosave dialog in vi and tr - the folder comes back") {
    for (const char* lang : {"vi", "tr"}) {
        CAPTURE(lang);
        FrameHarness h({"--lang", lang, kP1}, 1024, 768, quiet_autosave);
        h.frames(3);
        h.type("4");
        break_data_folder(h);
        h.press(harness_key_codes().q, {.ctrl = true});
        h.frames(2);
        CHECK_FALSE(h.quit_requested());
        CHECK(window_shown(h, "###quit_unsaved"));
        CHECK(clipped_texts(h) == "");
        h.press_named(ImGuiKey_Escape);
        h.frames(2);
        std::filesystem::remove(data_dir(h));
        h.press(harness_key_codes().q, {.ctrl = true});  // the autosave is written: it quits
        h.frames(2);
        REQUIRE(h.quit_requested());
        h.shutdown();
        CHECK(shown(data_dir(h) / "autosave.json") == std::string("4") + (kP1 + 1));
    }
}

TEST_CASE("headless autosave: Quit without saving leaves at once, the broken folder as it was") {
    TempFolder out;
    const std::filesystem::path board = out / "f.txt";
    FrameHarness h({"--write-board", board.string(), kP1}, 1280, 800, quiet_autosave);
    h.frames(3);
    h.type("7");
    break_data_folder(h);
    h.press(harness_key_codes().q, {.ctrl = true});
    h.frames(2);
    CHECK_FALSE(h.quit_requested());
    REQUIRE(h.click("quit_without_saving"));
    REQUIRE(h.quit_requested());
    h.shutdown();
    std::string written = contents_of(board);
    while (!written.empty() && written.back() == '\n')
        written.pop_back();
    CHECK(written == std::string("7") + (kP1 + 1));
    CHECK(std::filesystem::is_regular_file(data_dir(h)));
}

}  // namespace sudoku::test::autosave_frames
