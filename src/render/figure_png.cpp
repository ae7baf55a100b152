#include "render/figure_png.hpp"

#include <cairo.h>

#include <cmath>

#include "render/font_face.hpp"
#include "render/shape_painter.hpp"

namespace sudoku::render {

void paint_figure(cairo_t* cr, const core::Figure& figure) {
    static const FontFace font;  // opened once: the file never changes while running
    paint_shapes(cr, figure.shapes, font.face());
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
