// What the player is marking with: the entry mode (digit, corner, centre, colour), the
// selected cells, the digit picked for digit-first entry and the digit filter. UI state:
// undo restores marks and colours, never the mode or the selection.
#pragma once

#include <cstdint>

#include "core/play/palette.hpp"
#include "core/play/selection.hpp"

namespace sudoku::app {

// SudokuPad's modes, in the order Space cycles through them: centre marks come first, as one
// Space has always turned notes on here.
enum class EntryMode : std::uint8_t { Digit, Centre, Corner, Colour };
inline constexpr int kEntryModeCount = 4;

struct MarkingState {
    EntryMode mode = EntryMode::Digit;
    core::Selection selection;  // includes the cursor while the player selects
    bool digit_first = false;   // the pad picks a digit; clicks put it into cells
    core::Digit picked = 0;     // digit-first's digit (0: none yet)
    bool filter = false;        // the digit filter is on
    core::Colour colour = 1;    // the palette colour candidates are coloured with
    bool dragging = false;      // a drag on the board is adding cells
};

}  // namespace sudoku::app
