// Links that open a position, on the real frame: a link given at launch opens Watch paused at its
// step; a link pasted (or handed over by the web page's fragment) opens its position; Edit > Copy
// link puts the page address and the code on the clipboard.
#include <doctest/doctest.h>
#include <imgui.h>

#include <string>

#include "app/model/share_link.hpp"
#include "core/share/share_code.hpp"
#include "core/share/share_game.hpp"
#include "core/text/puzzle_line.hpp"
#include "frame_harness.hpp"

namespace sudoku::test {

namespace {

constexpr const char* kLinkStart =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";
// A generous bound on frames for a seek of a few dozen steps (each frame seeks thousands).
constexpr int kHangGuardFrames = 600;

core::Position lesson_with_entry() {
    core::Position p = core::Position::start(core::parse_puzzle_line(kLinkStart).value());
    p.digits.set(2, 5);  // r1c3: cau_do's solution digit, as the player's entry
    p.marks[2] = core::CellMark::User;
    return p;
}

// The report line "text <name> <value>" of the last frame ("" when absent).
std::string link_report_value(const FrameHarness& h, const std::string& name) {
    const std::string& lines = h.last().report_lines;
    const std::string key = "text " + name + " ";
    const auto at = lines.find(key);
    if (at == std::string::npos) return "";
    const auto end = lines.find('\n', at);
    return lines.substr(at + key.size(), end - at - key.size());
}

}  // namespace

TEST_CASE("share link frames: a Watch link at launch opens Watch paused at its step") {
    const std::string url = app::make_share_link(
        "https://school.example/sudoku/",
        core::Position::start(core::parse_puzzle_line(kLinkStart).value()),
        app::ShareLinkWatch{
            .search = {.algorithm = core::Algorithm::Mrv}, .compare = std::nullopt, .step = 25});
    FrameHarness h({url}, 1280, 800);
    std::string counters;
    for (int i = 0; i < kHangGuardFrames; ++i) {
        h.frame();
        counters = link_report_value(h, "watch_counters_1");
        if (counters.find("seeking=0") != std::string::npos) break;
    }
    CHECK(counters.starts_with("steps=25 "));
    CHECK(counters.find("playing=0") != std::string::npos);
    // Still there a second later: paused, not playing on.
    h.frames(60);
    CHECK(link_report_value(h, "watch_counters_1").starts_with("steps=25 "));
}

TEST_CASE("share link frames: a link handed over at run time opens its position") {
    FrameHarness h({}, 1280, 800);
    h.frames(3);
    const core::Position shared = lesson_with_entry();
    h.app().open_link_text("http://localhost:8000/#" + core::encode_share_code(shared));
    h.frames(3);
    std::string expected = kLinkStart;
    expected[2] = '5';
    CHECK(h.app().board_line() == expected);
    CHECK(link_report_value(h, "board_line") == expected);
}

TEST_CASE("share link frames: a damaged link shows the share dialog with its error") {
    FrameHarness h({kLinkStart}, 1280, 800);
    h.frames(3);
    h.app().open_link_text("http://localhost:8000/#SL1-AAAAAAAA&watch=mrv");
    h.frames(12);
    CHECK(h.item("share_code").has_value());
    CHECK(h.app().board_line() == kLinkStart);
}

TEST_CASE("share link frames: Edit > Copy link copies the page address and the code") {
    FrameHarness h({kLinkStart}, 1280, 800);
    h.frames(3);
    h.app().set_page_address("https://school.example/sudoku/index.html#old");
    h.app().post(app::cmd::Share{app::cmd::Share::Action::CopyPageLink});
    h.frames(2);
    const core::Position start = core::Position::start(core::parse_puzzle_line(kLinkStart).value());
    CHECK(std::string(ImGui::GetClipboardText()) ==
          "https://school.example/sudoku/index.html#" + core::encode_share_code(start));
}

TEST_CASE("share link frames: in Watch mode Copy link holds the search and its step") {
    FrameHarness h({"--watch", "naive", "--speed", "1", kLinkStart}, 1280, 800);
    h.frames(3);
    h.app().post(app::wcmd::TogglePlay{});
    for (int i = 0; i < 7; ++i)
        h.app().post(app::wcmd::StepForward{});
    h.frames(2);
    h.app().post(app::cmd::Share{app::cmd::Share::Action::CopyPageLink});
    h.frames(2);
    const auto link = app::parse_share_link(ImGui::GetClipboardText());
    REQUIRE(link.ok());
    CHECK(link->watch.algorithm == core::Algorithm::Naive);
    // The step on screen (7 steps, and any the first frames played at 1 step a second).
    const std::string counters = link_report_value(h, "watch_counters_1");
    REQUIRE(counters.starts_with("steps="));
    CHECK(link->watch.step == std::stoull(counters.substr(6)));
    CHECK(link->watch.step >= 7u);
    CHECK(core::format_puzzle_line(core::position_givens(link->position)) == kLinkStart);
}

}  // namespace sudoku::test
