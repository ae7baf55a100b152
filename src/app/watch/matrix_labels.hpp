// Names of the exact-cover matrix's rows and columns: short labels drawn on the matrix
// ("r3c4=7", "r3·7") and the sentences hovering shows ("row 3 has 7"), in the UI's language.
#pragma once

#include <string>

#include "app/i18n/dlx_strings.hpp"
#include "core/dlx/exact_cover.hpp"

namespace sudoku::app {

// The group's heading ("row has digit").
[[nodiscard]] DlxText group_text(core::CoverGroup group);
// "r3c4=7": the candidate a row stands for.
[[nodiscard]] std::string row_label(const core::ExactCover& cover, int row);
// "r3c4" for a cell's column; "r3·7", "c4·7", "b5·7", "d·7", "a·7", "w2·7" for a unit's.
[[nodiscard]] std::string column_label(const core::ExactCover& cover, int column);
// "row 3 has 7", "r3c4 is filled".
[[nodiscard]] std::string column_meaning(const core::ExactCover& cover, int column,
                                         Language language);

}  // namespace sudoku::app
