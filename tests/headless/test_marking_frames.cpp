// Marking by mouse and keyboard (ported from the Xvfb script gui/marking.sh): a drag selects
// four cells of row 1, Shift+2 puts corner mark 2 in them and Ctrl+4 centre mark 4, Ctrl+click
// adds r2c2, colour mode and the key 3 colour all five cells, the notes popup (right-click)
// colours one candidate, Shift+arrows select three cells of row 5 and one digit goes to both
// empty ones as one move (one Ctrl+Z takes both back, one Ctrl+Y brings them again), digit
// first puts a picked digit by a click, and the filter greys the cells that see it. The
// autosave written at quit holds exactly these moves.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::marking_frames {

namespace {

constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

struct Cells {
    Rect board;
    [[nodiscard]] float x(int col) const { return board.x0 + board.width() * (col - 0.5f) / 9.0f; }
    [[nodiscard]] float y(int row) const { return board.y0 + board.height() * (row - 0.5f) / 9.0f; }
};

}  // namespace

TEST_CASE("headless marking: drag, Ctrl+click, modes, colours, popup, one-move digits, filter") {
    FrameHarness h({kPuzzle}, 1280, 800);
    h.frames(3);
    const std::optional<ItemRecord> board = h.item("play_board");
    REQUIRE(board);
    const Cells c{board->rect};
    const app::KeyCodes keys = harness_key_codes();
    const std::uint64_t start = h.drawn(board->rect);

    h.drag(c.x(3), c.y(1), c.x(6), c.y(1));  // r1c3..r1c6
    h.move_pointer_away();
    h.press(keys.digit1 + 1, {.shift = true});   // corner 2
    h.press(keys.digit1 + 3, {.ctrl = true});    // centre 4
    h.click_at(c.x(2), c.y(2), {.ctrl = true});  // adds r2c2
    REQUIRE(h.click("mode_4"));                  // colour mode
    h.move_pointer_away();
    h.type("3");
    CHECK(h.drawn(board->rect) != start);
    // Right-click r1c3: its notes popup; in colour mode its 4 takes the current colour.
    h.click_at(c.x(3), c.y(1), {}, true);
    REQUIRE(h.click("notes_popup_4"));
    h.click_at(1200.0f, 760.0f);  // a click outside closes the popup
    h.move_pointer_away();

    // Back to digits, three cells of row 5, 5 in both empty ones (r5c6 is a given), one undo.
    h.click_at(c.x(5), c.y(5));
    h.move_pointer_away();
    h.type(" ");
    h.press_named(ImGuiKey_RightArrow, {.shift = true});
    h.press_named(ImGuiKey_RightArrow, {.shift = true});
    h.type("5");
    // r5c5 and r5c7 get the 5 (r5c6 is a given): cells 40 and 42.
    const std::string digits = h.app().board_line();
    CHECK(digits[40] == '5');
    CHECK(digits[42] == '5');
    h.press(keys.z, {.ctrl = true});
    CHECK(h.app().board_line() == kPuzzle);
    h.press(keys.y, {.ctrl = true});
    CHECK(h.app().board_line() == digits);

    // Digit first: tick it, pick 1 on the pad, click r3c1; the filter shows where 1 can go.
    REQUIRE(h.click("check_digit_first"));
    REQUIRE(h.click("pad_1"));
    h.click_at(c.x(1), c.y(3));
    h.move_pointer_away();
    CHECK(h.app().board_line()[18] == '1');
    const std::uint64_t unfiltered = h.drawn(board->rect);
    REQUIRE(h.click("check_filter"));
    h.move_pointer_away();
    CHECK(h.drawn(board->rect) != unfiltered);
    REQUIRE(h.quit());

    std::ifstream in(h.folder() / "data" / "sudoku-lab" / "autosave.json");
    const nlohmann::json save = nlohmann::json::parse(in);
    const nlohmann::json want = nlohmann::json::parse(R"([
        {"kind": "corner", "cells": [2, 3, 4, 5], "digit": 2},
        {"kind": "note", "cells": [2, 3, 4, 5], "digit": 4},
        {"kind": "colour", "cells": [2, 3, 4, 5, 10], "colour": 3},
        {"kind": "candidate-colour", "cell": 2, "digit": 4, "colour": 3},
        {"kind": "set", "cells": [40, 41, 42], "digit": 5, "clean_notes": true},
        {"kind": "set", "cell": 18, "digit": 1, "clean_notes": true}])");
    CHECK(save["version"] == 3);
    CHECK(save["moves"].dump() == want.dump());
    CHECK(save["cursor"] == want.size());
}

}  // namespace sudoku::test::marking_frames
