// The board laid out once into shapes (core/plot's vocabulary): cells, grid, digits, the
// search's candidates and Watch marks. The game draws the shapes with ImGui, the exports with
// cairo and as SVG, so the screen and every picture show the same board. Pure: the words come
// from the caller, text sizes are nominal (a backend with baked fonts snaps them, never below
// a shape's min_size).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/grid/board.hpp"
#include "core/paint/board_palette.hpp"
#include "core/plot/figure.hpp"
#include "core/search/step.hpp"

namespace sudoku::core {

// A ring around a cell (predict mode: the answer, the wrong guess, the cell asked about).
struct BoardRing {
    Cell cell = kNoCell;
    PlotColour colour{};
    double width = 2;
};

// A small count on a cell (predict mode: a cell's number of candidates).
struct BoardBadge {
    Cell cell = kNoCell;
    std::string text;
};

// What the board shows at one moment: the position, and for a search being watched its
// marks. Views into the caller's data, valid while the layout runs.
struct BoardState {
    const Board* board = nullptr;  // what is on the board now
    const Board* start = nullptr;  // the givens (null: none, a plain board)
    // The event that led here; its marks are drawn when `marks` (off in turbo, where they
    // would only flicker).
    std::optional<Step> last{};
    bool marks = true;
    std::span<const std::uint8_t> cell_depth{};  // depth that placed each value (0: none)
    int empties = 0;                             // the deepest level
    bool show_candidates = false;                // mrv, propagate: candidates in empty cells
    std::span<const Mask> candidates{};
    std::span<const std::pair<Cell, Digit>> struck{};  // candidates just eliminated
    Cell watch_cell = kNoCell;                         // a cell breakpoint's dot
    Cell flash_cell = kNoCell;                         // the latest backtrack, fading
    float flash = 0.0f;
    Cell hover = kNoCell;  // the game only: the cell under the mouse
    std::vector<BoardRing> rings{};
    std::vector<BoardBadge> badges{};
};

// The names of units, templates with the unit's number as {1} (English by default).
struct UnitWords {
    std::string row = "row {1}";
    std::string column = "column {1}";
    std::string box = "box {1}";
    std::string region = "region {1}";
    std::string diagonal = "diagonal";
    std::string window = "window {1}";
};

// "row 3" for units()[unit] of the layout ("" for no unit).
[[nodiscard]] std::string unit_name(const Layout& layout, int unit, const UnitWords& words);

// The words drawn on the board, in the reader's language (English by default).
struct BoardWords {
    UnitWords units;
    std::string dead_end_no_value = "no value fits";
    std::string dead_end_all_tried = "every value left failed";
    std::string dead_end_no_place = "no place for {1} in {2}";
};

// Where the board goes and how large its text is.
struct BoardBox {
    double x = 0, y = 0;   // r1c1's top-left corner (whole pixels keep lines crisp)
    double cell = 40;      // one cell's side
    double ui_text = 1e9;  // the interface's text size: labels never outgrow it
    // The smallest text on the board (a projector at 1024x768: 14), or 0.
    double min_text = 0;
};

// The shapes in drawing order; grid_end: shapes before it are the cells, the grid and the
// Killer cages (the game draws its cached candidates between them and the rest).
struct BoardPicture {
    Figure figure;
    std::size_t grid_end = 0;
};

[[nodiscard]] BoardPicture layout_board(const BoardState& state, const BoardPalette& palette,
                                        const BoardWords& words, const BoardBox& box);

// The board's cells and grid alone (the game's own board uses it under its notes and marks).
void layout_grid(const Layout& layout, const BoardPalette& palette, const BoardBox& box,
                 std::vector<Shape>& out);

// The smallest text size in shapes (0 when there is no text): the projector check.
[[nodiscard]] double smallest_text(const std::vector<Shape>& shapes);

}  // namespace sudoku::core
