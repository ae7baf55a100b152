// The GIF palette of exported animations: every theme colour exactly, plus the blends that
// antialiased edges make between an ink and the cell colours it is drawn on. Pixels map to
// their nearest entry, so the board's own colours come out exact.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "render/render_theme.hpp"

namespace sudoku::render {

class Palette {
  public:
    // At most 256 entries; the theme's colours first, in RenderTheme::colours() order.
    [[nodiscard]] static Palette from_theme(const RenderTheme& theme);

    [[nodiscard]] const std::vector<Rgb>& colours() const { return m_colours; }
    // The index of the entry nearest to an 0x00RRGGBB pixel (remembered per colour).
    [[nodiscard]] std::uint8_t index_of(std::uint32_t pixel);

  private:
    std::vector<Rgb> m_colours;
    std::unordered_map<std::uint32_t, std::uint8_t> m_cache;
};

}  // namespace sudoku::render
