#include "core/lab/lab_charts.hpp"

namespace sudoku::core {

namespace {

Chart chart_of(ChartKind kind, bool log_y, const ChartWords& words) {
    Chart chart;
    chart.kind = kind;
    chart.title = words.title;
    chart.x.title = words.x_title;
    chart.y.title = words.y_title;
    chart.y.log = log_y;
    return chart;
}

}  // namespace

bool difficulty_known(const ExperimentResults& results) {
    if (!results.puzzles || results.puzzles->empty()) return false;
    for (const SetPuzzle& p : *results.puzzles)
        if (!p.grade) return false;
    return true;
}

Chart scatter_chart(const ExperimentResults& results, ScatterX x, Metric metric, bool log_y,
                    const ChartWords& words) {
    Chart chart = chart_of(ChartKind::Scatter, log_y, words);
    const bool by_grade = x == ScatterX::Difficulty && difficulty_known(results);
    for (const Configuration& config : results.spec.configs)
        chart.series.push_back({config.spec, {}});
    for (std::size_t i = 0; i < results.records.size(); ++i) {
        const RunRecord& r = results.records[i];
        if (r.counts.status == RunStatus::Cancelled) continue;
        const SetPuzzle& p = (*results.puzzles)[static_cast<std::size_t>(r.puzzle)];
        const double px = by_grade ? static_cast<double>(*p.grade) : p.givens();
        chart.series[static_cast<std::size_t>(r.config)].points.push_back(
            {px, metric_value(r.counts, metric), static_cast<int>(i)});
    }
    return chart;
}

Chart box_chart(const ExperimentResults& results, Metric metric, bool log_y,
                const ChartWords& words) {
    Chart chart = chart_of(ChartKind::Box, log_y, words);
    for (std::size_t c = 0; c < results.spec.configs.size(); ++c) {
        const Summary s = config_summary(results, static_cast<int>(c), metric);
        chart.boxes.push_back({results.spec.configs[c].spec, s.min, s.q1, s.median, s.q3, s.max});
    }
    return chart;
}

Chart bar_chart(const ExperimentResults& results, Metric metric, bool log_y,
                const ChartWords& words) {
    Chart chart = chart_of(ChartKind::Bar, log_y, words);
    for (std::size_t c = 0; c < results.spec.configs.size(); ++c) {
        const Summary s = config_summary(results, static_cast<int>(c), metric);
        chart.bars.push_back({results.spec.configs[c].spec, s.mean, s.stddev});
    }
    return chart;
}

}  // namespace sudoku::core
