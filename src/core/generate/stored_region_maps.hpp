// The stored jigsaw region maps, one list per board shape where random maps are slow to admit a
// solution (16x16 to 25x25, jigsaw and jigsaw-X): maps Sudoku Lab's own region generator drew
// and filled offline (scripts/make-jigsaw-maps), each stored with one solution grid, compiled in
// from assets/generator/jigsaw_maps_*.txt and jigsaw_x_maps_*.txt by
// cmake/embed_puzzle_lines.cmake.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

// Every stored line, of every shape: the solution grid's N*N symbols (1-9, A-P) followed by the
// N*N piece ids (1-9, A-P), as `generate --empty 0` writes the grid and its regions= field, then
// " x" on a jigsaw-X map. The line's length gives its size.
[[nodiscard]] std::span<const std::string_view> stored_jigsaw_map_lines();

struct StoredMapShape {
    int size = 0;  // 0: the length is 2*N*N for no N
    bool diagonals = false;
    bool operator==(const StoredMapShape&) const = default;
};

// The shape a stored line claims by its length and marker (parse_stored_map checks the rest).
[[nodiscard]] StoredMapShape stored_map_shape(std::string_view line);

struct StoredMapList {
    int size = 0;
    bool diagonals = false;
    std::vector<std::string_view> lines;
};

// Every compiled-in list, one per shape, by size then jigsaw before jigsaw-X.
[[nodiscard]] std::span<const StoredMapList> stored_map_lists();

// The list for a board shape, or nullptr (draw random maps as before).
[[nodiscard]] const StoredMapList* stored_map_list(int size, bool diagonals);

// One stored line read back as a solved board on its jigsaw layout. Errors: wrong length, a
// symbol or piece id out of range, pieces that are not N connected cells each (Layout::create),
// or a grid that is not a solution (a repeated digit in a unit).
[[nodiscard]] Result<Board> parse_stored_map(std::string_view line, int size, bool diagonals);

}  // namespace sudoku::core
