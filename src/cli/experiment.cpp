// sudoku-cli experiment: the lab's experiments from the command line: configurations over a
// puzzle set on worker threads, the runs as CSV, a summary per configuration, and a chart as
// SVG or PNG (the same figure the game's Experiments window draws).
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/out_of_memory.hpp"
#include "core/lab/experiment_results.hpp"
#include "core/lab/lab_charts.hpp"
#include "core/plot/figure_svg.hpp"
#include "i18n/describe.hpp"
#include "io/atomic_file.hpp"
#include "render/figure_png.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "experiment",
    "",
    "Runs every configuration of --algos on every puzzle of --set, --repeat times each, on\n"
    "worker threads, each run stopping at its first solution or at the budget. With --repeat\n"
    "above 1, repetition r tries values in random order with seed --seed + r (the spread over\n"
    "tie-breaks); with 1, each configuration runs as named (ascending values, the lessons'\n"
    "counts). Prints one summary line per configuration (runs, solved, over budget, and the\n"
    "metric's mean, median, quartiles, min and max), writes every run as CSV with --csv\n"
    "(puzzle,label,givens,grade,config,repetition,status,placements,backtracks,checks,nodes,\n"
    "seconds) and a chart with --plot (.svg or .png). Nodes are placements for the step\n"
    "solvers and guesses for fast (which counts nothing else).",
    {{"--set", "SET",
      "FILE (any puzzle format), lessons, or gen:N:D:S (N puzzles at difficulty D, size S)"},
     {"--algos", "LIST",
      "configurations, comma-separated: naive, mrv, propagate, fast, algo=A,val=asc|random"},
     {"--repeat", "R", "runs per puzzle and configuration, 1..1000 (default 1)"},
     {"--seed", "S", "seed of the repetitions and of gen: sets (default 1)"},
     {"--budget-nodes", "N", "stop a run after N nodes (default 1000000; 0 = no limit)"},
     {"--budget-seconds", "S", "stop a run after S seconds (default 10; 0 = no limit)"},
     {"--threads", "T", "worker threads, 1..64 (default 2)"},
     {"--csv", "FILE", "write every run as CSV ('-' = standard output)"},
     {"--plot", "FILE", "write the chart as FILE.svg or FILE.png"},
     {"--chart", "CHART", "scatter, box (default) or bar"},
     {"--metric", "METRIC", "nodes (default), placements, backtracks, checks or seconds"},
     {"--x", "X", "scatter's x axis: givens (default) or difficulty (gen: sets)"}},
    0,
    0,
};

struct Options {
    core::ExperimentSpec spec;
    std::string set;
    std::string csv;
    std::string plot;
    std::string chart;
    core::Metric metric = core::Metric::Nodes;
    core::ScatterX x = core::ScatterX::Givens;
};

// Every option read and checked; the message names the bad option.
std::optional<std::string> read_options(const Args& args, Options& out) {
    out.set = args.value("--set").value_or("");
    if (out.set.empty()) return "--set is required (FILE, lessons or gen:N:D:S)";
    const std::string algos = args.value("--algos").value_or("");
    if (algos.empty()) return "--algos is required (e.g. --algos naive,mrv,fast)";
    auto configs = core::parse_configuration_list(algos);
    if (!configs) return "--algos: " + i18n::english(configs.error());
    out.spec.configs = std::move(*configs);
    const auto number = [&](const char* name, std::uint64_t fallback, std::uint64_t lo,
                            std::uint64_t hi, std::uint64_t& value) -> std::optional<std::string> {
        auto read = args.number(name, fallback, lo, hi);
        if (!read) return i18n::english(read.error());
        value = *read;
        return std::nullopt;
    };
    std::uint64_t repeat = 1, seed = 1, nodes = 0, seconds = 0, threads = 2;
    for (auto problem : {number("--repeat", 1, 1, core::kMaxRepeat, repeat),
                         number("--seed", 1, 0, UINT64_MAX / 2, seed),
                         number("--budget-nodes", 1000000, 0, UINT64_MAX, nodes),
                         number("--budget-seconds", 10, 0, 86400, seconds),
                         number("--threads", 2, 1, core::kMaxThreads, threads)})
        if (problem) return problem;
    out.spec.repeat = static_cast<int>(repeat);
    out.spec.seed = seed;
    out.spec.budget = {nodes, static_cast<double>(seconds)};
    out.spec.threads = static_cast<int>(threads);
    out.csv = args.value("--csv").value_or("");
    out.plot = args.value("--plot").value_or("");
    if (!out.plot.empty() && !out.plot.ends_with(".svg") && !out.plot.ends_with(".png"))
        return "--plot: '" + out.plot + "' must end in .svg or .png";
    auto chart = args.choice("--chart", "box", {"scatter", "box", "bar"});
    if (!chart) return i18n::english(chart.error());
    out.chart = *chart;
    auto metric = args.choice("--metric", "nodes",
                              {"nodes", "placements", "backtracks", "checks", "seconds"});
    if (!metric) return i18n::english(metric.error());
    for (core::Metric m : {core::Metric::Nodes, core::Metric::Placements, core::Metric::Backtracks,
                           core::Metric::Checks, core::Metric::Seconds})
        if (*metric == core::metric_name(m)) out.metric = m;
    auto x = args.choice("--x", "givens", {"givens", "difficulty"});
    if (!x) return i18n::english(x.error());
    out.x = *x == "difficulty" ? core::ScatterX::Difficulty : core::ScatterX::Givens;
    return std::nullopt;
}

