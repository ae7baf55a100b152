#include "core/generate/evil_seeds.hpp"

#include <array>

namespace sudoku::core {

std::span<const EvilSeedList> evil_seed_lists() {
    static const std::array<EvilSeedList, 4> lists{{
        {.size = 9, .box = {3, 3}, .only_source = true, .lines = evil_seed_lines()},
        {.size = 10, .box = {2, 5}, .only_source = false, .lines = evil_seed_lines_10x10()},
        {.size = 12, .box = {3, 4}, .only_source = false, .lines = evil_seed_lines_12x12()},
        {.size = 12, .box = {2, 6}, .only_source = false, .lines = evil_seed_lines_12x12_2x6()},
    }};
    return lists;
}

}  // namespace sudoku::core
