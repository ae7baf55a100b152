// The browser build's answer for the pictures the desktop paints with cairo, FreeType and
// giflib (no WebAssembly build of them in Debian): the sizes the dialogs show are computed as
// on the desktop, and every file the painters would write is refused with NotInBrowser.
// src/cmake/web_page.cmake leaves the painters' files out of the render library.
#include <algorithm>
#include <cmath>
#include <string>

#include "render/animation.hpp"
#include "render/figure_png.hpp"
#include "render/font_face.hpp"
#include "render/image.hpp"
#include "render/lane_animation.hpp"
#include "render/lane_picture.hpp"
#include "render/painter.hpp"
#include "render/print_document.hpp"

namespace sudoku::render {

namespace {

core::Error not_in_browser(const char* kind) {
    return core::coded_error(core::ErrorCode::NotInBrowser, {kind});
}

}  // namespace

FontFace::FontFace(const std::string& path) : m_path(path) {}
FontFace::~FontFace() = default;

// The same bounds and sizes as render/image.cpp, painter.cpp and lane_picture.cpp.
std::optional<core::Error> check_size(std::int64_t size) {
    if (size >= kMinSize && size <= kMaxSize) return std::nullopt;
    return core::coded_error(
        core::ErrorCode::ImageSizeOutOfRange,
        {std::to_string(size), std::to_string(kMinSize), std::to_string(kMaxSize)});
}

int view_height(View view, int size) {
    switch (view) {
        case View::Board:
            return size;
        case View::BoardCounters:
            return size + size / 8;
        case View::Frame:
            return size * 5 / 8;
    }
    return size;
}

int lanes_height(const LaneLayout& layout, int width, int lanes) {
    const int column = width / std::max(1, lanes);
    const int title = lanes > 1 ? static_cast<int>(std::lround(width * 0.045)) : 0;
    const int board = layout.view ? view_height(*layout.view, column) : 0;
    int tree = 0;
    if (layout.tree)
        tree = static_cast<int>(std::lround(
            column * (layout.view ? (lanes > 1 ? 0.8 : 0.4) : (lanes > 1 ? 1.0 : 0.625))));
    return title + board + tree;
}

Image paint_image(View view, int width, const WatchFrame&, const PaintStyle&) {
    Image image;
    image.width = width;
    image.height = view_height(view, width);
    return image;
}

core::Result<std::uint64_t> planned_frames(const StepRange& steps, std::uint64_t every) {
    if (steps.first > steps.last || every == 0)
        return core::coded_error(core::ErrorCode::StepRangeBad, {"?"});
    return (steps.last - steps.first) / every + 1;
}

core::Result<WatchFrame> frame_at_step(const core::Board&, const core::StepSolverOptions&,
                                       std::uint64_t) {
    return not_in_browser("PNG");
}

core::Result<Image> lanes_at_step(const core::Board&, const std::vector<core::StepSolverOptions>&,
                                  std::uint64_t, const LaneLayout&, int, const PaintStyle&) {
    return not_in_browser("PNG");
}

std::optional<core::Error> write_png(const Image&, const std::string&) {
    return not_in_browser("PNG");
}

std::optional<core::Error> write_figure_png(const core::Figure&, const std::string&) {
    return not_in_browser("PNG");
}

core::Result<AnimationResult> write_animation(const core::Board&, const AnimationRequest&,
                                              const std::string&, const PaintStyle&,
                                              const Progress&) {
    return not_in_browser("GIF");
}

core::Result<AnimationResult> write_lane_animation(const core::Board&,
                                                   const std::vector<core::StepSolverOptions>&,
                                                   const AnimationRequest&, const LaneLayout&,
                                                   const std::string&, const PaintStyle&,
                                                   const Progress&) {
    return not_in_browser("GIF");
}

core::Result<PrintSummary> write_pdf(const PrintRequest&, const std::string&, const FontFace&,
                                     const PrintWords&) {
    return not_in_browser("PDF");
}

}  // namespace sudoku::render
