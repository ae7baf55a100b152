// sudoku-cli bench: solve every puzzle of a file and prove it unique, timed the way published
// Sudoku benchmarks measure (single thread, stop at the second solution).
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/solver_choice.hpp"
#include "core/fast/fast_solver.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "bench",
    "FILE|-",
    "Solves every puzzle of FILE and proves it unique (the search stops at the second\n"
    "solution), single-threaded; reading and checking the file is not timed. Prints the\n"
    "tally, for step solvers the events per second, and last\n"
    "'<N> puzzles in <S> s: <R> puzzles/s' for the fastest of the --repeat runs (wall clock;\n"
    "the process CPU time is printed too, as shared machines make wall time noisy).\n"
    "Exit 1 when some puzzle is invalid or unsolvable.",
    {kAlgoAnyOption,
     kOrderOption,
     kSeedOption,
     {"--limit-steps", "N", "step solvers: give up on a puzzle after N events (default: never)"},
     {"--repeat", "R", "run the whole file R times and report the fastest run (default 1)"}},
    1,
    1,
};

struct Tally {
    std::uint64_t unique = 0;
    std::uint64_t multiple = 0;
    std::uint64_t unsolvable = 0;
    std::uint64_t stopped = 0;  // step limit reached before the search was complete
    std::uint64_t events = 0;

    void add(std::uint64_t solutions, bool complete) {
        if (!complete && solutions < 2) {
            ++stopped;
        } else if (solutions == 0) {
            ++unsolvable;
        } else if (solutions == 1) {
            ++unique;
        } else {
            ++multiple;
        }
    }
};

Tally run_fast(const std::vector<const core::Board*>& boards, const SolverChoice& choice) {
    Tally tally;
    core::FastSolveOptions options;
    options.solution_limit = 2;
    options.random_order = choice.step.order == core::ValueOrder::Random;
    options.seed = choice.step.seed;
    for (const core::Board* board : boards) {
        const core::FastSolveResult result = core::fast_solve(*board, options);
        tally.add(static_cast<std::uint64_t>(result.solutions), !result.aborted);
    }
    return tally;
}

Tally run_steps(const std::vector<const core::Board*>& boards, SolverChoice choice,
                std::uint64_t limit_steps) {
    Tally tally;
    choice.step.stop_at_first_solution = false;
    for (const core::Board* board : boards) {
        auto made = core::make_step_solver(*board, choice.step);
        if (!made) {  // the givens were checked before timing; keep the tally honest anyway
            ++tally.unsolvable;
            continue;
        }
        core::StepSolver& solver = *made.value();
        const core::SearchCounters& counters = solver.counters();
        bool complete = true;
        while (counters.solutions < 2) {
            if (limit_steps != 0 && counters.steps >= limit_steps) {
                complete = false;
                break;
            }
            if (!solver.next()) break;
        }
        tally.events += counters.steps;
        tally.add(counters.solutions, complete);
    }
    return tally;
}

std::string rate(double count, double seconds) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.0f", seconds > 0 ? count / seconds : 0.0);
    return buffer;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto choice = read_solver_choice(*args, true);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    auto limit_steps = args->number("--limit-steps", 0, 1, UINT64_MAX);
    if (!limit_steps) return usage_error(kSpec, i18n::english(limit_steps.error()));
    auto repeat = args->number("--repeat", 1, 1, 1000);
    if (!repeat) return usage_error(kSpec, i18n::english(repeat.error()));

    auto puzzles = read_inputs(args->operands());
    if (!puzzles) {
        std::cerr << "sudoku-cli: bench: " << i18n::english(puzzles.error()) << "\n";
        return kExitUsage;
    }
    std::vector<const core::Board*> boards;
    std::uint64_t invalid = 0;
    for (const InputPuzzle& puzzle : *puzzles) {
        const std::string problem = puzzle_problem(puzzle);
        if (problem.empty()) {
            boards.push_back(&puzzle.text.board.value());
        } else {
            std::cout << "invalid: " << problem << "\n";
            ++invalid;
        }
    }
    if (puzzles->empty()) {
        std::cerr << "sudoku-cli: bench: no puzzle in the input\n";
        return kExitFailed;
    }

    // Best of R runs: the fastest run is the one least disturbed by other processes.
    Tally tally;
    double seconds = 0.0;
    double cpu_seconds = 0.0;
    for (std::uint64_t run_index = 0; run_index < *repeat; ++run_index) {
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu_start = std::clock();
        tally = choice->fast ? run_fast(boards, *choice) : run_steps(boards, *choice, *limit_steps);
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
        if (run_index == 0 || wall < seconds) seconds = wall;
        if (run_index == 0 || cpu < cpu_seconds) cpu_seconds = cpu;
    }

    char secs[32];
    std::snprintf(secs, sizeof secs, "%.3f", seconds);
    std::cout << "unique=" << tally.unique << " multiple=" << tally.multiple
              << " unsolvable=" << tally.unsolvable << " invalid=" << invalid;
    if (!choice->fast) std::cout << " stopped=" << tally.stopped;
    std::cout << "\n";
    if (!choice->fast)
        std::cout << tally.events << " events in " << secs
                  << " s: " << rate(static_cast<double>(tally.events), seconds) << " events/s\n";
    char cpu_secs[32];
    std::snprintf(cpu_secs, sizeof cpu_secs, "%.3f", cpu_seconds);
    std::cout << "cpu time " << cpu_secs
              << " s: " << rate(static_cast<double>(boards.size()), cpu_seconds) << " puzzles/s";
    if (*repeat > 1) std::cout << " (best of " << *repeat << " runs)";
    std::cout << "\n";
    std::cout << boards.size() << " puzzles in " << secs
              << " s: " << rate(static_cast<double>(boards.size()), seconds) << " puzzles/s\n";
    return invalid == 0 && tally.unsolvable == 0 ? kExitOk : kExitFailed;
}

}  // namespace

SUDOKU_CLI_COMMAND("bench", "time solving and proving uniqueness of a puzzle file", run);

}  // namespace sudoku::cli
