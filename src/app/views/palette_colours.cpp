#include "app/views/palette_colours.hpp"

#include "app/views/shape_painter.hpp"
#include "core/paint/mark_shapes.hpp"

namespace sudoku::app {

// The palette itself is core's (core/paint/mark_shapes): the board's marks are laid out there.
ImU32 palette_colour(core::Colour index) {
    return im_colour(core::mark_colour(index));
}

ImU32 palette_fill(core::Colour index, ThemeId theme) {
    const core::DepthTone tone = theme == ThemeId::Light  ? core::DepthTone::Light
                                 : theme == ThemeId::Dark ? core::DepthTone::Dark
                                                          : core::DepthTone::HighContrast;
    return im_colour(core::mark_fill(index, tone));
}

ImU32 palette_ink(core::Colour index) {
    return im_colour(core::mark_ink(index));
}

}  // namespace sudoku::app
