// A chart laid out in pixels: the shapes every backend draws (SVG, cairo PNG, ImGui draw
// list), and where each scatter point landed for hovering. The board and the search tree are
// laid out into the same shapes (core/paint).
#pragma once

#include <string>
#include <vector>

#include "core/plot/chart.hpp"

namespace sudoku::core {

enum class ShapeKind : std::uint8_t {
    Line,
    Rect,
    FilledRect,
    Circle,
    Text,
    Ring,      // a circle's outline
    Triangle,  // filled, optionally outlined
    Label,     // text on a rounded box the backend sizes to the text (it alone can measure it)
};
enum class TextAnchor : std::uint8_t { Start, Middle, End };

struct Shape {
    ShapeKind kind = ShapeKind::Line;
    // Line: (x0, y0)-(x1, y1). Rect, FilledRect: corners. Circle, Ring: centre (x0, y0), radius
    // x1. Text, Label: anchor point (x0, y0), y0 the middle of the line of text; a Label's box
    // reaches x1 beyond the text across and y1 above and below it. Triangle: (x0, y0),
    // (x1, y1), (x2, y2).
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    PlotColour colour{};  // the stroke, the fill of FilledRect and Circle, a text's ink
    double width = 1.0;   // stroke width of lines, rectangles, circles
    std::string text;
    TextAnchor anchor = TextAnchor::Start;
    double size = 13.0;           // text size in pixels
    bool vertical = false;        // text turned a quarter left (the y axis title)
    double x2 = 0, y2 = 0;        // a Triangle's third corner
    double rounding = 0;          // Rect, FilledRect, Label: corner radius (< 0: half the height)
    PlotColour fill{0, 0, 0, 0};  // Triangle, Label: the inside (alpha 0: none)
    // Text: one symbol centred on its ink box at (x0, y0), not on its line (the board's
    // digits); `bold` in the bold digits (the givens).
    bool glyph = false;
    bool bold = false;
    // Text: a backend that snaps sizes to its baked fonts never goes below this (the projector's
    // smallest readable board text).
    double min_size = 0;

    bool operator==(const Shape&) const = default;
};

struct PlacedPoint {
    double x = 0, y = 0;
    int series = 0;
    int tag = -1;
};

struct Figure {
    double width = 0;
    double height = 0;
    std::vector<Shape> shapes;  // in drawing order
    std::vector<PlacedPoint> points;
    // The plot area inside the axes.
    double left = 0, top = 0, right = 0, bottom = 0;

    // The point nearest (x, y) within `radius` pixels, or -1 (an index into points).
    [[nodiscard]] int point_at(double x, double y, double radius) const;
};

struct FigureStyle {
    double font = 13.0;  // pixels; margins and marks scale with it
    PlotColour background{255, 255, 255, 255};
    PlotColour ink{40, 40, 40, 255};
    PlotColour grid{225, 225, 225, 255};
};

// Lays the chart out in width x height pixels. Log axes put values below 1 on the axis line.
[[nodiscard]] Figure layout_chart(const Chart& chart, double width, double height,
                                  const FigureStyle& style = {});

// Text width as the layout estimates it (code points x 0.6 x size), for the backends' tests.
[[nodiscard]] double estimated_text_width(const std::string& text, double size);

}  // namespace sudoku::core
