// The catalog check: every key of every table is in the catalog with the right kind (singular
// or plural), no key is unknown, no translation is empty, placeholders ({}, {1}..{9}, {cell})
// match the English, and the English (msgid) is the same as en.po's.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "i18n/catalog.hpp"
#include "i18n/key_table.hpp"

namespace sudoku::i18n {

// Each problem is one line naming the file, the line and the key; none = the catalog is good.
[[nodiscard]] std::vector<std::string> check_catalog(const Catalog& catalog, const Catalog& english,
                                                     std::span<const KeySet> tables);

// The placeholders of a text, sorted: "{}" once per use, "{1}" or "{cell}" once each.
[[nodiscard]] std::vector<std::string> placeholders(std::string_view text);

}  // namespace sudoku::i18n
