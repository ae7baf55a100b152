// Where the game's font file is (no cairo): both the cairo painter and the software painter
// (soft_font) open it.
#include <filesystem>

#include "render/font_face.hpp"

namespace sudoku::render {

std::string find_font_file() {
    for (const char* p :
         {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
          "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
          "/usr/local/share/fonts/DejaVuSans.ttf",
          "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf"}) {
        std::error_code ec;
        if (std::filesystem::is_regular_file(p, ec)) return p;
    }
    return {};
}

}  // namespace sudoku::render
