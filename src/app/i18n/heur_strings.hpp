// The heuristic switches' strings (Watch setup: variable order, value order, inference) in
// English, Vietnamese and Turkish, built like watch_strings: one key per text.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in heur_keys.def.
enum class HeurText : std::uint16_t {
#define SUDOKU_HEUR_TEXT(name) name,
#include "app/i18n/heur_keys.def"
#undef SUDOKU_HEUR_TEXT
    Count,
};

[[nodiscard]] const char* heur_text(HeurText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string heur_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> heur_key_names();

}  // namespace sudoku::app
