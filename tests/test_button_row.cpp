// How buttons side by side share a row: the usual shares while every label fits, a long label
// given just what it needs, an even shrink when the row is too narrow, and the row always filled
// to its end in whole pixels, whatever the room.
#include <doctest/doctest.h>

#include <cmath>
#include <numeric>
#include <vector>

#include "app/support/button_row.hpp"

using sudoku::app::split_button_row;

namespace {

constexpr float kPadding = 16.0f;
constexpr float kSpacing = 8.0f;

float row_end(const std::vector<float>& widths) {
    return std::accumulate(widths.begin(), widths.end(), 0.0f) +
           kSpacing * static_cast<float>(widths.size() - 1);
}

// The factor fitted_button shrinks a label by in a button `width` wide.
float shrink(float text, float width) {
    return std::min(1.0f, (width - kPadding) / text);
}

}  // namespace

TEST_CASE("short labels keep the usual equal shares, filling the row") {
    const std::vector<float> text{30, 40, 35, 20};
    const auto widths = split_button_row(text, kPadding, 262, kSpacing);
    REQUIRE(widths.size() == 4);
    // (262 - 3 * 8) / 4 = 59.5: each edge rounded where it falls, so 59 or 60 each.
    for (const float w : widths)
        CHECK(std::abs(w - 59.5f) == 0.5f);
    CHECK(row_end(widths) == 262);
}

TEST_CASE("a label longer than its share gets what it needs, the others share the rest") {
    // The marking bar in Vietnamese at 1x: "Chữ số" beside three short modes.
    const std::vector<float> text{52, 34, 29, 29};
    const auto widths = split_button_row(text, kPadding, 262, kSpacing);
    CHECK(widths[0] == 68);
    // The other three share 262 - 24 - 68 = 170: 56.7 each, within a pixel of each other.
    for (const std::size_t i : {1u, 2u, 3u})
        CHECK(std::abs(widths[i] - 170.0f / 3.0f) < 1.0f);
    CHECK(row_end(widths) == 262);
    for (std::size_t i = 0; i < text.size(); ++i)
        CHECK(shrink(text[i], widths[i]) == 1.0f);
}

TEST_CASE("weights: a double-width button stays double while its neighbours' labels fit") {
    const std::vector<float> text{30, 30, 40, 30, 30};
    const std::vector<float> weights{1, 1, 2, 1, 1};
    const auto widths = split_button_row(text, kPadding, 440, kSpacing, weights);
    CHECK(widths[0] == 68);  // (440 - 32) / 6
    CHECK(widths[2] == 136);
    CHECK(row_end(widths) == 440);
}

TEST_CASE("weights: a long label in a single share takes from the others, not from its label") {
    // Watch's transport in Vietnamese at 1x: "Bước tới" beside the wide Pause button.
    const std::vector<float> text{28, 25, 60, 58, 27};
    const std::vector<float> weights{1, 1, 2, 1, 1};
    const auto widths = split_button_row(text, kPadding, 472, kSpacing, weights);
    CHECK(widths[3] == 74);
    CHECK(shrink(text[3], widths[3]) == 1.0f);
    CHECK(widths[2] > widths[0]);  // Pause still the widest
    CHECK(widths[0] == widths[1]);
    CHECK(row_end(widths) == 472);
}

TEST_CASE("a row too narrow for every label shrinks them all by the same factor") {
    // "Điền ghi chú" and "Xóa các ô đã điền" in half of a 262-pixel row need 265.
    const std::vector<float> text{95, 146};
    const auto widths = split_button_row(text, kPadding, 262, kSpacing);
    CHECK(row_end(widths) == 262);
    const float left = shrink(text[0], widths[0]);
    const float right = shrink(text[1], widths[1]);
    CHECK(left < 1.0f);
    CHECK(right < 1.0f);
    CHECK(std::abs(left - right) < 0.02f);
    // Equal halves would shrink the long label to 0.77 of its size; here both keep over 0.9.
    CHECK(right > 0.9f);
}

