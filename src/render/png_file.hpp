// PNG files without cairo: an Image encoded with stb_image_write (Debian's libstb-dev) and
// written through a PartFile, for the browser build's exports (the desktop writes with cairo).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "render/image.hpp"

namespace sudoku::render {

// The picture as PNG bytes (8-bit RGB); an error for an empty or inconsistent picture.
[[nodiscard]] core::Result<std::vector<std::uint8_t>> encode_png(const Image& image);
// Writes it to `path`; the error names the file and the reason.
[[nodiscard]] std::optional<core::Error> write_png_stb(const Image& image, const std::string& path);

}  // namespace sudoku::render
