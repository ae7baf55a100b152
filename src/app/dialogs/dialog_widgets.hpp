// Small widgets the dialogs share: centring a dialog, muted and accent text, wrapped
// tooltips, the accent button and the generation spinner.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/support/button_row.hpp"
#include "app/support/dialog_type_fit.hpp"
#include "app/views/theme.hpp"

namespace sudoku::app {

// Inside a dialog (whose background is the board colour) frames and buttons take the window
// background colour, so fields and buttons stand out as they do in the main window. Pop
// before EndPopup: ImGui checks the colour stack when a window ends.
void push_dialog_colours(const Theme& theme);
void pop_dialog_colours();

// Open/close bookkeeping of a modal dialog on ImGui's popup API (which must be opened and
// drawn in the same ID stack, so open requests wait for the next draw).
class ModalDialog {
  public:
    explicit ModalDialog(const char* id) : m_id(id) {}
    void request_open() { m_requested = true; }
    [[nodiscard]] bool is_open() const { return m_open; }
    // Begins the modal, centred and `width` wide (capped to the window), its height fitted.
    // True when it shows: draw it, then call end(). False when it is not open, or was closed
    // with its title-bar button this frame (is_open() is then false).
    bool begin(const std::string& title, float width);
    // The share of its usual size the dialog's type is drawn at (below 1 where it would not
    // fit the window): sizes a dialog sets itself (a button's width, a field's) scale by it too.
    [[nodiscard]] float fit() const { return m_fit.fit(); }
    // Its first frames are over: its type fitted, centred, scrolled to its top. Only then does a
    // scrollbar say the dialog does not fit (check_window_needs_no_scrolling).
    [[nodiscard]] bool settled() const { return m_frames_shown >= kSettlingFrames; }
    // Closes it from inside, between begin() and end().
    void close();
    void end();

