// Errors from the core and io (parse errors, impossible generator requests, bad files) in the
// player's language: one translated template per core::ErrorCode, filled with the error's
// args and its translated parts. The command-line tool keeps printing the English message.
#pragma once

#include <string>

#include "app/i18n/strings.hpp"
#include "core/base/result.hpp"

namespace sudoku::app {

// The sentence for an error in a language; an error without a code (Unspecified) keeps its
// English message. A FileError (a core::Error with a field) renders the same way.
[[nodiscard]] std::string error_text(const core::Error& error, Language language);

// The template of a code ({1}, {2}... placeholders), never null.
[[nodiscard]] const char* error_template(core::ErrorCode code, Language language);

// Every template of every language, concatenated: for the font's glyph ranges.
[[nodiscard]] std::string error_all_texts();

}  // namespace sudoku::app
