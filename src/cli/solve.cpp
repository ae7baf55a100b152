// sudoku-cli solve: one solution per puzzle, by the fast solver or one of the lessons' searches.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "cli/solver_choice.hpp"
#include "core/fast/search_deadline.hpp"
#include "core/text/grid_text.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "solve",
    "[FILE|-]...",
    "Solves each puzzle and prints one line per puzzle: the solution as a puzzle line,\n"
    "'unsolvable', or 'invalid: line N: <reason>'. Exit 0 when every puzzle was solved; 3\n"
    "when a search hit a limit (--max-nodes, --max-steps, --max-seconds) and printed\n"
    "'stopped: ...'.",
    {kAlgoAnyOption,
     kColumnRuleOption,
     kMaxNodesOption,
     kMaxSecondsOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--stats", nullptr,
      "append the search counters (placements backtracks checks max_depth; fast: guesses)"},
     {"--pretty", nullptr, "print the solution as a grid (the lessons' print) instead"},
     {"--max-steps", "N",
      "step solvers: give up after N events (default 1000000000: about half a minute of\n"
      "naive search, three minutes of mrv on a 25x25 board, so --max-seconds comes first\n"
      "there; 0 = never)"}},
};

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto choice = read_solver_choice(*args, true);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    const bool stats = args->flag("--stats");
    const bool pretty = args->flag("--pretty");
    // A bound, so the textbook search on a puzzle built against it never looks like a hang.
    auto max_steps = args->number("--max-steps", 1'000'000'000, 0, UINT64_MAX);
    if (!max_steps) return usage_error(kSpec, i18n::english(max_steps.error()));
    auto budget = read_search_budget(*args);
    if (!budget) return usage_error(kSpec, i18n::english(budget.error()));

    return run_per_puzzle(kSpec, *args, [&](const PuzzleContext& context, std::ostream& out) {
        const core::Board& puzzle = context.board;
        std::optional<core::Board> solution;
        std::string counters;
        if (choice->fast) {
            core::FastSolveOptions options;
            options.random_order = choice->step.order == core::ValueOrder::Random;
            options.seed = choice->step.seed;
            const auto result = fast_solve_within(puzzle, options, *budget, out);
            if (!result) return Outcome::Stopped;
            if (result->solutions > 0) solution = result->first;
            if (stats) counters = " guesses=" + std::to_string(result->guesses);
        } else {
            auto solver = core::make_step_solver(puzzle, choice->step);
            if (!solver) {
                out << "invalid: " << i18n::english(solver.error()) << "\n";
                return Outcome::Failed;
            }
            core::StepSolver& s = *solver.value();
            const core::SearchDeadline deadline(static_cast<double>(budget->max_seconds));
            // The clock is read every 65536 steps: a few milliseconds of mrv on 25x25.
            while ((*max_steps == 0 || s.counters().steps < *max_steps) &&
                   ((s.counters().steps & 0xFFFF) != 0 || !deadline.expired())) {
                if (!s.next()) break;
            }
            if (!s.finished() && s.counters().solutions == 0) {
                out << (deadline.expired()
                            ? limit_line(budget->max_seconds, "seconds", "--max-seconds")
                            : limit_line(*max_steps, "steps", "--max-steps"))
                    << "\n";
                return Outcome::Stopped;
            }
            if (s.counters().solutions > 0) solution = s.board();
            if (stats) {
                const core::SearchCounters& c = s.counters();
                counters = " placements=" + std::to_string(c.placements) +
                           " backtracks=" + std::to_string(c.backtracks) +
                           " checks=" + std::to_string(c.checks) +
                           " max_depth=" + std::to_string(c.max_depth);
                if (core::search_config(choice->step).infer != core::Inference::None)
                    counters += " eliminations=" + std::to_string(c.eliminations);
            }
        }
        if (!solution) {
            out << "unsolvable" << counters << "\n";
            return Outcome::Failed;
        }
        if (pretty) {
            // A grid, its counters on a line of their own, and a blank line between puzzles.
            out << core::format_pretty(*solution);
            if (!counters.empty()) out << counters.substr(1) << "\n";
            out << "\n";
        } else {
            out << core::format_puzzle_line(*solution) << counters << "\n";
        }
        return Outcome::Ok;
    });
}

}  // namespace

SUDOKU_CLI_COMMAND("solve", "solve puzzles (fast solver or the lessons' searches)", run);

}  // namespace sudoku::cli
