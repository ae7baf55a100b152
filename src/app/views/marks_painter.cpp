#include "app/views/marks_painter.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "app/support/note_placement.hpp"
#include "app/views/board_view.hpp"
#include "app/views/palette_colours.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

using core::Cell;
using core::Digit;

// Where corner marks go, as fractions of the cell, in the order SudokuPad fills them:
// the four corners, then the middles of the top, bottom, left and right edges.
const std::array<ImVec2, 8> kCornerSpots{{{0.17f, 0.17f},
                                          {0.83f, 0.17f},
                                          {0.17f, 0.83f},
                                          {0.83f, 0.83f},
                                          {0.5f, 0.17f},
                                          {0.5f, 0.83f},
                                          {0.17f, 0.5f},
                                          {0.83f, 0.5f}}};

std::vector<Digit> digits_of(core::Mask mask) {
    std::vector<Digit> out;
    for (core::Mask m = mask; m != 0; m &= m - 1)
        out.push_back(core::mask_first(m));
    return out;
}

struct Ink {
    const FontSet& fonts;
    const Theme& theme;
    Digit selected;
};

// One small digit at `centre`, on its candidate colour when it has one.
void draw_mark(ImDrawList* dl, const Ink& ink, float height, ImVec2 centre, Digit d,
               core::Colour colour) {
    const FontSet::Digits font = ink.fonts.digits(height, false);
    ImU32 text = d == ink.selected ? ink.theme.note_highlight : ink.theme.note_digit;
    if (colour != 0) {
        const float h = std::max(font.size * 0.5f, 3.0f);
        dl->AddRectFilled(ImVec2(centre.x - h, centre.y - h), ImVec2(centre.x + h, centre.y + h),
                          palette_colour(colour), h * 0.4f);
        text = palette_ink(colour);
    }
    draw_centered_char(dl, font.font, font.size, centre, core::digit_symbol(d), text);
}

void draw_corners(ImDrawList* dl, const Ink& ink, ImVec2 p0, float cell,
                  const std::vector<Digit>& digits, const core::CandidateColours& colours) {
    const int k = static_cast<int>(digits.size());
    // Small cells get the smallest baked font, which may be taller than asked: keep its glyphs
    // inside the cell, clear of the grid lines.
    const auto inside = [&](float height, float fraction) {
        const float inset =
            std::min(cell * 0.5f, ink.fonts.digits(height, false).size * 0.5f + 1.5f);
        return std::clamp(fraction * cell, inset, cell - inset);
    };
    if (k <= static_cast<int>(kCornerSpots.size())) {
        const float height = cell * 0.27f;
        for (int i = 0; i < k; ++i)
            draw_mark(dl, ink, height,
                      ImVec2(p0.x + inside(height, kCornerSpots[i].x),
                             p0.y + inside(height, kCornerSpots[i].y)),
                      digits[i], colours[digits[i] - 1]);
        return;
    }
    // Many (large boards): along the top and bottom edges, evenly, shrinking to fit.
    const int top = (k + 1) / 2;
    const float step = cell * 0.9f / static_cast<float>(top);
    const float height = std::min(cell * 0.27f, step * 1.2f);
    for (int i = 0; i < k; ++i) {
        const int row = i < top ? 0 : 1;
        const int at = i < top ? i : i - top;
        const float x = p0.x + cell * 0.05f + step * (static_cast<float>(at) + 0.5f);
        const float y = p0.y + inside(height, row == 0 ? 0.16f : 0.84f);
        draw_mark(dl, ink, height, ImVec2(x, y), digits[i], colours[digits[i] - 1]);
    }
}

// Centre marks in the middle band: one line, or two when many, each digit shrinking to fit.
void draw_centre(ImDrawList* dl, const Ink& ink, ImVec2 p0, float cell,
                 const std::vector<Digit>& digits, const core::CandidateColours& colours) {
    const core::CentreSpots spots = core::centre_mark_spots(static_cast<int>(digits.size()), cell);
    for (std::size_t i = 0; i < digits.size(); ++i)
        draw_mark(dl, ink, spots.height,
                  ImVec2(p0.x + spots.centres[i].x, p0.y + spots.centres[i].y), digits[i],
                  colours[digits[i] - 1]);
}

}  // namespace

bool painted_marks(const core::Position& position, Cell c, bool centre_marks_too) {
    return position.digits.at(c) == core::kEmpty &&
           (position.corners[c] != 0 || position.candidate_colours[c] != core::CandidateColours{} ||
            (centre_marks_too && position.notes[c] != 0));
}

void draw_cell_colours(ImDrawList* dl, const BoardGeometry& geometry,
                       const core::Position& position, ThemeId theme) {
    for (Cell c = 0; c < position.digits.cell_count(); ++c) {
        if (position.colours[c] == 0) continue;
        const ImVec2 p0 = geometry.cell_min(c);
        dl->AddRectFilled(p0, ImVec2(p0.x + geometry.cell, p0.y + geometry.cell),
                          palette_fill(position.colours[c], theme));
    }
}

void draw_painted_marks(ImDrawList* dl, const FontSet& fonts, const BoardGeometry& geometry,
                        const core::Position& position, const Theme& theme, Digit selected_digit,
                        bool centre_marks_too) {
    const Ink ink{fonts, theme, selected_digit};
    for (Cell c = 0; c < position.digits.cell_count(); ++c) {
        if (!painted_marks(position, c, centre_marks_too)) continue;
        const ImVec2 p0 = geometry.cell_min(c);
        const auto& colours = position.candidate_colours[c];
        draw_corners(dl, ink, p0, geometry.cell, digits_of(position.corners[c]), colours);
        draw_centre(dl, ink, p0, geometry.cell, digits_of(position.notes[c]), colours);
    }
}

}  // namespace sudoku::app
