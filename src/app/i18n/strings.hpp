// The game's words: every visible text goes through text(key) so the language can be switched
// at run time. The words live in the catalogs (assets/i18n/<code>.po, key "Text.<Name>").
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/key_table.hpp"
#include "i18n/language.hpp"

namespace sudoku::app {

// The languages come from the catalogs' list (i18n/languages.def).
using Language = i18n::Language;

// Keys of the table; the order must match the rows in strings.cpp (checked at compile time).
enum class Text : std::uint16_t {
#define SUDOKU_TEXT(name) name,
#include "app/i18n/text_keys.def"
#undef SUDOKU_TEXT
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* text(Text key, Language language);

// Sentences with a counted noun ("1 wrong entry", "3 wrong entries"). Each language has its
// own forms: English one/other; Vietnamese has no plural forms, and Turkish keeps the singular
// after a number ("1 hata", "3 hata"), so both have one form. The count is the first "{}".
enum class Counted : std::uint8_t {
#define SUDOKU_COUNTED(name) name,
#include "app/i18n/counted_keys.def"
#undef SUDOKU_COUNTED
    Count,
};

// The pattern for n of a counted noun (unfilled: callers fill the count and any other value).
[[nodiscard]] const char* plural(Counted key, long long n, Language language);
// The pattern filled with n alone.
[[nodiscard]] std::string counted(Counted key, long long n, Language language);

// A language's own name ("English", "Tiếng Việt", "Türkçe") and its short code (en, vi, tr).
[[nodiscard]] const char* language_name(Language language);
using i18n::language_code;

// Every table of keys the game and the errors use: the catalog check's list.
[[nodiscard]] std::vector<i18n::KeySet> catalog_key_sets();

// Every string of every language, concatenated: lets the font loader bake exactly the glyphs
// the table uses.
[[nodiscard]] std::string all_texts();

// Replaces each "{}" in pattern with the next argument, in order, and "{1}".."{9}" with the
// argument of that number, so a translation can put the values in its own word order
// (printf-style formats with fixed types are avoided). See core/text_fill.hpp.
[[nodiscard]] std::string fill(std::string_view pattern, std::initializer_list<std::string> args);
[[nodiscard]] std::string fill(std::string_view pattern, const std::vector<std::string>& args);

}  // namespace sudoku::app
