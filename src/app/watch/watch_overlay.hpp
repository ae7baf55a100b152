// Watch mode's marks on the board for one lane: the current cell and the value being tried,
// a rejected value's line to the peer holding it with the unit named, a dead end's "no value
// fits" with the peers holding each value, placed values coloured by the depth that placed
// them, the backtrack flash, candidates (the current cell's too) and struck eliminations.
#pragma once

#include "app/i18n/watch_strings.hpp"
#include "app/model/ui_state.hpp"
#include "app/views/board_overlay.hpp"
#include "app/watch/predict_session.hpp"
#include "app/watch/watch_lane.hpp"

namespace sudoku::app {

class WatchOverlay final : public BoardOverlay {
  public:
    // `marks`: false in turbo, where per-event marks would only flicker.
    // `predict`: predict mode's marks go on this board (the first).
    WatchOverlay(const WatchLane& lane, const ViewContext& ctx, const core::Breakpoints& breaks,
                 bool marks, const PredictSession* predict = nullptr);

    [[nodiscard]] const core::Board& board() const override { return m_lane.player.board(); }
    [[nodiscard]] bool is_given(core::Cell c) const override {
        return m_lane.player.start().at(c) != core::kEmpty;
    }
    [[nodiscard]] ImU32 cell_background(core::Cell c, ImU32 base) const override;
    [[nodiscard]] ImU32 digit_colour(core::Cell c, ImU32 base) const override;
    // The candidates (mrv and propagate), in every empty cell.
    bool notes(std::vector<core::Mask>& masks, NoteStyle& style) const override;
    void draw_marks(ImDrawList* dl, const BoardGeometry& g) const override;
    void on_click(core::Cell c, int button, CommandQueue& out) const override;
    // Killer: the cage whose rule refused a value or struck candidates in the last event.
    [[nodiscard]] int highlighted_cage() const override;

  private:
    void draw_struck(ImDrawList* dl, const BoardGeometry& g) const;
    void draw_current(ImDrawList* dl, const BoardGeometry& g) const;
    void draw_reject(ImDrawList* dl, const BoardGeometry& g) const;
    // A dead end on the board: the cell, "no value fits" and the peer holding each value (or,
    // for propagate, the unit where a digit has no place left).
    void draw_dead_end(ImDrawList* dl, const BoardGeometry& g) const;
    // Killer: what the highlighted cage did, in a label above its first cell.
    void draw_cage_note(ImDrawList* dl, const BoardGeometry& g) const;

    const WatchLane& m_lane;
    const ViewContext& m_ctx;
    const core::Breakpoints& m_breaks;
    bool m_marks;
    const PredictSession* m_predict;
    std::optional<core::Step> m_last;
};

// The colour of values placed at `depth` (1 = first level) out of `deepest` possible: blue for
// the first choices through green and orange to red for the deepest, readable on the theme.
[[nodiscard]] ImU32 depth_colour(int depth, int deepest, ThemeId theme);

// The name of the unit shared by a rejected value and its peer ("row 3", "box 5"), translated.
[[nodiscard]] std::string unit_label(const core::Layout& layout, int unit, Language language);

}  // namespace sudoku::app
