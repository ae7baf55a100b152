// Small cairo helpers the render files share: a theme colour as the source, writing a cairo
// stream into a stdio file, and the error for a picture that could not be written.
#pragma once

#include <cairo.h>

#include <string>

#include "core/base/result.hpp"
#include "render/render_theme.hpp"

namespace sudoku::render {

// Sets the source of `cr` to the opaque colour `colour`.
void set_source_colour(cairo_t* cr, Rgb colour);

// A cairo_write_func_t whose closure is a std::FILE* (PNG and PDF streams).
cairo_status_t write_to_stdio_file(void* closure, const unsigned char* data, unsigned int length);

// ImageWriteFailed, naming the file and why.
[[nodiscard]] core::Error image_write_error(const std::string& path, const std::string& reason);

}  // namespace sudoku::render
