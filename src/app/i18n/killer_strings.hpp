// Killer Sudoku's strings (New Game option, cage techniques' names and hints, Watch mode's
// cage notes) in English, Vietnamese and Turkish: one key per text, "{}" filled by fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in killer_keys.def.
enum class KillerText : std::uint16_t {
#define SUDOKU_KILLER_TEXT(name) name,
#include "app/i18n/killer_keys.def"
#undef SUDOKU_KILLER_TEXT
    Count,
};

[[nodiscard]] const char* killer_text(KillerText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string killer_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> killer_key_names();

}  // namespace sudoku::app
