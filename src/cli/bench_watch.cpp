// sudoku-cli bench-watch: the visualizer's quality bar measured through the SolverPlayer the
// GUI uses: events/s in turbo chunks (with the per-frame clock checks), memory while a long
// search runs, single steps back, and seeks back.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/solver_choice.hpp"
#include "core/search/player_run.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kDefaultEvents = 100'000'000;
constexpr std::uint64_t kDefaultBack = 1'000'000;
constexpr double kFrameBudgetSeconds = 0.008;  // the GUI's turbo budget per frame

const CommandSpec kSpec{
    "bench-watch",
    "PUZZLE_FILE_OR_LINE",
    "Plays one puzzle through the visualizer's SolverPlayer (enumerating, no breakpoints) the\n"
    "way the GUI's turbo does: chunks of 4096 events and a clock check after each, 8 ms per\n"
    "simulated frame. Reports events/s, peak memory (ru_maxrss) as the search grows, the time of\n"
    "--back single steps back (checked exact against a replay) and of seeks back by --back.",
    {kAlgoStepOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--events", "N", "events to play (default 100000000; fewer if the search ends)"},
     {"--back", "N", "single steps back, and the distance of the seek (default 1000000)"},
     {"--index", "K", "which puzzle of a file (1-based, default 1)"}},
    1,
    1,
};

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double peak_rss_mb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports kilobytes
}

void print_memory(const char* when, const core::SolverPlayer& player) {
    std::printf("%-26s maxrss %7.1f MB   player %6.1f MB   checkpoints %zu\n", when, peak_rss_mb(),
                static_cast<double>(player.memory_estimate()) / 1e6, player.checkpoint_count());
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto choice = read_solver_choice(*args, false);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    auto events = args->number("--events", kDefaultEvents, 1, UINT64_MAX);
    if (!events) return usage_error(kSpec, i18n::english(events.error()));
    auto back = args->number("--back", kDefaultBack, 0, UINT64_MAX);
    if (!back) return usage_error(kSpec, i18n::english(back.error()));
    auto index = args->number("--index", 1, 1, UINT64_MAX);
    if (!index) return usage_error(kSpec, i18n::english(index.error()));
    auto board = read_indexed_puzzle(args->operands().front(), *index);
    if (!board) {
        std::cerr << "sudoku-cli: bench-watch: " << i18n::english(board.error()) << "\n";
        return kExitFailed;
    }

    core::StepSolverOptions options = choice->step;
    options.stop_at_first_solution = false;
    auto made = core::SolverPlayer::create(*board, options);
    if (!made) {
        std::cerr << "sudoku-cli: bench-watch: " << i18n::english(made.error()) << "\n";
        return kExitFailed;
    }
    core::SolverPlayer& player = made.value();
    player.set_breakpoints({.on_solution = false});
    std::printf("puzzle: %s, algorithm %s\n", board->layout().describe().c_str(),
                core::algorithm_name(options.algorithm));
    print_memory("at start:", player);

    // [1] Turbo: frames of an 8 ms budget, clock checked after every chunk.
    const Clock::time_point start = Clock::now();
    std::uint64_t frames = 0;
    std::uint64_t report_at = *events / 4;
    while (player.position() < *events && !player.finished()) {
        const Clock::time_point frame_start = Clock::now();
        const auto has_time = [&] { return seconds_since(frame_start) < kFrameBudgetSeconds; };
        (void)core::advance_chunked(player, {.max_steps = *events - player.position()}, has_time);
        ++frames;
        if (player.position() >= report_at && report_at != 0) {
            const std::string when = "after " + std::to_string(player.position()) + " events:";
            print_memory(when.c_str(), player);
            report_at += *events / 4;
        }
    }
    const double turbo_seconds = seconds_since(start);
    const std::uint64_t played = player.position();
    std::printf("turbo: %llu events in %.3f s (%llu frames): %.2f million events/s%s\n",
                static_cast<unsigned long long>(played), turbo_seconds,
                static_cast<unsigned long long>(frames),
                static_cast<double>(played) / turbo_seconds / 1e6,
                player.finished() ? " (search complete)" : "");
    std::printf("solutions so far: %llu\n",
                static_cast<unsigned long long>(player.counters().solutions));

    // [2] Single steps back, then the exactness check against a replay from a checkpoint.
    const std::uint64_t steps_back = std::min(*back, played);
    Clock::time_point t = Clock::now();
    for (std::uint64_t i = 0; i < steps_back; ++i)
        (void)player.step_back();
    const double back_seconds = seconds_since(t);
    const core::Board stepped = player.board();
    const bool exact = stepped == player.solver_at_position().board();
    std::printf("%llu single steps back: %.3f s (%.0f ns each), board %s the replay\n",
                static_cast<unsigned long long>(steps_back), back_seconds,
                steps_back ? back_seconds / static_cast<double>(steps_back) * 1e9 : 0.0,
                exact ? "equals" : "DIFFERS FROM");

    // [3] Back to where the search was, then one seek back by the same distance.
    t = Clock::now();
    const bool returned = player.seek(played);
    std::printf("seek forward %llu events to %llu: %.3f s\n",
                static_cast<unsigned long long>(steps_back),
                static_cast<unsigned long long>(played), seconds_since(t));
    t = Clock::now();
    const bool sought = player.seek(played - steps_back);
    std::printf("seek back by %llu events: %.3f s\n", static_cast<unsigned long long>(steps_back),
                seconds_since(t));
    print_memory("at the end:", player);
    return exact && returned && sought ? kExitOk : kExitFailed;
}

}  // namespace

SUDOKU_CLI_COMMAND("bench-watch", "time the visualizer's player: turbo, steps back, memory", run);

}  // namespace sudoku::cli
