#include "app/play/celebration_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/views/item_report.hpp"

namespace sudoku::app {

namespace {

constexpr int kPieces = 140;

// A fixed pseudo-random value in [0, 1) per piece and channel: the animation is a pure
// function of time, with no particle state to keep.
float unit_hash(int piece, int channel) {
    std::uint32_t x = static_cast<std::uint32_t>(piece) * 747796405u +
                      static_cast<std::uint32_t>(channel) * 2891336453u + 12345u;
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return static_cast<float>(x & 0xFFFFFFu) / static_cast<float>(0x1000000u);
}

constexpr ImU32 kPalette[] = {IM_COL32(239, 71, 111, 255), IM_COL32(255, 209, 102, 255),
                              IM_COL32(6, 214, 160, 255),  IM_COL32(17, 138, 178, 255),
                              IM_COL32(155, 93, 229, 255), IM_COL32(255, 140, 66, 255)};

}  // namespace

void CelebrationView::draw(const ViewContext& ctx) const {
    const Celebration& c = ctx.ui.celebration;
    if (!c.active) return;
    const ImVec2 min = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    const ImVec2 max(min.x + size.x, min.y + size.y);
    if (animating(c)) draw_confetti(ctx, min, max);
    draw_banner(ctx, ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f));
}

void CelebrationView::draw_confetti(const ViewContext& ctx, ImVec2 min, ImVec2 max) const {
    const auto age = static_cast<float>(ctx.ui.celebration.age_seconds);
    const float width = max.x - min.x;
    const float height = max.y - min.y;
    const float scale = ctx.ui.ui_scale;
    const float fade = std::clamp((static_cast<float>(kConfettiSeconds) - age) / 0.8f, 0.0f, 1.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int i = 0; i < kPieces; ++i) {
        const float t = age - unit_hash(i, 0) * 1.2f;  // staggered start
        if (t <= 0.0f) continue;
        const float speed = height * (0.35f + 0.35f * unit_hash(i, 1));
        const float y = min.y - 20.0f * scale + speed * t;
        if (y > max.y + 20.0f * scale) continue;
        const float sway = std::sin(t * (2.0f + 3.0f * unit_hash(i, 2)) + 6.3f * unit_hash(i, 3));
        const float x = min.x + width * unit_hash(i, 4) + sway * 18.0f * scale;
        const float angle = t * (3.0f + 6.0f * unit_hash(i, 5));
        const float w = (4.0f + 4.0f * unit_hash(i, 6)) * scale;
        const float h = w * 0.5f * (0.3f + std::fabs(std::cos(angle * 0.7f)));  // tumbling
        const float ca = std::cos(angle);
        const float sa = std::sin(angle);
        const auto corner = [&](float dx, float dy) {
            return ImVec2(x + dx * ca - dy * sa, y + dx * sa + dy * ca);
        };
        ImU32 colour = kPalette[static_cast<int>(unit_hash(i, 7) * std::size(kPalette))];
        const auto alpha = static_cast<ImU32>(255.0f * fade);
        colour = (colour & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
        dl->AddQuadFilled(corner(-w, -h), corner(w, -h), corner(w, h), corner(-w, h), colour);
    }
}

void CelebrationView::draw_banner(const ViewContext& ctx, ImVec2 centre) const {
    const Celebration& c = ctx.ui.celebration;
    // Its own window, so its buttons sit above the board's input canvas: over the board's
    // middle, moved in where that would put an edge outside the window (its size is last
    // frame's; large type on a small window makes it wider than the board).
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float half = m_last_width * 0.5f;
    if (half > 0.0f && vp->WorkSize.x >= 2.0f * half)
        centre.x =
            std::clamp(centre.x, vp->WorkPos.x + half, vp->WorkPos.x + vp->WorkSize.x - half);
    ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration |
                                        ImGuiWindowFlags_AlwaysAutoResize |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoFocusOnAppearing;
    const float pad = ImGui::GetFontSize() * 1.2f;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad * 1.5f, pad));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, pad * 0.5f);
    ImGui::PushStyleColor(ImGuiCol_Border, ctx.theme.accent);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::Begin("##celebration", nullptr, kFlags);
    pop_dialog_style();
    if (shown) {
        // 16 ems, but never wider than the window (3x on a 1024x768 projector): the border,
        // the padding and both buttons stay in view.
        const float window_room =
            ImGui::GetMainViewport()->WorkSize.x - 2.0f * (pad * 1.5f + 2.0f) - 2.0f * pad;
        const float width = std::max(1.0f, std::min(ImGui::GetFontSize() * 16.0f, window_room));
        // A line wider than the banner shrinks to it rather than running past its edge.
        const auto centred = [&](const char* text, ImFont* font) {
            ImGui::PushFont(font);
            const float natural = ImGui::CalcTextSize(text).x;
            if (natural > width) ImGui::SetWindowFontScale(width / natural);
            const float w = std::min(natural, width);
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (width - w) * 0.5f));
            ImGui::TextUnformatted(text);
            ImGui::SetWindowFontScale(1.0f);
            ImGui::PopFont();
        };
        ImGui::Dummy(ImVec2(width, 0.0f));
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.accent);
        centred(ctx.t(Text::CelebrateSolved), ctx.fonts.ui_large());
        ImGui::PopStyleColor();
        centred(fill(ctx.t(Text::CelebrateTime), {c.time}).c_str(), ctx.fonts.ui_large());
        if (c.new_best) {
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.hint_digit);
            centred(ctx.t(Text::CelebrateBest), ctx.fonts.ui());
            ImGui::PopStyleColor();
        }
        if (c.assisted) {
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
            ImGui::TextWrapped("%s", ctx.t(Text::CelebrateAssisted));
            ImGui::PopTextWrapPos();
            ImGui::PopStyleColor();
        }
        ImGui::Spacing();
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float button = (width - spacing) * 0.5f;
        if (fitted_button(ctx.t(Text::ItemNewGame), button))
            ctx.commands.push(cmd::OpenNewGameDialog{});
        ImGui::SameLine();
        if (fitted_button(ctx.t(Text::ButtonClose), button))
            ctx.commands.push(cmd::DismissCelebration{});
    }
    if (shown) {
        m_last_width = ImGui::GetWindowWidth();
        report_current_window("celebration");
    }
    ImGui::End();
    ImGui::PopStyleVar(3);
    ImGui::PopStyleColor();
}

}  // namespace sudoku::app
