#include "render/png_file.hpp"

// stb_image_write's functions stay private to this file (STB_IMAGE_WRITE_STATIC).
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

#include "render/part_file.hpp"
#include "render/soft_canvas.hpp"

namespace sudoku::render {

namespace {

void append(void* context, void* data, int size) {
    auto* out = static_cast<std::vector<std::uint8_t>*>(context);
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    out->insert(out->end(), bytes, bytes + size);
}

}  // namespace

core::Result<std::vector<std::uint8_t>> encode_png(const Image& image) {
    for (const int side : {image.width, image.height})
        if (side < 1 || side > kMaxSoftSide)
            return core::coded_error(core::ErrorCode::ImageSizeOutOfRange,
                                     {std::to_string(side), "1", std::to_string(kMaxSoftSide)});
    const std::size_t count =
        static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height);
    if (image.pixels.size() != count)
        return core::coded_error(
            core::ErrorCode::ImageSizeOutOfRange,
            {std::to_string(image.pixels.size()), std::to_string(count), std::to_string(count)});
    std::vector<std::uint8_t> rgb(count * 3);
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t p = image.pixels[i];
        rgb[3 * i] = static_cast<std::uint8_t>(p >> 16);
        rgb[3 * i + 1] = static_cast<std::uint8_t>(p >> 8);
        rgb[3 * i + 2] = static_cast<std::uint8_t>(p);
    }
    std::vector<std::uint8_t> png;
    if (stbi_write_png_to_func(append, &png, image.width, image.height, 3, rgb.data(),
                               image.width * 3) == 0)
        return core::coded_error(core::ErrorCode::ImageWriteFailed, {"PNG", "encoder failed"});
    return png;
}

std::optional<core::Error> write_png_stb(const Image& image, const std::string& path) {
    auto png = encode_png(image);
    if (!png) return png.error();
    auto file = PartFile::create(path);
    if (!file) return file.error();
    if (!file->write(png->data(), png->size())) return image_write_error(path, file->why("write"));
    return file->finish();
}

}  // namespace sudoku::render
