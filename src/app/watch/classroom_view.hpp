// The classroom's widgets on the Watch screen: predict mode's question, answer buttons and
// reveal (large when presenting), its settings and score, the typed answers, the marks on the
// board, and the library of prepared sessions. Widgets only queue commands.
#pragma once

#include <string>
#include <vector>

#include "app/views/board_overlay.hpp"
#include "app/watch/watch_view.hpp"

namespace sudoku::app {

// The question (or the reveal) with its buttons; `large` for presentation mode.
void draw_predict_question(const WatchViewContext& ctx, bool large);
// The Predict tab: on/off, how often to ask, the score.
void draw_predict_settings(const WatchViewContext& ctx);
// The prepared sessions, under the Files tab.
void draw_session_library(const WatchViewContext& ctx, ClassroomInputs& inputs);
// The choice of listing above the code (pseudo-code, Python, C#), and of its names.
void draw_code_choice(const WatchViewContext& ctx);
// The names the Python or C# code speaks: the lesson's (automatic), English, Vietnamese, Turkish.
void draw_code_names_choice(const WatchViewContext& ctx);
// Keys while a question is asked: digits answer a value question, arrows and Enter a cell
// question, Backspace / Delete a dead end, Escape skips. They replace Watch mode's keys then.
void collect_predict_keys(const WatchViewContext& ctx);

// Predict mode's marks on the first board, for cells `cell` pixels wide: rings on the
// question's cell, the keyboard's cell, and after an answer the real step (green) beside a
// wrong answer (red); the candidate counts compared (laid out by core/paint, in a free slot).
void predict_board_marks(const PredictSession& predict, const ViewContext& ctx, float cell,
                         std::vector<core::BoardRing>& rings,
                         std::vector<core::BoardBadge>& badges);
// SUDOKU_REPORT_PREDICT: where the board is while a question is asked.
void report_predict_board(const BoardGeometry& g, const PredictSession& predict);

// The reveal in words: why the search took that step, one line per sentence. `mrv_scan`: the
// name of mrv's scan as the listing shown spells it (find_mrv_cell, FindMrvCell, tim_o_mrv...).
[[nodiscard]] std::vector<std::string> predict_reasons(const core::Prediction& p,
                                                       const core::Layout& layout,
                                                       Language language,
                                                       std::string_view mrv_scan);

}  // namespace sudoku::app
