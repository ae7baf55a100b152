#include "app/views/palette_colours.hpp"

#include <array>

namespace sudoku::app {

namespace {

struct Rgb {
    int r, g, b;
};

// Okabe & Ito (2008) without black, then grey and Tol's indigo: told apart with every common
// colour-vision deficiency.
constexpr std::array<Rgb, core::kPaletteSize> kPalette{{
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

bool valid(core::Colour index) {
    return index >= 1 && index <= core::kPaletteSize;
}

}  // namespace

ImU32 palette_colour(core::Colour index) {
    if (!valid(index)) return IM_COL32(0, 0, 0, 0);
    const Rgb& c = kPalette[index - 1];
    return IM_COL32(c.r, c.g, c.b, 255);
}

ImU32 palette_fill(core::Colour index, ThemeId theme) {
    if (!valid(index)) return IM_COL32(0, 0, 0, 0);
    const Rgb& c = kPalette[index - 1];
    const int alpha = theme == ThemeId::Light ? 140 : theme == ThemeId::Dark ? 170 : 200;
    return IM_COL32(c.r, c.g, c.b, alpha);
}

ImU32 palette_ink(core::Colour index) {
    if (!valid(index)) return IM_COL32(0, 0, 0, 255);
    const Rgb& c = kPalette[index - 1];
    const int luma = (299 * c.r + 587 * c.g + 114 * c.b) / 1000;
    return luma > 140 ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255);
}

}  // namespace sudoku::app
