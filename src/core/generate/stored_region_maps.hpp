// The stored jigsaw region maps, one list per board shape where random maps rarely admit a
// solution (25x25, 25x25 X): maps Sudoku Lab's own region generator drew and filled
// offline (scripts/make-jigsaw-maps), each stored with one solution grid, compiled in from
// assets/generator/jigsaw_maps_*.txt by cmake/embed_puzzle_lines.cmake.
#pragma once

#include <span>
#include <string_view>

#include "core/grid/board.hpp"

namespace sudoku::core {

// One line per map: the solution grid's N*N symbols (1-9, A-P) followed by the N*N piece ids
// (1-9, A-P), as `generate --empty 0` writes the grid and its regions= field.
[[nodiscard]] std::span<const std::string_view> jigsaw_map_lines_25();
[[nodiscard]] std::span<const std::string_view> jigsaw_x_map_lines_25();

struct StoredMapList {
    int size = 0;
    bool diagonals = false;
    std::span<const std::string_view> lines;
};

// Every compiled-in list.
[[nodiscard]] std::span<const StoredMapList> stored_map_lists();

// The list for a board shape, or nullptr (draw random maps as before).
[[nodiscard]] const StoredMapList* stored_map_list(int size, bool diagonals);

// One stored line read back as a solved board on its jigsaw layout. Errors: wrong length, a
// symbol or piece id out of range, pieces that are not N connected cells each (Layout::create),
// or a grid that is not a solution (a repeated digit in a unit).
[[nodiscard]] Result<Board> parse_stored_map(std::string_view line, int size, bool diagonals);

}  // namespace sudoku::core
