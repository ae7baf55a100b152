// The logical solver: repeatedly applies the easiest technique that makes progress and records
// each step, until the board is solved or no technique applies. Also the game's hint queries.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid/board.hpp"
#include "core/logic/candidate_grid.hpp"
#include "core/logic/logic_step.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

enum class LogicStatus : std::uint8_t {
    Solved,         // every cell filled by logic
    Stuck,          // no technique applies: finishing needs guessing (or there are 2+ solutions)
    Contradiction,  // the position is broken (conflicting digits, or no solution)
};

// "solved", "stuck", "contradiction"
[[nodiscard]] const char* logic_status_name(LogicStatus status);

// A set of techniques, one bit per Technique.
using TechniqueSet = std::uint32_t;
[[nodiscard]] constexpr TechniqueSet technique_bit(Technique t) {
    return TechniqueSet{1} << static_cast<int>(t);
}
inline constexpr TechniqueSet kAllTechniques = (TechniqueSet{1} << kTechniqueCount) - 1;
// Every technique up to and including `last` in the solver's order.
[[nodiscard]] constexpr TechniqueSet techniques_up_to(Technique last) {
    return (technique_bit(last) << 1) - 1;
}

struct LogicSolveOptions {
    TechniqueSet techniques = kAllTechniques;
    ForcingOptions forcing{};
    bool record_steps = true;  // false: only count techniques (the generator grades many)
};

struct LogicSolveResult {
    LogicStatus status = LogicStatus::Stuck;
    std::vector<LogicStep> steps;               // empty unless record_steps
    std::array<int, kTechniqueCount> counts{};  // steps per technique
    std::optional<Technique> hardest;           // the hardest technique used (technique_rank)
    int step_count = 0;
    Board board;  // the position logic reached
};

// The first step the solver would take (easiest technique first), or nullopt when none applies.
[[nodiscard]] std::optional<LogicStep> next_step(const CandidateGrid& grid,
                                                 const LogicSolveOptions& options = {});

[[nodiscard]] LogicSolveResult solve_logically(CandidateGrid grid,
                                               const LogicSolveOptions& options = {});
[[nodiscard]] LogicSolveResult solve_logically(const Board& board,
                                               const LogicSolveOptions& options = {});
// The same on `grid` itself, which is left where logic stopped (its eliminations kept), so a
// caller can add a given there and go on.
LogicSolveResult continue_logically(CandidateGrid& grid, const LogicSolveOptions& options = {});

// The next logical step for a position, candidates computed from its digits alone: nullopt
// when it is solved, broken (conflicts or an empty cell without candidates) or stuck.
[[nodiscard]] std::optional<LogicStep> next_hint(const Board& board);
// The same on a player's own pencil marks (which may differ from the computed candidates).
[[nodiscard]] std::optional<LogicStep> next_hint(const CandidateGrid& grid);
// The steps from the position up to and including the first one that places a digit (a hint
// that ends in a fill); empty when logic gets stuck or the position is broken.
[[nodiscard]] std::vector<LogicStep> steps_to_next_placement(const Board& board);

}  // namespace sudoku::core
