// The history list's move labels ("r3c5: 7", "auto notes", ...) in English, Vietnamese and
// Turkish, in the style of the game's table (strings.hpp); "{1}".."{9}" filled with fill().
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in move_strings.cpp (checked at compile
// time).
enum class MoveText : std::uint8_t {
    SetDigit,
    ClearCell,
    ToggleNote,
    SetNotes,
    NoNotes,
    AutoNotes,
    Hint,
    ShowSolution,
    ClearEntries,
    Restart,
    SolverSolution,
    Count,
};

[[nodiscard]] const char* move_text(MoveText key, Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string move_all_texts();

}  // namespace sudoku::app
