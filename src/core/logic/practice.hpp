// Practice one technique: a position (digits and pencil marks) where the logical solver's next
// step uses it, found by solving generated puzzles step by step until it comes up, and the
// verdict on a player's answer (a cell and a digit the step places or removes).
#pragma once

#include <atomic>
#include <cstdint>
#include <span>

#include "core/base/result.hpp"
#include "core/logic/candidate_grid.hpp"
#include "core/logic/logic_step.hpp"

namespace sudoku::core {

struct PracticePosition {
    CandidateGrid grid;      // the digits so far and the candidates the solver has left
    LogicStep step;          // the next step: its technique is the one asked for
    std::uint64_t seed = 0;  // the generated puzzle's seed, to find the same position again
    Board puzzle;            // the generated puzzle the position comes from
};

// Seeds of generated 9x9 puzzles (no symmetry, any grade) whose logical solve meets the
// technique as its next step somewhere: found by solving seeds 1..40000 (the rarest, hidden
// quad and jellyfish, come up in 6 and 12 of them). Tests check every one.
[[nodiscard]] std::span<const std::uint64_t> practice_seeds(Technique technique);

// Whether practice offers the technique: the Killer cage techniques need cages, and practice
// draws from classic puzzles, so it offers every technique but those.
[[nodiscard]] bool practice_offers(Technique technique);

// The position of practice round `round` (0, 1, 2...): the puzzle of practice_seeds' seed
// round % count, solved until the technique is next.
[[nodiscard]] Result<PracticePosition> practice_position(Technique technique, int round);

// Searches the puzzles of seeds first_seed .. first_seed + puzzles - 1 for a position where the
// technique is next. Error PracticeNotFound naming the technique and the number searched.
[[nodiscard]] Result<PracticePosition> find_practice_position(
    Technique technique, std::uint64_t first_seed, int puzzles,
    const std::atomic<bool>* cancel = nullptr);

enum class PracticeVerdict : std::uint8_t {
    Right,      // the step places this digit here, or removes it from this cell
    RightCell,  // the step acts on this cell, with another digit
    WrongCell,  // the step does nothing in this cell
};

[[nodiscard]] PracticeVerdict judge_practice_answer(const LogicStep& step, Cell cell, Digit digit);

}  // namespace sudoku::core
