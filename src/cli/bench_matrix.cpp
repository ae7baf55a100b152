#include "cli/bench_matrix.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include "cli/args.hpp"
#include "cli/command.hpp"
#include "cli/matrix_summary.hpp"
#include "core/generate/new_game_matrix.hpp"
#include "core/generate/puzzle_request.hpp"
#include "core/logic/grader.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

// The bounds for a cold request, in CPU seconds: median under 1, 90th percentile under 2.
constexpr double kMedianTarget = 1.0;
constexpr double kP90Target = 2.0;

const CommandSpec& spec() {
    static const CommandSpec kSpec{
        "bench-generate --matrix",
        "",
        "Generates every request the New game dialog offers (size, box shape, variant, level,\n"
        "Killer with and without givens, the empty-cell buttons) --count times each (seeds\n"
        "S..S+C-1) and prints one line per request: median, 90th percentile and maximum CPU\n"
        "seconds, and MISS when the median is 1 s or more or the 90th percentile 2 s or more.\n"
        "A run stopped at --cell-limit (CPU seconds), or one the generator gave up, counts\n"
        "with the time it took and marks the request MISS (\"no answer\").",
        {
            {"--matrix", nullptr, "the whole matrix of the New game dialog"},
            {"--size", "N", "only requests of this size"},
            {"--variant", "V", "only this variant (classic, x, hyper, jigsaw, jigsaw-x)"},
            {"--difficulty", "D", "only this level (any, easy, medium, hard, expert, evil)"},
            {"--kind", "K", "only plain, killer or empty (the empty-cell buttons)"},
            {"--count", "C", "seeds per request (default 3)"},
            {"--seed", "S", "first seed (default 1)"},
            {"--cell-limit", "T", "CPU seconds before one generation is stopped (default 30)"},
            {"--summary", nullptr,
             "after the lines, a Markdown table per size: requests, over the target, the "
             "slowest"},
        },
        0,
        0,
    };
    return kSpec;
}

struct Filter {
    std::optional<int> size;
    std::optional<std::string> variant, difficulty, kind;
};

bool wanted(const core::PuzzleRequest& r, const Filter& f) {
    const core::NewGameSettings& s = r.settings;
    if (f.size && s.size != *f.size) return false;
    if (f.variant && *f.variant != core::variant_name(s.variant)) return false;
    if (f.difficulty &&
        *f.difficulty != (s.difficulty ? core::grade_name(*s.difficulty) : std::string("any")))
        return false;
    if (f.kind) {
        const char* kind = r.killer ? "killer" : s.empty >= 0 ? "empty" : "plain";
        if (*f.kind != kind) return false;
    }
    return true;
}

// One generation with a watchdog that cancels it once it has used `limit` seconds of CPU time
// (CPU, not wall time: on a loaded machine wall time would stop requests that are not slow).
struct Timed {
    double cpu_seconds;
    bool answered;  // false: stopped at the limit, or the generator gave up
};

double cpu_now() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

Timed time_one(const core::PuzzleRequest& request, double limit) {
    std::atomic<bool> cancel{false};
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    const double start = cpu_now();
    std::thread guard([&] {
        std::unique_lock lock(mutex);
        while (!wake.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; }))
            if (cpu_now() - start >= limit) cancel = true;
    });
    const auto puzzle = core::generate_for_request(request, &cancel);
    const double cpu = cpu_now() - start;
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    wake.notify_one();
    guard.join();
    return {cpu, puzzle.ok() && !cancel.load()};
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * static_cast<double>(values.size() - 1);
    const auto low = static_cast<std::size_t>(rank);
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (rank - static_cast<double>(low)) * (values[high] - values[low]);
}

// One request over its seeds, printed as one line.
MatrixCell bench_cell(core::PuzzleRequest request, int count, std::uint64_t first_seed,
                      double limit) {
    std::vector<double> cpu;
    int unanswered = 0;
    for (int i = 0; i < count; ++i) {
        request.settings.seed = first_seed + static_cast<std::uint64_t>(i);
        const Timed t = time_one(request, limit);
        cpu.push_back(t.cpu_seconds);
        unanswered += !t.answered;
    }
    const double median = percentile(cpu, 50), p90 = percentile(cpu, 90);
    const bool ok = unanswered == 0 && median < kMedianTarget && p90 < kP90Target;
    MatrixCell cell{.size = request.settings.size,
                    .kind = core::request_kind(request),
                    .median = median,
                    .p90 = p90,
                    .ok = ok};
    char line[256];
    std::snprintf(line, sizeof line, "%-56s median %7.3f s  p90 %7.3f s  max %7.3f s  %s",
                  cell.kind.c_str(), median, p90, *std::max_element(cpu.begin(), cpu.end()),
                  ok ? "ok" : "MISS");
    std::cout << line;
    if (unanswered > 0) std::cout << " (" << unanswered << " of " << count << " no answer)";
    std::cout << std::endl;
    return cell;
}

}  // namespace

int run_generate_matrix(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (const auto code = parse_or_exit(spec(), raw, args)) return *code;
    Filter filter;
    if (args->value("--size")) {
        auto size = args->number("--size", 0, core::kMinSize, core::kMaxSize);
        if (!size) return usage_error(spec(), i18n::english(size.error()));
        filter.size = static_cast<int>(*size);
    }
    filter.variant = args->value("--variant");
    filter.difficulty = args->value("--difficulty");
    filter.kind = args->value("--kind");
    auto count = args->number("--count", 3, 1, 1000);
    auto seed = args->number("--seed", 1, 0, UINT64_MAX / 2);
    auto limit = args->number("--cell-limit", 30, 1, 3600);
    for (const auto* r : {&count, &seed, &limit})
        if (!*r) return usage_error(spec(), i18n::english(r->error()));

    std::vector<MatrixCell> measured;
    int missed = 0;
    for (const core::PuzzleRequest& request : core::new_game_matrix()) {
        if (!wanted(request, filter)) continue;
        measured.push_back(
            bench_cell(request, static_cast<int>(*count), *seed, static_cast<double>(*limit)));
        missed += !measured.back().ok;
    }
    const auto cells = measured.size();
    if (cells == 0) return usage_error(spec(), "no request of the matrix matches the filters");
    if (args->flag("--summary")) print_matrix_summary(measured, std::cout);
    std::cout << cells << " requests, " << missed << " over the target (median < " << kMedianTarget
              << " s and p90 < " << kP90Target << " s of CPU)" << std::endl;
    return missed == 0 ? kExitOk : kExitFailed;
}

}  // namespace sudoku::cli
