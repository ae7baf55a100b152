// The classroom's strings (predict mode, the course-language code, the library of prepared
// watch sessions) in English, Vietnamese and Turkish, built like watch_strings.hpp.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; listed once in predict_keys.def.
enum class PredictText : std::uint16_t {
#define SUDOKU_PREDICT_TEXT(name) name,
#include "app/i18n/predict_keys.def"
#undef SUDOKU_PREDICT_TEXT
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* predict_text(PredictText key, Language language);

// Every classroom string of every language, for the font loader's glyph set.
[[nodiscard]] std::string predict_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> predict_key_names();

}  // namespace sudoku::app
