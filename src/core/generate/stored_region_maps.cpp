#include "core/generate/stored_region_maps.hpp"

#include <cmath>
#include <map>
#include <string>
#include <utility>

#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

constexpr std::string_view kDiagonalsMarker = " x";

// The lines grouped by the shape they claim, by size then jigsaw before jigsaw-X; a line of no
// shape gets a list of size 0, which serves no request (and fails the test that reads every line
// back).
std::vector<StoredMapList> lists_by_shape(std::span<const std::string_view> lines) {
    std::map<std::pair<int, bool>, std::vector<std::string_view>> by_shape;
    for (std::string_view line : lines) {
        const StoredMapShape shape = stored_map_shape(line);
        by_shape[{shape.size, shape.diagonals}].push_back(line);
    }
    std::vector<StoredMapList> lists;
    for (auto& [shape, group] : by_shape)
        lists.push_back(
            {.size = shape.first, .diagonals = shape.second, .lines = std::move(group)});
    return lists;
}

}  // namespace

StoredMapShape stored_map_shape(std::string_view line) {
    const bool diagonals = line.ends_with(kDiagonalsMarker);
    if (diagonals) line.remove_suffix(kDiagonalsMarker.size());
    const auto size =
        static_cast<int>(std::lround(std::sqrt(static_cast<double>(line.size()) / 2)));
    if (2 * static_cast<std::size_t>(size * size) != line.size()) return {0, diagonals};
    return {size, diagonals};
}

std::span<const StoredMapList> stored_map_lists() {
    static const std::vector<StoredMapList> lists = lists_by_shape(stored_jigsaw_map_lines());
    return lists;
}

const StoredMapList* stored_map_list(int size, bool diagonals) {
    for (const StoredMapList& list : stored_map_lists())
        if (list.size == size && list.diagonals == diagonals && !list.lines.empty()) return &list;
    return nullptr;
}

Result<Board> parse_stored_map(std::string_view line, int size, bool diagonals) {
    const auto cells = static_cast<std::size_t>(size * size);
    if (stored_map_shape(line).diagonals != diagonals)
        return unspecified_error(diagonals
                                     ? "stored map: no \" x\" (jigsaw-X) marker"
                                     : "stored map: a jigsaw-X map where a jigsaw map is asked");
    if (diagonals) line.remove_suffix(kDiagonalsMarker.size());
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
