// Where notes are drawn, and the glyph list the notes layer caches: it must change with the
// notes, the board's size in pixels and the colours, and stay the same otherwise.
#include <doctest/doctest.h>

#include <array>
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
