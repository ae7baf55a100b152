#include "app/support/button_row.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>

namespace sudoku::app {

namespace {

// The usual shares by weight, with the buttons in `whole` given exactly what they need first;
// adds to `whole` each other button its share cannot hold. True when no button was added.
bool share_by_weight(std::span<const float> needed, std::span<const float> weights, float room,
                     std::vector<bool>& whole, std::vector<float>& widths) {
    float free_room = room;
    float free_weight = 0.0f;
    for (std::size_t i = 0; i < needed.size(); ++i) {
        if (whole[i]) {
            free_room -= needed[i];
        } else {
            free_weight += weights[i];
        }
    }
    bool settled = true;
    for (std::size_t i = 0; i < needed.size(); ++i) {
        widths[i] = whole[i] ? needed[i] : free_room * weights[i] / std::max(free_weight, 1e-6f);
        if (!whole[i] && widths[i] < needed[i]) {
            whole[i] = true;
            settled = false;
        }
    }
    return settled;
}

}  // namespace

std::vector<float> split_button_row(std::span<const float> text, float padding, float room,
                                    float spacing, std::span<const float> weights) {
    const std::size_t count = text.size();
    if (count == 0) return {};
    const std::vector<float> weight = weights.size() == count
                                          ? std::vector<float>(weights.begin(), weights.end())
                                          : std::vector<float>(count, 1.0f);
    std::vector<float> needed(count);
    for (std::size_t i = 0; i < count; ++i)
        needed[i] = std::ceil(text[i] + padding);  // whole pixels: a floor would cut a label
    const float buttons = room - spacing * static_cast<float>(count - 1);
    std::vector<float> widths(count);
    const float total = std::accumulate(needed.begin(), needed.end(), 0.0f);
    if (total <= buttons) {
        // Each pass gives at least one more button its whole label, so `count` passes settle.
        std::vector<bool> whole(count, false);
        for (std::size_t pass = 0; pass <= count; ++pass)
            if (share_by_weight(needed, weight, buttons, whole, widths)) break;
    } else {
        const float labels_room = buttons - padding * static_cast<float>(count);
        const float text_total = std::max(total - padding * static_cast<float>(count), 1e-6f);
        for (std::size_t i = 0; i < count; ++i)
            // No room even for the padding (a window narrower than any button): equal shares.
            widths[i] = labels_room > 0.0f ? padding + text[i] * labels_room / text_total
                                           : buttons / static_cast<float>(count);
    }
    // Whole pixels, each edge rounded where it falls (equal shares stay within a pixel of each
    // other); the last takes what is left, so the row ends where it should.
    float exact = 0.0f;
    float start = 0.0f;
    for (std::size_t i = 0; i + 1 < count; ++i) {
        exact += widths[i];
        const float end = std::max(start + 1.0f, std::floor(exact + 0.5f));
        widths[i] = end - start;
        start = end;
    }
    widths[count - 1] = std::max(1.0f, std::floor(buttons - start));
    return widths;
}

bool split_row_holds(std::span<const float> text, float padding, float room, float spacing,
                     float smallest) {
    const std::vector<float> widths = split_button_row(text, padding, room, spacing);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] * smallest > widths[i] - padding) return false;
    return true;
}

}  // namespace sudoku::app
