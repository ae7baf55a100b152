// The human solving techniques. Each finder returns the first step of its technique on a
// candidate grid (a deterministic scan order), or nullopt when the technique does not apply.
// They work on any layout: they iterate Layout::units() and peers, never a fixed 9x9 shape.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/logic_step.hpp"

namespace sudoku::core {

// Bounds for the forcing techniques, which try assumptions and propagate singles.
struct ForcingOptions {
    // Assumptions tried per search (each costs one singles propagation); cells with fewer
    // candidates are tried first, so on 9x9 the bound is rarely reached.
    int max_assumptions = 400;
    // Forcing chains start from cells with at most this many candidates.
    int max_branches = 3;
};

[[nodiscard]] std::optional<LogicStep> find_naked_single(const CandidateGrid& grid);
[[nodiscard]] std::optional<LogicStep> find_hidden_single(const CandidateGrid& grid);
// kind = Pointing: a box-like unit (box, region, window) confines a digit to another unit;
// kind = Claiming: a line (row, column, diagonal) confines a digit to another unit.
[[nodiscard]] std::optional<LogicStep> find_intersection(const CandidateGrid& grid, Technique kind);
// size 2..4: pair, triple, quad.
[[nodiscard]] std::optional<LogicStep> find_naked_subset(const CandidateGrid& grid, int size);
[[nodiscard]] std::optional<LogicStep> find_hidden_subset(const CandidateGrid& grid, int size);
// size 2 = X-Wing, 3 = Swordfish, 4 = Jellyfish; rows as base then columns as base.
[[nodiscard]] std::optional<LogicStep> find_fish(const CandidateGrid& grid, int size);
[[nodiscard]] std::optional<LogicStep> find_xy_wing(const CandidateGrid& grid);
[[nodiscard]] std::optional<LogicStep> find_xyz_wing(const CandidateGrid& grid);
[[nodiscard]] std::optional<LogicStep> find_simple_colouring(const CandidateGrid& grid);
[[nodiscard]] std::optional<LogicStep> find_forcing_chain(const CandidateGrid& grid,
                                                          const ForcingOptions& options = {});
[[nodiscard]] std::optional<LogicStep> find_nishio(const CandidateGrid& grid,
                                                   const ForcingOptions& options = {});

// Killer cages (core/logic/logic_killer.cpp): a cage's open cells lose the digits no way of
// making its remaining sum uses; the rule of 45 treats a unit's cells outside the cages wholly
// inside it as a cage of the rest of the unit's total (innies), or places the one cell of the
// cages covering a unit that lies outside it (outie).
[[nodiscard]] std::optional<LogicStep> find_cage_combination(const CandidateGrid& grid);
[[nodiscard]] std::optional<LogicStep> find_rule_of_45(const CandidateGrid& grid);
// The finder for one technique.
[[nodiscard]] std::optional<LogicStep> find_step(const CandidateGrid& grid, Technique technique,
                                                 const ForcingOptions& options = {});

// Applies a step's placements and eliminations to the grid.
void apply_step(CandidateGrid& grid, const LogicStep& step);

// Assumes nothing: propagates naked and hidden singles until none is left, the grid is solved
// or it breaks. Returns the contradiction, if any. Used by the forcing techniques.
std::optional<Contradiction> propagate_singles(CandidateGrid& grid);

}  // namespace sudoku::core
