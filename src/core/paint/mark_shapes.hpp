// The player's pencil marks laid out once as shapes: a cell's colour, corner marks at the
// corners and edge middles (SudokuPad's order), centre marks in a centred row shrinking to fit,
// and a coloured candidate on a patch of its colour. The game's board draws them with ImGui, a
// picture of the player's board would draw the same shapes with cairo. Pure: colours by role
// come from the caller, the palette's own nine colours live here.
#pragma once

#include <span>
#include <vector>

#include "core/paint/board_palette.hpp"
#include "core/play/position.hpp"
#include "core/plot/figure.hpp"

namespace sudoku::core {

struct BoardBox;

// Palette index 1..kPaletteSize as an opaque colour (0 or beyond: transparent).
[[nodiscard]] PlotColour mark_colour(Colour index);
// The colour as a cell fill on a board of this tone: translucent on the light board, stronger
// on dark and high-contrast ones, so that both the colour and the digit on it read.
[[nodiscard]] PlotColour mark_fill(Colour index, DepthTone tone);
// Black or white, whichever reads better on the opaque colour.
[[nodiscard]] PlotColour mark_ink(Colour index);

struct MarkStyle {
    PlotColour note{0x6E, 0x7C, 0x8F, 255};       // the marks' digits
    PlotColour highlight{0x2F, 0x67, 0xC8, 255};  // marks of the highlighted digit
    Digit highlighted = kEmpty;
    // Every cell's centre marks as a centred row (boards below 16x16, as SudokuPad draws
    // them); else only those of cells with corner marks or coloured candidates (big boards draw
    // the rest in the notes' compact grids).
    bool centre_marks_too = true;
    // The text sizes the backend can draw, ascending (baked fonts draw a glyph at the largest
    // not above the size asked, else the smallest); empty: any size. Corner insets and colour
    // patches fit the glyph as drawn, so a small cell keeps its marks clear of the grid lines.
    std::span<const float> text_sizes{};
};

// Whether cell c's small digits are laid out here (else they are plain notes).
[[nodiscard]] bool painted_marks(const Position& position, Cell c, bool centre_marks_too);

// Cell c's colour as a fill (nothing when it has none).
void layout_cell_colour(const Position& position, Cell c, const BoardBox& box, DepthTone tone,
                        std::vector<Shape>& out);

// The marks of every painted cell, cell by cell: its corner marks, then its centre marks, each
// a patch of its candidate colour (when it has one) then its digit as a glyph.
void layout_marks(const Position& position, const BoardBox& box, const MarkStyle& style,
                  std::vector<Shape>& out);

// Centre marks as SudokuPad draws them: in the middle of the cell, one centred row (two when
// there are more than five), each digit shrinking to fit between the left and right edge
// marks, so they never look like corner marks or a keypad of candidates. The spots of k marks
// in a cell `cell` pixels wide, relative to its top-left corner, and the digits' height.
struct MarkSpot {
    float x = 0.0f;
    float y = 0.0f;
};
struct CentreSpots {
    std::vector<MarkSpot> centres;
    float height = 0.0f;
};
[[nodiscard]] CentreSpots centre_mark_spots(int k, float cell);

}  // namespace sudoku::core
