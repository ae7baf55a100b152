#include "core/generate/evil_seeds.hpp"

#include <map>
#include <tuple>
#include <utility>

#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

// Our own lines grouped by the shape each gives, by size, then boxed before jigsaw, classic
// before X, and by box rows; a line that does not parse lands in a list of size 0.
std::vector<EvilSeedList> lists_by_shape(std::span<const std::string_view> lines) {
    // size, jigsaw, diagonals, box rows, box columns
    using Shape = std::tuple<int, bool, bool, int, int>;
    std::map<Shape, std::vector<std::string_view>> by_shape;
    for (std::string_view line : lines) {
        const auto board = parse_puzzle_line(line);
        const bool jigsaw = board && board->layout().is_jigsaw();
        const BoxShape box = board && !jigsaw ? board->layout().box_shape() : BoxShape{};
        by_shape[{board ? board->size() : 0, jigsaw, board && board->layout().spec().diagonals,
                  box.rows, box.cols}]
            .push_back(line);
    }
    std::vector<EvilSeedList> lists;
    for (auto& [shape, group] : by_shape)
        lists.push_back({.size = std::get<0>(shape),
                         .box = {std::get<3>(shape), std::get<4>(shape)},
                         .diagonals = std::get<2>(shape),
                         .jigsaw = std::get<1>(shape),
                         .lines = std::move(group)});
    return lists;
}

std::vector<EvilSeedList> all_lists() {
    const auto known = evil_seed_lines();
    std::vector<EvilSeedList> lists{
        {.size = 9, .box = {3, 3}, .only_source = true, .lines = {known.begin(), known.end()}}};
    for (EvilSeedList& own : lists_by_shape(own_evil_seed_lines()))
        lists.push_back(std::move(own));
    return lists;
}

}  // namespace

std::span<const EvilSeedList> evil_seed_lists() {
    static const std::vector<EvilSeedList> lists = all_lists();
    return lists;
}

}  // namespace sudoku::core
