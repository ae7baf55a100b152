// Small cairo helpers the render files share: a theme colour as the source, writing a cairo
// stream into a PartFile (the write error lives in part_file.hpp).
#pragma once

#include <cairo.h>

#include <string>

#include "core/base/result.hpp"
#include "render/part_file.hpp"
#include "render/render_theme.hpp"

namespace sudoku::render {

// Sets the source of `cr` to the opaque colour `colour`.
void set_source_colour(cairo_t* cr, Rgb colour);

// A cairo_write_func_t whose closure is a PartFile (PNG and PDF streams).
cairo_status_t write_to_part_file(void* closure, const unsigned char* data, unsigned int length);

}  // namespace sudoku::render
