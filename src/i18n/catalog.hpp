// One language's catalog: a parsed .po file indexed by key (msgctxt), with its plural rule
// and the header fields the game shows (the language's own name).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "i18n/plural_rule.hpp"
#include "i18n/po_file.hpp"

namespace sudoku::i18n {

class Catalog {
  public:
    Catalog() = default;

    // Parses a .po text; errors name the file and line (duplicate keys, a bad Plural-Forms,
    // a plural entry whose form count differs from nplurals).
    [[nodiscard]] static core::Result<Catalog> parse(std::string_view text,
                                                     std::string_view file_name);

    [[nodiscard]] const std::string& code() const { return m_code; }  // header "Language"
    // The language's own name, from the header field X-Language-Name ("Tiếng Việt").
    [[nodiscard]] const std::string& name() const { return m_name; }
    [[nodiscard]] const PluralRule& plural_rule() const { return m_rule; }
    [[nodiscard]] const std::string& file_name() const { return m_file; }

    // The entry for a key, or null (fuzzy entries count as missing: they await review).
    [[nodiscard]] const PoEntry* find(std::string_view key) const;
    // The translation of a singular key, or null.
    [[nodiscard]] const char* text(std::string_view key) const;
    // The form of a plural key for n by the catalog's rule, or null.
    [[nodiscard]] const char* plural(std::string_view key, std::uint64_t n) const;

    [[nodiscard]] const std::vector<PoEntry>& entries() const { return m_entries; }

  private:
    std::string m_file;
    std::string m_code;
    std::string m_name;
    PluralRule m_rule;
    std::vector<PoEntry> m_entries;
    std::map<std::string, std::size_t, std::less<>> m_index;  // key -> entry
};

}  // namespace sudoku::i18n
