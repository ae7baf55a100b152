// A chart as data: kind, titles, axes, and its series (scatter points), boxes (box plot) or
// bars (means with spread). Built once from results, then laid out by layout_chart.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sudoku::core {

struct PlotColour {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    bool operator==(const PlotColour&) const = default;
};

// A series colour for index i: ten distinct hues (Tableau 10), then again.
[[nodiscard]] PlotColour series_colour(std::size_t i);

enum class ChartKind : std::uint8_t { Scatter, Box, Bar };

struct ChartAxis {
    std::string title;
    bool log = false;
};

struct ChartPoint {
    double x = 0.0;
    double y = 0.0;
    int tag = -1;  // the caller's index (a run record) for hovering
};

struct ChartSeries {
    std::string name;
    std::vector<ChartPoint> points;
};

// One box of a box plot: whiskers reach min and max, the box q1..q3, a line at the median.
struct ChartBox {
    std::string name;
    double min = 0, q1 = 0, median = 0, q3 = 0, max = 0;
};

// One bar: the mean, and a spread bar from mean - spread to mean + spread.
struct ChartBar {
    std::string name;
    double mean = 0;
    double spread = 0;
};

struct Chart {
    ChartKind kind = ChartKind::Scatter;
    std::string title;
    ChartAxis x;  // Box and Bar: the categories are the boxes' or bars' names
    ChartAxis y;
    std::vector<ChartSeries> series;  // Scatter
    std::vector<ChartBox> boxes;      // Box
    std::vector<ChartBar> bars;       // Bar
};

}  // namespace sudoku::core
