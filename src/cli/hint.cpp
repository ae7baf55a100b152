// sudoku-cli hint: the next logical step for each puzzle, as the game's hint gives it: the
// technique and where, the explanation, then what it changes.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "core/logic/logic_text.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "hint",
    "[FILE|-]...",
    "Prints the next logical step for each puzzle (the easiest technique that applies) in\n"
    "three lines: the technique and where to look, the one-sentence explanation, and the\n"
    "change ('place r4c6 = 7' or 'remove 5 from r1c4 and r1c5'). With --all, prints every\n"
    "step of the logical solve, one per line, then how it ended. A solved board prints\n"
    "'solved'; a position logic cannot advance prints 'stuck: ...'; a broken one (no solution)\n"
    "prints 'broken: ...' and counts as a failure (exit 1). Several puzzles are separated by\n"
    "a blank line.",
    {{"--all", nullptr, "print the whole logical solve instead of the next step"}},
};

void print_steps(const core::Layout& layout, const core::LogicSolveResult& solve,
                 std::ostream& out) {
    for (std::size_t i = 0; i < solve.steps.size(); ++i)
        out << i + 1 << ". " << solve.steps[i].explanation << " ["
            << core::step_changes(layout, solve.steps[i]) << "]\n";
    out << core::logic_status_name(solve.status) << "\n";
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    const bool all = args->flag("--all");

    return run_per_puzzle(kSpec, *args, [&](const PuzzleContext& context, std::ostream& out) {
        if (context.index > 0) out << "\n";
        const core::Layout& layout = context.board.layout();
        if (all) {
            const auto solve = core::solve_logically(context.board);
            print_steps(layout, solve, out);
            return solve.status == core::LogicStatus::Contradiction ? Outcome::Failed : Outcome::Ok;
        }
        const core::CandidateGrid grid(context.board);
        if (grid.is_solved()) {
            out << "solved\n";
            return Outcome::Ok;
        }
        if (grid.find_contradiction()) {
            out << "broken: the givens leave a cell or a digit with no place (no solution)\n";
            return Outcome::Failed;
        }
        const auto step = core::next_hint(grid);
        if (!step) {
            out << "stuck: no technique applies; the next move needs a guess\n";
            return Outcome::Ok;
        }
        out << core::step_headline(layout, *step) << "\n"
            << step->explanation << "\n"
            << core::step_changes(layout, *step) << "\n";
        return Outcome::Ok;
    });
}

}  // namespace

SUDOKU_CLI_COMMAND("hint", "the next logical step for a puzzle, explained", run);

}  // namespace sudoku::cli
