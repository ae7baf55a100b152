// The results of a finished (or cancelled) experiment, what the table, the charts and the CSV
// export read: the set, the configurations and one record per run.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/lab/experiment.hpp"
#include "core/lab/summary.hpp"

namespace sudoku::core {

struct ExperimentResults {
    std::shared_ptr<const std::vector<SetPuzzle>> puzzles;
    ExperimentSpec spec;
    std::vector<RunRecord> records;
};

[[nodiscard]] ExperimentResults results_of(const ExperimentRunner& runner);

enum class Metric : std::uint8_t { Nodes, Placements, Backtracks, Checks, Seconds };

[[nodiscard]] const char* metric_name(Metric metric);  // "nodes", ... (the CSV's columns)
[[nodiscard]] double metric_value(const RunCounts& counts, Metric metric);

// The metric over every run of one configuration that was not cancelled.
[[nodiscard]] Summary config_summary(const ExperimentResults& results, int config, Metric metric);

// Runs of one configuration that hit the budget, and that solved their puzzle.
[[nodiscard]] std::size_t count_status(const ExperimentResults& results, int config,
                                       RunStatus status);

// One header line, then one line per run: puzzle,label,givens,grade,config,repetition,status,
// placements,backtracks,checks,nodes,seconds. Fields never hold commas or quotes. With
// `titles` (one per configuration: the game's names for them in the player's language) a last
// column, algorithm, holds each run's title, quoted.
[[nodiscard]] std::string results_csv(const ExperimentResults& results,
                                      const std::vector<std::string>& titles = {});

}  // namespace sudoku::core
