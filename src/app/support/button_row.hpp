// How buttons side by side divide a row's width, so that no label shrinks while the row can
// hold them all whole (plain arithmetic: the tests check it without a window).
#pragma once

#include <span>
#include <vector>

namespace sudoku::app {

// The smallest share of its size a button's label is drawn at (fitted_button): below it, a
// row of buttons wraps instead.
inline constexpr float kSmallestLabelScale = 0.7f;

// Widths for buttons in a row `room` wide with `spacing` between them. `text` is each label's
// width, `padding` what a button adds around its label, `weights` each button's usual share
// (empty: equal; Watch's Play button is 2).
// - Every label fits its usual share whole: the usual shares (rows line up with the rows
//   around them).
// - Else, while the row holds every label whole: the labels that do not fit their share get
//   just what they need, and the others share the rest by their weights.
// - Else the room beyond the padding goes in proportion to the labels, so they all shrink by
//   the same factor (no one label much smaller than the rest).
// Widths are whole pixels, at least 1, and the last button ends at the row's end.
[[nodiscard]] std::vector<float> split_button_row(std::span<const float> text, float padding,
                                                  float room, float spacing,
                                                  std::span<const float> weights = {});

// Whether split_button_row's widths hold every label at `smallest` of its size or more
// (kSmallestLabelScale: what fitted_button draws; 1: whole). Checked on the widths themselves,
// whole pixels included, so a row chosen by it never cuts a label.
[[nodiscard]] bool split_row_holds(std::span<const float> text, float padding, float room,
                                   float spacing, float smallest = kSmallestLabelScale);

}  // namespace sudoku::app
