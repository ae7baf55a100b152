#include "core/generate/empty_seeds.hpp"

#include <array>

namespace sudoku::core {

namespace {

constexpr int kHardButton16 = 180;  // lesson 002's "hard" on 16x16 (new_game_settings.cpp)

}  // namespace

std::span<const EmptySeedList> empty_seed_lists() {
    static const std::array<EmptySeedList, 4> lists{{
        {16, {4, 4}, false, false, kHardButton16, empty_seed_lines_16_4x4()},
        {16, {2, 8}, true, false, kHardButton16, empty_seed_lines_16_x_2x8()},
        {16, {4, 4}, true, false, kHardButton16, empty_seed_lines_16_x_4x4()},
        {16, {}, false, true, kHardButton16, empty_seed_lines_16_jigsaw()},
    }};
    return lists;
}

}  // namespace sudoku::core
