#include "render/palette.hpp"

#include <algorithm>
#include <limits>

namespace sudoku::render {

namespace {

Rgb blend(Rgb a, Rgb b, int step, int steps) {
    auto mix = [&](int x, int y) {
        return static_cast<std::uint8_t>((x * (steps - step) + y * step + steps / 2) / steps);
    };
    return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b)};
}

}  // namespace

Palette Palette::from_theme(const RenderTheme& theme) {
    Palette p;
    p.m_colours = theme.colours();
    const std::vector<Rgb> grounds{theme.board, theme.background, theme.current_cell,
                                   theme.failed_cell, theme.conflict_cell};
    // Three blends per (ink, ground) pair while they fit: the ground nearest in use first.
    constexpr int kSteps = 4;
    for (const Rgb& ground : grounds)
        for (const Rgb& ink : theme.colours()) {
            if (ink == ground) continue;
            for (int s = 1; s < kSteps; ++s) {
                const Rgb c = blend(ground, ink, s, kSteps);
                if (p.m_colours.size() < 256 &&
                    std::find(p.m_colours.begin(), p.m_colours.end(), c) == p.m_colours.end())
                    p.m_colours.push_back(c);
            }
        }
    return p;
}

std::uint8_t Palette::index_of(std::uint32_t pixel) {
    if (auto it = m_cache.find(pixel); it != m_cache.end()) return it->second;
    const int r = static_cast<int>((pixel >> 16) & 0xFF);
    const int g = static_cast<int>((pixel >> 8) & 0xFF);
    const int b = static_cast<int>(pixel & 0xFF);
    int best = 0;
    int best_distance = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < m_colours.size(); ++i) {
        const int dr = r - m_colours[i].r;
        const int dg = g - m_colours[i].g;
        const int db = b - m_colours[i].b;
        // Weighted like the eye (green counts most), so edges keep their lightness.
        const int distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if (distance < best_distance) {
            best_distance = distance;
            best = static_cast<int>(i);
        }
    }
    const auto index = static_cast<std::uint8_t>(best);
    m_cache.emplace(pixel, index);
    return index;
}

}  // namespace sudoku::render
