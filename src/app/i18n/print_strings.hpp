// The strings of printing (the Print to PDF dialog and the printed pages), the daily puzzle and
// practice mode in English, Vietnamese and Turkish, built like tree_strings.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in print_keys.def.
enum class PrintText : std::uint16_t {
#define SUDOKU_PRINT_TEXT(name) name,
#include "app/i18n/print_keys.def"
#undef SUDOKU_PRINT_TEXT
    Count,
};

[[nodiscard]] const char* print_text(PrintText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string print_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> print_key_names();

}  // namespace sudoku::app
