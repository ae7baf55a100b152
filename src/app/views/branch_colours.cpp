#include "app/views/branch_colours.hpp"

#include <cstdint>

namespace sudoku::app {

namespace {

constexpr int kHues = 4;
// Amber, violet, teal, rose: apart from the board's own blue (selection, accent), green
// (hints) and red (mistakes).
constexpr std::uint32_t kBright[kHues] = {0xF2A900, 0x9B59B6, 0x16A085, 0xE84A7F};
constexpr std::uint32_t kDarkInk[kHues] = {0x8A5D00, 0x6C3483, 0x0B5E4E, 0xA01E50};
constexpr std::uint32_t kLightInk[kHues] = {0xFFC94D, 0xC9A0DC, 0x5ED6BE, 0xF58AAE};

ImU32 rgba(std::uint32_t rgb, int alpha) {
    return IM_COL32((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, alpha);
}

int hue(int depth) {
    return ((depth < 1 ? 1 : depth) - 1) % kHues;
}

}  // namespace

ImU32 branch_tint(ThemeId theme, int depth) {
    // Stronger on the dark board, whose digits are light; strongest in high contrast.
    const int alpha = theme == ThemeId::Dark ? 95 : theme == ThemeId::HighContrast ? 110 : 80;
    return rgba(kBright[hue(depth)], alpha);
}

ImU32 branch_ink(ThemeId theme, int depth) {
    return rgba(theme == ThemeId::Dark ? kLightInk[hue(depth)] : kDarkInk[hue(depth)], 255);
}

bool branch_outlined(ThemeId theme) {
    return theme == ThemeId::HighContrast;
}

}  // namespace sudoku::app
