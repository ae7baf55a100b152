#include "core/lab/run_configuration.hpp"

#include <chrono>

#include "core/base/check_point.hpp"
#include "core/dlx/column_rule.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/search/search_config.hpp"
#include "core/text/split_fields.hpp"

namespace sudoku::core {

namespace {

constexpr std::string_view kFast = "fast";

using Clock = std::chrono::steady_clock;

[[nodiscard]] double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

RunCounts run_fast(const Configuration& config, const Board& puzzle, const RunBudget& budget,
                   const std::uint64_t* random_seed, const std::atomic<bool>* cancel) {
    FastSolveOptions options;
    options.node_limit = budget.max_nodes;
    options.random_order = random_seed != nullptr || config.step.order == ValueOrder::Random;
    options.seed = random_seed != nullptr ? *random_seed : config.step.seed;
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
            if (stop_requested(cancel)) {
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

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    return text;
}

bool set_algorithm(Configuration& config, std::string_view name) {
    if (name == kFast) {
        config.fast = true;
        return true;
    }
    if (auto algorithm = parse_algorithm(name)) {
        config.fast = false;
        config.step.algorithm = *algorithm;
        return true;
    }
    return false;
}

// One heuristic switch (var, val, infer, seed) over the preset's: the switch is read with the
// heuristic switches' own parser, so the lab takes every value the CLI and Watch take.
bool set_switch(Configuration& config, std::string_view key, std::string_view part) {
    if (key != "var" && key != "val" && key != "infer" && key != "seed") return false;
    if (config.step.algorithm == Algorithm::Dlx) return false;
    const auto parsed = parse_search_config(trimmed(part));
    if (!parsed) return false;
    SearchConfig current = search_config(config.step);
    if (key == "var") current.var = parsed->var;
    if (key == "val") current.val = parsed->val;
    if (key == "infer") current.infer = parsed->infer;
    if (key == "seed") current.seed = parsed->seed;
    const ColumnRule rule = config.step.column_rule;
    config.step = step_options(current);
    config.step.column_rule = rule;
    return true;
}

Error unknown_error(std::string_view spec) {
    std::string known;
    for (const std::string& name : known_configuration_specs())
        known += (known.empty() ? "" : ", ") + name;
    return coded_error(ErrorCode::LabUnknownConfig, {std::string(spec), known});
}

}  // namespace

std::vector<std::string> known_configuration_specs() {
    std::vector<std::string> specs;
    for (Algorithm a : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate, Algorithm::Dlx})
        specs.emplace_back(algorithm_name(a));
    specs.emplace_back(kFast);
    return specs;
}

Result<Configuration> parse_configuration(std::string_view spec) {
    spec = trimmed(spec);
    Configuration config;
    config.spec = std::string(spec);
    if (spec.find('=') == std::string_view::npos) {
        if (!set_algorithm(config, spec)) return unknown_error(spec);
        return config;
    }
    for (std::string_view part : split_fields(spec, ',')) {
        const std::size_t eq = part.find('=');
        const std::string_view key = trimmed(part.substr(0, eq));
        const std::string_view value =
            eq == std::string_view::npos ? std::string_view() : trimmed(part.substr(eq + 1));
        bool known = false;
        if (key == "algo") {
            known = set_algorithm(config, value);
        } else if (key == "column-rule") {
            const auto rule = parse_column_rule(value);
            if (rule) config.step.column_rule = *rule;
            known = rule.has_value();
        } else if (!config.fast) {
            known = set_switch(config, key, part);
        }
        if (!known) return coded_error(ErrorCode::LabSpecPart, {config.spec, std::string(part)});
    }
    // A preset whose switches were changed is the configurable search (or stays the preset
    // when the switches are its own); Algorithm X keeps its own search.
    if (config.step.algorithm != Algorithm::Dlx) config.step = normalized_options(config.step);
    return config;
}

Result<std::vector<Configuration>> parse_configuration_list(std::string_view list) {
    const char separator = list.find(';') != std::string_view::npos ? ';' : ',';
    std::vector<std::string> specs;
    bool previous_has_keys = false;
    for (std::string_view part : split_fields(list, separator)) {
        part = trimmed(part);
        if (part.empty()) continue;
        const bool keys = part.find('=') != std::string_view::npos;
        if (separator == ',' && keys && previous_has_keys)
            specs.back() += "," + std::string(part);
        else
            specs.emplace_back(part);
        previous_has_keys = keys;
    }
    if (specs.empty()) return coded_error(ErrorCode::LabNoConfig);
    std::vector<Configuration> configs;
    for (const std::string& spec : specs) {
        auto config = parse_configuration(spec);
        if (!config) return config.error();
        configs.push_back(std::move(*config));
    }
    return configs;
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
    return config.fast ? run_fast(config, puzzle, budget, random_seed, cancel)
                       : run_steps(config, puzzle, budget, random_seed, cancel);
}

}  // namespace sudoku::core
