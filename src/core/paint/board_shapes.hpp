// The few shape makers the board's layout files share (core/paint inside only).
#pragma once

#include <string>

#include "core/plot/figure.hpp"

namespace sudoku::core::paint {

[[nodiscard]] Shape filled(double x0, double y0, double x1, double y1, PlotColour colour);
// A rectangle's outline `width` wide, its path through the corners (ImGui's AddRect).
[[nodiscard]] Shape outline(double x0, double y0, double x1, double y1, PlotColour colour,
                            double width, double rounding = 0);
[[nodiscard]] Shape line(double x0, double y0, double x1, double y1, PlotColour colour,
                         double width);
[[nodiscard]] Shape ring(double x, double y, double radius, PlotColour colour, double width);
[[nodiscard]] Shape dot(double x, double y, double radius, PlotColour colour);
// One symbol centred on its ink box at (x, y).
[[nodiscard]] Shape glyph(char symbol, double x, double y, double size, PlotColour colour,
                          double min_size, bool bold = false);
// Text on a pill (a box with round ends) centred at (x, y).
[[nodiscard]] Shape pill(const std::string& text, double x, double y, double size, PlotColour fill,
                         PlotColour ink, double min_size);

}  // namespace sudoku::core::paint
