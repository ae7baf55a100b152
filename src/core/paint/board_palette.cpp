#include "core/paint/board_palette.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::core {

namespace {

// 0..1 to a byte as ImGui rounds it, so the game's colours stay what they were.
std::uint8_t byte_of(float v) {
    return static_cast<std::uint8_t>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f);
}

// Hue, saturation, value (0..1) to red, green, blue (0..1), as ImGui::ColorConvertHSVtoRGB.
void hsv_to_rgb(float h, float s, float v, float& r, float& g, float& b) {
    if (s == 0.0f) {
        r = g = b = v;
        return;
    }
    h = std::fmod(h, 1.0f) / (60.0f / 360.0f);
    const int i = static_cast<int>(h);
    const float f = h - static_cast<float>(i);
    const float p = v * (1.0f - s);
    const float q = v * (1.0f - s * f);
    const float t = v * (1.0f - s * (1.0f - f));
    switch (i) {
        case 0:
            r = v, g = t, b = p;
            break;
        case 1:
            r = q, g = v, b = p;
            break;
        case 2:
            r = p, g = v, b = t;
            break;
        case 3:
            r = p, g = q, b = v;
            break;
        case 4:
            r = t, g = p, b = v;
            break;
        default:
            r = v, g = p, b = q;
            break;
    }
}

}  // namespace

PlotColour depth_colour(int depth, int deepest, DepthTone tone) {
    const float t =
        deepest > 1 ? std::clamp(static_cast<float>(depth - 1) / static_cast<float>(deepest - 1),
                                 0.0f, 1.0f)
                    : 0.0f;
    const float hue = 0.62f * (1.0f - t);  // blue -> cyan -> green -> orange -> red
    float sat = 0.85f;
    float val = 0.72f;
    if (tone == DepthTone::Dark) {
        sat = 0.55f;
        val = 0.98f;
    } else if (tone == DepthTone::HighContrast) {
        sat = 1.0f;
        val = 0.55f;
    }
    // Green and yellow look brighter than blue at the same value: darken them on light boards.
    if (tone != DepthTone::Dark) val -= 0.12f * std::exp(-std::pow((hue - 0.2f) / 0.1f, 2.0f));
    float r = 0.0f;
    float g = 0.0f;
    float b = 0.0f;
    hsv_to_rgb(hue, sat, val, r, g, b);
    return PlotColour{byte_of(r), byte_of(g), byte_of(b), 255};
}

PlotColour with_opacity(PlotColour c, float alpha) {
    c.a = static_cast<std::uint8_t>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f);  // as the game did
    return c;
}

PlotColour mix_colours(PlotColour a, PlotColour b, float t) {
    const auto mix = [t](std::uint8_t x, std::uint8_t y) {
        const float fx = static_cast<float>(x) / 255.0f;
        const float fy = static_cast<float>(y) / 255.0f;
        return byte_of(fx + (fy - fx) * t);
    };
    return PlotColour{mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), 255};
}

}  // namespace sudoku::core
