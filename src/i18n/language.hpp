// The languages the game speaks (languages.def) and their catalogs, embedded in the program
// at build time from assets/i18n/<code>.po, so it runs from any folder.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "i18n/catalog.hpp"

namespace sudoku::i18n {

enum class Language : std::uint8_t {
#define SUDOKU_LANGUAGE(name, code) name,
#include "i18n/languages.def"
#undef SUDOKU_LANGUAGE
    Count,
};

inline constexpr int kLanguageCount = static_cast<int>(Language::Count);

// Short code ("en", "vi", "tr"): the catalog's file name and the settings' value.
[[nodiscard]] const char* language_code(Language language);
[[nodiscard]] std::optional<Language> language_from_code(std::string_view code);
// Every code, as a command line's usage lists them: "en, vi or tr".
[[nodiscard]] std::string language_codes_text();

// The language's catalog, parsed on first use (thread-safe). A catalog that fails to parse
// (only a broken build can ship one: the tests parse them all) is empty, its error printed.
[[nodiscard]] const Catalog& catalog(Language language);

// The embedded text of a catalog, as the build read it from assets/i18n/.
[[nodiscard]] std::string_view embedded_catalog_text(Language language);

// The translation of a key in a language, else in English (the source language), else null.
[[nodiscard]] const char* find_text(Language language, std::string_view key);
[[nodiscard]] const char* find_plural(Language language, std::string_view key, std::uint64_t n);

}  // namespace sudoku::i18n
