#include "core/lab/summary.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sudoku::core {

double quantile(std::span<const double> sorted, double p) {
    const double at = p * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(at));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    const double part = at - static_cast<double>(below);
    return sorted[below] + (sorted[above] - sorted[below]) * part;
}

Summary summarize(std::span<const double> values) {
    Summary s;
    if (values.empty()) return s;
    std::vector<double> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    s.count = sorted.size();
    double sum = 0.0;
    for (double v : sorted)
        sum += v;
    s.mean = sum / static_cast<double>(s.count);
    if (s.count > 1) {
        double squares = 0.0;
        for (double v : sorted)
            squares += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(squares / static_cast<double>(s.count - 1));
    }
    s.min = sorted.front();
    s.max = sorted.back();
    s.q1 = quantile(sorted, 0.25);
    s.median = quantile(sorted, 0.5);
    s.q3 = quantile(sorted, 0.75);
    return s;
}

}  // namespace sudoku::core
