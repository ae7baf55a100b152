// Watch mode's strings in English, Vietnamese and Turkish, in the style of the game's table
// (strings.hpp): one key per text, "{}" placeholders filled with fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in watch_strings.cpp (checked at compile time).
enum class WatchText : std::uint16_t {
#define SUDOKU_WATCH_TEXT(name) name,
#include "app/i18n/watch_keys.def"
#undef SUDOKU_WATCH_TEXT
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* watch_text(WatchText key, Language language);

// The algorithm's name as the panels show it ("Naive backtracking", "MRV: fewest options first").
[[nodiscard]] const char* algorithm_title(core::Algorithm algorithm, Language language);

// The algorithm's one name in a language ("Naive backtracking", "MRV", "Algorithm X"): the
// word every caption, table, tree line and picture uses for it (the menus add what it does).
[[nodiscard]] const char* algorithm_word(core::Algorithm algorithm, Language language);

// Every Watch string of every language, for the font loader's glyph set.
[[nodiscard]] std::string watch_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> watch_key_names();

}  // namespace sudoku::app
