// The search tree's strings (Watch mode's tree panel, full-window tree, exports) in English,
// Vietnamese and Turkish, built like watch_strings: one key per text, "{}" filled by fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in tree_keys.def.
enum class TreeText : std::uint16_t {
#define SUDOKU_TREE_TEXT(name) name,
#include "app/i18n/tree_keys.def"
#undef SUDOKU_TREE_TEXT
    Count,
};

[[nodiscard]] const char* tree_text(TreeText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string tree_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> tree_key_names();

}  // namespace sudoku::app
