// sudoku-cli bench: solve every puzzle of a file and prove it unique, timed the way published
// Sudoku benchmarks measure (single thread, stop at the second solution).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <deque>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/solver_choice.hpp"
#include "core/dlx/dlx_solver.hpp"
#include "core/fast/classic9_simd.hpp"
#include "core/fast/fast_solver.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "bench",
    "FILE|-",
    "Solves every puzzle of FILE and proves it unique (the search stops at the second\n"
    "solution), single-threaded; reading and checking the file is not timed. The whole file\n"
    "is solved again and again (a pass) until --min-time seconds have passed and at least\n"
    "--repeat passes ran. Prints the tally, for step solvers the events per second, the\n"
    "passes (min, median and max seconds), and last '<N> puzzles in <S> s: <R> puzzles/s'\n"
    "for the median pass (wall clock; the median pass's process CPU time is printed too, as\n"
    "shared machines make wall time noisy). With the fast solver, the 9x9 kernel in use\n"
    "(SUDOKU_SIMD=scalar|sse41|avx2|avx512 forces one) and the guesses (branching decisions)\n"
    "of one pass, per CPU second. With dlx, Algorithm X's own solver (no events) and its\n"
    "nodes (rows chosen) of one pass. Exit 1 when some puzzle is invalid or unsolvable.",
    {kAlgoAnyOption,
     kColumnRuleOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--limit-steps", "N", "step solvers: give up on a puzzle after N events (default: never)"},
     {"--repeat", "R", "run at least R passes over the whole file (default 1)"},
     {"--min-time", "S",
      "pass again until S whole seconds have passed; 0 = just --repeat (default 1)"}},
    1,
    1,
};

