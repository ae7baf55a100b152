#include "app/dialogs/dialog_widgets.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <utility>

#include <imgui_internal.h>

#include "app/support/button_row.hpp"
#include "app/support/escape_claim.hpp"
#include "app/views/fonts.hpp"

namespace sudoku::app {

namespace {

// How far a dialog's type shrinks: to 70 % of the interface's at 1x (still readable there),
// to half in large type (2x stays 1x: a dialog that scrolled at 70 % of 3x, New game on a
// 1920x1080 screen, fits), and at 3x on to 1.2x of the 1x type (New game on 1024x768 hid its
// Generate button below the fold at half), never below 70 % of 1x type.
constexpr float kSmallestFit = 0.7f;
constexpr float kSmallestLargeFit = 0.5f;
constexpr float kSmallestLargeTypePixels = 1.2f * FontSet::kUiSize;
constexpr float kSmallestTypePixels = 0.7f * FontSet::kUiSize;  // 70 % of the 1x UI font
// A tooltip this share of the window's width and height at most: it then fits on one side of the
// mouse, wherever the mouse is.
constexpr float kTooltipWidthShare = 0.6f;
constexpr float kTooltipHeightShare = 0.4f;

// The smallest fit for the type in use (its baked size, without any window scale).
float smallest_fit() {
    const float type = ImGui::GetFont()->FontSize;
    const float large_floor = std::min(kSmallestLargeFit, kSmallestLargeTypePixels / type);
    return std::clamp(kSmallestTypePixels / type, large_floor, kSmallestFit);
}
// What a dialog leaves free of the window's width and height.
constexpr float kDialogMargin = 40.0f;

bool g_relayout_requested = false;

// A dialog's height outside its content: the title bar and the padding above and below.
float dialog_chrome_height(const ImGuiWindow* window) {
    return window->TitleBarHeight() + 2.0f * window->WindowPadding.y;
}

}  // namespace

void push_dialog_colours(const Theme& theme) {
    ImGui::PushStyleColor(ImGuiCol_FrameBg, theme.app_background);
    ImGui::PushStyleColor(ImGuiCol_Button, theme.app_background);
}

void pop_dialog_colours() {
    ImGui::PopStyleColor(2);
}

bool ModalDialog::begin(const std::string& title, float width) {
    if (m_requested) {
        m_requested = false;
        m_open = true;
        m_fit.reset();  // each opening starts at full size (its content may differ)
        m_frames_shown = 0;
        ImGui::OpenPopup(m_id);
    }
    if (!m_open) return false;
    // Never negative (a window narrower than the margin): ImGui would read it as "less than".
    center_next_window(ImVec2(std::max(1.0f, std::min(width, ImGui::GetMainViewport()->WorkSize.x -
                                                                 kDialogMargin)),
                              0.0f),
                       m_frames_shown < kSettlingFrames);
    // The settling frames are drawn one after another, not at the next input: an idle window
    // drew two or three, and the rest (the centring, the scroll to the top) waited for the mouse.
    if (m_frames_shown < kSettlingFrames) request_relayout();
    m_frames_shown = std::min(m_frames_shown + 1, kSettlingFrames);
    bool keep_open = true;
    const std::string name = title + m_id;
    if (!ImGui::BeginPopupModal(name.c_str(), &keep_open,
                                ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_AlwaysAutoResize)) {
        m_open = false;
        return false;
    }
    if (!keep_open) {
        close();
        ImGui::EndPopup();
        return false;
    }
    // The window's height is the key: the dialog's own title bar changes with its type size.
    const float room = ImGui::GetMainViewport()->WorkSize.y;
    if (room != m_fit_room) {
        m_fit.reset();
        m_fit_room = room;
    }
    const float fit = m_fit.fit();
    ImGui::SetWindowFontScale(fit);
    // The spacing shrinks with the type (popped in end()).
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(style.FramePadding.x * fit, style.FramePadding.y * fit));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        ImVec2(style.ItemSpacing.x * fit, style.ItemSpacing.y * fit));
    // So do the corners: a 3x rounding on a checkbox at half size drew it as a circle.
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, style.FrameRounding * fit);
    ImGui::PushStyleVar(ImGuiStyleVar_GrabRounding, style.GrabRounding * fit);
    // The darkened window behind fades in over a few frames: drawn through, not left half
    // faded until the next input.
    if (GImGui->DimBgRatio < 1.0f) request_relayout();
    return true;
}

