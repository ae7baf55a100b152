#include "app/support/dialog_type_fit.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::app {

namespace {

constexpr float kRoomToGrow = 0.85f;
constexpr float kGrowAim = 0.95f;
constexpr float kFitStep = 0.01f;  // smaller changes are not worth a redraw
// A shrink that took less than this share of its own proportion off the content did not help.
constexpr float kUsefulShrink = 0.25f;
// Growth of the content at an unchanged type that counts as new content: a line of text.
constexpr float kNewContent = 24.0f;
constexpr float kNewContentShare = 0.05f;

}  // namespace

bool DialogTypeFit::refit(float content, float room, float smallest) {
    if (!(room > 0.0f) || !(content > 0.0f) || !std::isfinite(content) || !std::isfinite(room))
        return false;
    // A change is judged a frame late: part of a dialog may follow the type only then (a board
    // sized from the rest's last measure), and judged at once it looked like no change at all
    // (shrinking "did not help") or like an overflow caused by nothing (flipping each frame).
    if (m_settling) {
        m_settling = false;
        return false;
    }
    const float last_fit = m_last_fit;
    const float last_content = m_last_content;
    const Change last_change = m_last_change;
    m_last_fit = m_fit;
    m_last_content = content;
    m_last_change = Change::None;
    // The content grew by itself, with the type unchanged (an error shown, a mode chosen): what
    // was learnt about it no longer holds. Not a board settling into the room a shrink left it
    // (a few pixels, a frame late).
    if (last_change == Change::None &&
        content - last_content > std::max(kNewContent, kNewContentShare * room))
        m_shrinking_helps = true;
    if (content > room) {
        if (last_change == Change::Grew) m_ceiling = std::min(m_ceiling, last_fit);
        if (last_change == Change::Shrank) {
            const float expected = last_content * (1.0f - m_fit / last_fit);
            if (last_content - content < kUsefulShrink * expected) m_shrinking_helps = false;
        }
        return m_shrinking_helps && shrink(content, room, smallest);
    }
    return content < room * kRoomToGrow && grow(content, room);
}

bool DialogTypeFit::shrink(float content, float room, float smallest) {
    const float fit = std::max(smallest, std::min(m_fit, m_fit * room / content));
    if (fit >= m_fit) return false;
    m_fit = fit;
    m_last_change = Change::Shrank;
    m_settling = true;
    return true;
}

bool DialogTypeFit::grow(float content, float room) {
    const float fit = std::min(m_ceiling, m_fit * room * kGrowAim / content);
    if (fit < m_fit + kFitStep) return false;
    m_fit = fit;
    m_last_change = Change::Grew;
    m_settling = true;
    return true;
}

}  // namespace sudoku::app
