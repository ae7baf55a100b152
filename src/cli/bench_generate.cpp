// sudoku-cli bench-generate: median wall time per unique puzzle for one shape (the speed
// targets of the generator are measured with this, never asserted in tests).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/generate_request.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec& spec() {
    static const CommandSpec kSpec{
        "bench-generate",
        "",
        "Generates --count puzzles (default 20; seeds S..S+C-1, default S=1) with the same\n"
        "options as 'generate' and reports the median, mean, minimum and maximum wall time\n"
        "per unique puzzle, with the attempts, checks and bound hits per puzzle.",
        generate_option_specs(),
        0,
        0,
    };
    return kSpec;
}

int run(const std::vector<std::string>& raw) {
    auto parsed = parse_generate_command(spec(), raw);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    const GenerateRequest& request = std::get<GenerateRequest>(parsed);
    core::GeneratorOptions options = request.options;
    const int count = request.count_given ? request.count : 20;
    const std::uint64_t first_seed = request.seed_given ? options.seed : 1;

    std::vector<double> ms;
    double attempts = 0, maps = 0, checks = 0, bound_hits = 0, empty = 0;
    int graded = 0;  // killer: puzzles of exactly the asked grade (else the closest is kept)
    for (int i = 0; i < count; ++i) {
        options.seed = first_seed + static_cast<std::uint64_t>(i);
        const auto start = std::chrono::steady_clock::now();
        core::KillerOptions killer = killer_options(request);
        killer.seed = options.seed;
        auto puzzle =
            request.killer ? core::generate_killer(killer) : core::generate_puzzle(options);
        const auto stop = std::chrono::steady_clock::now();
        if (!puzzle) {
            std::cerr << "sudoku-cli: bench-generate: seed " << options.seed << ": "
                      << i18n::english(puzzle.error()) << "\n";
            return kExitFailed;
        }
        ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
        attempts += puzzle->stats.attempts;
        maps += puzzle->stats.region_maps;
        checks += static_cast<double>(puzzle->stats.checks);
        bound_hits += static_cast<double>(puzzle->stats.bound_hits);
        empty += puzzle->puzzle.empty_count();
        graded += puzzle->grade == killer.difficulty;
    }
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t mid = sorted.size() / 2;
    const double median = sorted.size() % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
    double total = 0;
    for (double t : ms)
        total += t;
    char line[512];
    std::snprintf(line, sizeof line,
                  "%s: %d puzzles, median %.3f ms, mean %.3f ms, min %.3f ms, max %.3f ms; "
                  "per puzzle %.1f attempts, %.1f region maps, %.0f checks, %.1f bound hits, "
                  "%.1f empty cells\n",
                  describe_request(request).c_str(), count, median, total / count, sorted.front(),
                  sorted.back(), attempts / count, maps / count, checks / count, bound_hits / count,
                  empty / count);
    std::cout << line;
    if (request.killer)
        std::cout << "killer: " << graded << " of " << count << " graded "
                  << core::grade_name(killer_options(request).difficulty) << "\n";
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("bench-generate", "median time per generated unique puzzle for one shape", run);

}  // namespace sudoku::cli
