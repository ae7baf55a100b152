// The listings in the lesson's own words: the Python and C# code of the courses with the names
// a lesson teaches (lesson 000's tim_o_trong, kiem_tra, giai; the Turkish lesson's bos_bul,
// gecerli, coz), renamed word by word so every line keeps its place and its event mapping.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/search/course_code.hpp"

namespace sudoku::core {

enum class CodeNames : std::uint8_t { English, Vietnamese, Turkish };

// "en", "vi", "tr" (file and setting names); nullopt for another text.
[[nodiscard]] const char* code_names_code(CodeNames names);
[[nodiscard]] std::optional<CodeNames> parse_code_names(std::string_view code);

// The names of the lesson a puzzle comes from: Vietnamese for lessons 000, 002, 003 and 004,
// Turkish for lesson 001 (its source is "lesson_001_tahta"...), English otherwise.
[[nodiscard]] CodeNames lesson_code_names(std::string_view source);

// `line` of a Python or C# listing with its identifiers renamed (whole words only); pseudo-code
// is prose and stays as it is. Also serves the live variables line ("row = 2, col = 3").
[[nodiscard]] std::string renamed_code(std::string_view line, CodeLanguage language,
                                       CodeNames names);

}  // namespace sudoku::core
