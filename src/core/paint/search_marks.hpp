// What a Watch board shows of a search at the player's position beyond the board itself: the
// stack, the candidates, the depth that placed each value and the candidates just struck.
// One computation for the game's lanes and the exported frames, so both mark the same cells.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/search/solver_player.hpp"

namespace sudoku::core {

struct SearchMarks {
    std::vector<StackFrame> stack;
    std::vector<Mask> candidates;          // per cell; empty cells only, when shown
    std::vector<std::uint8_t> cell_depth;  // depth of the event that placed the value (0 = none)
    std::vector<std::pair<Cell, Digit>> struck;  // candidates just eliminated
};

// Naive shows no candidates; the other searches do.
[[nodiscard]] bool shows_candidates(Algorithm algorithm);

// The marks at the player's position (behind its head the player replays from a checkpoint).
void search_marks(SolverPlayer& player, SearchMarks& out);

}  // namespace sudoku::core
