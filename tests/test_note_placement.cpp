// Where notes are drawn, and the glyph list the notes layer caches: it must change with the
// notes, the board's size in pixels and the colours, and stay the same otherwise.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <vector>

#include "app/support/note_placement.hpp"

using namespace sudoku::core;

namespace {

// Every digit's glyph: a 4 x 6 box whose centre is (2, -3) from the pen (above the baseline).
std::vector<AtlasGlyph> glyph_table(int n) {
    return std::vector<AtlasGlyph>(static_cast<std::size_t>(n),
                                   AtlasGlyph{0, -6, 4, 0, 0, 0, 0.1f, 0.1f});
}

constexpr NoteInk kInk{0xFF808080u, 0xFFC86F2Fu, 0};

std::vector<PlacedGlyph> placed(int n, float cell, const std::vector<Mask>& notes,
                                const NoteInk& ink = kInk) {
    std::vector<PlacedGlyph> out;
    place_notes(n, note_grid(n, n == 4 ? 2 : 3, cell), notes, glyph_table(n), ink, out);
    return out;
}

}  // namespace

TEST_CASE("the note grid splits the inset cell into equal slots, digit 1 top-left") {
    const NoteGrid grid = note_grid(9, 3, 60.0f);
    CHECK(grid.columns == 3);
    CHECK(grid.rows == 3);
    CHECK(grid.inset == 4.0f);  // 6% of 60 = 3.6, rounded to whole pixels
    CHECK(grid.slot_width == doctest::Approx(52.0f / 3.0f));
    CHECK(grid.centre_x(1) == doctest::Approx(4.0f + 52.0f / 6.0f));
    CHECK(grid.centre_x(3) == doctest::Approx(4.0f + 2.5f * 52.0f / 3.0f));
    CHECK(grid.centre_y(3) == grid.centre_y(1));
    CHECK(grid.centre_y(4) == doctest::Approx(4.0f + 1.5f * 52.0f / 3.0f));
    CHECK(grid.centre_x(4) == grid.centre_x(1));
    // 25 notes in 5 columns, 10 in 4 columns need 3 rows.
    CHECK(note_grid(25, 5, 30.0f).rows == 5);
    CHECK(note_grid(10, 4, 30.0f).rows == 3);
    CHECK(note_grid(9, 0, 30.0f).columns == 1);  // bad input cannot divide by zero
}

TEST_CASE("a glyph is centred on its box at whole pixels") {
    const AtlasGlyph glyph{1, 2, 5, 10, 0, 0, 1, 1};  // box centre (3, 6)
    const auto pen = centred_pen(glyph, 10.4f, 20.6f);
    CHECK(pen.x == 7.0f);   // 10.4 - 3 = 7.4
    CHECK(pen.y == 15.0f);  // 20.6 - 6 = 14.6
}

TEST_CASE("notes are placed cell by cell, digits ascending, one cell apart") {
    std::vector<Mask> notes(16, 0);
    notes[0] = digit_bit(2) | digit_bit(1);
    notes[5] = digit_bit(1);  // r2c2
    const auto out = placed(4, 40.0f, notes);
    REQUIRE(out.size() == 3);
    CHECK(out[0].glyph == 0);  // digit 1 first
    CHECK(out[1].glyph == 1);
    CHECK(out[2].glyph == 0);
    // Digit 1 in r2c2 sits exactly one cell right and one cell down of digit 1 in r1c1.
    CHECK(out[2].x - out[0].x == 40.0f);
    CHECK(out[2].y - out[0].y == 40.0f);
    // Digit 2 is the slot to the right of digit 1, on the same line.
    CHECK(out[1].y == out[0].y);
    CHECK(out[1].x > out[0].x);
    for (const PlacedGlyph& g : out)
        CHECK(g.colour == kInk.normal);
}

TEST_CASE("notes of the highlighted digit take the highlight colour") {
    std::vector<Mask> notes(16, 0);
    notes[3] = digit_bit(1) | digit_bit(3);
    NoteInk ink = kInk;
    ink.highlighted = 3;
    const auto out = placed(4, 40.0f, notes, ink);
    REQUIRE(out.size() == 2);
    CHECK(out[0].colour == kInk.normal);
    CHECK(out[1].colour == kInk.highlight);
}

TEST_CASE("digits above the board size or past the glyph table are not placed") {
    std::vector<Mask> notes(16, 0);
    notes[0] = digit_bit(4) | digit_bit(5) | digit_bit(9);  // 4x4 board: only 4 is a digit
    CHECK(placed(4, 40.0f, notes).size() == 1);
    std::vector<PlacedGlyph> out;
    const std::vector<AtlasGlyph> short_table(2, AtlasGlyph{0, -6, 4, 0, 0, 0, 1, 1});
    place_notes(4, note_grid(4, 2, 40.0f), notes, short_table, kInk, out);
    CHECK(out.empty());
    place_notes(0, note_grid(0, 1, 40.0f), notes, short_table, kInk, out);
    CHECK(out.empty());
}

