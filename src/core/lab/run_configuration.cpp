#include "core/lab/run_configuration.hpp"

#include <chrono>

#include "core/fast/fast_solver.hpp"

namespace sudoku::core {

namespace {

constexpr std::string_view kFast = "fast";

using Clock = std::chrono::steady_clock;

[[nodiscard]] double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

RunCounts run_fast(const Board& puzzle, const RunBudget& budget, const std::uint64_t* random_seed,
                   const std::atomic<bool>* cancel) {
    FastSolveOptions options;
    options.node_limit = budget.max_nodes;
    options.random_order = random_seed != nullptr;
    options.seed = random_seed != nullptr ? *random_seed : 0;
    options.cancel = cancel;
    // The fast solver has no clock of its own: a run past its seconds counts as over budget.
    const Clock::time_point start = Clock::now();
    const FastSolveResult result = fast_solve(puzzle, options);
    RunCounts counts;
    counts.seconds = seconds_since(start);
    counts.nodes = result.guesses;
    if (result.cancelled) {
        counts.status = RunStatus::Cancelled;
    } else if (result.aborted || (budget.max_seconds > 0 && counts.seconds > budget.max_seconds)) {
        counts.status = RunStatus::Budget;
    } else {
        counts.status = result.solutions > 0 ? RunStatus::Solved : RunStatus::NoSolution;
    }
    return counts;
}

RunCounts run_steps(const Configuration& config, const Board& puzzle, const RunBudget& budget,
                    const std::uint64_t* random_seed, const std::atomic<bool>* cancel) {
    StepSolverOptions options = config.step;
    options.stop_at_first_solution = true;
    if (random_seed != nullptr) {
        options.order = ValueOrder::Random;
        options.seed = *random_seed;
    }
    RunCounts counts;
    const Clock::time_point start = Clock::now();
    auto made = make_step_solver(puzzle, options);
    if (!made) return counts;  // conflicting givens: no solution, nothing searched
    StepSolver& solver = *made.value();
    const SearchCounters& c = solver.counters();
    counts.status = RunStatus::NoSolution;
    // The clock and the cancel flag are read every 4096 events: cheap, and still a few
    // milliseconds apart at most.
    for (std::uint64_t step = 1;; ++step) {
        if (budget.max_nodes != 0 && c.placements >= budget.max_nodes) {
            counts.status = RunStatus::Budget;
            break;
        }
        if ((step & 4095) == 0) {
            if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
                counts.status = RunStatus::Cancelled;
                break;
            }
            if (budget.max_seconds > 0 && seconds_since(start) > budget.max_seconds) {
                counts.status = RunStatus::Budget;
                break;
            }
        }
        if (!solver.next()) break;
    }
    if (c.solutions > 0) counts.status = RunStatus::Solved;
    counts.seconds = seconds_since(start);
    counts.placements = c.placements;
    counts.backtracks = c.backtracks;
    counts.checks = c.checks;
    counts.nodes = c.placements;
    return counts;
}

}  // namespace

std::vector<std::string> known_configuration_specs() {
    std::vector<std::string> specs;
    for (Algorithm a : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate})
        specs.emplace_back(algorithm_name(a));
    specs.emplace_back(kFast);
    return specs;
}

Result<Configuration> parse_configuration(std::string_view spec) {
    // Spaces around a spec are a typing slip ("naive, mrv"), not a different spec.
    while (!spec.empty() && spec.front() == ' ')
        spec.remove_prefix(1);
    while (!spec.empty() && spec.back() == ' ')
        spec.remove_suffix(1);
    Configuration config;
    config.spec = std::string(spec);
    if (spec == kFast) {
        config.fast = true;
        return config;
    }
    if (auto algorithm = parse_algorithm(spec)) {
        config.step.algorithm = *algorithm;
        return config;
    }
    std::string known;
    for (const std::string& name : known_configuration_specs())
        known += (known.empty() ? "" : ", ") + name;
    return coded_error(ErrorCode::LabUnknownConfig, {std::string(spec), known});
}

const char* run_status_name(RunStatus status) {
    switch (status) {
        case RunStatus::Solved:
            return "solved";
        case RunStatus::NoSolution:
            return "no-solution";
        case RunStatus::Budget:
            return "budget";
        case RunStatus::Cancelled:
            return "cancelled";
    }
    return "?";
}

RunCounts run_configuration(const Configuration& config, const Board& puzzle,
                            const RunBudget& budget, const std::uint64_t* random_seed,
                            const std::atomic<bool>* cancel) {
    return config.fast ? run_fast(puzzle, budget, random_seed, cancel)
                       : run_steps(config, puzzle, budget, random_seed, cancel);
}

}  // namespace sudoku::core
