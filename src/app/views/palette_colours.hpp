// The colour marks' palette: nine colour-blind-safe colours (Okabe and Ito's eight with grey,
// plus Paul Tol's indigo) for palette indices 1..9, as fills that keep digits readable in
// each theme.
#pragma once

#include <imgui.h>

#include "app/views/theme.hpp"
#include "core/play/palette.hpp"

namespace sudoku::app {

// The opaque colour of palette index 1..kPaletteSize (0 or out of range: transparent).
[[nodiscard]] ImU32 palette_colour(core::Colour index);
// The colour as a cell fill in `theme`: translucent over the light board, stronger on dark
// and high-contrast boards, so that both the colour and the digit on it read.
[[nodiscard]] ImU32 palette_fill(core::Colour index, ThemeId theme);
// Black or white, whichever reads better on the opaque palette colour.
[[nodiscard]] ImU32 palette_ink(core::Colour index);

}  // namespace sudoku::app
