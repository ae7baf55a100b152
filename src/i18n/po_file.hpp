// A strict reader of gettext .po catalogs (the subset translators' tools write): entries of
// msgctxt / msgid / msgid_plural / msgstr / msgstr[N] with escaped, multi-line strings.
// Malformed input is an error naming the file and line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace sudoku::i18n {

struct PoEntry {
    std::string context;               // msgctxt (our key, "Text.MenuGame"); may be empty
    std::string id;                    // msgid: the English text
    std::string id_plural;             // msgid_plural, empty for a singular entry
    std::vector<std::string> strings;  // msgstr, or msgstr[0..k-1] of a plural entry
    bool plural = false;
    bool fuzzy = false;  // "#, fuzzy": a guess awaiting review, not used at run time
    int line = 0;        // where the entry starts
};

struct PoFile {
    std::string header;  // the msgstr of the msgid "" entry ("Language: vi\n...")
    std::vector<PoEntry> entries;
};

// Parses a whole catalog; `file_name` only names the file in errors ("vi.po:12: ...").
[[nodiscard]] core::Result<PoFile> parse_po(std::string_view text, std::string_view file_name);

// The value of one header field ("Plural-Forms"), without its line end; empty if absent.
[[nodiscard]] std::string header_field(std::string_view header, std::string_view name);

}  // namespace sudoku::i18n
