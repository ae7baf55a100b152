// The browser build's painters (no WebAssembly build of cairo, FreeType or giflib in Debian):
// PNGs of a board, a Watch frame, lanes with trees and the lab's charts are painted in
// software (render/soft_*, stb_truetype) and written with stb_image_write; GIF animations and
// PDF handouts are refused with NotInBrowser (the dialogs grey them out with that note).
// src/CMakeLists.txt leaves the cairo files out of the render library.
#include "render/figure_png.hpp"
#include "render/font_face.hpp"
#include "render/frame_loop.hpp"
#include "render/image.hpp"
#include "render/lane_picture.hpp"
#include "render/painter.hpp"
#include "render/png_file.hpp"
#include "render/print_document.hpp"
#include "render/soft_pictures.hpp"

namespace sudoku::render {

namespace {

core::Error not_in_browser(const char* kind) {
    return core::coded_error(core::ErrorCode::NotInBrowser, {kind});
}

SoftStyle soft_style(const PaintStyle& style) {
    return {style.theme, shared_soft_font(style.font.path()), style.words};
}

// An Image stands for "painted" in these signatures: a picture that could not be made is
// empty, which write_png then refuses with encode_png's size error.
Image or_empty(core::Result<Image> image) {
    return image ? std::move(image).value() : Image{};
}

}  // namespace

// The font is the file the desktop would open; the software painter reads it (shared_soft_font).
FontFace::FontFace(const std::string& path) : m_path(path.empty() ? find_font_file() : path) {}
FontFace::~FontFace() = default;

Image paint_image(View view, int width, const WatchFrame& frame, const PaintStyle& style) {
    return or_empty(soft_view_image(view, width, frame, soft_style(style)));
}

Image lanes_image(const LaneLayout& layout, int width, const std::vector<Lane>& lanes,
                  const PaintStyle& style) {
    return or_empty(soft_lanes_image(layout, width, lanes, soft_style(style)));
}

std::optional<core::Error> write_png(const Image& image, const std::string& path) {
    return write_png_stb(image, path);
}

Image figure_image(const core::Figure& figure) {
    return or_empty(soft_figure_image(figure, shared_soft_font()));
}

std::optional<core::Error> write_figure_png(const core::Figure& figure, const std::string& path) {
    if (auto bad = check_size(static_cast<std::int64_t>(figure.width))) return bad;
    if (auto bad = check_size(static_cast<std::int64_t>(figure.height))) return bad;
    auto image = soft_figure_image(figure, shared_soft_font());
    if (!image) return image.error();
    return write_png_stb(*image, path);
}

core::Result<AnimationResult> write_frames(const FrameSource&, const AnimationRequest&, int,
                                           const std::string&, const PaintStyle&, const Progress&) {
    return not_in_browser("GIF");
}

core::Result<PrintSummary> write_pdf(const PrintRequest&, const std::string&, const FontFace&,
                                     const PrintWords&) {
    return not_in_browser("PDF");
}

}  // namespace sudoku::render