void ModalDialog::end() {
    ImGui::PopStyleVar(4);
    // Measured at this frame's type size (DialogTypeFit shrinks or grows it for the next).
    // Not while it appears: its first frames lay out at a size not yet settled.
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    const bool settled = !window->Appearing && window->HiddenFramesCannotSkipItems == 0;
    const float height = content_height_so_far();
    if (settled && m_fit.refit(height, dialog_content_room(), smallest_fit()))
        request_relayout();  // shown at once, not at the next input
    // A dialog that still scrolls opens at its top, where it begins: a field it focuses for
    // typing (New game's seed, at the bottom) would otherwise scroll its first rows away.
    if (m_frames_shown < kSettlingFrames) ImGui::SetScrollY(0.0f);
    // Content that grew or shrank this frame without input (New game's message when its work
    // ends) resizes the window only in the next frame: drawn now, not left clipped until the
    // mouse moves.
    if (std::abs(std::floor(height) - window->ContentSize.y) >= 1.0f) request_relayout();
    ImGui::EndPopup();
}

void request_relayout() {
    g_relayout_requested = true;
}

bool take_relayout_request() {
    const bool requested = g_relayout_requested;
    g_relayout_requested = false;
    return requested;
}

void ModalDialog::close() {
    m_open = false;
    ImGui::CloseCurrentPopup();
}

void center_next_window(ImVec2 size, bool keep_centred) {
    // The window's centre (as center_next_window in model/ui_state.cpp): where dialogs were
    // before the menu bar became a window of its own.
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f),
                            keep_centred ? ImGuiCond_Always : ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
}

void muted_text(const Theme& theme, const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme.muted_text);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
}

void coloured_wrapped_text(ImU32 colour, const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

void wrapped_tooltip(const char* text) {
    // About 35 characters a line, in the interface's type; where that would not fit beside or
    // above the mouse (3x on 1024x768: a paragraph 1.2 times the window's height, cut at its
    // edges), narrower lines and then smaller type, down to 70 % of the 1x type. ImGui places a
    // tooltip that fits on one side of the mouse inside the window.
    const ImVec2 room = ImGui::GetMainViewport()->WorkSize;
    const ImGuiStyle& style = ImGui::GetStyle();
    ImFont* font = ImGui::GetFont();
    const float type = font->FontSize;  // the tooltip's own window is not fitted like a dialog
    const float smallest = std::min(1.0f, kSmallestTypePixels / type);
    float scale = 1.0f;
    float wrap = 0.0f;
    for (;; scale = std::max(smallest, scale * 0.85f)) {
        wrap = std::min(type * scale * 35.0f,
                        room.x * kTooltipWidthShare - 2.0f * style.WindowPadding.x);
        const ImVec2 size = font->CalcTextSizeA(type * scale, FLT_MAX, wrap, text);
        if (size.y + 2.0f * style.WindowPadding.y <= room.y * kTooltipHeightShare ||
            scale <= smallest)
            break;
    }
    ImGui::BeginTooltip();
    ImGui::SetWindowFontScale(scale);
    ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + wrap);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::SetWindowFontScale(1.0f);  // the tooltip window is shared with every other tooltip
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float right = viewport->WorkPos.x + room.x;
    const float bottom = viewport->WorkPos.y + room.y;
    // The report names the edge it crossed: the right one's figures, else the bottom one's.
    if (!window->Hidden && window->Pos.x + window->Size.x > right + 0.5f)
        report_clipping("tooltip", text, window->Pos.x + window->Size.x, right);
    else if (!window->Hidden && window->Pos.y + window->Size.y > bottom + 0.5f)
        report_clipping("tooltip", text, window->Pos.y + window->Size.y, bottom);
    ImGui::EndTooltip();
}

namespace {

const char* clipping_report_path() {
    static const char* const path = std::getenv("SUDOKU_REPORT_CLIPPING");
    return path != nullptr && *path != '\0' ? path : nullptr;
}

// What this frame found so far, and what the file holds (the last frame that differed).
std::set<std::string> g_clipped_now;
std::set<std::string> g_clipped_written;
bool g_report_written = false;
ClippingObserver g_clipping_observer;

}  // namespace

void set_clipping_observer(ClippingObserver observer) {
    g_clipping_observer = std::move(observer);
}

void report_clipping(const char* where, const char* text, float needed, float available) {
    if (g_clipping_observer) g_clipping_observer(where, text, needed, available);
    if (clipping_report_path() == nullptr) return;
    char line[512];
    std::snprintf(line, sizeof line, "%s: %s (%.0f > %.0f px)\n", where, text, needed, available);
    g_clipped_now.insert(line);
}

