// The Experiments window's strings (the algorithm lab) in English, Vietnamese and Turkish,
// built like tree_strings: one key per text, "{}" filled by fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in lab_keys.def.
enum class LabText : std::uint16_t {
#define SUDOKU_LAB_TEXT(name) name,
#include "app/i18n/lab_keys.def"
#undef SUDOKU_LAB_TEXT
    Count,
};

[[nodiscard]] const char* lab_text(LabText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string lab_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> lab_key_names();

}  // namespace sudoku::app
