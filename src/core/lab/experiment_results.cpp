#include "core/lab/experiment_results.hpp"

#include <cstdio>

namespace sudoku::core {

ExperimentResults results_of(const ExperimentRunner& runner) {
    return {std::make_shared<const std::vector<SetPuzzle>>(runner.puzzles()), runner.spec(),
            runner.records()};
}

const char* metric_name(Metric metric) {
    switch (metric) {
        case Metric::Nodes:
            return "nodes";
        case Metric::Placements:
            return "placements";
        case Metric::Backtracks:
            return "backtracks";
        case Metric::Checks:
            return "checks";
        case Metric::Seconds:
            return "seconds";
    }
    return "?";
}

double metric_value(const RunCounts& counts, Metric metric) {
    switch (metric) {
        case Metric::Nodes:
            return static_cast<double>(counts.nodes);
        case Metric::Placements:
            return static_cast<double>(counts.placements);
        case Metric::Backtracks:
            return static_cast<double>(counts.backtracks);
        case Metric::Checks:
            return static_cast<double>(counts.checks);
        case Metric::Seconds:
            return counts.seconds;
    }
    return 0.0;
}

Summary config_summary(const ExperimentResults& results, int config, Metric metric) {
    std::vector<double> values;
    for (const RunRecord& record : results.records)
        if (record.config == config && record.counts.status != RunStatus::Cancelled)
            values.push_back(metric_value(record.counts, metric));
    return summarize(values);
}

std::size_t count_status(const ExperimentResults& results, int config, RunStatus status) {
    std::size_t count = 0;
    for (const RunRecord& record : results.records)
        if (record.config == config && record.counts.status == status) ++count;
    return count;
}

namespace {

// A field in double quotes, its own quotes doubled (RFC 4180).
std::string csv_quoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

}  // namespace

std::string results_csv(const ExperimentResults& results, const std::vector<std::string>& titles) {
    const bool named = !titles.empty();
    std::string csv =
        "puzzle,label,givens,grade,config,repetition,status,placements,backtracks,checks,nodes,"
        "seconds";
    csv += named ? ",algorithm\n" : "\n";
    for (const RunRecord& record : results.records) {
        const SetPuzzle& puzzle = (*results.puzzles)[static_cast<std::size_t>(record.puzzle)];
        const RunCounts& c = record.counts;
        char numbers[160];
        std::snprintf(numbers, sizeof numbers, "%llu,%llu,%llu,%llu,%.6f",
                      static_cast<unsigned long long>(c.placements),
                      static_cast<unsigned long long>(c.backtracks),
                      static_cast<unsigned long long>(c.checks),
                      static_cast<unsigned long long>(c.nodes), c.seconds);
        csv += std::to_string(record.puzzle + 1) + "," + puzzle.label + "," +
               std::to_string(puzzle.givens()) + "," +
               (puzzle.grade ? grade_name(*puzzle.grade) : "") + "," +
               results.spec.configs[static_cast<std::size_t>(record.config)].spec + "," +
               std::to_string(record.repetition + 1) + "," + run_status_name(c.status) + "," +
               numbers;
        const auto config = static_cast<std::size_t>(record.config);
        if (named) csv += "," + csv_quoted(config < titles.size() ? titles[config] : std::string());
        csv += "\n";
    }
    return csv;
}

}  // namespace sudoku::core
