// The parts a share code is made of after its shape (tagged sections) and the helpers every
// section's reader and writer share: reading with a cut-off check, and sets of cells.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/layout.hpp"
#include "core/share/bit_stream.hpp"

namespace sudoku::core::share {

// A reader meets a tag it does not know only in a code from a newer version, and says so. The
// numbers are the format: never renumber, only add.
enum class Section : std::uint32_t {
    End = 0,
    Digits = 1,
    Notes = 2,
    Corners = 3,
    Colours = 4,
    CandidateColours = 5,
    Cages = 6,
};
inline constexpr int kTagBits = 4;

void put_tag(BitWriter& out, Section section);

// Reads `bits` bits into `value`; false when the code ends first.
[[nodiscard]] bool read(BitReader& in, int bits, std::uint32_t& value);

// "The share code ends too early".
[[nodiscard]] Error cut();
// "An impossible value at <cell>".
[[nodiscard]] Error bad_value(const Layout& layout, int cell);

// Writes a set of cells (ascending) as whichever is shorter, one bit saying which: a flag per
// cell, or a count and the cells' indexes. A few marks then cost a few bytes, not one bit per
// cell of a 25x25 board.
void put_cell_set(BitWriter& out, const std::vector<int>& cells, int cell_count);

// The cells a put_cell_set wrote; an error for a cut code, or a list that is not ascending or
// leaves the board.
[[nodiscard]] Result<std::vector<int>> read_cell_set(BitReader& in, const Layout& layout);

}  // namespace sudoku::core::share
