#include "core/generate/evil_seeds.hpp"

#include <algorithm>

#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

std::vector<EvilSeedList> lists_by_shape(std::span<const std::string_view> lines) {
    std::vector<EvilSeedList> lists;
    for (std::string_view line : lines) {
        const auto board = parse_puzzle_line(line);
        const int size = board ? board->size() : 0;
        const bool jigsaw = board && board->layout().is_jigsaw();
        const BoxShape box = board && !jigsaw ? board->layout().box_shape() : BoxShape{};
        const bool diagonals = board && board->layout().spec().diagonals;
        auto list = std::find_if(lists.begin(), lists.end(), [&](const EvilSeedList& l) {
            return l.size == size && l.box == box && l.diagonals == diagonals && l.jigsaw == jigsaw;
        });
        if (list == lists.end())
            list = lists.insert(
                lists.end(),
                {.size = size, .box = box, .diagonals = diagonals, .jigsaw = jigsaw, .lines = {}});
        list->lines.push_back(line);
    }
    std::sort(lists.begin(), lists.end(), [](const EvilSeedList& a, const EvilSeedList& b) {
        if (a.size != b.size) return a.size < b.size;
        if (a.jigsaw != b.jigsaw) return b.jigsaw;
        return a.diagonals != b.diagonals ? b.diagonals : a.box.rows < b.box.rows;
    });
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
