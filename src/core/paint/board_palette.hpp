// The colours a laid-out board uses, by role, and the ramp that colours a value by the depth
// of the search that placed it. The game fills it from its theme, the exports from theirs.
#pragma once

#include <cstdint>

#include "core/plot/chart.hpp"

namespace sudoku::core {

// How the depth ramp is toned to read on a theme's board.
enum class DepthTone : std::uint8_t { Light, Dark, HighContrast };

struct BoardPalette {
    PlotColour board{255, 255, 255, 255};  // empty cells
    PlotColour given_background{255, 255, 255, 255};
    PlotColour thin_line{0xC3, 0xCB, 0xD7, 255};
    PlotColour thick_line{0x34, 0x48, 0x61, 255};
    PlotColour given_digit{0x34, 0x48, 0x61, 255};
    PlotColour entry_digit{0x2F, 0x67, 0xC8, 255};  // a value placed at no known depth
    PlotColour note_digit{0x6E, 0x7C, 0x8F, 255};   // candidates
    PlotColour muted_text{0x6E, 0x7C, 0x8F, 255};
    PlotColour current_cell{0xBB, 0xDE, 0xFB, 255};   // the cell the event is about
    PlotColour failed_cell{0xF9, 0xD4, 0xD9, 255};    // a rejected value's cell, a dead end
    PlotColour conflict_cell{0xC3, 0xD7, 0xEA, 255};  // the peer holding a rejected value
    PlotColour hover{0x90, 0xA4, 0xBE, 40};
    PlotColour wrong_digit{0xD9, 0x3A, 0x4C, 255};
    PlotColour accent{0x2F, 0x67, 0xC8, 255};
    PlotColour conflict_outline{0xD9, 0x3A, 0x4C, 255};
    PlotColour hint_digit{0x1E, 0x8A, 0x3A, 255};
    PlotColour cursor_outline{0x2F, 0x67, 0xC8, 255};
    PlotColour diagonal_tint{0xF5, 0xB4, 0x00, 56};
    PlotColour diagonal_line{0xD9, 0x8E, 0x00, 255};
    PlotColour window_tint{0x8A, 0x63, 0xD2, 34};
    PlotColour window_outline{0x8A, 0x63, 0xD2, 200};
    PlotColour label_ink{255, 255, 255, 255};  // text on a coloured label
    DepthTone tone = DepthTone::Light;

    bool operator==(const BoardPalette&) const = default;
};

// The colour of values placed at `depth` (1 = first level) out of `deepest` possible: blue for
// the first choices through green and orange to red for the deepest, readable on the tone.
[[nodiscard]] PlotColour depth_colour(int depth, int deepest, DepthTone tone);

// `c` at opacity `alpha` (0..1) of its own.
[[nodiscard]] PlotColour with_opacity(PlotColour c, float alpha);

// a blended toward b by t (0..1), opaque.
[[nodiscard]] PlotColour mix_colours(PlotColour a, PlotColour b, float t);

}  // namespace sudoku::core
