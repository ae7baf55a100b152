#include "render/soft_font.hpp"

// stb_truetype's functions stay private to this file (STBTT_STATIC): the ImGui library has its
// own copy under the same names.
#define STBTT_STATIC
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <vector>

#include "render/font_face.hpp"

namespace sudoku::render {

struct SoftFont::Font {
    std::vector<unsigned char> data;  // stbtt_fontinfo points into it
    stbtt_fontinfo info{};
};

namespace {

// The code points of UTF-8 text; a broken sequence reads as U+FFFD.
std::vector<int> code_points(std::string_view text) {
    std::vector<int> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        int len = c < 0x80           ? 1
                  : (c >> 5) == 0x6  ? 2
                  : (c >> 4) == 0xE  ? 3
                  : (c >> 3) == 0x1E ? 4
                                     : 0;
        if (len == 0 || i + static_cast<std::size_t>(len) > text.size()) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        int cp = len == 1 ? c : c & (0x7F >> len);
        bool ok = true;
        for (int k = 1; k < len; ++k) {
            const auto cc = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            ok = ok && (cc >> 6) == 0x2;
            cp = (cp << 6) | (cc & 0x3F);
        }
        out.push_back(ok ? cp : 0xFFFD);
        i += ok ? static_cast<std::size_t>(len) : 1;
    }
    return out;
}

}  // namespace

SoftFont::SoftFont(const std::string& path) : m_path(path.empty() ? find_font_file() : path) {
    std::ifstream in(m_path, std::ios::binary);
    if (m_path.empty() || !in) return;
    auto font = std::make_unique<Font>();
    font->data.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (font->data.empty()) return;
    const int offset = stbtt_GetFontOffsetForIndex(font->data.data(), 0);
    if (offset < 0 || stbtt_InitFont(&font->info, font->data.data(), offset) == 0) return;
    m_font = std::move(font);
}

SoftFont::~SoftFont() = default;
SoftFont::SoftFont(SoftFont&&) noexcept = default;
SoftFont& SoftFont::operator=(SoftFont&&) noexcept = default;

double SoftFont::advance(std::string_view text, double size) const {
    if (!m_font) return 0;
    const float scale = stbtt_ScaleForMappingEmToPixels(&m_font->info, static_cast<float>(size));
    double total = 0;
    for (const int cp : code_points(text)) {
        int advance = 0, bearing = 0;
        stbtt_GetCodepointHMetrics(&m_font->info, cp, &advance, &bearing);
        total += advance * scale;
    }
    return total;
}

SoftFont::Metrics SoftFont::metrics(double size) const {
    if (!m_font) return {};
    const float scale = stbtt_ScaleForMappingEmToPixels(&m_font->info, static_cast<float>(size));
    int ascent = 0, descent = 0, gap = 0;
    stbtt_GetFontVMetrics(&m_font->info, &ascent, &descent, &gap);
    return {ascent * scale, -descent * scale};
}

SoftFont::Ink SoftFont::ink(std::string_view text, double size) const {
    Ink box;
    if (!m_font) return box;
    const float scale = stbtt_ScaleForMappingEmToPixels(&m_font->info, static_cast<float>(size));
    double pen = 0;
    bool any = false;
    for (const int cp : code_points(text)) {
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        if (stbtt_GetCodepointBox(&m_font->info, cp, &x0, &y0, &x1, &y1) != 0 && x1 > x0) {
            // Font units have y up; the box is wanted with y down.
            const Ink g{pen + x0 * scale, -y1 * scale, pen + x1 * scale, -y0 * scale};
            box = any ? Ink{std::min(box.x0, g.x0), std::min(box.y0, g.y0), std::max(box.x1, g.x1),
                            std::max(box.y1, g.y1)}
                      : g;
            any = true;
        }
        int advance = 0, bearing = 0;
        stbtt_GetCodepointHMetrics(&m_font->info, cp, &advance, &bearing);
        pen += advance * scale;
    }
    return box;
}

SoftFont::Rendered SoftFont::render(std::string_view text, double size, double pen_x,
                                    double baseline) const {
    Rendered out;
    if (!m_font || !(size > 0)) return out;
    const stbtt_fontinfo* info = &m_font->info;
    const float scale = stbtt_ScaleForMappingEmToPixels(info, static_cast<float>(size));
    struct Placed {
        int cp, x, y, w, h;
        float shift;
    };
    std::vector<Placed> glyphs;
    const int base = static_cast<int>(std::lround(baseline));
    double pen = pen_x;
    int left = 0, top = 0, right = 0, bottom = 0;
    for (const int cp : code_points(text)) {
        const int whole = static_cast<int>(std::floor(pen));
        const auto shift = static_cast<float>(pen - whole);
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        stbtt_GetCodepointBitmapBoxSubpixel(info, cp, scale, scale, shift, 0, &x0, &y0, &x1, &y1);
        if (x1 > x0 && y1 > y0) {
            const Placed g{cp, whole + x0, base + y0, x1 - x0, y1 - y0, shift};
            if (glyphs.empty()) left = g.x, top = g.y, right = g.x + g.w, bottom = g.y + g.h;
            left = std::min(left, g.x), top = std::min(top, g.y);
            right = std::max(right, g.x + g.w), bottom = std::max(bottom, g.y + g.h);
            glyphs.push_back(g);
        }
        int advance = 0, bearing = 0;
        stbtt_GetCodepointHMetrics(info, cp, &advance, &bearing);
        pen += advance * scale;
    }
    if (glyphs.empty()) return out;
    out.x = left;
    out.y = top;
    out.mask.width = right - left;
    out.mask.height = bottom - top;
    out.mask.alpha.assign(
        static_cast<std::size_t>(out.mask.width) * static_cast<std::size_t>(out.mask.height), 0);
    std::vector<unsigned char> glyph;
    for (const Placed& g : glyphs) {
        glyph.assign(static_cast<std::size_t>(g.w) * static_cast<std::size_t>(g.h), 0);
        stbtt_MakeCodepointBitmapSubpixel(info, glyph.data(), g.w, g.h, g.w, scale, scale, g.shift,
                                          0, g.cp);
        for (int y = 0; y < g.h; ++y)
            for (int x = 0; x < g.w; ++x) {
                std::uint8_t& a = out.mask.alpha[static_cast<std::size_t>(g.y - top + y) *
                                                     static_cast<std::size_t>(out.mask.width) +
                                                 static_cast<std::size_t>(g.x - left + x)];
                a = static_cast<std::uint8_t>(std::min(
                    255, a + glyph[static_cast<std::size_t>(y) * static_cast<std::size_t>(g.w) +
                                   static_cast<std::size_t>(x)]));
            }
    }
    return out;
}

const SoftFont& shared_soft_font(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<SoftFont>> fonts;
    const std::lock_guard lock(mutex);
    std::unique_ptr<SoftFont>& font = fonts[path];
    if (!font) font = std::make_unique<SoftFont>(path);
    return *font;
}

}  // namespace sudoku::render