void flush_clipping_report() {
    const char* path = clipping_report_path();
    if (path == nullptr) return;
    // Rewritten only when a frame's findings change: the file shows the screen as it is now
    // (a window still settling into its size may clip for a frame or two).
    if (!g_report_written || g_clipped_now != g_clipped_written) {
        if (std::FILE* f = std::fopen(path, "w")) {
            for (const std::string& line : g_clipped_now)
                std::fputs(line.c_str(), f);
            std::fclose(f);
        }
        g_clipped_written = g_clipped_now;
        g_report_written = true;
    }
    g_clipped_now.clear();
}

void check_text_fits(const char* where, const char* text, float available) {
    const float needed = ImGui::CalcTextSize(text, nullptr, true).x;
    if (needed > available + 0.5f) report_clipping(where, text, needed, available);
}

void check_window_fits(const char* where) {
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float right = window->Pos.x + window->Size.x - window->WindowPadding.x * 0.5f -
                        (window->ScrollbarY ? ImGui::GetStyle().ScrollbarSize : 0.0f);
    const float reached = window->DC.CursorMaxPos.x;
    if (reached > right + 0.5f)
        report_clipping(where, "(content)", reached - window->Pos.x, right - window->Pos.x);
}

void check_window_needs_no_scrolling(const char* where) {
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (window->ScrollbarY)
        report_clipping(where, "(scrolls)", window->ContentSize.y, window->InnerRect.GetHeight());
}

namespace {

// Each label's width in the current type (up to "##": the part shown).
std::vector<float> label_widths(std::span<const char* const> labels) {
    std::vector<float> text;
    text.reserve(labels.size());
    for (const char* label : labels)
        text.push_back(ImGui::CalcTextSize(label, nullptr, true).x);
    return text;
}

}  // namespace

std::vector<float> button_row_widths(std::span<const char* const> labels,
                                     std::span<const float> weights) {
    const std::vector<float> text = label_widths(labels);
    const ImGuiStyle& style = ImGui::GetStyle();
    return split_button_row(text, 2.0f * style.FramePadding.x, ImGui::GetContentRegionAvail().x,
                            style.ItemSpacing.x, weights);
}

bool button_row_fits(std::span<const char* const> labels, float room, float smallest) {
    const std::vector<float> text = label_widths(labels);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = room < 0.0f ? ImGui::GetContentRegionAvail().x : room;
    return split_row_holds(text, 2.0f * style.FramePadding.x, width, style.ItemSpacing.x, smallest);
}

void same_line_if_fits(float width) {
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + width > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
}

void same_line_at_right(float width) {
    ImGui::SameLine();
    const float right = ImGui::GetWindowContentRegionMax().x - width;
    if (ImGui::GetCursorPosX() > right) ImGui::NewLine();
    ImGui::SetCursorPosX(std::max(right, ImGui::GetCursorPosX()));
}

bool begin_bar_menu(const char* label, bool enabled) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float below_bar =
        vp->Pos.y + vp->Size.y - (ImGui::GetWindowPos().y + ImGui::GetWindowHeight());
    const float margin = 2.0f * ImGui::GetStyle().DisplaySafeAreaPadding.y;
    ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f),
                                        ImVec2(FLT_MAX, std::max(1.0f, below_bar - margin)));
    if (!ImGui::BeginMenu(label, enabled)) return false;
    // Escape closes an open menu (ImGui leaves that to keyboard navigation, which the game keeps
    // off: its keys are the board's). The menu is still drawn this frame; the caller ends it.
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        ImGui::CloseCurrentPopup();
        take_escape();
    }
    return true;
}

bool escape_pressed_here() {
    const bool pressed = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
                         !ImGui::GetIO().WantTextInput &&
                         ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    if (pressed) take_escape();
    return pressed;
}

namespace {
int g_escape_frame = -1;  // the frame whose Escape something took
}  // namespace

void take_escape() {
    g_escape_frame = ImGui::GetFrameCount();
}

bool escape_taken() {
    return g_escape_frame == ImGui::GetFrameCount();
}

bool claim_escape() {
    static EscapeClaim claims;
    return claims.claim(ImGui::GetFrameCount(),
                        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false));
}

bool begin_combo(const char* id, const char* preview, ImGuiComboFlags flags) {
    if (!ImGui::BeginCombo(id, preview, flags)) return false;
    if (claim_escape()) ImGui::CloseCurrentPopup();
    return true;
}

