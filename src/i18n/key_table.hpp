// A table of keys (one C++ enum, listed in its .def file) looked up in every catalog once, so
// text(key, language) is plain indexing. Keys are "<Prefix>.<Name>", the .po files' msgctxt.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/language.hpp"

namespace sudoku::i18n {

// What the catalog check needs to know of one table: its prefix, its names, and whether its
// entries are plural (msgid_plural) or singular.
struct KeySet {
    std::string_view prefix;
    std::span<const std::string_view> names;
    bool plural = false;
};

class KeyTable {
  public:
    // Resolves every key in every language now (a missing key shows as the key itself, and
    // the catalog test fails on it). Build it as a function-local static.
    KeyTable(std::string_view prefix, std::span<const std::string_view> names);

    [[nodiscard]] const char* text(std::size_t index, Language language) const;
    [[nodiscard]] const std::string& key(std::size_t index) const { return m_keys.at(index); }
    [[nodiscard]] std::size_t size() const { return m_keys.size(); }
    // Every translation of the table in every language, concatenated (for the font's glyphs).
    [[nodiscard]] std::string all_texts() const;

  private:
    std::vector<std::string> m_keys;
    std::array<std::vector<const char*>, kLanguageCount> m_texts;
};

// Plural keys: the form depends on n, so each call asks the catalog (by the language's rule).
class PluralTable {
  public:
    PluralTable(std::string_view prefix, std::span<const std::string_view> names);

    [[nodiscard]] const char* text(std::size_t index, std::uint64_t n, Language language) const;
    [[nodiscard]] std::string all_texts() const;

  private:
    std::vector<std::string> m_keys;
};

}  // namespace sudoku::i18n
