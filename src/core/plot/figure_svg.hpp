// The SVG backend of core/plot: a laid-out figure as a standalone SVG document (text, so the
// pure core writes it and the tests parse it).
#pragma once

#include <string>

#include "core/plot/figure.hpp"

namespace sudoku::core {

[[nodiscard]] std::string figure_svg(const Figure& figure);

}  // namespace sudoku::core
