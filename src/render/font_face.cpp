#include "render/font_face.hpp"

#include <cairo-ft.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#include <mutex>

namespace sudoku::render {

namespace {

// One FreeType library for the process: cairo may keep a face's glyphs cached after we drop
// it, so the library must outlive every face.
FT_Library freetype() {
    static std::once_flag once;
    static FT_Library library = nullptr;
    std::call_once(once, [] {
        if (FT_Init_FreeType(&library) != 0) library = nullptr;
    });
    return library;
}

const cairo_user_data_key_t kFaceKey{};

void done_face(void* face) {
    FT_Done_Face(static_cast<FT_Face>(face));
}

}  // namespace

FontFace::FontFace(const std::string& path) {
    const std::string file = path.empty() ? find_font_file() : path;
    FT_Library library = freetype();
    FT_Face ft = nullptr;
    if (!file.empty() && library && FT_New_Face(library, file.c_str(), 0, &ft) == 0) {
        cairo_font_face_t* face = cairo_ft_font_face_create_for_ft_face(ft, 0);
        // cairo frees the FreeType face when its last reference (maybe a cached font) goes.
        if (cairo_font_face_set_user_data(face, &kFaceKey, ft, done_face) == CAIRO_STATUS_SUCCESS) {
            m_face = face;
            m_path = file;
            return;
        }
        cairo_font_face_destroy(face);
        FT_Done_Face(ft);
    }
    m_face =
        cairo_toy_font_face_create("sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
}

FontFace::~FontFace() {
    cairo_font_face_destroy(m_face);
}

}  // namespace sudoku::render
