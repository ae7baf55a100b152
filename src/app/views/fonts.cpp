#include "app/views/fonts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

namespace {

// Pixel heights of the digit ladder: about 1.12x apart, so a digit is never drawn more than
// about 10% smaller than ideal, and always at a baked size (no blurry scaling). Only 26 glyphs
// per size, so the whole ladder costs less atlas space than one full UI font at 3x.
constexpr float kDigitSizes[] = {6,  7,  8,  9,  10, 11, 12, 13, 14, 16, 18, 20,  22,  25,  28,
                                 31, 35, 39, 44, 49, 55, 61, 68, 76, 85, 95, 106, 118, 132, 148};
constexpr ImWchar kDigitRanges[] = {'0', '9', 'A', 'P', 0};
constexpr float kUiLargeSize = 34.0f;
// The listing's ladder: 16 px is the smallest a class reads from the back of a room.
constexpr float kCodeSizes[] = {14, 16, 17, 18, 20, 22, 24, 26, 28};
constexpr ImWchar kCodeRanges[] = {0x0020, 0x007E, 0};

// The whole file in one read (a font is most of a megabyte); empty when it cannot be read.
std::vector<unsigned char> read_bytes(const std::string& path) {
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error || size == 0 || size > (64u << 20)) return {};
    std::ifstream in(path, std::ios::binary);
    std::vector<unsigned char> bytes(static_cast<std::size_t>(size));
    if (!in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size())))
        return {};
    return bytes;
}

std::string bold_path_for(const std::string& regular) {
    const std::filesystem::path p(regular);
    return (p.parent_path() / (p.stem().string() + "-Bold" + p.extension().string())).string();
}

}  // namespace

std::vector<std::string> font_search_paths() {
    std::vector<std::string> paths;
    if (const char* env = std::getenv("SUDOKU_FONT"); env != nullptr && *env != '\0')
        paths.emplace_back(env);
    for (const char* p :
         {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
          "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
          "/usr/local/share/fonts/DejaVuSans.ttf",
          "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf"})
        paths.emplace_back(p);
    return paths;
}

ImFont* FontSet::add_ttf(std::vector<unsigned char>& data, float size, const ImWchar* ranges) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;
    // Oversampling only helps small text; large glyphs are drawn at their baked size.
    cfg.OversampleH = size < 24.0f ? 2 : 1;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = true;
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(data.data(), static_cast<int>(data.size()),
                                                      size, &cfg, ranges);
}

void FontSet::build(float ui_scale) {
    ++m_generation;
    if (!m_loaded) {
        m_loaded = true;
        for (const std::string& path : font_search_paths()) {
            m_regular = read_bytes(path);
            if (!m_regular.empty()) {
                m_regular_path = path;
                m_bold = read_bytes(bold_path_for(path));
                break;
            }
        }
        // UI: Vietnamese (includes Basic Latin and Latin-1) + Latin Extended-A (Turkish ğ ı İ ş)
        // + every glyph the string table uses (dashes, ellipsis...).
        ImFontGlyphRangesBuilder ui;
        ui.AddRanges(ImGui::GetIO().Fonts->GetGlyphRangesVietnamese());
        static constexpr ImWchar kLatinExtA[] = {0x0100, 0x017F, 0x2013, 0x2026, 0};
        ui.AddRanges(kLatinExtA);
        ui.AddText(all_texts().c_str());
        ui.BuildRanges(&m_ui_ranges);
        // The large font shows the timer and short headings: only what the table needs.
        ImFontGlyphRangesBuilder large;
        static constexpr ImWchar kAscii[] = {0x0020, 0x007E, 0};
        large.AddRanges(kAscii);
        large.AddText(all_texts().c_str());
        large.BuildRanges(&m_large_ranges);
    }

    ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    atlas->Clear();
    m_digits_regular.clear();
    m_digits_bold.clear();
    m_code.clear();

    m_menu_scale = std::min(ui_scale, kMaxMenuScale);
    if (has_ttf()) {
        m_ui = add_ttf(m_regular, std::round(kUiSize * ui_scale), m_ui_ranges.Data);
        m_ui_large = add_ttf(m_regular, std::round(kUiLargeSize * ui_scale), m_large_ranges.Data);
        m_menu = m_menu_scale < ui_scale
                     ? add_ttf(m_regular, std::round(kUiSize * m_menu_scale), m_ui_ranges.Data)
                     : m_ui;
        for (float size : kDigitSizes) {
            m_digits_regular.push_back(add_ttf(m_regular, size, kDigitRanges));
            m_digits_bold.push_back(m_bold.empty() ? m_digits_regular.back()
                                                   : add_ttf(m_bold, size, kDigitRanges));
        }
        for (float size : kCodeSizes)
            m_code.push_back(add_ttf(m_regular, size, kCodeRanges));
    } else {
        // ProggyClean is a 13 px bitmap font: scaled, it stays legible if not pretty.
        auto add_default = [atlas](float size) {
            ImFontConfig cfg;
            cfg.SizePixels = size;
            return atlas->AddFontDefault(&cfg);
        };
        m_ui = add_default(std::round(13.0f * ui_scale));
        m_ui_large = add_default(std::round(26.0f * ui_scale));
        m_menu = m_menu_scale < ui_scale ? add_default(std::round(13.0f * m_menu_scale)) : m_ui;
        for (float size : kDigitSizes) {
            m_digits_regular.push_back(add_default(size));
            m_digits_bold.push_back(m_digits_regular.back());
        }
        for (float size : kCodeSizes)
            m_code.push_back(add_default(size));
    }
    ImGui::GetIO().FontDefault = m_ui;
    atlas->Build();
}

FontSet::Digits FontSet::digits(float pixel_height, bool bold) const {
    const auto& fonts = bold ? m_digits_bold : m_digits_regular;
    std::size_t pick = 0;
    for (std::size_t i = 0; i < std::size(kDigitSizes) && i < fonts.size(); ++i)
        if (kDigitSizes[i] <= pixel_height) pick = i;
    if (fonts.empty()) return {};
    return {fonts[pick], kDigitSizes[pick]};
}

FontSet::Digits FontSet::code(float pixel_height) const {
    if (m_code.empty()) return {};
    std::size_t pick = 0;
    for (std::size_t i = 0; i < std::size(kCodeSizes) && i < m_code.size(); ++i)
        if (kCodeSizes[i] <= pixel_height) pick = i;
    return {m_code[pick], kCodeSizes[pick]};
}

std::span<const float> FontSet::digit_sizes() {
    return kDigitSizes;
}

std::span<const float> FontSet::code_sizes() {
    return kCodeSizes;
}

}  // namespace sudoku::app
