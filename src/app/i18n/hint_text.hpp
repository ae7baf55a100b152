// A logical step's hint texts in the player's language: the headline (technique and where), the
// explanation sentence and the changes, worded from the step's data with hint_strings' table.
// In English they read exactly like the core's sentences (LogicStep::explanation).
#pragma once

#include <string>

#include "app/i18n/strings.hpp"
#include "core/grid/layout.hpp"
#include "core/logic/logic_step.hpp"

namespace sudoku::app {

// "Hidden single", "Số duy nhất ẩn", "Gizli tekli".
[[nodiscard]] const char* technique_title(core::Technique technique, Language language);

// A unit inside a sentence: "box 5", "the diagonal"; "khối 5"; "5. kutu".
[[nodiscard]] std::string unit_title(const core::Layout& layout, int unit, Language language);

// Level 1, without the answer: "Hidden single: look at box 5".
[[nodiscard]] std::string hint_headline(const core::Layout& layout, const core::LogicStep& step,
                                        Language language);

// Level 2: "Hidden single: in box 5, 7 fits only r4c6". A step that lacks the data its sentence
// needs (made by hand, not by a technique finder) falls back to its English explanation.
[[nodiscard]] std::string hint_explanation(const core::Layout& layout, const core::LogicStep& step,
                                           Language language);

// What the step changes: "place r4c6 = 7" or "remove 5 from r1c4 and r1c5; remove 3 from r2c2".
[[nodiscard]] std::string hint_changes(const core::Layout& layout, const core::LogicStep& step,
                                       Language language);

// Level 3's status line: "hint r4c6: 7".
[[nodiscard]] std::string hint_filled(const core::Layout& layout, core::Cell cell,
                                      core::Digit digit, Language language);

}  // namespace sudoku::app
