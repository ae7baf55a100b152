// Fonts for the UI and the board: DejaVu Sans found at run time (with ImGui's built-in font as
// the fallback), a UI font covering English, Vietnamese and Turkish, and the board's digits
// baked at a ladder of pixel sizes so every board size draws them crisp at their baked size.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <imgui.h>

namespace sudoku::app {

class FontSet {
  public:
    // Rebuilds ImGui's font atlas for a UI scale; the renderer must then re-upload the atlas
    // texture. Never call between ImGui::NewFrame and ImGui::Render.
    void build(float ui_scale);

    [[nodiscard]] ImFont* ui() const { return m_ui; }
    [[nodiscard]] ImFont* ui_large() const { return m_ui_large; }
    // The menu bar's font: the UI font up to kMaxMenuScale, no larger, so that at a large
    // interface size the bar stays one short row whose menus all fit a 1024 px window.
    [[nodiscard]] ImFont* menu() const { return m_menu; }
    // The scale the menu font was built at (the UI scale, at most kMaxMenuScale).
    [[nodiscard]] float menu_scale() const { return m_menu_scale; }
    static constexpr float kMaxMenuScale = 1.5f;
    // The UI font's pixel height at interface size 1 (times the UI scale at larger sizes).
    static constexpr float kUiSize = 17.0f;
    [[nodiscard]] bool has_ttf() const { return !m_regular.empty(); }
    // The path of the TTF in use, or "" for the built-in font.
    [[nodiscard]] const std::string& font_path() const { return m_regular_path; }
    // Changes with every build(): images drawn from the atlas' pixels are stale after one.
    [[nodiscard]] std::uint64_t generation() const { return m_generation; }

    struct Digits {
        ImFont* font = nullptr;
        float size = 0.0f;  // draw at exactly this size: it is the baked size
    };
    // The largest baked digit font not taller than pixel_height (the smallest one if none fits).
    [[nodiscard]] Digits digits(float pixel_height, bool bold) const;
    // The sizes digits() can return, ascending.
    [[nodiscard]] static std::span<const float> digit_sizes();
    // The program listing's font (ASCII), baked at a ladder of sizes whatever the UI scale, so
    // a projector layout can fit a whole listing at a crisp 16-28 px: the largest baked size
    // not taller than pixel_height (the smallest one if none fits).
    [[nodiscard]] Digits code(float pixel_height) const;
    // The sizes code() can return, ascending.
    [[nodiscard]] static std::span<const float> code_sizes();

  private:
    ImFont* add_ttf(std::vector<unsigned char>& data, float size, const ImWchar* ranges);

    std::vector<unsigned char> m_regular;  // TTF bytes, kept alive: the atlas does not own them
    std::vector<unsigned char> m_bold;
    std::string m_regular_path;
    bool m_loaded = false;
    std::uint64_t m_generation = 0;
    ImVector<ImWchar> m_ui_ranges;
    ImVector<ImWchar> m_large_ranges;
    ImFont* m_ui = nullptr;
    ImFont* m_ui_large = nullptr;
    ImFont* m_menu = nullptr;
    float m_menu_scale = 1.0f;
    std::vector<ImFont*> m_digits_regular;
    std::vector<ImFont*> m_digits_bold;
    std::vector<ImFont*> m_code;
};

// Where DejaVu Sans is looked for, in order ($SUDOKU_FONT first when set).
[[nodiscard]] std::vector<std::string> font_search_paths();

}  // namespace sudoku::app
