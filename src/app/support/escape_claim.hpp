// Escape closes the innermost open thing only (a dropdown, not the dialog around it): each
// press is claimed once, by the first taker in the frame it arrives, which the innermost is,
// as it is drawn first (or asks first).
#pragma once

namespace sudoku::app {

class EscapeClaim {
  public:
    // True for the first claim of a press in `frame`; false when Escape was not pressed or a
    // taker already had it this frame.
    bool claim(int frame, bool pressed) {
        if (!pressed || frame == m_claimed_frame) return false;
        m_claimed_frame = frame;
        return true;
    }

  private:
    int m_claimed_frame = -1;
};

}  // namespace sudoku::app
