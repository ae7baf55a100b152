// Where the board's notes are drawn: digit d of a cell in slot d of a sub-grid inside the cell,
// each glyph centred on its box at whole pixels. Pure, so that the glyph list the notes layer
// caches (and redraws when it changes) can be tested.
#pragma once

#include <span>
#include <vector>

#include "app/support/glyph_raster.hpp"
#include "core/base/types.hpp"
#include "core/paint/note_grid.hpp"

namespace sudoku::core {

struct Pen {
    float x = 0.0f;
    float y = 0.0f;
};

// The whole-pixel pen position that puts the centre of the glyph's box at (cx, cy): optically
// centred (on the glyph, not its line box) and crisp (baked glyphs drawn at whole pixels).
[[nodiscard]] Pen centred_pen(const AtlasGlyph& glyph, float cx, float cy);

// The notes' colours: `highlight` for notes of the `highlighted` digit, `normal` otherwise.
struct NoteInk {
    Rgba normal = 0;
    Rgba highlight = 0;
    Digit highlighted = kEmpty;
};

// Replaces `out` with the notes of an n x n board as glyphs, cell by cell (row-major), digits
// ascending within a cell. notes[c] is cell c's notes (0 where a digit hides them);
// glyphs[d - 1] is digit d's glyph, and a glyph's index in `out` is d - 1. Pens are relative
// to the board's top-left corner. Digits above n or past the glyph table are skipped.
void place_notes(int n, const NoteGrid& grid, std::span<const Mask> notes,
                 std::span<const AtlasGlyph> glyphs, const NoteInk& ink,
                 std::vector<PlacedGlyph>& out);

// Big boards (16x16, 25x25), where a slot of the full grid is a few pixels: each cell's notes in
// the smallest k x k grid that holds them (k >= 2, so a lone note never looks like an entry),
// digits ascending in reading order and the used rows centred, so a cell with few notes shows
// them several times larger. A cell with more notes than (columns - 1)^2 keeps the full grid,
// digit d in slot d. `grids[k - 2]` is the k x k grid (k = 2..columns, the last one the full
// grid `note_grid(n, columns, cell)`); `glyphs` holds n glyphs per grid, drawn at that grid's
// size: digit d in grid k is glyph (k - 2) * n + d - 1.
void place_notes_compact(int n, std::span<const NoteGrid> grids, std::span<const Mask> notes,
                         std::span<const AtlasGlyph> glyphs, const NoteInk& ink,
                         std::vector<PlacedGlyph>& out);

}  // namespace sudoku::core
