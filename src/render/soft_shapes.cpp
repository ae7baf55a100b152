#include "render/soft_shapes.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::render {

namespace {

void paint_text(SoftCanvas& canvas, const SoftFont& font, const core::Shape& s) {
    if (s.glyph) {
        // Centred on its ink box, as the game centres a digit in its cell.
        const SoftFont::Ink ink = font.ink(s.text, s.size);
        soft_text(canvas, font, s.text, s.x0 - ink.x0 - (ink.x1 - ink.x0) / 2.0,
                  s.y0 - ink.y0 - (ink.y1 - ink.y0) / 2.0, s.size, s.colour);
        return;
    }
    const double advance = font.advance(s.text, s.size);
    double x = 0;
    if (s.anchor == core::TextAnchor::Middle) x = -advance / 2;
    if (s.anchor == core::TextAnchor::End) x = -advance;
    // y0 is the middle of the line: the baseline sits half the ascent minus descent below.
    const SoftFont::Metrics m = font.metrics(s.size);
    const double baseline = (m.ascent - m.descent) / 2;
    if (!s.vertical) {
        soft_text(canvas, font, s.text, s.x0 + x, s.y0 + baseline, s.size, s.colour);
        return;
    }
    // Turned a quarter left about (x0, y0): the line's point (a, b) lands at (x0 + b, y0 - a).
    const SoftFont::Rendered r = font.render(s.text, s.size, x, baseline);
    canvas.blend_mask(r.mask, static_cast<int>(std::lround(s.x0)) + r.y,
                      static_cast<int>(std::lround(s.y0)) - r.x, s.colour, true);
}

// Text on a box sized to it: the box reaches x1 beyond the text across, y1 above and below.
void paint_label(SoftCanvas& canvas, const SoftFont& font, const core::Shape& s) {
    const double w = font.advance(s.text, s.size), h = s.size;
    double left = s.x0;
    if (s.anchor == core::TextAnchor::Middle) left -= w / 2;
    if (s.anchor == core::TextAnchor::End) left -= w;
    const double x0 = left - s.x1, y0 = s.y0 - h / 2 - s.y1;
    const double x1 = left + w + s.x1, y1 = s.y0 + h / 2 + s.y1;
    canvas.fill_rect(x0, y0, x1, y1, s.rounding, s.fill);
    core::Shape text = s;
    text.kind = core::ShapeKind::Text;
    text.x0 = left;
    text.anchor = core::TextAnchor::Start;
    paint_text(canvas, font, text);
}

void paint_shape(SoftCanvas& canvas, const SoftFont& font, const core::Shape& s) {
    switch (s.kind) {
        case core::ShapeKind::Line:
            canvas.line(s.x0, s.y0, s.x1, s.y1, s.width, s.colour);
            break;
        case core::ShapeKind::Rect:
            canvas.stroke_rect(s.x0, s.y0, s.x1, s.y1, s.rounding, s.width, s.colour);
            break;
        case core::ShapeKind::FilledRect:
            canvas.fill_rect(s.x0, s.y0, s.x1, s.y1, s.rounding, s.colour);
            break;
        case core::ShapeKind::Circle:
            canvas.disc(s.x0, s.y0, s.x1, s.colour);
            break;
        case core::ShapeKind::Ring:
            canvas.ring(s.x0, s.y0, s.x1, s.width, s.colour);
            break;
        case core::ShapeKind::Triangle: {
            const double xs[3] = {s.x0, s.x1, s.x2};
            const double ys[3] = {s.y0, s.y1, s.y2};
            canvas.fill_triangle(xs, ys, s.fill);
            canvas.stroke_triangle(xs, ys, s.width, s.colour);
            break;
        }
        case core::ShapeKind::Text:
            paint_text(canvas, font, s);
            break;
        case core::ShapeKind::Label:
            paint_label(canvas, font, s);
            break;
    }
}

}  // namespace

void paint_shapes_soft(SoftCanvas& canvas, std::span<const core::Shape> shapes,
                       const SoftFont& font) {
    for (const core::Shape& s : shapes)
        paint_shape(canvas, font, s);
}

void soft_text(SoftCanvas& canvas, const SoftFont& font, const std::string& text, double x,
               double baseline, double size, core::PlotColour colour) {
    if (text.empty()) return;
    const SoftFont::Rendered r = font.render(text, size, x, baseline);
    canvas.blend_mask(r.mask, r.x, r.y, colour);
}

double soft_text_fit(SoftCanvas& canvas, const SoftFont& font, const FitText& line) {
    double size = line.size;
    double advance = font.advance(line.text, size);
    for (int i = 0; i < 8 && advance > line.max_width && advance > 0; ++i) {
        size *= std::min(0.97, line.max_width / advance);
        advance = font.advance(line.text, size);
    }
    soft_text(canvas, font, line.text, line.x, line.y, size, plot_colour(line.colour));
    return advance;
}

}  // namespace sudoku::render
