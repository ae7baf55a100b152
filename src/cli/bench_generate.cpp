// sudoku-cli bench-generate: median wall time per unique puzzle for one shape (the speed
// targets of the generator are measured with this, never asserted in tests).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>
#include <string_view>

#include "cli/bench_matrix.hpp"
#include "cli/command.hpp"
#include "cli/generate_request.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

// The p-th percentile (0..100) by linear interpolation between the nearest ranks: the median
// of an even count is the mean of the middle two.
double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * static_cast<double>(values.size() - 1);
    const auto low = static_cast<std::size_t>(rank);
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (rank - static_cast<double>(low)) * (values[high] - values[low]);
}

constexpr const char* kLevels[] = {"easy", "medium", "hard", "expert", "evil"};

// generate's options, with one more value for --difficulty: "all" runs each level in turn.
std::vector<OptionSpec> bench_option_specs() {
    std::vector<OptionSpec> specs = generate_option_specs();
    for (OptionSpec& option : specs)
        if (std::string_view(option.name) == "--difficulty")
            option.help =
                "easy, medium, hard, expert or evil: the grade must match; all = each "
                "level in turn, one line each";
    return specs;
}

const CommandSpec& spec() {
    static const CommandSpec kSpec{
        "bench-generate",
        "",
        "Generates --count puzzles (default 20; seeds S..S+C-1, default S=1) with the same\n"
        "options as 'generate' and reports the median, 90th percentile, mean, minimum and\n"
        "maximum wall time and the median and 90th percentile CPU time per unique puzzle,\n"
        "with the attempts, checks and bound hits per puzzle. With --matrix: every request the\n"
        "New game dialog offers (see bench-generate --matrix --help).",
        bench_option_specs(),
        0,
        0,
    };
    return kSpec;
}

// One request, timed over its seeds; one report line.
int bench_one(const std::vector<std::string>& raw) {
    auto parsed = parse_generate_command(spec(), raw);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    const GenerateRequest& request = std::get<GenerateRequest>(parsed);
    core::GeneratorOptions options = request.options;
    const int count = request.count_given ? request.count : 20;
    const std::uint64_t first_seed = request.seed_given ? options.seed : 1;

    std::vector<double> ms;
    std::vector<double> cpu_ms;
    double attempts = 0, maps = 0, patterns = 0, checks = 0, bound_hits = 0, empty = 0;
    int graded = 0;  // killer: puzzles of exactly the asked grade (else the closest is kept)
    for (int i = 0; i < count; ++i) {
        options.seed = first_seed + static_cast<std::uint64_t>(i);
        const auto start = std::chrono::steady_clock::now();
        core::KillerOptions killer = killer_options(request);
        killer.seed = options.seed;
        const std::clock_t cpu_start = std::clock();
        auto puzzle =
            request.killer ? core::generate_killer(killer) : core::generate_puzzle(options);
        const std::clock_t cpu_stop = std::clock();
        const auto stop = std::chrono::steady_clock::now();
        if (!puzzle) {
            std::cerr << "sudoku-cli: bench-generate: seed " << options.seed << ": "
                      << i18n::english(puzzle.error()) << "\n";
            return kExitFailed;
        }
        ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
        cpu_ms.push_back(1000.0 * static_cast<double>(cpu_stop - cpu_start) / CLOCKS_PER_SEC);
        attempts += puzzle->stats.attempts;
        maps += puzzle->stats.region_maps;
        patterns += puzzle->stats.pattern_grids;
        checks += static_cast<double>(puzzle->stats.checks);
        bound_hits += static_cast<double>(puzzle->stats.bound_hits);
        empty += puzzle->puzzle.empty_count();
        graded += puzzle->grade == killer.difficulty;
    }
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    double total = 0;
    for (double t : ms)
        total += t;
    char line[512];
    std::snprintf(line, sizeof line,
                  "%s: %d puzzles, median %.3f ms, p90 %.3f ms, mean %.3f ms, min %.3f ms, "
                  "max %.3f ms, median CPU %.3f ms, p90 CPU %.3f ms; per puzzle %.1f attempts, "
                  "%.1f region maps, %.1f grids by formula, "
                  "%.0f checks, %.1f bound hits, %.1f empty cells\n",
                  describe_request(request).c_str(), count, percentile(ms, 50), percentile(ms, 90),
                  total / count, sorted.front(), sorted.back(), percentile(cpu_ms, 50),
                  percentile(cpu_ms, 90), attempts / count, maps / count, patterns / count,
                  checks / count, bound_hits / count, empty / count);
    std::cout << line;
    if (request.killer)
        std::cout << "killer: " << graded << " of " << count << " graded "
                  << core::grade_name(killer_options(request).difficulty) << "\n";
    std::cout << std::flush;
    return kExitOk;
}

// `--difficulty all` (or `--difficulty=all`): the same command line once per level.
int run(const std::vector<std::string>& raw) {
    if (std::find(raw.begin(), raw.end(), "--matrix") != raw.end()) return run_generate_matrix(raw);
    std::vector<std::string> args = raw;
    std::string* level = nullptr;
    bool joined = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--difficulty=all") {
            level = &args[i];
            joined = true;
        } else if (args[i] == "--difficulty" && i + 1 < args.size() && args[i + 1] == "all") {
            level = &args[i + 1];
        }
    }
    if (!level) return bench_one(raw);
    for (const char* name : kLevels) {
        *level = joined ? std::string("--difficulty=") + name : std::string(name);
        if (const int code = bench_one(args); code != kExitOk) return code;
    }
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("bench-generate", "median time per generated unique puzzle for one shape", run);

}  // namespace sudoku::cli
