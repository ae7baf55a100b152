#include "render/figure_png.hpp"

#include <cairo.h>

#include <cmath>

#include "render/font_face.hpp"

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
    cairo_font_extents_t font;
    cairo_font_extents(cr, &font);
    cairo_translate(cr, s.x0, s.y0);
    if (s.vertical) cairo_rotate(cr, -M_PI / 2);
    double x = 0;
    if (s.anchor == core::TextAnchor::Middle) x = -ext.x_advance / 2;
    if (s.anchor == core::TextAnchor::End) x = -ext.x_advance;
    // y0 is the middle of the line: the baseline sits half the ascent minus descent below.
    cairo_move_to(cr, x, (font.ascent - font.descent) / 2);
    set_plot_colour(cr, s.colour);
    cairo_show_text(cr, s.text.c_str());
    cairo_restore(cr);
}

void paint_shape(cairo_t* cr, const core::Shape& s) {
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
            cairo_rectangle(cr, std::min(s.x0, s.x1), std::min(s.y0, s.y1), std::abs(s.x1 - s.x0),
                            std::abs(s.y1 - s.y0));
            if (s.kind == core::ShapeKind::Rect) {
                cairo_set_line_width(cr, s.width);
                cairo_stroke(cr);
            } else {
                cairo_fill(cr);
            }
            break;
        case core::ShapeKind::Circle:
            set_plot_colour(cr, s.colour);
            cairo_arc(cr, s.x0, s.y0, s.x1, 0, 2 * M_PI);
            cairo_fill(cr);
            break;
        case core::ShapeKind::Text:
            paint_text(cr, s);
            break;
    }
}

}  // namespace

void paint_figure(cairo_t* cr, const core::Figure& figure) {
    static const FontFace font;  // opened once: the file never changes while running
    cairo_save(cr);
    cairo_set_font_face(cr, font.face());
    for (const core::Shape& s : figure.shapes)
        paint_shape(cr, s);
    cairo_restore(cr);
}

Image figure_image(const core::Figure& figure) {
    const int width = static_cast<int>(std::ceil(figure.width));
    const int height = static_cast<int>(std::ceil(figure.height));
    return paint_picture(width, height, [&](cairo_t* cr) { paint_figure(cr, figure); });
}

std::optional<core::Error> write_figure_png(const core::Figure& figure, const std::string& path) {
    if (auto bad = check_size(static_cast<std::int64_t>(figure.width))) return bad;
    if (auto bad = check_size(static_cast<std::int64_t>(figure.height))) return bad;
    return write_png(figure_image(figure), path);
}

}  // namespace sudoku::render
