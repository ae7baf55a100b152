#include "render/image.hpp"
#include "render/cairo_support.hpp"
#include "render/part_file.hpp"

#include <cairo.h>

#include <cstdio>
#include <memory>

namespace sudoku::render {

namespace {

struct SurfaceDeleter {
    void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

// A surface over the image's own pixels (cairo's RGB24 is 0x00RRGGBB in native words).
Surface surface_over(Image& image) {
    const int stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, image.width);
    return Surface(
        cairo_image_surface_create_for_data(reinterpret_cast<unsigned char*>(image.pixels.data()),
                                            CAIRO_FORMAT_RGB24, image.width, image.height, stride));
}

}  // namespace

Image paint_image(View view, int width, const WatchFrame& frame, const PaintStyle& style) {
    Image image;
    image.width = width;
    image.height = view_height(view, width);
    // The stride of RGB24 is 4 bytes a pixel: one uint32 per pixel, no padding.
    image.pixels.assign(
        static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height), 0);
    Surface surface = surface_over(image);
    cairo_t* cr = cairo_create(surface.get());
    paint_view(cr, view, width, frame, style);
    cairo_destroy(cr);
    cairo_surface_flush(surface.get());
    for (std::uint32_t& p : image.pixels)
        p &= 0x00FFFFFFu;  // cairo leaves the unused byte undefined
    return image;
}

Image paint_picture(int width, int height, const std::function<void(cairo_t*)>& paint) {
    Image image;
    image.width = width;
    image.height = height;
    image.pixels.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    Surface surface = surface_over(image);
    cairo_t* cr = cairo_create(surface.get());
    paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface.get());
    for (std::uint32_t& p : image.pixels)
        p &= 0x00FFFFFFu;
    return image;
}

std::optional<core::Error> write_png(const Image& image, const std::string& path) {
    auto file = PartFile::create(path);
    if (!file) return file.error();
    Image copy = image;  // cairo wants a mutable buffer
    Surface surface = surface_over(copy);
    const cairo_status_t status =
        cairo_surface_write_to_png_stream(surface.get(), write_to_part_file, &*file);
    if (status != CAIRO_STATUS_SUCCESS)
        return image_write_error(path, file->why(cairo_status_to_string(status)));
    return file->finish();
}

}  // namespace sudoku::render
