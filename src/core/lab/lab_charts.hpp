// The lab's three charts of an experiment's results: scatter (givens or difficulty vs a
// metric, one series per configuration), box plot per configuration, bar chart of means with
// a spread bar of one standard deviation. Words (titles) come from the caller's language.
#pragma once

#include <string>

#include "core/lab/experiment_results.hpp"
#include "core/plot/chart.hpp"

namespace sudoku::core {

struct ChartWords {
    std::string title;
    std::string x_title;  // scatter: "givens" or "difficulty"; box and bar: "configuration"
    std::string y_title;  // the metric
};

enum class ScatterX : std::uint8_t { Givens, Difficulty };

// True when every puzzle of the set has a grade (generated sets), so Difficulty applies.
[[nodiscard]] bool difficulty_known(const ExperimentResults& results);

// Points skip cancelled runs; each point's tag is its index in results.records. Difficulty
// puts easy..evil at 0..4 (givens when some puzzle has no grade).
[[nodiscard]] Chart scatter_chart(const ExperimentResults& results, ScatterX x, Metric metric,
                                  bool log_y, const ChartWords& words);
[[nodiscard]] Chart box_chart(const ExperimentResults& results, Metric metric, bool log_y,
                              const ChartWords& words);
[[nodiscard]] Chart bar_chart(const ExperimentResults& results, Metric metric, bool log_y,
                              const ChartWords& words);

}  // namespace sudoku::core
