// The cairo backend of core's shapes (core/plot/figure.hpp): charts, the board and the search
// tree laid out once in core and painted here for PNG, GIF and PDF, as the game paints the same
// shapes with ImGui (app/views/shape_painter).
#pragma once

#include <span>

#include "core/plot/figure.hpp"

typedef struct _cairo cairo_t;
typedef struct _cairo_font_face cairo_font_face_t;

namespace sudoku::render {

// Paints the shapes in order with `font` (the bold flag has no face of its own here).
void paint_shapes(cairo_t* cr, std::span<const core::Shape> shapes, cairo_font_face_t* font);

}  // namespace sudoku::render
