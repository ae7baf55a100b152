// The side panel: clock, puzzle description, the what-if branch controls, and the digit pad
// with the number of each digit still to place and the controls under it.
#pragma once

#include <optional>

#include "app/model/clock_overlay.hpp"
#include "app/model/ui_state.hpp"

namespace sudoku::app {

class SidePanel {
  public:
    // A finger's target in pixels at 1x (Apple asks 44, Android 48 CSS px): a stacked (touch)
    // layout keeps its digit keys at least this high.
    static constexpr float kTouchTarget = 44.0f;

    void draw(const ViewContext& ctx);
    // The clock's room in the last frame, when the platform draws the digits
    // (UiState::clock_outside); forget_clock_place starts each frame without one.
    [[nodiscard]] const std::optional<ClockPlace>& clock_place() const { return m_clock_place; }
    void forget_clock_place() { m_clock_place.reset(); }

  private:
    // The clock, its label and the pause button.
    void draw_clock(const ViewContext& ctx);
    // The puzzle's description, mistakes and hints, "Solved", and the hint being explained.
    void draw_status(const ViewContext& ctx);
    // New game beside the puzzle's description (which ends at text_end), where it fits whole.
    static void draw_new_game_button(const ViewContext& ctx, float text_end);
    // "Solved!" (shrunk to the panel's width when wider), or "Solution shown".
    static void draw_solved(const ViewContext& ctx);
    // The hint's title and words, in a place of bounded height.
    void draw_hint(const ViewContext& ctx) const;
    // The digit pad and the buttons under it, as many as fit without scrolling.
    void draw_controls(const ViewContext& ctx);
    // The minimal panel's one row of buttons: Erase, with Undo and Redo where they fit.
    static void draw_minimal_row(const ViewContext& ctx, bool can_undo, bool can_redo);
    // Buttons shrink in height to fit max_height.
    void draw_digit_pad(const ViewContext& ctx, float max_height);

    // The separator and marking bar's height last frame, in full and with the modes only: the
    // pad is sized to leave exactly that room (labels wrap differently in each language/size).
    float m_bar_height[2] = {0.0f, 0.0f};
    std::optional<ClockPlace> m_clock_place;
};

}  // namespace sudoku::app
