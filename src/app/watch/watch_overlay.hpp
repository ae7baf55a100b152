// Watch mode's board for one lane as core::BoardState: the current cell and the value being
// tried, a rejected value's line to the peer holding it with the unit named, a dead end's "no
// value fits" with the peers holding each value, placed values coloured by the depth that
// placed them, the backtrack flash, candidates (the current cell's too), struck eliminations
// and predict mode's marks. core/paint lays it out, as it lays out the exported frames.
#pragma once

#include "app/i18n/watch_strings.hpp"
#include "app/model/ui_state.hpp"
#include "app/session/predict_session.hpp"
#include "app/session/watch_lane.hpp"
#include "app/views/board_overlay.hpp"

namespace sudoku::app {

// The smallest text on a board while presenting (a 1024x768 projector seen from the back).
inline constexpr float kProjectorBoardText = 14.0f;

class WatchOverlay final : public BoardOverlay {
  public:
    // `marks`: false in turbo, where per-event marks would only flicker.
    // `predict`: predict mode's marks go on this board (the first).
    // `min_text`: the smallest board text (presenting: 14 px), or 0.
    WatchOverlay(const WatchLane& lane, const ViewContext& ctx, const core::Breakpoints& breaks,
                 bool marks, const PredictSession* predict = nullptr, float min_text = 0.0f);

    [[nodiscard]] const core::Board& board() const override { return m_lane.player.board(); }
    [[nodiscard]] core::BoardState state(float cell) const override;
    [[nodiscard]] core::BoardWords words() const override;
    [[nodiscard]] float min_text() const override { return m_min_text; }
    // Killer's cage note and predict mode's report: what only the screen shows.
    void draw_marks(ImDrawList* dl, const BoardGeometry& g) const override;
    void on_click(core::Cell c, int button, CommandQueue& out) const override;
    // Killer: the cage whose rule refused a value or struck candidates in the last event.
    [[nodiscard]] int highlighted_cage() const override;

  private:
    // Killer: what the highlighted cage did, in a label above its first cell.
    void draw_cage_note(ImDrawList* dl, const BoardGeometry& g) const;

    const WatchLane& m_lane;
    const ViewContext& m_ctx;
    const core::Breakpoints& m_breaks;
    bool m_marks;
    const PredictSession* m_predict;
    float m_min_text;
    std::optional<core::Step> m_last;
};

// The colour of values placed at `depth` (1 = first level) out of `deepest` possible: blue for
// the first choices through green and orange to red for the deepest, readable on the theme
// (core::depth_colour, the board's own).
[[nodiscard]] ImU32 depth_colour(int depth, int deepest, ThemeId theme);

// The name of the unit shared by a rejected value and its peer ("row 3", "box 5"), translated.
[[nodiscard]] std::string unit_label(const core::Layout& layout, int unit, Language language);

}  // namespace sudoku::app
