// [SECTION] index: helpers, the board, counters and stack, views
#include "render/painter.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "render/cairo_support.hpp"
#include "render/frame_text.hpp"
#include "render/shape_painter.hpp"

namespace sudoku::render {

namespace {

// [SECTION] helpers

void fill_rect(cairo_t* cr, double x, double y, double w, double h, Rgb c) {
    set_source_colour(cr, c);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
}

// Text of at most `size` high whose width fits `max_width` (shrunk to fit, never clipped), with
// its left end at x and its baseline at y. Returns the width drawn.
double draw_text_fit(cairo_t* cr, const std::string& text, double x, double y, double size,
                     double max_width, Rgb colour) {
    cairo_set_font_size(cr, size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, text.c_str(), &ext);
    // Hinting rounds advances, so a smaller size is not exactly proportionally narrower:
    // shrink until it fits.
    for (int i = 0; i < 8 && ext.x_advance > max_width && ext.x_advance > 0; ++i) {
        size *= std::min(0.97, max_width / ext.x_advance);
        cairo_set_font_size(cr, size);
        cairo_text_extents(cr, text.c_str(), &ext);
    }
    set_source_colour(cr, colour);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
    return ext.x_advance;
}

}  // namespace

// [SECTION] the board

void paint_board(cairo_t* cr, double x, double y, double side, const WatchFrame& frame,
                 const PaintStyle& style) {
    fill_rect(cr, x, y, side, side, style.theme.background);
    const core::BoardPicture picture = frame_picture(x, y, side, frame, style);
    paint_shapes(cr, picture.figure.shapes, style.font.face());
}

// [SECTION] counters and stack

namespace {

void paint_text_lines(cairo_t* cr, const std::vector<FitText>& lines, const PaintStyle& style) {
    cairo_set_font_face(cr, style.font.face());
    for (const FitText& line : lines)
        draw_text_fit(cr, line.text, line.x, line.y, line.size, line.max_width, line.colour);
}

// One line under the board: algorithm, step, placements, backtracks, depth, status.
void paint_counter_strip(cairo_t* cr, double x, double y, double w, double h, const WatchFrame& f,
                         const PaintStyle& style) {
    fill_rect(cr, x, y, w, h, style.theme.background);
    paint_text_lines(cr, counter_strip_text(x, y, w, h, f, style.words, style.theme), style);
}

void paint_panel(cairo_t* cr, double x, double y, double w, double h, const WatchFrame& f,
                 const PaintStyle& style) {
    fill_rect(cr, x, y, w, h, style.theme.background);
    paint_text_lines(cr, panel_text(x, y, w, h, f, style.words, style.theme), style);
}

}  // namespace

// [SECTION] views

void paint_view(cairo_t* cr, View view, int width, const WatchFrame& frame,
                const PaintStyle& style) {
    const double w = width;
    const double h = view_height(view, width);
    fill_rect(cr, 0, 0, w, h, style.theme.background);
    switch (view) {
        case View::Board:
            paint_board(cr, 0, 0, w, frame, style);
            break;
        case View::BoardCounters:
            paint_board(cr, 0, 0, w, frame, style);
            paint_counter_strip(cr, 0, w, w, h - w, frame, style);
            break;
        case View::Frame: {
            paint_board(cr, 0, 0, h, frame, style);
            const double pad = std::round(h * 0.03);
            paint_panel(cr, h + pad, pad, w - h - 2 * pad, h - 2 * pad, frame, style);
            break;
        }
    }
}

}  // namespace sudoku::render
