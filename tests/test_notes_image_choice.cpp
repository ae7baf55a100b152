// When a layer of notes is drawn as one image rather than glyph by glyph: the break-even for a
// still layer and for one that keeps changing (its image would be redrawn), and how long a
// change keeps a layer counted as changing.
#include <doctest/doctest.h>

#include "app/support/notes_image_choice.hpp"

using sudoku::core::NotesImageChoice;

namespace {

constexpr std::size_t kArea = 100 * 100;  // a 100-pixel board

// A choice whose layer has not changed for long: it counts as still.
NotesImageChoice settled() {
    NotesImageChoice choice;
    for (int i = 0; i <= NotesImageChoice::kSettleFrames; ++i)
        (void)choice.use_image(0, kArea, false);
    return choice;
}

}  // namespace

TEST_CASE("a still layer is an image from one note per 150 pixels") {
    NotesImageChoice choice = settled();
    CHECK(choice.use_image(67, kArea, false));        // 67 x 150 = 10,050 >= 10,000
    CHECK_FALSE(choice.use_image(66, kArea, false));  // 9,900
    CHECK_FALSE(choice.changing());
}

TEST_CASE("a layer that changes every frame needs one note per 125 pixels") {
    NotesImageChoice choice = settled();
    // 70 notes: an image while still (10,500), glyphs while redrawn every frame (8,750).
    CHECK(choice.use_image(70, kArea, false));
    CHECK_FALSE(choice.use_image(70, kArea, true));
    CHECK(choice.changing());
    CHECK(choice.use_image(80, kArea, true));  // 80 x 125 = 10,000
    CHECK_FALSE(choice.use_image(79, kArea, true));
}

TEST_CASE("after a change a layer counts as changing until it settles") {
    NotesImageChoice choice = settled();
    CHECK_FALSE(choice.use_image(70, kArea, true));
    for (int i = 1; i < NotesImageChoice::kSettleFrames; ++i) {
        CAPTURE(i);
        CHECK_FALSE(choice.use_image(70, kArea, false));
    }
    CHECK(choice.use_image(70, kArea, false));  // the kSettleFrames-th still frame
    CHECK(choice.use_image(70, kArea, false));
    // A new change starts the count again.
    CHECK_FALSE(choice.use_image(70, kArea, true));
    CHECK_FALSE(choice.use_image(70, kArea, false));
}

TEST_CASE("a fresh layer counts as still until its first change") {
    NotesImageChoice choice;
    CHECK_FALSE(choice.changing());
    CHECK(choice.use_image(70, kArea, false));
}

TEST_CASE("no pixels or no notes never make an image") {
    NotesImageChoice choice = settled();
    CHECK_FALSE(choice.use_image(1000, 0, false));
    CHECK_FALSE(choice.use_image(0, kArea, false));
    CHECK_FALSE(choice.use_image(0, 0, true));
}

TEST_CASE("the boards measured: full 25x25 notes are an image even while changing, 9x9 never") {
    // 1280x800: a 25x25 board is 675 pixels wide, a 9x9 one 693 (docs/benchmarks.md, "Summary").
    NotesImageChoice choice;
    CHECK(choice.use_image(25 * 25 * 25, 675 * 675, true));
    NotesImageChoice nine = settled();
    CHECK_FALSE(nine.use_image(9 * 9 * 9, 693 * 693, false));
}
