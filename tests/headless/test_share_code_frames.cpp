// Share codes in the game (ported from the Xvfb script gui/share_code.sh): Edit > Copy share
// code puts the position on the clipboard; after another move, Ctrl+V with that code asks (the
// game has unsaved progress) and Discard opens exactly the copied position, corner marks,
// centre marks and colours included, starting there (the autosave says so). Edit > Open share
// code shows a bad code's error in the dialog and opens a good one, in en, vi and tr.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/share/share_code.hpp"
#include "core/text/puzzle_line.hpp"
#include "frame_queries.hpp"
#include "io/save_file.hpp"

namespace sudoku::test::share_code_frames {

namespace {

void quiet_autosave(const std::filesystem::path& folder) {
    std::ofstream(folder / "config" / "sudoku-lab" / "settings.json")
        << R"({"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600})";
}

void copy_share_code(FrameHarness& h) {
    REQUIRE(h.click("menu_edit"));
    REQUIRE(h.click("menu_copy_share_code"));
    h.move_pointer_away();
}

// Ctrl+V with the code, and Discard when the game asks.
void paste_and_discard(FrameHarness& h) {
    h.press_named(ImGuiKey_V, {.ctrl = true});
    h.frames(4);
    REQUIRE(h.item("replace_discard"));
    REQUIRE(h.click("replace_discard"));
    h.move_pointer_away();
    h.frames(3);
}

std::string autosave_text(const FrameHarness& h) {
    std::ifstream in(h.folder() / "data" / "sudoku-lab" / "autosave.json");
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string code_of_save(std::string_view text) {
    const auto game = io::load_from_text(text);
    REQUIRE(game);
    return core::encode_share_code(game->position());
}

}  // namespace

TEST_CASE("headless share code: Ctrl+V with a copied code opens the copied position") {
    const std::string first = lesson_line("lesson_001_tahta.txt");
    std::string played = first;
    played[2] = '4';  // r1c3
    FrameHarness h({first}, 1280, 800, quiet_autosave);
    h.frames(3);
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.type("4");
    copy_share_code(h);
    h.press_named(ImGuiKey_RightArrow);
    h.type("6");
    CHECK(h.app().board_line() != played);
    paste_and_discard(h);
    CHECK(h.app().board_line() == played);
    REQUIRE(h.quit());
    // The pasted game starts at the shared position: its entry is the player's, not a given.
    const std::string autosave = autosave_text(h);
    CHECK(autosave.find("\"start\"") != std::string::npos);
    const auto board =
        io::load_board_from_save(h.folder() / "data" / "sudoku-lab" / "autosave.json");
    REQUIRE(board);
    CHECK(core::format_puzzle_line(*board) == played);
}

TEST_CASE("headless share code: corner and centre marks and colours travel with the code") {
    const std::string first = lesson_line("lesson_001_tahta.txt");
    FrameHarness h({first}, 1280, 800, quiet_autosave);
    h.frames(3);
    const app::KeyCodes keys = harness_key_codes();
    h.press_named(ImGuiKey_RightArrow);
    h.press_named(ImGuiKey_RightArrow);
    h.press(keys.digit1 + 1, {.shift = true});  // corner 2
    h.press(keys.digit1 + 3, {.ctrl = true});   // centre 4
    h.type(" ");
    h.type(" ");
    h.type(" ");  // digit -> centre -> corner -> colour mode
    h.type("3");  // colour 3
    h.type(" ");  // back to digits
    copy_share_code(h);
    h.press_named(ImGuiKey_RightArrow);
    h.type("6");
    paste_and_discard(h);
    CHECK(h.app().board_line() == first);  // r1c4 is empty again
    REQUIRE(h.quit());
    const std::string marks =
        R"({"format": "sudoku-lab-save", "version": 3, "puzzle": {"size": 9, "givens": ")" + first +
        R"("}, "moves": [{"kind": "corner", "cell": 2, "digit": 2},
        {"kind": "note", "cell": 2, "digit": 4}, {"kind": "colour", "cell": 2, "colour": 3}],
        "cursor": 3, "elapsed_ms": 0, "hints_used": 0, "mistakes": 0})";
    const std::string autosave = autosave_text(h);
    CHECK(code_of_save(autosave) == code_of_save(marks));
    CHECK(autosave.find("\"corners\"") != std::string::npos);
    CHECK(autosave.find("\"colours\"") != std::string::npos);
}

TEST_CASE("headless share code: Open share code shows a bad code's error, opens a good one") {
    const std::string first = lesson_line("lesson_001_tahta.txt");
    const std::string other = lesson_line("lesson_000_cau_do.txt");
    const auto board = core::parse_puzzle_line(other);
    REQUIRE(board);
    const std::string good = core::encode_share_code(core::Position::start(*board));
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        FrameHarness h({"--lang", lang, first}, 1280, 800);
        h.frames(3);
        REQUIRE(h.click("menu_edit"));
        REQUIRE(h.click("menu_open_share_code"));
        h.frames(8);
        REQUIRE(h.type_into("share_code", "SL1-AAAA"));
        h.frames(2);
        CHECK(report_text(h, "share_code") == "SL1-AAAA");
        CHECK(report_text(h, "share_error").has_value());  // said in the dialog
        CHECK(h.app().board_line() == first);
        REQUIRE(h.type_into("share_code", good));
        h.frames(2);
        CHECK_FALSE(report_text(h, "share_error").has_value());
        REQUIRE(h.click("share_open"));
        h.frames(3);
        CHECK(h.app().board_line() == other);
    }
}

}  // namespace sudoku::test::share_code_frames
