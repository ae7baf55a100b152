// A picture in memory (cairo's 32-bit xRGB, row by row) painted off-screen, its size limits,
// and PNG files.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "render/painter.hpp"

namespace sudoku::render {

// Picture widths accepted by the exports: below 64 a 9x9 board is unreadable, above 8192 one
// frame already takes 200+ MB.
inline constexpr int kMinSize = 64;
inline constexpr int kMaxSize = 8192;

struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> pixels;  // 0x00RRGGBB, row-major

    [[nodiscard]] std::uint32_t at(int x, int y) const {
        return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                      static_cast<std::size_t>(x)];
    }
    [[nodiscard]] Rgb rgb_at(int x, int y) const {
        const std::uint32_t p = at(x, y);
        return {static_cast<std::uint8_t>(p >> 16), static_cast<std::uint8_t>(p >> 8),
                static_cast<std::uint8_t>(p)};
    }
};

// "image size 10 is out of range (64..8192)" when the width is outside the limits.
[[nodiscard]] std::optional<core::Error> check_size(std::int64_t size);

// The view painted off-screen at this width.
[[nodiscard]] Image paint_image(View view, int width, const WatchFrame& frame,
                                const PaintStyle& style);

// A width x height picture painted off-screen by `paint` (which draws from (0, 0)).
[[nodiscard]] Image paint_picture(int width, int height,
                                  const std::function<void(cairo_t*)>& paint);

// Writes a PNG; the error names the file and the reason.
[[nodiscard]] std::optional<core::Error> write_png(const Image& image, const std::string& path);

}  // namespace sudoku::render
