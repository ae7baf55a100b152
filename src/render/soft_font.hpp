// The game's font for the software painter: a TrueType file read with stb_truetype (Debian's
// libstb-dev), measured and turned into alpha masks of whole lines of text. No cairo or
// FreeType, so the browser build paints text with it too.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "render/soft_canvas.hpp"

namespace sudoku::render {

class SoftFont {
  public:
    // Reads the font file at `path` (the game's font when empty). A missing or unreadable file
    // gives a font that is not loaded(): it measures 0 and draws nothing.
    explicit SoftFont(const std::string& path = {});
    ~SoftFont();
    SoftFont(SoftFont&&) noexcept;
    SoftFont& operator=(SoftFont&&) noexcept;

    [[nodiscard]] bool loaded() const { return m_font != nullptr; }
    [[nodiscard]] const std::string& path() const { return m_path; }

    // The pen's advance over `text` (UTF-8) at `size` pixels to the em, as cairo measures it.
    [[nodiscard]] double advance(std::string_view text, double size) const;
    // How far the font reaches above and below the baseline (both positive).
    struct Metrics {
        double ascent = 0, descent = 0;
    };
    [[nodiscard]] Metrics metrics(double size) const;
    // The ink's box relative to the pen on the baseline (y grows down); all 0 without ink.
    struct Ink {
        double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };
    [[nodiscard]] Ink ink(std::string_view text, double size) const;

    // The line drawn from the pen at (pen_x, baseline) (fractions of a pixel kept across): its
    // mask and where the mask's top-left pixel lands.
    struct Rendered {
        AlphaMask mask;
        int x = 0, y = 0;
    };
    [[nodiscard]] Rendered render(std::string_view text, double size, double pen_x,
                                  double baseline) const;

  private:
    struct Font;
    std::unique_ptr<Font> m_font;
    std::string m_path;
};

// One font per file for the whole program, read once (painters on any thread may share it).
[[nodiscard]] const SoftFont& shared_soft_font(const std::string& path = {});

}  // namespace sudoku::render
