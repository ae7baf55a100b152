// The grader: a puzzle's human difficulty is the hardest technique its logical solve needs,
// reported next to the cost of the mrv backtracking search (teachers compare the two).
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/logic/logic_solver.hpp"
#include "core/search/mrv_cost.hpp"

namespace sudoku::core {

enum class Grade : std::uint8_t {
    Easy,    // singles only
    Medium,  // + pointing / claiming
    Hard,    // + naked / hidden subsets
    Expert,  // + fish, wings, colouring, forcing chains, Nishio
    Evil,    // logic gets stuck: needs guessing
};

// "easy", "medium", "hard", "expert", "evil"
[[nodiscard]] const char* grade_name(Grade grade);
// The name as a phrase of an error message, translatable (see core::Error).
[[nodiscard]] Error grade_phrase(Grade grade);
[[nodiscard]] std::optional<Grade> parse_grade(std::string_view name);
// The level a technique belongs to.
[[nodiscard]] Grade technique_grade(Technique technique);
// The grade a finished logical solve earns (Evil unless it solved the board).
[[nodiscard]] Grade grade_of(const LogicSolveResult& solve);

struct GradeOptions {
    bool mrv_cost = true;                       // also run the mrv search (bounded below)
    std::uint64_t mrv_step_limit = 20'000'000;  // events before the mrv search is abandoned
    ForcingOptions forcing{};
};

struct GradeReport {
    Grade grade = Grade::Evil;
    LogicStatus status = LogicStatus::Stuck;
    std::array<int, kTechniqueCount> technique_counts{};
    int step_count = 0;
    std::optional<MrvCost> mrv;  // when requested
};

// Fails on conflicting givens. Puzzles with no or several solutions get stuck (grade Evil);
// status says which.
[[nodiscard]] Result<GradeReport> grade_puzzle(const Board& puzzle,
                                               const GradeOptions& options = {});

// Whether the puzzle's grade is `cap` or easier, as grade_puzzle(puzzle).grade <= cap says, but
// solving with the techniques of that grade and below only: the full solver takes the easiest
// technique that applies at every step, so it needs a harder one exactly where this one gets
// stuck, and stopping there skips the costly search with the harder ones (the generator asks
// this of every removal while it carves towards a level). Conflicting givens count as Evil.
[[nodiscard]] bool grade_at_most(const Board& puzzle, Grade cap);
// The logical solver's options for that: the techniques of `cap` and below, no steps recorded.
[[nodiscard]] LogicSolveOptions solve_options_at_most(Grade cap);

}  // namespace sudoku::core
