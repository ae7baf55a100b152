// The share code's sections for corner marks, cell colours and coloured candidates: each lists
// only the cells that have one, so an unmarked position's code is as short as before.
#pragma once

#include <optional>

#include "core/base/result.hpp"
#include "core/play/position.hpp"
#include "core/share/bit_stream.hpp"

namespace sudoku::core::share {

// Writes a section (tag and body) for each kind of mark the position has; nothing for a kind
// no cell has.
void put_marks(BitWriter& out, const Position& position);

// Section bodies (after their tag). Errors: a cut code, a mark set with no digit in it, a colour
// outside the palette.
[[nodiscard]] std::optional<Error> read_corners(BitReader& in, Position& position);
[[nodiscard]] std::optional<Error> read_colours(BitReader& in, Position& position);
[[nodiscard]] std::optional<Error> read_candidate_colours(BitReader& in, Position& position);

}  // namespace sudoku::core::share