float dialog_content_room() {
    // The same margin as a dialog's width (ModalDialog::begin).
    return ImGui::GetMainViewport()->WorkSize.y - kDialogMargin -
           dialog_chrome_height(ImGui::GetCurrentWindow());
}

float content_height_so_far() {
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    return window->DC.CursorMaxPos.y - window->DC.CursorStartPos.y;
}

float fitted_label_pixels(const char* label, float width) {
    const float room = width - 2.0f * ImGui::GetStyle().FramePadding.x;
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    const float scale =
        text > room && room > 0.0f ? std::max(kSmallestLabelScale, room / text) : 1.0f;
    return ImGui::GetFontSize() * scale;
}

bool fitted_button(const char* label, float width, float height) {
    // Measured before the font shrinks, so the button keeps its size.
    const ImVec2 size(width, height > 0.0f ? height : ImGui::GetFrameHeight());
    const float room = width - 2.0f * ImGui::GetStyle().FramePadding.x;
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    const bool shrink = text > room && room > 0.0f;
    if (text * kSmallestLabelScale > room)
        report_clipping("button", label, text * kSmallestLabelScale, room);
    // Relative to the window's own type size (a dialog fitted to a small window has its own).
    const float before = ImGui::GetCurrentWindow()->FontWindowScale;
    if (shrink) ImGui::SetWindowFontScale(before * std::max(kSmallestLabelScale, room / text));
    const bool clicked = ImGui::Button(label, size);
    if (shrink) ImGui::SetWindowFontScale(before);
    return clicked;
}

bool fitted_checkbox(const char* label, bool* value) {
    const float box = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
    const float room = ImGui::GetContentRegionAvail().x - box;
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    if (text * kSmallestLabelScale <= room) {
        const bool shrink = text > room;
        const float before = ImGui::GetCurrentWindow()->FontWindowScale;
        if (shrink) ImGui::SetWindowFontScale(before * std::max(kSmallestLabelScale, room / text));
        const bool changed = ImGui::Checkbox(label, value);
        if (shrink) ImGui::SetWindowFontScale(before);
        return changed;
    }
    // Still too long: the label wraps beside the box, and a click on it toggles too.
    ImGui::PushID(label);
    bool changed = ImGui::Checkbox("##box", value);
    ImGui::PopID();
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    const char* end = ImGui::FindRenderedTextEnd(label);
    for (const char* word = label; word < end;) {
        const char* space = std::find(word, end, ' ');
        const float width = ImGui::CalcTextSize(word, space).x;
        if (width > room) report_clipping("checkbox", label, width, room);
        word = space + (space < end ? 1 : 0);
    }
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + room);
    ImGui::TextUnformatted(label, end);
    ImGui::PopTextWrapPos();
    if (ImGui::IsItemClicked()) {
        *value = !*value;
        changed = true;
    }
    return changed;
}

bool accent_button(const Theme& theme, const char* label, ImVec2 size) {
    const ImVec4 accent = ImGui::ColorConvertU32ToFloat4(theme.accent);
    const ImVec4 hover(accent.x * 0.85f, accent.y * 0.85f, accent.z * 0.85f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Button, accent);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, hover);
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, hover);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
    if (size.x > 0.0f)
        check_text_fits("button", label, size.x - 2.0f * ImGui::GetStyle().FramePadding.x);
    const bool clicked = ImGui::Button(label, size);
    ImGui::PopStyleColor(4);
    return clicked;
}

void draw_spinner(const Theme& theme, float radius, double seconds) {
    const float side = 2.0f * radius + 4.0f;
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const float height = ImGui::GetFrameHeight();
    ImGui::Dummy(ImVec2(side, height));
    const ImVec2 centre(pos.x + side * 0.5f, pos.y + height * 0.5f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    constexpr int kDots = 10;
    const int head = static_cast<int>(seconds * 12.0) % kDots;  // 1.2 turns a second
    const ImVec4 base = ImGui::ColorConvertU32ToFloat4(theme.accent);
    for (int i = 0; i < kDots; ++i) {
        const float angle = 6.2831853f * static_cast<float>(i) / kDots;
        const int age = (head - i + kDots) % kDots;  // 0 = the leading dot
        const float alpha = 1.0f - 0.85f * static_cast<float>(age) / kDots;
        const ImVec2 p(centre.x + std::cos(angle) * radius, centre.y + std::sin(angle) * radius);
        dl->AddCircleFilled(p, radius * (age == 0 ? 0.28f : 0.2f),
                            ImGui::ColorConvertFloat4ToU32(ImVec4(base.x, base.y, base.z, alpha)));
    }
}

}  // namespace sudoku::app