TEST_CASE("no room, negative room or no labels: whole pixels, never below one") {
    const std::vector<float> text{50, 60, 70};
    for (const float room : {0.0f, -40.0f, 10.0f}) {
        const auto widths = split_button_row(text, kPadding, room, kSpacing);
        REQUIRE(widths.size() == 3);
        for (const float w : widths) {
            CHECK(w >= 1.0f);
            CHECK(w == std::floor(w));
        }
    }
    CHECK(split_button_row({}, kPadding, 300, kSpacing).empty());
    // Weights of the wrong length are ignored (equal shares).
    const std::vector<float> one_weight{3};
    const auto widths = split_button_row(text, kPadding, 400, kSpacing, one_weight);
    CHECK(std::abs(widths[0] - widths[1]) <= 1.0f);
}

TEST_CASE(
    "whatever the labels and the room, the row ends at its end and labels are whole "
    "whenever they can all be") {
    for (int room = 60; room <= 600; room += 7) {
        for (int seed = 0; seed < 20; ++seed) {
            std::vector<float> text;
            for (int i = 0; i < 2 + seed % 4; ++i)
                text.push_back(static_cast<float>(10 + (seed * 37 + i * 53) % 120));
            const auto widths =
                split_button_row(text, kPadding, static_cast<float>(room), kSpacing);
            float needed = kSpacing * static_cast<float>(text.size() - 1);
            for (const float t : text)
                needed += std::ceil(t + kPadding);
            const float buttons =
                static_cast<float>(room) - kSpacing * static_cast<float>(text.size() - 1);
            if (buttons >= static_cast<float>(text.size()))
                CHECK(row_end(widths) == static_cast<float>(room));
            if (needed <= static_cast<float>(room))
                for (std::size_t i = 0; i < text.size(); ++i)
                    CHECK(shrink(text[i], widths[i]) == 1.0f);
        }
    }
}

TEST_CASE("split_row_holds: a row is chosen only when its widths hold every label") {
    using sudoku::app::split_row_holds;
    // Equal halves would cut the long label to 0.65 of its size, and the row wrapped on that
    // reckoning; shared by need, both labels are whole.
    const std::vector<float> short_and_long{30, 170};
    CHECK(split_row_holds(short_and_long, kPadding, 262, kSpacing, 1.0f));
    CHECK_FALSE(split_row_holds(short_and_long, kPadding, 0, kSpacing));
    CHECK(split_row_holds({}, kPadding, 0, kSpacing, 1.0f));
    // "Điền ghi chú" and "Xóa các ô đã điền" need 265 whole: in 262 they shrink to 0.92.
    const std::vector<float> vietnamese{95, 146};
    CHECK_FALSE(split_row_holds(vietnamese, kPadding, 262, kSpacing, 1.0f));
    CHECK(split_row_holds(vietnamese, kPadding, 262, kSpacing, 0.9f));
    CHECK_FALSE(split_row_holds(vietnamese, kPadding, 262, kSpacing, 0.95f));

    for (int room = 60; room <= 600; room += 7) {
        for (int seed = 0; seed < 20; ++seed) {
            std::vector<float> text;
            for (int i = 0; i < 2 + seed % 4; ++i)
                text.push_back(static_cast<float>(10 + (seed * 37 + i * 53) % 120));
            const float r = static_cast<float>(room);
            float whole = kSpacing * static_cast<float>(text.size() - 1);
            for (const float t : text)
                whole += std::ceil(t + kPadding);
            CAPTURE(room);
            CAPTURE(seed);
            // Whole labels exactly when the row holds their whole widths.
            CHECK(split_row_holds(text, kPadding, r, kSpacing, 1.0f) == (whole <= r));
            // A row that holds at 70 % still holds with more room; one that holds whole, at 70 %.
            if (split_row_holds(text, kPadding, r, kSpacing))
                CHECK(split_row_holds(text, kPadding, r + 7.0f, kSpacing));
            if (whole <= r) CHECK(split_row_holds(text, kPadding, r, kSpacing));
            // The widths really hold the labels at 70 %: what fitted_button checks.
            if (split_row_holds(text, kPadding, r, kSpacing)) {
                const auto widths = split_button_row(text, kPadding, r, kSpacing);
                for (std::size_t i = 0; i < text.size(); ++i)
                    CHECK(text[i] * 0.7f <= widths[i] - kPadding);
            }
        }
    }
}
