// Opening files through the Open dialog with a typed path (ported from the Xvfb scripts
// gui/open_counts.sh, gui/open_big.sh and gui/open_worker.sh): the digit pad counts the opened
// puzzle at once; a grid that takes the solver long opens on the worker (the frame loop keeps
// drawing, a spinner shows) and is refused with a reason or cancelled by Escape, keeping the
// game; empty 16x16 and 25x25 Hyper grids open; over a played game the question comes once the
// worker has opened the file, and Discard plays it without opening it a second time.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "frame_queries.hpp"
#include "puzzle_fixtures.hpp"

namespace sudoku::test::open_frames {

namespace {

std::filesystem::path write_file(const FrameHarness& h, const std::string& name,
                                 const std::string& text) {
    const std::filesystem::path path = h.folder() / name;
    std::ofstream(path) << text << '\n';
    return path;
}

// Ctrl+O, the path typed into the dialog's field, Enter.
void open_typed(FrameHarness& h, const std::string& path) {
    h.press(harness_key_codes().o, {.ctrl = true});
    h.frames(2);
    REQUIRE(window_shown(h, "###file_dialog"));
    h.type(path);
    h.press_named(ImGuiKey_Enter);
}

std::string empty_grid(int n, const char* kind) {
    return std::string(static_cast<std::size_t>(n * n), '.') + " " + kind;
}

bool no_job_running(const FrameHarness& h) {
    return !report_text(h, "opening") && !window_shown(h, "###opening");
}

// The settings the scripts started with: no autosave during the test's few seconds.
void quiet_autosave(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600})";
}

}  // namespace

TEST_CASE("headless open: after Open the digit pad shows the opened puzzle's counts") {
    const std::string other = std::string(SUDOKU_ASSETS) + "/puzzles/lesson_001_tahta.txt";
    const std::string first = std::string(SUDOKU_ASSETS) + "/puzzles/lesson_000_cau_do.txt";
    FrameHarness fresh({other}, 1280, 800);
    fresh.frames(6);
    const std::optional<ItemRecord> pad1 = fresh.item("pad_1");
    const std::optional<ItemRecord> pad9 = fresh.item("pad_9");
    REQUIRE(pad1);
    REQUIRE(pad9);
    const Rect pad{pad1->rect.x0, pad1->rect.y0, pad9->rect.x1, pad9->rect.y1};
    const std::uint64_t want = fresh.drawn(pad);

    FrameHarness h({first}, 1280, 800);
    h.frames(3);
    CHECK(h.drawn(pad) != want);  // another puzzle, other counts
    open_typed(h, other);
    const std::string opened = lesson_line("lesson_001_tahta.txt");
    REQUIRE(h.frames_until([&h, &opened] { return h.app().board_line() == opened; }));
    h.frames(1);
    CHECK(h.drawn(pad) == want);
}

TEST_CASE("headless open: a grid too open to answer keeps the window live and says why") {
    const std::string start = lesson_line("lesson_000_cau_do.txt");
    FrameHarness h({start}, 1280, 800);
    h.frames(3);
    open_typed(h, write_file(h, "thrash25x.txt", kThrashingXHyperLine).string());
    h.frames(2);
    // The worker searches; the frame loop draws the spinner meanwhile.
    CHECK(report_text(h, "opening") == "'thrash25x.txt'");
    const auto spinner = [&h] {
        for (const WindowRecord& w : h.last().windows)
            if (w.name == "###opening") return h.drawn(w.rect);
        return std::uint64_t{0};
    };
    const std::uint64_t before = spinner();
    h.frames(10);
    if (report_text(h, "opening")) CHECK(spinner() != before);  // a live frame loop turns it
    REQUIRE(h.frames_until([&h] { return !report_text(h, "opening"); }));
    h.frames(2);
    CHECK(report_text(h, "alert"));  // why it was refused
    h.press_named(ImGuiKey_Escape);
    CHECK(h.app().board_line() == start);
}

TEST_CASE("headless open: empty 16x16 and 25x25 Hyper grids open") {
    for (int n : {16, 25}) {
        CAPTURE(n);
        FrameHarness h({lesson_line("lesson_000_cau_do.txt")}, 1280, 800);
        h.frames(3);
        const std::string line = empty_grid(n, "hyper");
        open_typed(h, write_file(h, "empty.txt", line).string());
        REQUIRE(h.frames_until([&h, &line] { return h.app().board_line() == line; }));
    }
}

TEST_CASE("headless open: Escape cancels a slow open and the played game is kept") {
    const std::string first = std::string(SUDOKU_ASSETS) + "/puzzles/lesson_001_tahta.txt";
    FrameHarness h({first}, 1280, 800, quiet_autosave);
    h.frames(3);
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("4");
    const std::string played = h.app().board_line();
    CHECK(played != lesson_line("lesson_001_tahta.txt"));
    open_typed(h, write_file(h, "slow.txt", kThrashingXHyperLine).string());
    REQUIRE(h.frames_until([&h] { return report_text(h, "opening") == "'slow.txt'"; }));
    h.press_named(ImGuiKey_Escape);
    // The search may end by itself before the Escape lands: either way the game is kept.
    REQUIRE(h.frames_until([&h] { return no_job_running(h); }));
    h.frames(2);
    const bool cancelled = report_text_has(h, "status_line", "Opening cancelled");
    const bool refused = report_text(h, "alert").has_value();
    CHECK((cancelled || refused));
    CHECK(h.app().board_line() == played);
}

TEST_CASE("headless open: over a played game the question follows the worker's open - once") {
    const std::string first = std::string(SUDOKU_ASSETS) + "/puzzles/lesson_001_tahta.txt";
    const std::string other = std::string(SUDOKU_ASSETS) + "/puzzles/lesson_000_cau_do.txt";
    FrameHarness h({first}, 1280, 800, quiet_autosave);
    h.frames(3);
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("4");
    REQUIRE(h.app().board_line() != lesson_line("lesson_001_tahta.txt"));
    open_typed(h, other);
    REQUIRE(h.frames_until([&h] { return h.item("replace_discard").has_value(); }));
    // The frame that shows the question already counts the worker's open of the file (the
    // frame loop once opened and solved it itself before asking).
    CHECK(report_text(h, "open_jobs") == "1");
    h.frames(3);  // a modal takes clicks once it has been laid out
    REQUIRE(h.click("replace_discard"));
    const std::string opened = lesson_line("lesson_000_cau_do.txt");
    REQUIRE(h.frames_until([&h, &opened] { return h.app().board_line() == opened; }));
    h.frames(2);
    CHECK(report_text_has(h, "status_line", "Opened"));
    CHECK(report_text(h, "open_jobs") == "1");  // Discard played it without a second open
}

}  // namespace sudoku::test::open_frames
