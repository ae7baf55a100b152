// Algorithm X's strings (its name, the column rule, Watch's exact-cover matrix view) in English,
// Vietnamese and Turkish, built like watch_strings: one key per text, "{1}" filled by fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in dlx_keys.def.
enum class DlxText : std::uint16_t {
#define SUDOKU_DLX_TEXT(name) name,
#include "app/i18n/dlx_keys.def"
#undef SUDOKU_DLX_TEXT
    Count,
};

[[nodiscard]] const char* dlx_text(DlxText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string dlx_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> dlx_key_names();

}  // namespace sudoku::app
