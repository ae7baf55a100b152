// A test hook: with SUDOKU_REPORT_LAYOUT=<file> in the environment, the sizes of the boards on
// screen in the latest frame are written to that file, so a GUI test can compare layouts, and
// named widgets' places, so it can click them.
#pragma once

#include <functional>
#include <string>

namespace sudoku::app {

// The report in memory, for the headless frame harness (tests/headless): while an observer is
// set, the report is wanted (with or without the variable) and each named widget is also handed
// to it as it is drawn, so the observer can ask ImGui which window holds it. Empty: none.
using ItemObserver =
    std::function<void(const char* name, float x, float y, float width, float height)>;
void set_item_observer(ItemObserver observer);
// The lines of the frame drawn so far (what the file will hold), read after a frame.
[[nodiscard]] const std::string& layout_report_lines();

// Notes a board drawn `side` pixels square this frame (one line "board <side>" per board).
void report_board_side(float side);
// Notes the heights in pixels of the smallest and the largest note glyph a board drew this
// frame ("notes <smallest> <largest>"), when it drew any.
void report_note_glyphs(float smallest, float largest);
// The smallest text on a Watch board this frame, in pixels ("board_text").
void report_board_text(double smallest);
// A pencil mark the player's board drew this frame: its digit centred at (x, y) at `size`
// pixels in colour `rgba` ("board_mark <digit> <x> <y> <size> <rrggbbaa>"), and a coloured
// candidate's patch ("board_patch <x0> <y0> <x1> <y1> <rrggbbaa>"), so a test compares them
// with the marks' layout.
void report_board_mark(char digit, double x, double y, double size, unsigned rgba);
void report_board_patch(double x0, double y0, double x1, double y1, unsigned rgba);
// True when the report is asked for (so callers skip measuring otherwise).
[[nodiscard]] bool layout_report_wanted();
// Notes the menu bar: the x where its last menu ends and the window's width.
void report_menu_bar(float reached, float width);
// Notes where a named widget stands this frame ("item <name> <x> <y> <w> <h>", window pixels),
// so a GUI test clicks a button by name instead of by a coordinate that moves.
void report_item(const char* name, float x, float y, float width, float height);
// Notes a text field's content ("text <name> <value>"), so a test can wait until typed keys
// have arrived before it presses the button that reads them.
void report_text(const char* name, const char* value);
// Notes a named count ("<name> <value>"): code_lines_total, the listing's length.
void report_count(const char* name, long long value);
// Notes the pixel size a named widget's text was drawn at this frame ("pixels <name> <px>"),
// so a test checks that a projector's class can read it (a label shrunk to fit counts shrunk).
void report_text_pixels(const char* name, double pixels);
// Ends a frame's report (called once per frame, between frames); the file is rewritten only
// when the findings change. Without the variable these cost one comparison.
void flush_layout_report();

}  // namespace sudoku::app
