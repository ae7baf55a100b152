#include "core/generate/stored_region_maps.hpp"

#include <array>
#include <string>

#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

std::span<const StoredMapList> stored_map_lists() {
    static const std::array<StoredMapList, 2> lists{{
        {.size = 25, .diagonals = false, .lines = jigsaw_map_lines_25()},
        {.size = 25, .diagonals = true, .lines = jigsaw_x_map_lines_25()},
    }};
    return lists;
}

const StoredMapList* stored_map_list(int size, bool diagonals) {
    for (const StoredMapList& list : stored_map_lists())
        if (list.size == size && list.diagonals == diagonals && !list.lines.empty()) return &list;
    return nullptr;
}

Result<Board> parse_stored_map(std::string_view line, int size, bool diagonals) {
    const auto cells = static_cast<std::size_t>(size * size);
    if (line.size() != 2 * cells)
        return unspecified_error("stored map: " + std::to_string(line.size()) + " symbols, not " +
                                 std::to_string(2 * cells));
    // The puzzle line reader checks the symbols and the pieces (N connected cells each).
    std::string text(line.substr(0, cells));
    if (diagonals) text += " x";
    text += " regions=";
    text += line.substr(cells);
    auto board = parse_puzzle_line(text);
    if (!board) return board.error();
    if (board->size() != size || !board->layout().is_jigsaw() ||
        board->layout().spec().diagonals != diagonals)
        return unspecified_error("stored map: not a " + std::to_string(size) + "x" +
                                 std::to_string(size) + " jigsaw of that kind");
    if (board->empty_count() != 0) return unspecified_error("stored map: the grid is not full");
    if (auto conflict = validate_givens(*board)) return *conflict;
    return board;
}

}  // namespace sudoku::core