TEST_CASE("the cached glyph list changes with the notes, the cell size and the colours only") {
    std::vector<Mask> notes(81, 0);
    for (std::size_t c = 0; c < notes.size(); c += 2)
        notes[c] = digit_bit(1) | digit_bit(5) | digit_bit(9);
    const auto base = placed(9, 60.0f, notes);
    REQUIRE(base.size() == 41 * 3);
    CHECK(placed(9, 60.0f, notes) == base);  // same inputs: the image is reused

    SUBCASE("a toggled note") {
        auto changed = notes;
        changed[40] ^= digit_bit(7);
        CHECK(placed(9, 60.0f, changed) != base);
    }
    SUBCASE("a note cleared where a digit was placed") {
        auto changed = notes;
        changed[0] = 0;
        CHECK(placed(9, 60.0f, changed) != base);
    }
    SUBCASE("a resized window") {
        CHECK(placed(9, 61.0f, notes) != base);
    }
    SUBCASE("another theme") {
        NoteInk dark = kInk;
        dark.normal = 0xFFBBA79Au;
        CHECK(placed(9, 60.0f, notes, dark) != base);
    }
    SUBCASE("a highlighted digit that has notes") {
        NoteInk ink = kInk;
        ink.highlighted = 5;
        CHECK(placed(9, 60.0f, notes, ink) != base);
    }
    SUBCASE("a highlighted digit that has none (the cursor moved among such cells)") {
        NoteInk ink = kInk;
        ink.highlighted = 2;
        CHECK(placed(9, 60.0f, notes, ink) == base);
    }
}

TEST_CASE("big boards: a cell's few notes fill a smaller grid, larger, in reading order") {
    // 16x16 in 40 px cells: grids 2x2, 3x3 and the full 4x4; glyph table n per grid.
    const int n = 16;
    const float cell = 40.0f;
    const std::vector<NoteGrid> grids{note_grid(4, 2, cell), note_grid(9, 3, cell),
                                      note_grid(n, 4, cell)};
    std::vector<AtlasGlyph> glyphs = glyph_table(3 * n);
    std::vector<Mask> notes(static_cast<std::size_t>(n * n), 0);
    notes[0] = digit_bit(7) | digit_bit(12);   // two notes: 2x2 grid
    notes[1] = full_mask(5);                   // five: 3x3 grid
    notes[2] = full_mask(16) & ~digit_bit(1);  // fifteen: the full grid
    notes[3] = digit_bit(16);                  // one: still the 2x2 grid
    std::vector<PlacedGlyph> out;
    place_notes_compact(n, grids, notes, glyphs, kInk, out);
    REQUIRE(out.size() == 2 + 5 + 15 + 1);
    // Cell 0: 7 and 12 side by side in the 2x2 grid's first row, that row centred vertically.
    const NoteGrid& two = grids[0];
    CHECK(out[0].glyph == 6);   // grid 0, digit 7
    CHECK(out[1].glyph == 11);  // grid 0, digit 12
    CHECK(out[0].x == std::round(two.centre_x(1) - 2.0f));
    CHECK(out[1].x == std::round(two.centre_x(2) - 2.0f));
    CHECK(out[0].y == out[1].y);
    CHECK(out[0].y == std::round(cell * 0.5f + 3.0f));  // centred: half a cell, glyph centre -3
    // Cell 1: five notes in the 3x3 grid (glyphs n..2n-1), three in the first row, two below.
    CHECK(out[2].glyph == n + 0);
    CHECK(out[6].glyph == n + 4);
    CHECK(out[5].y > out[2].y);
    CHECK(out[5].x == out[2].x);
    // Cell 2: too many for 3x3: the full grid, digit d in slot d (glyphs 2n..3n-1).
    const NoteGrid& full = grids[2];
    CHECK(out[7].glyph == 2 * n + 1);  // digit 2
    CHECK(out[7].x == std::round(2.0f * cell + full.centre_x(2) - 2.0f));
    CHECK(out[7].y == std::round(full.centre_y(2) + 3.0f));
    // Cell 3: one note, in the 2x2 grid's first slot, never the whole cell (not an entry).
    CHECK(out.back().glyph == 15);
    CHECK(out.back().x == std::round(3.0f * cell + two.centre_x(1) - 2.0f));
    // Glyphs larger where the grid is smaller: the slots say so.
    CHECK(two.slot_width > grids[1].slot_width);
    CHECK(grids[1].slot_width > full.slot_width);
}

TEST_CASE("compact notes skip what they cannot draw") {
    std::vector<PlacedGlyph> out{PlacedGlyph{}};
    const std::vector<NoteGrid> grids{note_grid(4, 2, 40.0f), note_grid(16, 4, 40.0f)};
    std::vector<Mask> notes(256, 0);
    notes[0] = digit_bit(3);
    place_notes_compact(16, {}, notes, glyph_table(32), kInk, out);  // no grids
    CHECK(out.empty());
    place_notes_compact(16, grids, notes, glyph_table(2), kInk, out);  // a short glyph table
    CHECK(out.empty());
    place_notes_compact(0, grids, notes, glyph_table(32), kInk, out);
    CHECK(out.empty());
}
