// Watch mode's keys in one table: WatchView::collect_keys finds a typed key's action here and
// the Help window lists these rows, so a key added to one cannot be missing from the other.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/watch_strings.hpp"

namespace sudoku::app {

enum class WatchKey : std::uint8_t {
    EnterOrLeave,     // W: Watch mode on (in play) or off
    PlayPause,        // Space
    Step,             // Left / Right arrow
    StartEnd,         // Home / End
    RunBacktrack,     // B
    RunSolution,      // S
    RunDepth,         // D
    Speed,            // + (=) and -
    Present,          // P
    Escape,           // Esc: the innermost thing, then presentation mode
    Algorithm,        // A: the next lesson search
    Code,             // C: the next listing language
    Names,            // N: the listing's names
    Lane,             // L: presenting Compare one lane at a time, the other lane
    ExportImage,      // E
    ExportAnimation,  // G
};

struct WatchKeyRow {
    WatchKey key;
    std::string_view label;  // as the keyboard names it; empty: WatchText::KeyNameSpace
    std::string_view chars;  // the typed characters it answers to; empty: a named key
    WatchText help;          // what it does
};

// Every Watch key, in the Help window's order.
[[nodiscard]] std::span<const WatchKeyRow> watch_key_rows();

// The row a typed character belongs to (upper or lower case), if any.
[[nodiscard]] const WatchKeyRow* watch_key_for_char(unsigned int ch);

// "B: run to the next backtrack" in `language`.
[[nodiscard]] std::string watch_key_help_line(const WatchKeyRow& row, Language language);

}  // namespace sudoku::app
