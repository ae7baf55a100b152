#include "render/shape_painter.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>

namespace sudoku::render {

namespace {

void set_plot_colour(cairo_t* cr, core::PlotColour c) {
    cairo_set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0);
}

void paint_text(cairo_t* cr, const core::Shape& s) {
    cairo_save(cr);
    cairo_set_font_size(cr, s.size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, s.text.c_str(), &ext);
    set_plot_colour(cr, s.colour);
    if (s.glyph) {
        // Centred on its ink box, as the game centres a digit in its cell.
        cairo_move_to(cr, s.x0 - ext.x_bearing - ext.width / 2.0,
                      s.y0 - ext.y_bearing - ext.height / 2.0);
        cairo_show_text(cr, s.text.c_str());
        cairo_restore(cr);
        return;
    }
    cairo_font_extents_t font;
    cairo_font_extents(cr, &font);
    cairo_translate(cr, s.x0, s.y0);
    if (s.vertical) cairo_rotate(cr, -M_PI / 2);
    double x = 0;
    if (s.anchor == core::TextAnchor::Middle) x = -ext.x_advance / 2;
    if (s.anchor == core::TextAnchor::End) x = -ext.x_advance;
    // y0 is the middle of the line: the baseline sits half the ascent minus descent below.
    cairo_move_to(cr, x, (font.ascent - font.descent) / 2);
    cairo_show_text(cr, s.text.c_str());
    cairo_restore(cr);
}

void rounded_rect(cairo_t* cr, double x0, double y0, double x1, double y1, double r) {
    r = std::min({r, (x1 - x0) / 2, (y1 - y0) / 2});
    if (r <= 0) {
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
        return;
    }
    cairo_new_sub_path(cr);
    cairo_arc(cr, x1 - r, y0 + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x1 - r, y1 - r, r, 0, M_PI / 2);
    cairo_arc(cr, x0 + r, y1 - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x0 + r, y0 + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

// Text on a box sized to it: the box reaches x1 beyond the text across, y1 above and below.
void paint_label(cairo_t* cr, const core::Shape& s) {
    cairo_set_font_size(cr, s.size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, s.text.c_str(), &ext);
    const double w = ext.x_advance, h = s.size;
    double left = s.x0;
    if (s.anchor == core::TextAnchor::Middle) left -= w / 2;
    if (s.anchor == core::TextAnchor::End) left -= w;
    const double x0 = left - s.x1, y0 = s.y0 - h / 2 - s.y1;
    const double x1 = left + w + s.x1, y1 = s.y0 + h / 2 + s.y1;
    set_plot_colour(cr, s.fill);
    rounded_rect(cr, x0, y0, x1, y1, s.rounding < 0 ? (y1 - y0) / 2 : s.rounding);
    cairo_fill(cr);
    core::Shape text = s;
    text.kind = core::ShapeKind::Text;
    text.x0 = left;
    text.anchor = core::TextAnchor::Start;
    paint_text(cr, text);
}

void paint_shape(cairo_t* cr, const core::Shape& s) {
    cairo_new_path(cr);  // show_text leaves a current point: an arc would join it with a line
    switch (s.kind) {
        case core::ShapeKind::Line:
            set_plot_colour(cr, s.colour);
            cairo_set_line_width(cr, s.width);
            cairo_move_to(cr, s.x0, s.y0);
            cairo_line_to(cr, s.x1, s.y1);
            cairo_stroke(cr);
            break;
        case core::ShapeKind::Rect:
        case core::ShapeKind::FilledRect:
            set_plot_colour(cr, s.colour);
            rounded_rect(cr, std::min(s.x0, s.x1), std::min(s.y0, s.y1), std::max(s.x0, s.x1),
                         std::max(s.y0, s.y1), s.rounding);
            if (s.kind == core::ShapeKind::Rect) {
                cairo_set_line_width(cr, s.width);
                cairo_stroke(cr);
            } else {
                cairo_fill(cr);
            }
            break;
        case core::ShapeKind::Circle:
        case core::ShapeKind::Ring:
            set_plot_colour(cr, s.colour);
            cairo_arc(cr, s.x0, s.y0, s.x1, 0, 2 * M_PI);
            if (s.kind == core::ShapeKind::Ring) {
                cairo_set_line_width(cr, s.width);
                cairo_stroke(cr);
            } else {
                cairo_fill(cr);
            }
            break;
        case core::ShapeKind::Triangle:
            cairo_move_to(cr, s.x0, s.y0);
            cairo_line_to(cr, s.x1, s.y1);
            cairo_line_to(cr, s.x2, s.y2);
            cairo_close_path(cr);
            set_plot_colour(cr, s.fill);
            cairo_fill_preserve(cr);
            set_plot_colour(cr, s.colour);
            cairo_set_line_width(cr, s.width);
            cairo_stroke(cr);
            break;
        case core::ShapeKind::Text:
            paint_text(cr, s);
            break;
        case core::ShapeKind::Label:
            paint_label(cr, s);
            break;
    }
}

}  // namespace

void paint_shapes(cairo_t* cr, std::span<const core::Shape> shapes, cairo_font_face_t* font) {
    cairo_save(cr);
    if (font != nullptr) cairo_set_font_face(cr, font);
    for (const core::Shape& s : shapes)
        paint_shape(cr, s);
    cairo_restore(cr);
}

}  // namespace sudoku::render
