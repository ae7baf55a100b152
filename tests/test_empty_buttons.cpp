// The New game dialog's empty-cell buttons (core::empty_button_cells): every count a button shows
// is one the dialog starts with its default symmetry, and the counts lowered for shapes where
// lesson 002's count is out of the generator's reach are reached within a fixed budget of checks.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/generate/generator.hpp"
#include "core/generate/new_game_settings.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

namespace {

NewGameSettings shape(int size, BoxShape box, Variant variant) {
    NewGameSettings s;
    s.size = size;
    s.box = box;
    s.variant = variant;
    s.difficulty = std::nullopt;
    return normalized(s);
}

}  // namespace

TEST_CASE("every empty-cell button starts with the default symmetry on every board") {
    // Before, 10x10 (37, 49), 12x12 (53, 71, 89), 14x14, 20x20 (247) and 22x22 showed odd
    // counts, which have no answer with 180-degree symmetry on an even board: the dialog named
    // the problem and started nothing.
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        std::vector<BoxShape> boxes = box_shapes(size);
        if (boxes.empty()) boxes.push_back(BoxShape{});
        for (int i = 0; i < static_cast<int>(boxes.size()) * static_cast<int>(Variant::Count);
             ++i) {
            const auto variant = static_cast<Variant>(i % static_cast<int>(Variant::Count));
            const BoxShape box =
                boxes[static_cast<std::size_t>(i / static_cast<int>(Variant::Count))];
            const NewGameSettings s = shape(size, box, variant);
            if (s.variant != variant) continue;  // not available on this board
            for (int level = 0; level < 3; ++level) {
                NewGameSettings asked = s;
                asked.empty = empty_button_cells(s, level);
                CAPTURE(size);
                CAPTURE(i);
                CAPTURE(asked.empty);
                CHECK(asked.empty > 0);
                CHECK(asked.empty <= lesson_empty_cells(size, level));
                CHECK_FALSE(validate_generator_options(to_generator_options(asked)).has_value());
                // Easy, medium and hard stay in order where a count is lowered.
                if (level > 0) CHECK(asked.empty > empty_button_cells(s, level - 1));
            }
        }
    }
    CHECK(empty_button_cells(shape(12, {3, 4}, Variant::Classic), 0) == 52);
    CHECK(empty_button_cells(shape(9, {3, 3}, Variant::Classic), 2) == 50);
    CHECK(empty_button_cells(shape(16, {4, 4}, Variant::Classic), 2) == 180);
    CHECK(empty_button_cells(shape(25, {5, 5}, Variant::Classic), 0) == 231);
    // 24x24 with 2x12 boxes: lesson 002's medium (284) is beyond the hard count it reaches (264).
    CHECK(empty_button_cells(shape(24, {2, 12}, Variant::Classic), 2) == 264);
    CHECK(empty_button_cells(shape(24, {2, 12}, Variant::Classic), 1) == 238);
}

TEST_CASE("a lowered hard button is reached within a fixed budget of checks") {
    // 16x16 with 2x8 boxes: 180 empty cells was never reached (each seed gave up after 60-90 s
    // of CPU, tens of thousands of checks); the button's count is reached by the removal pass
    // and a short local search. Two grids of 1,500 checks each at most.
    for (const BoxShape box : {BoxShape{2, 8}, BoxShape{8, 2}}) {
        const NewGameSettings s = shape(16, box, Variant::Classic);
        const int cells = empty_button_cells(s, 2);
        CHECK(cells < lesson_empty_cells(16, 2));
        for (std::uint64_t seed : {1, 2}) {
            GeneratorOptions o = to_generator_options(s);
            o.empty = cells;
            o.seed = seed;
            o.limits.max_attempts = 2;
            o.limits.local_moves = 1500;
            CAPTURE(box.rows);
            CAPTURE(seed);
            const auto made = generate_puzzle(o);
            REQUIRE_MESSAGE(made.ok(), (made.ok() ? "" : sudoku::i18n::english(made.error())));
            CHECK(made->puzzle.empty_count() == cells);
        }
    }
}
