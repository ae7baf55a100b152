#include "step_test_support.hpp"

#include <doctest/doctest.h>

#include <fstream>

#include "core/grid/symbols.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::test {

using namespace sudoku::core;

std::vector<std::string> shared_puzzles(const std::string& file) {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/" + file);
    REQUIRE_MESSAGE(in.good(), "cannot read " << file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        if (!is_skippable_line(line)) out.push_back(line);
    return out;
}

std::vector<EdgeCase> edge_cases() {
    std::vector<EdgeCase> out;
    for (const auto& line : shared_puzzles("edge_cases_with_counts.txt")) {
        const auto first = line.find(':');
        const auto second = line.find(':', first + 1);
        EdgeCase e;
        e.puzzle = line.substr(0, first);
        e.count = std::stoi(line.substr(first + 1, second - first - 1));
        if (second != std::string::npos) e.solution = line.substr(second + 1);
        out.push_back(e);
    }
    REQUIRE(out.size() == 43);
    return out;
}

std::string box_solution(int rows, int cols) {
    const int n = rows * cols;
    std::string out;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            out += digit_symbol(static_cast<Digit>((cols * (r % rows) + r / rows + c) % n + 1));
    return out;
}

Board blank_out(std::string_view solution, int keep_percent, std::string_view options) {
    std::string line(solution);
    for (std::size_t i = 0; i < line.size(); ++i) {
        const std::uint32_t hash = static_cast<std::uint32_t>(i) * 2654435761u;
        if ((hash >> 16) % 100 >= static_cast<std::uint32_t>(keep_percent)) line[i] = '.';
    }
    return board_of(line + std::string(options));
}

SolverRun run_solver(const Board& puzzle, const StepSolverOptions& options, std::uint64_t max_steps,
                     bool keep_events) {
    auto made = make_step_solver(puzzle, options);
    REQUIRE_MESSAGE(made.ok(), (made.ok() ? "" : sudoku::i18n::english(made.error())));
    StepSolver& solver = **made;
    SolverRun run;
    for (std::uint64_t i = 0; i < max_steps; ++i) {
        const auto step = solver.next();
        if (!step) break;
        if (keep_events) run.events.push_back(*step);
        if (step->kind == StepKind::Solution) run.solutions.push_back(solver.board());
    }
    run.counters = solver.counters();
    run.finished = solver.finished();
    return run;
}

bool same_event(const Step& a, const Step& b) {
    return a.kind == b.kind && a.cell == b.cell && a.digit == b.digit && a.depth == b.depth &&
           a.conflict == b.conflict && a.unit == b.unit;
}

std::string describe(const Layout& layout, const Step& step) {
    std::string s = step_kind_name(step.kind);
    if (step.cell != kNoCell) s += " " + layout.cell_name(step.cell);
    if (step.digit != 0) s += " " + std::to_string(step.digit);
    s += " depth=" + std::to_string(step.depth);
    if (step.conflict != kNoCell) s += " conflict=" + layout.cell_name(step.conflict);
    if (step.unit >= 0) s += " unit=" + layout.unit_name(step.unit);
    return s;
}

}  // namespace sudoku::test
