// What the Xvfb scripts gui/text_fits_{en,vi,tr}.sh checked beyond the layout sweep's screens:
// the Save as dialog and Enter your own opened with the game's puzzle pasted (Ctrl+C, Ctrl+V)
// at sizes 1, 2 and 3 on 1024x768, and Enter your own presenting, in each language: nothing cut
// and no rule of the sweep broken. (The side panel, New game, Watch and Compare at 1x, 2x, 3x
// and presenting on 1024x768 and 1280x800 are the sweep's own cases.) And errors in the
// player's language (from gui/error_language.sh): a Python list's parse error in Enter your
// own is a red sentence over two lines, not the English one, and a corrupt save on the command
// line opens an alert in Turkish while stderr keeps the English message.
#include <doctest/doctest.h>

#include <string>

#include "frame_queries.hpp"
#include "layout_sweep.hpp"
#include "stderr_capture.hpp"

namespace sudoku::test::text_fits_frames {

namespace {

const SweepScreen kSaveAs{"save_as", {}, [](FrameHarness& h) {
                              h.press(harness_key_codes().s, {.ctrl = true, .shift = true});
                          }};
const SweepScreen kEnterOwnPasted{
    "enter_own_pasted", {}, [](FrameHarness& h) {
        h.press_named(ImGuiKey_C, {.ctrl = true});
        h.press_named(ImGuiKey_V, {.ctrl = true});
        // The worker counts the pasted puzzle's solutions: its
        // verdict replaces the spinner when it is done, at a
        // moment a loaded machine decides (not a layout defect).
        REQUIRE(h.frames_until([&h] {
            return report_text(h, "custom_verdict").value_or("note ").rfind("note ", 0) != 0;
        }));
    }};

void check_fits(const SweepScreen& screen, std::string_view lang, std::string_view scale) {
    const std::set<std::string> found = run_sweep_case({&screen, {1024, 768}, lang, scale});
    std::string all;
    for (const std::string& f : found)
        all += f + "\n";
    CHECK(all == "");
}

}  // namespace

TEST_CASE("headless text fits: Save as and Enter your own (pasted) in every language and size") {
    for (std::string_view lang : kSweepLanguages) {
        for (std::string_view scale : {"1x", "2x", "3x"}) {
            check_fits(kSaveAs, lang, scale);
            check_fits(kEnterOwnPasted, lang, scale);
        }
        check_fits(kEnterOwnPasted, lang, "present");
    }
}

TEST_CASE("headless error language: a parse error is two red lines, in the player's language") {
    const std::string bad_list =
        "grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 'abcdefghijklmnopqrstuvwxyz', 3], [4, 3, 2, "
        "1]]";
    const auto error_for = [&bad_list](const char* lang) {
        FrameHarness h({"--lang", lang}, 1280, 800);
        h.frames(3);
        h.press_named(ImGuiKey_C, {.ctrl = true});
        h.press_named(ImGuiKey_V, {.ctrl = true});
        h.frames(8);
        REQUIRE(h.type_into("custom_givens", bad_list));
        h.frames(4);
        const std::optional<std::string> verdict = report_text(h, "custom_verdict");
        REQUIRE(verdict);
        CHECK(verdict->starts_with("error "));
        CHECK(clipped_texts(h) == "");  // wrapped whole, not cut
        return *verdict;
    };
    const std::string vi = error_for("vi");
    const std::string en = error_for("en");
    CHECK(vi != en);
}

TEST_CASE("headless error language: a corrupt save's alert in Turkish, English on stderr") {
    TempFolder dir;
    const std::filesystem::path save = dir / "corrupt-save.json";
    std::ofstream(save) << R"({"format": "sudoku-lab-save", "version": 1,
 "puzzle": {"size": 9, "box": [3, 3], "regions": null, "x": false, "hyper": false,
            "givens": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
 "moves": [{"kind": "set", "cell": 0, "digit": 4}],
 "cursor": 1, "elapsed_ms": 0, "hints_used": 0, "mistakes": 0})";
    StderrCapture err(dir / "stderr.txt");
    FrameHarness h({"--lang", "tr", save.string()}, 1280, 800);
    h.frames(3);
    const std::optional<std::string> alert = report_text(h, "alert");
    REQUIRE(alert);
    CHECK(alert->find("is a given and cannot be changed") == std::string::npos);  // Turkish
    h.press_named(ImGuiKey_Escape);
    h.frames(2);
    CHECK_FALSE(report_text(h, "alert"));
    CHECK(err.text().find("corrupt-save.json': moves[0]: r1c1 is a given and cannot be changed") !=
          std::string::npos);
}

}  // namespace sudoku::test::text_fits_frames
