// Marking's strings (entry modes, digit first, filter, palette, marking moves' labels) in
// English, Vietnamese and Turkish, built like watch_strings: one key per text, filled by fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in marks_keys.def.
enum class MarksText : std::uint16_t {
#define SUDOKU_MARKS_TEXT(name) name,
#include "app/i18n/marks_keys.def"
#undef SUDOKU_MARKS_TEXT
    Count,
};

[[nodiscard]] const char* marks_text(MarksText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string marks_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> marks_key_names();

}  // namespace sudoku::app
