// How large a dialog's type is drawn so that it fits the window's height: shrunk while the
// content overflows, grown back when the content becomes smaller, never flipping between sizes.
#pragma once

namespace sudoku::app {

class DialogTypeFit {
  public:
    // A new opening, or a window of another height: full size, nothing learnt.
    void reset() { *this = DialogTypeFit(); }
    // The share of its usual size the type is drawn at.
    [[nodiscard]] float fit() const { return m_fit; }

    // One frame's measure at fit(): the content's height and the room the window leaves it
    // (both without the title bar and padding, which do not scale), and the type's floor. True
    // when the fit changed, so the caller draws again at once.
    // - Overflowing: shrinks in proportion, not below `smallest`. Unless the last shrink barely
    //   moved the content (a board that fills whatever room it gets): smaller type cannot help
    //   there, so it stops rather than spiral to its floor, until new content appears (grows by
    //   a line or more at an unchanged type).
    // - Using under 85 % of the room: grows back towards 95 % of it. A grow that overflowed
    //   (wrapped text grows faster than its type) sets a ceiling at the size before it, so the
    //   dialog never flips between two sizes.
    // A change is judged on the frame after the next one, once content that follows the type a
    // frame late has followed.
    bool refit(float content, float room, float smallest);

  private:
    enum class Change { None, Shrank, Grew };
    bool shrink(float content, float room, float smallest);
    bool grow(float content, float room);

    float m_fit = 1.0f;
    float m_ceiling = 1.0f;
    bool m_shrinking_helps = true;
    // The last frame's measure: the fit it was taken at, the content, and what it changed.
    float m_last_fit = 1.0f;
    float m_last_content = -1.0f;
    Change m_last_change = Change::None;
    bool m_settling = false;  // the frame after a change: measured, not judged
};

}  // namespace sudoku::app
