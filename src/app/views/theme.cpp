#include "app/views/theme.hpp"

namespace sudoku::app {

namespace {

constexpr ImU32 rgb(unsigned hex, unsigned alpha = 255) {
    // ImGui packs colours as ABGR in an ImU32.
    return (alpha << 24) | ((hex & 0xFF) << 16) | (hex & 0xFF00) | ((hex >> 16) & 0xFF);
}

// Modelled on sudoku.com's palette: slate-blue givens, blue entries, soft blue selection.
constexpr Theme kLight{
    .id = ThemeId::Light,
    .app_background = rgb(0xF2F4F8),
    .board_background = rgb(0xFFFFFF),
    .thin_line = rgb(0xC3CBD7),
    .thick_line = rgb(0x344861),
    .given_background = rgb(0xFFFFFF),
    .peer_background = rgb(0xE2EBF3),
    .same_digit_background = rgb(0xC3D7EA),
    .selected_background = rgb(0xBBDEFB),
    .hover_background = rgb(0x90A4BE, 40),
    .hint_background = rgb(0xD7F2DC),
    .wrong_background = rgb(0xF9D4D9),
    .solution_background = rgb(0xD6EBFF),
    .diagonal_tint = rgb(0xF5B400, 56),
    .diagonal_line = rgb(0xD98E00),
    .window_tint = rgb(0x8A63D2, 34),
    .given_digit = rgb(0x344861),
    .player_digit = rgb(0x2F67C8),
    .hint_digit = rgb(0x1E8A3A),
    .wrong_digit = rgb(0xD93A4C),
    .solution_digit = rgb(0x1B6FB8),
    .note_digit = rgb(0x6E7C8F),
    .note_highlight = rgb(0x2F67C8),
    .cursor_outline = rgb(0x2F67C8),
    .conflict_outline = rgb(0xD93A4C),
    .accent = rgb(0x2F67C8),
    .muted_text = rgb(0x6E7C8F),
};

constexpr Theme kDark{
    .id = ThemeId::Dark,
    .app_background = rgb(0x1B1E24),
    .board_background = rgb(0x252A32),
    .thin_line = rgb(0x3A414D),
    .thick_line = rgb(0x9AA7BB),
    .given_background = rgb(0x252A32),
    .peer_background = rgb(0x2D3540),
    .same_digit_background = rgb(0x35506F),
    .selected_background = rgb(0x2F5B8A),
    .hover_background = rgb(0xFFFFFF, 18),
    .hint_background = rgb(0x1F4A2C),
    .wrong_background = rgb(0x5A2830),
    .solution_background = rgb(0x1E3D5C),
    .diagonal_tint = rgb(0xF5B400, 48),
    .diagonal_line = rgb(0xF5B400),
    .window_tint = rgb(0xA57BFF, 34),
    .given_digit = rgb(0xE8ECF2),
    .player_digit = rgb(0x7DB3FF),
    .hint_digit = rgb(0x7EE29A),
    .wrong_digit = rgb(0xFF8A8A),
    .solution_digit = rgb(0x9CCBFF),
    .note_digit = rgb(0x9AA7BB),
    .note_highlight = rgb(0x7DB3FF),
    .cursor_outline = rgb(0x7DB3FF),
    .conflict_outline = rgb(0xFF6B6B),
    .accent = rgb(0x4F8FE8),
    .muted_text = rgb(0x9AA7BB),
};

// Pure black on white, saturated marks and a yellow selection, for projectors and low vision.
constexpr Theme kHighContrast{
    .id = ThemeId::HighContrast,
    .app_background = rgb(0xFFFFFF),
    .board_background = rgb(0xFFFFFF),
    .thin_line = rgb(0x000000),
    .thick_line = rgb(0x000000),
    .given_background = rgb(0xFFFFFF),
    .peer_background = rgb(0xE4E4E4),
    .same_digit_background = rgb(0xFFE066),
    .selected_background = rgb(0xFFC400),
    .hover_background = rgb(0x000000, 30),
    .hint_background = rgb(0x9BF0A8),
    .wrong_background = rgb(0xFF9A9A),
    .solution_background = rgb(0x9FD3FF),
    .diagonal_tint = rgb(0xFF7A00, 64),
    .diagonal_line = rgb(0xE05A00),
    .window_tint = rgb(0x6A00FF, 45),
    .given_digit = rgb(0x000000),
    .player_digit = rgb(0x0030C8),
    .hint_digit = rgb(0x005A12),
    .wrong_digit = rgb(0xB00000),
    .solution_digit = rgb(0x003A80),
    .note_digit = rgb(0x000000),
    .note_highlight = rgb(0x0030C8),
    .cursor_outline = rgb(0x000000),
    .conflict_outline = rgb(0xD00000),
    .accent = rgb(0x0030C8),
    .muted_text = rgb(0x303030),
};

ImVec4 vec(ImU32 c) {
    return ImGui::ColorConvertU32ToFloat4(c);
}

ImVec4 with_alpha(ImU32 c, float alpha) {
    ImVec4 v = vec(c);
    v.w = alpha;
    return v;
}

}  // namespace

const Theme& theme(ThemeId id) {
    switch (id) {
        case ThemeId::Dark:
            return kDark;
        case ThemeId::HighContrast:
            return kHighContrast;
        default:
            return kLight;
    }
}

void apply_imgui_style(const Theme& t, float ui_scale) {
    ImGuiStyle style;  // fresh defaults, so repeated scaling does not compound
    if (t.id == ThemeId::Dark)
        ImGui::StyleColorsDark(&style);
    else
        ImGui::StyleColorsLight(&style);

    style.WindowRounding = 0.0f;
    style.ChildRounding = 6.0f;
    style.FrameRounding = 6.0f;
    style.PopupRounding = 6.0f;
    style.GrabRounding = 6.0f;
    style.WindowBorderSize = 1.0f;  // floating windows stand out; the main window has none
    style.FrameBorderSize = t.id == ThemeId::HighContrast ? 1.0f : 0.0f;
    style.FramePadding = ImVec2(10.0f, 6.0f);
    style.ItemSpacing = ImVec2(8.0f, 8.0f);
    style.WindowPadding = ImVec2(14.0f, 12.0f);

    ImVec4* c = style.Colors;
    const ImVec4 accent = vec(t.accent);
    c[ImGuiCol_WindowBg] = vec(t.board_background);  // floating windows; the main one is clear
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_MenuBarBg] = vec(t.board_background);
    c[ImGuiCol_Text] = vec(t.given_digit);
    c[ImGuiCol_TextDisabled] = vec(t.muted_text);
    c[ImGuiCol_Border] = vec(t.thin_line);
    c[ImGuiCol_Separator] = vec(t.thin_line);
    c[ImGuiCol_FrameBg] = vec(t.board_background);
    c[ImGuiCol_FrameBgHovered] = vec(t.peer_background);
    c[ImGuiCol_FrameBgActive] = vec(t.selected_background);
    c[ImGuiCol_Button] = vec(t.board_background);
    c[ImGuiCol_ButtonHovered] = vec(t.peer_background);
    c[ImGuiCol_ButtonActive] = vec(t.selected_background);
    c[ImGuiCol_Header] = with_alpha(t.accent, 0.25f);
    c[ImGuiCol_HeaderHovered] = with_alpha(t.accent, 0.35f);
    c[ImGuiCol_HeaderActive] = with_alpha(t.accent, 0.50f);
    c[ImGuiCol_CheckMark] = accent;
    c[ImGuiCol_SliderGrab] = accent;
    c[ImGuiCol_SliderGrabActive] = accent;
    c[ImGuiCol_PopupBg] = vec(t.board_background);
    c[ImGuiCol_TitleBgActive] = vec(t.peer_background);
    c[ImGuiCol_TitleBg] = vec(t.peer_background);
    if (t.id == ThemeId::HighContrast) {
        c[ImGuiCol_Border] = vec(t.thick_line);
        c[ImGuiCol_Button] = vec(t.peer_background);
    }

    style.ScaleAllSizes(ui_scale);
    ImGui::GetStyle() = style;
}

}  // namespace sudoku::app
