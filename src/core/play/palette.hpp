// Colour marks are palette indices, not RGB: the app maps each index to a colour per theme,
// so a save looks right in every theme and a colour-blind palette can replace the default.
#pragma once

#include <array>
#include <cstdint>

#include "core/base/types.hpp"

namespace sudoku::core {

// 0 = no colour, 1..kPaletteSize = the palette's colours.
inline constexpr int kPaletteSize = 9;
using Colour = std::uint8_t;
// One colour per candidate digit of a cell: [d - 1] colours candidate d.
using CandidateColours = std::array<Colour, kMaxSize>;

}  // namespace sudoku::core
