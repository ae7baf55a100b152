// sudoku-cli trace: every event of one of the lessons' searches, one per line.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/solver_choice.hpp"
#include "core/search/step_text.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kDefaultMaxSteps = 100'000;

const CommandSpec kSpec{
    "trace",
    "[FILE|-]...",
    "Runs a step solver on each puzzle and prints its events, one per line, such as\n"
    "'place r1c3 4 depth=2' or 'reject r1c3 5 depth=2 conflict=r1c7 unit=row'. The search\n"
    "stops at the first solution (all of them with --all) or after --max-steps events, then\n"
    "says 'stopped after N steps'. With several puzzles each trace opens with '# line N'.",
    {kAlgoStepOption,
     kColumnRuleOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--max-steps", "N", "stop after N events (default 100000)"},
     {"--all", nullptr, "keep searching after a solution (enumerate them all)"}},
};

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    auto choice = read_solver_choice(*args, false);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    auto max_steps = args->number("--max-steps", kDefaultMaxSteps, 1, UINT64_MAX);
    if (!max_steps) return usage_error(kSpec, i18n::english(max_steps.error()));
    choice->step.stop_at_first_solution = !args->flag("--all");

    return run_per_puzzle(
        kSpec, *args,
        [&](const PuzzleContext& context, std::ostream& out) {
            // Several traces share the output: each opens with where its puzzle came from.
            if (context.count > 1) out << "# " << context.input.where() << "\n";
            const core::Board& puzzle = context.board;
            auto solver = core::make_step_solver(puzzle, choice->step);
            if (!solver) {
                out << "invalid: " << i18n::english(solver.error()) << "\n";
                return Outcome::Failed;
            }
            core::StepSolver& s = *solver.value();
            const core::Layout& layout = puzzle.layout();
            std::uint64_t steps = 0;
            while (steps < *max_steps) {
                const auto step = s.next();
                if (!step) break;
                ++steps;
                out << core::describe_step(*step, layout) << "\n";
            }
            if (!s.finished()) {
                out << "stopped after " << steps << (steps == 1 ? " step\n" : " steps\n");
                return Outcome::Ok;
            }
            return s.counters().solutions > 0 ? Outcome::Ok : Outcome::Failed;
        },
        Reading::Whole);  // the "# line N" headers need to know whether there are several
}

}  // namespace

SUDOKU_CLI_COMMAND("trace", "print a step solver's events, one per line", run);

}  // namespace sudoku::cli
