// The font of exported pictures: the DejaVu Sans file the game draws with (fonts-dejavu-core),
// opened through FreeType for cairo, so pictures look like the window and have every Vietnamese
// and Turkish letter. Falls back to cairo's own "sans" when the file is missing.
#pragma once

#include <string>

typedef struct _cairo_font_face cairo_font_face_t;

namespace sudoku::render {

class FontFace {
  public:
    // Loads the first font file found (or `path` when given).
    explicit FontFace(const std::string& path = {});
    ~FontFace();
    FontFace(const FontFace&) = delete;
    FontFace& operator=(const FontFace&) = delete;

    [[nodiscard]] cairo_font_face_t* face() const { return m_face; }
    // The file in use, or "" for the fallback.
    [[nodiscard]] const std::string& path() const { return m_path; }

  private:
    cairo_font_face_t* m_face = nullptr;
    std::string m_path;
};

// The font file the game uses, or "" when none of the usual places has it.
[[nodiscard]] std::string find_font_file();

}  // namespace sudoku::render
