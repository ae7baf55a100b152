#include "core/paint/board_shapes.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::core::paint {

namespace {

Shape shape(ShapeKind kind, double x0, double y0, double x1, double y1, PlotColour colour) {
    Shape s;
    s.kind = kind;
    s.x0 = x0;
    s.y0 = y0;
    s.x1 = x1;
    s.y1 = y1;
    s.colour = colour;
    return s;
}

}  // namespace

Shape filled(double x0, double y0, double x1, double y1, PlotColour colour) {
    return shape(ShapeKind::FilledRect, x0, y0, x1, y1, colour);
}

Shape outline(double x0, double y0, double x1, double y1, PlotColour colour, double width,
              double rounding) {
    Shape s = shape(ShapeKind::Rect, x0, y0, x1, y1, colour);
    s.width = width;
    s.rounding = rounding;
    return s;
}

Shape line(double x0, double y0, double x1, double y1, PlotColour colour, double width) {
    Shape s = shape(ShapeKind::Line, x0, y0, x1, y1, colour);
    s.width = width;
    return s;
}

Shape ring(double x, double y, double radius, PlotColour colour, double width) {
    Shape s = shape(ShapeKind::Ring, x, y, radius, 0, colour);
    s.width = width;
    return s;
}

Shape dot(double x, double y, double radius, PlotColour colour) {
    return shape(ShapeKind::Circle, x, y, radius, 0, colour);
}

Shape glyph(char symbol, double x, double y, double size, PlotColour colour, double min_size,
            bool bold) {
    Shape s = shape(ShapeKind::Text, x, y, 0, 0, colour);
    s.text = std::string(1, symbol);
    s.anchor = TextAnchor::Middle;
    s.size = std::max(size, min_size);
    s.glyph = true;
    s.bold = bold;
    s.min_size = min_size;
    return s;
}

Shape pill(const std::string& text, double x, double y, double size, PlotColour fill,
           PlotColour ink, double min_size) {
    size = std::max(size, min_size);
    Shape s = shape(ShapeKind::Label, x, y, std::round(size * 0.4), std::round(size * 0.06), ink);
    s.text = text;
    s.anchor = TextAnchor::Middle;
    s.size = size;
    s.rounding = -1;
    s.fill = fill;
    s.min_size = min_size;
    return s;
}

}  // namespace sudoku::core::paint