struct Tally {
    std::uint64_t unique = 0;
    std::uint64_t multiple = 0;
    std::uint64_t unsolvable = 0;
    std::uint64_t stopped = 0;  // step limit reached before the search was complete
    std::uint64_t events = 0;
    std::uint64_t guesses = 0;  // fast solver: branching decisions (the search tree's size)
    std::uint64_t nodes = 0;    // dlx: rows chosen

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

// What the fast solver is handed per puzzle: a classic 9x9 board goes straight to the SIMD
// kernel as 81 digits (its givens copied out before timing, as other solvers' benchmarks hand
// them a string); every other board goes through fast_solve(). Only these are kept of a file
// (the parsed puzzles are dropped as they are read), so a big file of 9x9 puzzles costs 81
// bytes a puzzle.
struct FastInputs {
    std::vector<std::uint8_t> classic9;      // 81 digits per classic 9x9 puzzle
    std::vector<const core::Board*> others;  // every other puzzle
};

core::FastSolveOptions fast_options(const SolverChoice& choice) {
    core::FastSolveOptions options;
    options.solution_limit = 2;
    options.random_order = choice.step.order == core::ValueOrder::Random;
    options.seed = choice.step.seed;
    return options;
}

Tally run_fast(const FastInputs& inputs, const core::FastSolveOptions& options) {
    Tally tally;
    const core::SimdLevel level = core::active_simd_level();
    for (std::size_t at = 0; at < inputs.classic9.size(); at += 81) {
        core::Classic9Job job;
        job.givens = inputs.classic9.data() + at;
        job.limit = 2;
        const core::Classic9Outcome out = core::classic9_simd_solve(job, level);
        tally.add(static_cast<std::uint64_t>(out.solutions), !out.aborted);
        tally.guesses += out.guesses;
    }
    for (const core::Board* board : inputs.others) {
        const core::FastSolveResult result = core::fast_solve(*board, options);
        tally.add(static_cast<std::uint64_t>(result.solutions), !result.aborted);
        tally.guesses += result.guesses;
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

// Algorithm X without events: the dancing links as Knuth runs them, to the second solution.
Tally run_dlx(const std::vector<const core::Board*>& boards, const SolverChoice& choice) {
    Tally tally;
    const core::DlxOptions options{.rule = choice.step.column_rule, .solution_limit = 2};
    for (const core::Board* board : boards) {
        const auto result = core::dlx_solve(*board, options);
        if (!result) {  // the givens were checked before timing
            ++tally.unsolvable;
            continue;
        }
        tally.add(result->solutions, !result->stopped);
        tally.nodes += result->nodes;
    }
    return tally;
}

// Passes of a tiny file (a few puzzles) take microseconds: bound how many a run may take.
constexpr std::size_t kMaxPasses = 1000000;

// The middle value (the mean of the two middle ones for an even count); values is not empty.
double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

std::string rate(double count, double seconds) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.0f", seconds > 0 ? count / seconds : 0.0);
    return buffer;
}

// The outcome line, then the search's own measure: guesses (fast), nodes (dlx) or events.
void print_tally(const Tally& tally, const SolverChoice& choice, std::uint64_t invalid,
                 double seconds, double cpu_seconds) {
    const bool dlx = !choice.fast && choice.step.algorithm == core::Algorithm::Dlx;
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.3f", seconds);
    std::cout << "unique=" << tally.unique << " multiple=" << tally.multiple
              << " unsolvable=" << tally.unsolvable << " invalid=" << invalid;
    if (!choice.fast) std::cout << " stopped=" << tally.stopped;
    std::cout << "\n";
    if (choice.fast) {
        std::cout << "9x9 kernel: " << core::simd_level_name(core::active_simd_level()) << "\n";
        // Guesses per CPU second: the speed per node of the search, comparable across shapes.
        std::cout << "guesses=" << tally.guesses << ": "
                  << rate(static_cast<double>(tally.guesses), cpu_seconds) << " per cpu second\n";
    }
    if (dlx)
        std::cout << "nodes=" << tally.nodes << ": "
                  << rate(static_cast<double>(tally.nodes), cpu_seconds) << " per cpu second\n";
    else if (!choice.fast)
        std::cout << tally.events << " events in " << secs
                  << " s: " << rate(static_cast<double>(tally.events), seconds) << " events/s\n";
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
    auto min_time = args->number("--min-time", 1, 0, 600);
    if (!min_time) return usage_error(kSpec, i18n::english(min_time.error()));

    const core::FastSolveOptions options = fast_options(*choice);
    const bool dlx = !choice->fast && choice->step.algorithm == core::Algorithm::Dlx;
    FastInputs fast;
    std::deque<core::Board> kept;  // boards the step solvers or fast_solve() need (stable)
    std::uint64_t invalid = 0;
    const auto read = for_each_input(args->operands(), [&](InputPuzzle&& puzzle) {
        const std::string problem = puzzle_problem(puzzle);
        if (!problem.empty()) {
            std::cout << "invalid: " << problem << "\n";
            ++invalid;
            return;
        }
        const core::Board& board = puzzle.text.board.value();
        if (choice->fast && core::classic9_simd_applies(board, options)) {
            fast.classic9.insert(fast.classic9.end(), board.cells().begin(), board.cells().end());
            return;
        }
        kept.push_back(board);
    });
    if (!read) {
        std::cerr << "sudoku-cli: bench: " << i18n::english(read.error()) << "\n";
        return kExitUsage;
    }
    if (*read == 0) {
        std::cerr << "sudoku-cli: bench: no puzzle in the input\n";
        return kExitFailed;
    }
    fast.classic9.shrink_to_fit();
    std::vector<const core::Board*> boards;
    for (const core::Board& board : kept)
        boards.push_back(&board);
    if (choice->fast) fast.others = boards;
    const std::size_t usable = fast.classic9.size() / 81 + boards.size();

    if (auto problem = core::simd_environment_problem())
        std::cerr << "sudoku-cli: bench: " << *problem << "; using "
                  << core::simd_level_name(core::active_simd_level()) << "\n";

    // A single pass over a small file lasts milliseconds, within the noise of a shared
    // machine: repeat to a total of --min-time seconds and report the median pass.
    Tally tally;
    std::vector<double> walls;
    std::vector<double> cpus;
    double total = 0.0;
    while (walls.size() < *repeat ||
           (total < static_cast<double>(*min_time) && walls.size() < kMaxPasses)) {
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu_start = std::clock();
        if (choice->fast)
            tally = run_fast(fast, options);
        else if (dlx)
            tally = run_dlx(boards, *choice);
        else
            tally = run_steps(boards, *choice, *limit_steps);
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        cpus.push_back(static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
        walls.push_back(wall);
        total += wall;
    }
    const double seconds = median(walls);
    const double cpu_seconds = median(cpus);

    char secs[32];
    std::snprintf(secs, sizeof secs, "%.3f", seconds);
    print_tally(tally, *choice, invalid, seconds, cpu_seconds);
    char cpu_secs[32];
    std::snprintf(cpu_secs, sizeof cpu_secs, "%.3f", cpu_seconds);
    std::cout << "cpu time " << cpu_secs << " s: " << rate(static_cast<double>(usable), cpu_seconds)
              << " puzzles/s\n";
    char passes[160];
    std::snprintf(passes, sizeof passes,
                  "%zu passes in %.3f s: min %.6f s, median %.6f s, max %.6f s per pass\n",
                  walls.size(), total, *std::min_element(walls.begin(), walls.end()), seconds,
                  *std::max_element(walls.begin(), walls.end()));
    std::cout << passes;
    std::cout << usable << " puzzles in " << secs
              << " s: " << rate(static_cast<double>(usable), seconds) << " puzzles/s\n";
    return invalid == 0 && tally.unsolvable == 0 ? kExitOk : kExitFailed;
}

}  // namespace

SUDOKU_CLI_COMMAND("bench", "time solving and proving uniqueness of a puzzle file", run);

}  // namespace sudoku::cli
