// Clue symmetry for generated puzzles: which cells are removed together so the givens form a
// pattern (180-degree rotation by default, as in most published puzzles).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

enum class Symmetry : std::uint8_t {
    None,       // cells are removed one at a time
    Rotate180,  // r,c <-> N-1-r,N-1-c
    Mirror,     // left-right: r,c <-> r,N-1-c
    Diagonal,   // reflection in the main diagonal: r,c <-> c,r
};

// "none", "rotate180", "mirror", "diagonal".
[[nodiscard]] const char* symmetry_name(Symmetry s);
// The name as a phrase of an error message, translatable (see core::Error).
[[nodiscard]] Error symmetry_phrase(Symmetry s);
[[nodiscard]] std::optional<Symmetry> parse_symmetry(std::string_view name);

// The cell that must be given (or empty) together with c.
[[nodiscard]] Cell symmetric_cell(int n, Cell c, Symmetry s);

// The board's cells grouped into orbits of one or two cells (each cell exactly once,
// orbits ordered by their first cell).
[[nodiscard]] std::vector<std::vector<Cell>> symmetry_orbits(int n, Symmetry s);

}  // namespace sudoku::core