// Every run is kept in memory until the end: more than core::kMaxRuns cannot fit.
std::optional<std::string> too_many_runs(std::size_t puzzles, const core::ExperimentSpec& spec) {
    const std::uint64_t runs = core::run_count(puzzles, spec.configs.size(), spec.repeat);
    if (runs <= core::kMaxRuns) return std::nullopt;
    return std::to_string(puzzles) + " puzzles x " + std::to_string(spec.configs.size()) +
           " configurations x --repeat " + std::to_string(spec.repeat) + " = " +
           (runs == UINT64_MAX ? std::string("too many") : std::to_string(runs)) +
           " runs; at most " + std::to_string(core::kMaxRuns) +
           " fit in memory (about 150 bytes each): use fewer puzzles, configurations or "
           "repetitions";
}

core::Result<std::vector<core::SetPuzzle>> read_set(const Options& options) {
    if (options.set == "lessons") return core::lesson_puzzle_set();
    if (options.set.starts_with("gen:")) {
        auto spec = core::parse_generate_spec(options.set);
        if (!spec) return spec.error();
        spec->seed = options.spec.seed;
        return core::generate_puzzle_set(*spec, nullptr, nullptr);
    }
    auto text = read_source(options.set);
    if (!text) return text.error();
    auto set = core::puzzle_set_from_text(*text);
    if (!set) return core::prefixed_error(options.set, set.error());
    return set;
}

void print_summary(const core::ExperimentResults& results, core::Metric metric) {
    std::printf("%-12s %6s %6s %6s %12s %12s %12s %12s %12s %12s  (%s)\n", "config", "runs",
                "solved", "budget", "mean", "median", "q1", "q3", "min", "max",
                core::metric_name(metric));
    for (std::size_t c = 0; c < results.spec.configs.size(); ++c) {
        const int ci = static_cast<int>(c);
        const core::Summary s = core::config_summary(results, ci, metric);
        std::printf("%-12s %6zu %6zu %6zu %12.6g %12.6g %12.6g %12.6g %12.6g %12.6g\n",
                    results.spec.configs[c].spec.c_str(), s.count,
                    core::count_status(results, ci, core::RunStatus::Solved),
                    core::count_status(results, ci, core::RunStatus::Budget), s.mean, s.median,
                    s.q1, s.q3, s.min, s.max);
    }
}

core::Chart chart_of(const core::ExperimentResults& results, const Options& options) {
    const std::string metric = core::metric_name(options.metric);
    const bool log_y = options.metric != core::Metric::Seconds;
    if (options.chart == "scatter") {
        const bool by_grade =
            options.x == core::ScatterX::Difficulty && core::difficulty_known(results);
        const std::string x = by_grade ? "difficulty (0 easy .. 4 evil)" : "givens";
        return core::scatter_chart(results, options.x, options.metric, log_y,
                                   {metric + " per puzzle", x, metric});
    }
    if (options.chart == "bar")
        return core::bar_chart(
            results, options.metric, log_y,
            {"mean " + metric + " (bar: one standard deviation)", "configuration", metric});
    return core::box_chart(results, options.metric, log_y,
                           {metric + " per configuration", "configuration", metric});
}

std::optional<std::string> write_outputs(const core::ExperimentResults& results,
                                         const Options& options) {
    if (!options.csv.empty()) {
        const std::string csv = core::results_csv(results);
        if (options.csv == "-") {
            std::cout << csv;
        } else if (auto error = io::write_file_atomic(
                       options.csv, csv, {.keep_backup = false, .create_folder = false})) {
            return i18n::english(*error);
        }
    }
    if (options.plot.empty()) return std::nullopt;
    const core::Figure figure = core::layout_chart(chart_of(results, options), 800, 500);
    if (options.plot.ends_with(".png")) {
        if (auto error = render::write_figure_png(figure, options.plot))
            return i18n::english(*error);
        return std::nullopt;
    }
    if (auto error = io::write_file_atomic(options.plot, core::figure_svg(figure),
                                           {.keep_backup = false, .create_folder = false}))
        return i18n::english(*error);
    return std::nullopt;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    Options options;
    if (auto problem = read_options(*args, options)) return usage_error(kSpec, *problem);
    auto set = [&] {
        const Doing doing("reading the puzzle set");
        return read_set(options);
    }();
    if (!set) return usage_error(kSpec, "--set: " + i18n::english(set.error()));
    if (auto problem = too_many_runs(set->size(), options.spec))
        return usage_error(kSpec, *problem);
    core::ExperimentRunner runner(
        std::make_shared<const std::vector<core::SetPuzzle>>(std::move(*set)), options.spec);
    const Doing doing("running the experiment");
    runner.wait();
    const core::ExperimentResults results = core::results_of(runner);
    if (options.csv != "-") print_summary(results, options.metric);
    if (auto problem = write_outputs(results, options)) {
        std::cerr << "sudoku-cli: experiment: " << *problem << "\n";
        return kExitFailed;
    }
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("experiment", "run configurations over a puzzle set: CSV, summary, charts", run);

}  // namespace sudoku::cli
