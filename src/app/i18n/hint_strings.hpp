// The hint sentences' strings (technique names, unit names, one sentence per technique) in
// English, Vietnamese and Turkish, in the style of the game's table (strings.hpp): "{1}".."{9}"
// placeholders filled with fill(), so each language keeps its own word order.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in hint_strings.cpp (checked at compile
// time). Technique names follow core::Technique's order and unit names core::UnitKind's, so a
// name is found by adding the enum's value to the first key.
enum class HintText : std::uint16_t {
#define SUDOKU_HINT_TEXT(name) name,
#include "app/i18n/hint_keys.def"
#undef SUDOKU_HINT_TEXT
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* hint_text(HintText key, Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string hint_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> hint_key_names();

}  // namespace sudoku::app
