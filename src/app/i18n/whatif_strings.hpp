// The share code and what-if branch strings (Edit and Game menus, Open share code dialog, the
// side panel's branch buttons, the branch tree) in English, Vietnamese and Turkish.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in whatif_keys.def.
enum class WhatifText : std::uint16_t {
#define SUDOKU_WHATIF_TEXT(name) name,
#include "app/i18n/whatif_keys.def"
#undef SUDOKU_WHATIF_TEXT
    Count,
};

[[nodiscard]] const char* whatif_text(WhatifText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string whatif_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> whatif_key_names();

}  // namespace sudoku::app
