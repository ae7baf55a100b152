// The history list's move labels ("r3c5: 7", "auto notes", ...) in English, Vietnamese and
// Turkish, in the style of the game's table (strings.hpp); "{1}".."{9}" filled with fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in move_strings.cpp (checked at compile
// time).
enum class MoveText : std::uint8_t {
#define SUDOKU_MOVE_TEXT(name) name,
#include "app/i18n/move_keys.def"
#undef SUDOKU_MOVE_TEXT
    Count,
};

[[nodiscard]] const char* move_text(MoveText key, Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string move_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> move_key_names();

}  // namespace sudoku::app
