#include "core/paint/mark_shapes.hpp"

#include <algorithm>
#include <array>

#include "core/grid/symbols.hpp"
#include "core/paint/board_picture.hpp"
#include "core/paint/board_shapes.hpp"

namespace sudoku::core {

namespace {

struct PaletteRgb {
    std::uint8_t r, g, b;
};

// Okabe & Ito (2008) without black, then grey and Tol's indigo: told apart with every common
// colour-vision deficiency.
constexpr std::array<PaletteRgb, kPaletteSize> kMarkPalette{{
    {230, 159, 0},    // orange
    {86, 180, 233},   // sky blue
    {0, 158, 115},    // bluish green
    {240, 228, 66},   // yellow
    {0, 114, 178},    // blue
    {213, 94, 0},     // vermillion
    {204, 121, 167},  // reddish purple
    {153, 153, 153},  // grey
    {51, 34, 136},    // indigo
}};

bool in_palette(Colour index) {
    return index >= 1 && index <= kPaletteSize;
}

// Where corner marks go, as fractions of the cell, in the order SudokuPad fills them:
// the four corners, then the middles of the top, bottom, left and right edges.
constexpr std::array<MarkSpot, 8> kCornerSpots{{{0.17f, 0.17f},
                                                {0.83f, 0.17f},
                                                {0.17f, 0.83f},
                                                {0.83f, 0.83f},
                                                {0.5f, 0.17f},
                                                {0.5f, 0.83f},
                                                {0.17f, 0.5f},
                                                {0.83f, 0.5f}}};

std::vector<Digit> mark_digits(Mask mask) {
    std::vector<Digit> out;
    for (Mask m = mask; m != 0; m &= m - 1)
        out.push_back(mask_first(m));
    return out;
}

// The size a backend with these sizes draws a glyph asked at `height`.
float drawn_size(std::span<const float> sizes, float height) {
    if (sizes.empty()) return height;
    float pick = sizes.front();
    for (const float size : sizes)
        if (size <= height) pick = size;
    return pick;
}

// One cell's marks: its top-left corner, side and candidate colours.
struct CellInk {
    const MarkStyle& style;
    float x = 0.0f;
    float y = 0.0f;
    float cell = 0.0f;
    const CandidateColours& colours;
    std::vector<Shape>& out;

    // One small digit centred at (cx, cy), on its candidate colour when it has one.
    void mark(float height, float cx, float cy, Digit d) const {
        PlotColour text = d == style.highlighted ? style.highlight : style.note;
        if (const Colour colour = colours[d - 1]; colour != 0) {
            const float h = std::max(drawn_size(style.text_sizes, height) * 0.5f, 3.0f);
            Shape patch = paint::filled(cx - h, cy - h, cx + h, cy + h, mark_colour(colour));
            patch.rounding = h * 0.4f;
            out.push_back(patch);
            text = mark_ink(colour);
        }
        out.push_back(paint::glyph(digit_symbol(d), cx, cy, height, text, 0));
    }

    // A spot `fraction` of the way across, kept inside the cell by half the drawn glyph.
    [[nodiscard]] float inside(float height, float fraction) const {
        const float inset =
            std::min(cell * 0.5f, drawn_size(style.text_sizes, height) * 0.5f + 1.5f);
        return std::clamp(fraction * cell, inset, cell - inset);
    }

    void corners(const std::vector<Digit>& digits) const {
        const int k = static_cast<int>(digits.size());
        if (k <= static_cast<int>(kCornerSpots.size())) {
            const float height = cell * 0.27f;
            for (int i = 0; i < k; ++i)
                mark(height, x + inside(height, kCornerSpots[i].x),
                     y + inside(height, kCornerSpots[i].y), digits[i]);
            return;
        }
        // Many (large boards): along the top and bottom edges, evenly, shrinking to fit.
        const int top = (k + 1) / 2;
        const float step = cell * 0.9f / static_cast<float>(top);
        const float height = std::min(cell * 0.27f, step * 1.2f);
        for (int i = 0; i < k; ++i) {
            const int row = i < top ? 0 : 1;
            const int at = i < top ? i : i - top;
            mark(height, x + cell * 0.05f + step * (static_cast<float>(at) + 0.5f),
                 y + inside(height, row == 0 ? 0.16f : 0.84f), digits[i]);
        }
    }

