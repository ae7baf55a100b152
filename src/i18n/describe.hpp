// Core errors in words: a core::Error (a code, its args and its parts) rendered from the
// catalogs. The game shows describe(error, language); sudoku-cli and logs print english(error).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "i18n/language.hpp"

namespace sudoku::i18n {

// The sentence for an error: the code's template ("Error.<Name>") filled with the args, then
// the parts rendered in turn. An Unspecified error is its text (its one arg) as it is.
[[nodiscard]] std::string describe(const core::Error& error, Language language);
[[nodiscard]] std::string english(const core::Error& error);

// The template of a code in a language ({1}, {2}... placeholders), never null.
[[nodiscard]] const char* error_template(core::ErrorCode code, Language language);

// The names of every ErrorCode, in order (for the catalog check).
[[nodiscard]] std::span<const std::string_view> error_code_names();

// Every error template of every language, concatenated: for the font's glyph ranges.
[[nodiscard]] std::string error_all_texts();

}  // namespace sudoku::i18n