  private:
    const char* m_id;  // "###name": the popup keeps its identity when the title's language changes
    bool m_open = false;
    bool m_requested = false;
    // Content taller than the window has room for (large type, presenting on a small screen):
    // smaller type (down to 70 %, half in large type) rather than buttons out of sight, grown
    // back when the content shrinks. Afresh at each opening and each window height.
    DialogTypeFit m_fit;
    float m_fit_room = -1.0f;
    // Frames drawn since it opened: the first few keep it centred while its size settles (a
    // board sized from the rest of the dialog, the type fitted), then the player may move it.
    int m_frames_shown = 0;
    // The frames a dialog keeps settling after it opens: centred, and scrolled to its top.
    static constexpr int kSettlingFrames = 8;
};

// A dialog changed its own layout for the next frame (its type size fitted to the window):
// the frame loop draws again even when idle. take_relayout_request() reads and clears it.
void request_relayout();
[[nodiscard]] bool take_relayout_request();

// Centres the next window in the main viewport when it appears (height 0: fit the content);
// afterwards it stays where the player drags it. `keep_centred`: centred again this frame (a
// dialog still finding its size in its first frames).
void center_next_window(ImVec2 size, bool keep_centred = false);

void muted_text(const Theme& theme, const char* text);

// Wrapped text in a colour (errors in wrong_digit, success in hint_digit).
void coloured_wrapped_text(ImU32 colour, const char* text);

// A tooltip for the last item, wrapped at about 35 characters' width (ImGui::SetTooltip never
// wraps, so a long translated sentence would run off the window).
void wrapped_tooltip(const char* text);

// A button of the given width (and height; 0 = a frame's) whose label shrinks (down to 70 %)
// rather than being cut when a translation is longer than the button ("Xóa các ô đã điền" in
// a half-width button, "7x7 Ghép hình" in a quick-start button).
bool fitted_button(const char* label, float width, float height = 0.0f);
// The pixel size fitted_button draws `label` at in a button `width` wide (for the layout
// report's text sizes).
[[nodiscard]] float fitted_label_pixels(const char* label, float width);

// A checkbox whose label shrinks (down to 70 %) to fit the room left on its line.
bool fitted_checkbox(const char* label, bool* value);

// Widths for buttons with these labels side by side across the rest of the line, by
// split_button_row (app/support/button_row.hpp): the usual shares by `weights` (empty: equal),
// and no label shrinks while the line can hold them all whole.
[[nodiscard]] std::vector<float> button_row_widths(std::span<const char* const> labels,
                                                   std::span<const float> weights = {});
// Whether buttons with these labels can share a row `room` wide (negative: the rest of the
// line) with button_row_widths' widths, no label drawn below `smallest` of its size; else they
// wrap. The one test for every row of buttons, so the widths and the choice always agree.
[[nodiscard]] bool button_row_fits(std::span<const char* const> labels, float room = -1.0f,
                                   float smallest = kSmallestLabelScale);

// Places the next item, `width` wide, beside the last one when it fits before the window's
// right edge, else at the start of a new line (a row of buttons in large type).
void same_line_if_fits(float width);

// Places the next item, `width` wide, at the right edge of the window's content after the items
// on this line (a dialog's Close or Cancel); on a line of its own when they leave no room, as
// in large type, where it would otherwise be drawn over the button before it.
void same_line_at_right(float width);

// The height an auto-sized dialog's content may take before the dialog would reach past the
// main window's work area (less a margin, the title bar and the padding) and scroll.
[[nodiscard]] float dialog_content_room();
// How far down the current window's content reaches so far, from its first item.
[[nodiscard]] float content_height_so_far();

// BeginMenu for a menu of the menu bar, kept below the bar: a menu taller than the window
// (large type) scrolls instead of being moved up over the bar, where a click meant for a
// menu's title would land on its first item. Escape closes it.
bool begin_bar_menu(const char* label, bool enabled = true);

// Escape pressed while the current window (or one inside it) has the focus and no text field
// is being typed in: closes a window that has no Close button of its own.
bool escape_pressed_here();
// Escape was pressed and nothing drawn earlier in this frame took it (see EscapeClaim): an open
// dropdown claims it first and closes, and the dialog around it stays open.
bool claim_escape();
// ImGui::BeginCombo whose open list closes on Escape (claimed, so the dialog stays).
bool begin_combo(const char* id, const char* preview, ImGuiComboFlags flags = 0);

// Escape is answered by the innermost thing: what closes on it this frame (a menu, a dialog)
// takes it, and what lies further out (presentation mode) leaves it alone.
void take_escape();
[[nodiscard]] bool escape_taken();

// The dialog's main action, in the theme's accent colour.
bool accent_button(const Theme& theme, const char* label, ImVec2 size);

// [Clipping report] With SUDOKU_REPORT_CLIPPING=<file> in the environment, the texts of the
// latest frame that do not fit the room they are given are written to that file, one line each
// ("where: text (needed > available px)"); the GUI tests draw every language at every
// interface size and expect the file empty. Without the variable these cost one comparison.
void report_clipping(const char* where, const char* text, float needed, float available);
// The report in memory, for the headless frame harness (tests/headless): while set, each
// finding is also handed to the observer as it is made, with or without the variable.
using ClippingObserver =
    std::function<void(const char* where, const char* text, float needed, float available)>;
void set_clipping_observer(ClippingObserver observer);
// Ends a frame's report (called once per frame, between frames).
void flush_clipping_report();
// Reports `text` when it is wider than `available` (a label inside a button of fixed width...).
void check_text_fits(const char* where, const char* text, float available);
// Reports when anything drawn so far in the current window reaches past its right edge (the
// window cuts it off): call after drawing a window's content.
void check_window_fits(const char* where);
// Reports when the current window needs a vertical scrollbar, for windows laid out to fit
// their room at every interface size (a scrollbar there means the layout gave up).
void check_window_needs_no_scrolling(const char* where);

// A ring of dots turning with time, `radius` pixels, laid out as one item.
void draw_spinner(const Theme& theme, float radius, double seconds);

}  // namespace sudoku::app
