// The finished-game celebration: confetti falling over the board for a few seconds and a
// banner with the time (and "New best time!") that stays until closed or a new game starts.
#pragma once

#include "app/model/ui_state.hpp"

namespace sudoku::app {

class CelebrationView {
  public:
    static constexpr double kConfettiSeconds = 3.5;

    // True while the confetti moves (frames must keep coming).
    [[nodiscard]] bool animating(const Celebration& c) const {
        return c.active && c.age_seconds < kConfettiSeconds;
    }
    // Call inside the board area's child window, after the board.
    void draw(const ViewContext& ctx) const;

  private:
    void draw_confetti(const ViewContext& ctx, ImVec2 min, ImVec2 max) const;
    void draw_banner(const ViewContext& ctx, ImVec2 centre) const;

    // The banner's width in the last frame it showed, to keep it inside the window (drawing
    // state, not the model's).
    mutable float m_last_width = 0.0f;
};

}  // namespace sudoku::app
