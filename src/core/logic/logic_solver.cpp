#include "core/logic/logic_solver.hpp"

namespace sudoku::core {

const char* logic_status_name(LogicStatus status) {
    switch (status) {
        case LogicStatus::Solved:
            return "solved";
        case LogicStatus::Stuck:
            return "stuck";
        case LogicStatus::Contradiction:
            return "contradiction";
    }
    return "stuck";
}

std::optional<LogicStep> next_step(const CandidateGrid& grid, const LogicSolveOptions& options) {
    for (int r = 0; r < kTechniqueCount; ++r) {
        const Technique technique = technique_by_rank(r);
        if (!(options.techniques & technique_bit(technique))) continue;
        if (auto step = find_step(grid, technique, options.forcing)) return step;
    }
    return std::nullopt;
}

LogicSolveResult continue_logically(CandidateGrid& grid, const LogicSolveOptions& options) {
    LogicSolveResult result{LogicStatus::Stuck, {}, {}, std::nullopt, 0, grid.to_board()};
    // Every step removes at least one candidate or fills a cell, so the loop ends.
    while (true) {
        if (grid.find_contradiction()) {
            result.status = LogicStatus::Contradiction;
            break;
        }
        if (grid.is_solved()) {
            result.status = LogicStatus::Solved;
            break;
        }
        auto step = next_step(grid, options);
        if (!step) break;
        apply_step(grid, *step);
        ++result.counts[static_cast<int>(step->technique)];
        ++result.step_count;
        if (!result.hardest || technique_rank(*result.hardest) < technique_rank(step->technique))
            result.hardest = step->technique;
        if (options.record_steps) result.steps.push_back(std::move(*step));
    }
    result.board = grid.to_board();
    return result;
}

LogicSolveResult solve_logically(CandidateGrid grid, const LogicSolveOptions& options) {
    return continue_logically(grid, options);
}

LogicSolveResult solve_logically(const Board& board, const LogicSolveOptions& options) {
    return solve_logically(CandidateGrid(board), options);
}

std::optional<LogicStep> next_hint(const CandidateGrid& grid) {
    if (grid.is_solved() || grid.find_contradiction()) return std::nullopt;
    return next_step(grid);
}

std::optional<LogicStep> next_hint(const Board& board) {
    return next_hint(CandidateGrid(board));
}

std::vector<LogicStep> steps_to_next_placement(const Board& board) {
    CandidateGrid grid(board);
    std::vector<LogicStep> steps;
    while (auto step = next_hint(grid)) {
        apply_step(grid, *step);
        const bool places = !step->placements.empty();
        steps.push_back(std::move(*step));
        if (places) return steps;
    }
    return {};
}

}  // namespace sudoku::core
