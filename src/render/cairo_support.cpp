#include "render/cairo_support.hpp"

#include <cstdio>

namespace sudoku::render {

void set_source_colour(cairo_t* cr, Rgb colour) {
    cairo_set_source_rgb(cr, colour.r / 255.0, colour.g / 255.0, colour.b / 255.0);
}

cairo_status_t write_to_part_file(void* closure, const unsigned char* data, unsigned int length) {
    return static_cast<PartFile*>(closure)->write(data, length) ? CAIRO_STATUS_SUCCESS
                                                                : CAIRO_STATUS_WRITE_ERROR;
}

}  // namespace sudoku::render