    void centre(const std::vector<Digit>& digits) const {
        const CentreSpots spots = centre_mark_spots(static_cast<int>(digits.size()), cell);
        for (std::size_t i = 0; i < digits.size(); ++i)
            mark(spots.height, x + spots.centres[i].x, y + spots.centres[i].y, digits[i]);
    }
};

}  // namespace

PlotColour mark_colour(Colour index) {
    if (!in_palette(index)) return PlotColour{0, 0, 0, 0};
    const PaletteRgb& c = kMarkPalette[index - 1];
    return PlotColour{c.r, c.g, c.b, 255};
}

PlotColour mark_fill(Colour index, DepthTone tone) {
    if (!in_palette(index)) return PlotColour{0, 0, 0, 0};
    const PaletteRgb& c = kMarkPalette[index - 1];
    const std::uint8_t alpha = tone == DepthTone::Light ? 140 : tone == DepthTone::Dark ? 170 : 200;
    return PlotColour{c.r, c.g, c.b, alpha};
}

PlotColour mark_ink(Colour index) {
    if (!in_palette(index)) return PlotColour{0, 0, 0, 255};
    const PaletteRgb& c = kMarkPalette[index - 1];
    const int luma = (299 * c.r + 587 * c.g + 114 * c.b) / 1000;
    return luma > 140 ? PlotColour{0, 0, 0, 255} : PlotColour{255, 255, 255, 255};
}

bool painted_marks(const Position& position, Cell c, bool centre_marks_too) {
    return position.digits.at(c) == kEmpty &&
           (position.corners[c] != 0 || position.candidate_colours[c] != CandidateColours{} ||
            (centre_marks_too && position.notes[c] != 0));
}

void layout_cell_colour(const Position& position, Cell c, const BoardBox& box, DepthTone tone,
                        std::vector<Shape>& out) {
    if (position.colours[c] == 0) return;
    const Layout& layout = position.digits.layout();
    // In float, as the screen places its cells: whole pixels stay whole.
    const auto cell = static_cast<float>(box.cell);
    const float x = static_cast<float>(box.x) + static_cast<float>(layout.col_of(c)) * cell;
    const float y = static_cast<float>(box.y) + static_cast<float>(layout.row_of(c)) * cell;
    out.push_back(paint::filled(x, y, x + cell, y + cell, mark_fill(position.colours[c], tone)));
}

void layout_marks(const Position& position, const BoardBox& box, const MarkStyle& style,
                  std::vector<Shape>& out) {
    const Layout& layout = position.digits.layout();
    const auto cell = static_cast<float>(box.cell);
    for (Cell c = 0; c < layout.cell_count(); ++c) {
        if (!painted_marks(position, c, style.centre_marks_too)) continue;
        const CellInk ink{style,
                          static_cast<float>(box.x) + static_cast<float>(layout.col_of(c)) * cell,
                          static_cast<float>(box.y) + static_cast<float>(layout.row_of(c)) * cell,
                          cell,
                          position.candidate_colours[c],
                          out};
        ink.corners(mark_digits(position.corners[c]));
        ink.centre(mark_digits(position.notes[c]));
    }
}

CentreSpots centre_mark_spots(int k, float cell) {
    CentreSpots out;
    if (k <= 0) return out;
    const int lines = k > 5 ? 2 : 1;
    const int per_line = (k + lines - 1) / lines;
    const float width = cell * 0.62f;  // between the left and right edge marks
    const float step = width / static_cast<float>(std::max(per_line, 2));
    out.height = std::min(cell * 0.3f, step * 1.45f);
    for (int i = 0; i < k; ++i) {
        const int line = i / per_line;
        const int at = i % per_line;
        const int in_line = line == lines - 1 ? k - line * per_line : per_line;
        const float x =
            cell * 0.5f + (static_cast<float>(at) - static_cast<float>(in_line - 1) * 0.5f) * step;
        const float y =
            cell * 0.5f + (lines == 1 ? 0.0f : (line == 0 ? -0.55f : 0.55f) * out.height);
        out.centres.push_back({x, y});
    }
    return out;
}

}  // namespace sudoku::core
