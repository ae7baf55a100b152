// Errors from the core and io (parse errors, impossible generator requests, bad files) in the
// player's language: the game's names for i18n::describe (the templates are the catalogs'
// "Error.<Name>" entries; the command-line tool prints the English one).
#pragma once

#include <string>

#include "app/i18n/strings.hpp"
#include "core/base/result.hpp"
#include "i18n/describe.hpp"

namespace sudoku::app {

// The sentence for an error in a language; an error without a code (Unspecified) shows its
// text as it is. A FileError (a core::Error with a field) renders the same way.
[[nodiscard]] std::string error_text(const core::Error& error, Language language);

// The template of a code ({1}, {2}... placeholders), never null; and every template of every
// language, concatenated, for the font's glyph ranges.
using i18n::error_all_texts;
using i18n::error_template;

}  // namespace sudoku::app
