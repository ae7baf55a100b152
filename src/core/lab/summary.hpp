// Summary statistics of a sample (a configuration's nodes over a puzzle set): mean, median,
// quartiles, extremes and spread, as the box plot and the bar chart show them.
#pragma once

#include <cstddef>
#include <span>

namespace sudoku::core {

struct Summary {
    std::size_t count = 0;
    double mean = 0.0;
    double stddev = 0.0;  // the sample standard deviation (n - 1); 0 for fewer than 2 values
    double min = 0.0;
    double q1 = 0.0;  // quartiles by linear interpolation between order statistics
    double median = 0.0;
    double q3 = 0.0;
    double max = 0.0;
};

// All zero for an empty sample.
[[nodiscard]] Summary summarize(std::span<const double> values);

// The p-quantile (0 <= p <= 1) of sorted values, interpolating between neighbours (the
// "type 7" rule of R and NumPy's default); `sorted` is not empty.
[[nodiscard]] double quantile(std::span<const double> sorted, double p);

}  // namespace sudoku::core
