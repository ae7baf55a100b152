// The colours of exported pictures: the game's light theme, plus a fixed ramp for the depth
// that placed a value. Few colours on purpose: the GIF palette is built from this list.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace sudoku::render {

struct Rgb {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    bool operator==(const Rgb&) const = default;
};

[[nodiscard]] constexpr Rgb rgb(unsigned hex) {
    return {static_cast<std::uint8_t>(hex >> 16), static_cast<std::uint8_t>(hex >> 8),
            static_cast<std::uint8_t>(hex)};
}

inline constexpr int kDepthColours = 8;

struct RenderTheme {
    Rgb background = rgb(0xFFFFFF);  // the picture around the board and the panels
    Rgb board = rgb(0xFFFFFF);       // empty and given cells
    Rgb thin_line = rgb(0xC3CBD7);
    Rgb thick_line = rgb(0x344861);
    Rgb given_digit = rgb(0x344861);
    Rgb current_cell = rgb(0xBBDEFB);   // the cell the search works on
    Rgb failed_cell = rgb(0xF9D4D9);    // a rejected value's cell, a dead end
    Rgb conflict_cell = rgb(0xC3D7EA);  // the peer that holds a rejected value
    Rgb wrong = rgb(0xD93A4C);          // rejected values, dead-end labels, lines to the peer
    Rgb tried = rgb(0x2F67C8);          // the value being tried, the stack's current level
    Rgb candidate = rgb(0x6E7C8F);      // small candidates (mrv, propagate), muted text
    Rgb text = rgb(0x1F2A37);           // panel text
    Rgb solution = rgb(0x1E8A3A);       // "solution" in the counters
    Rgb tree_edge = rgb(0xAFB7C1);      // tree edges off the path (the panel's faded muted text)
    Rgb solved_fill = rgb(0xD7F2DC);    // a folded subtree holding a solution
    // Values placed by the search, by depth (first levels blue through green to red).
    std::array<Rgb, kDepthColours> depth{rgb(0x1F5FC4), rgb(0x1185B5), rgb(0x0F8C7E),
                                         rgb(0x2E8B2E), rgb(0x7A8A10), rgb(0xB57A0A),
                                         rgb(0xD2561A), rgb(0xC8283C)};

    // The colour of values placed at `depth` (1 = first level) out of `deepest` levels.
    [[nodiscard]] Rgb depth_colour(int level, int deepest) const;
    // Every colour above, each once, background first.
    [[nodiscard]] std::vector<Rgb> colours() const;
};

}  // namespace sudoku::render
