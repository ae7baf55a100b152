// What is wrong with a file's text before any parser sees it, named plainly: UTF-16 text (a
// Windows editor's "Unicode"), more than one UTF-8 byte-order mark, or a save wrapped in a
// JSON list. The parsers would otherwise report the first byte they trip on ("expected '[' to
// start a list of rows"), which says nothing about the real problem.
#pragma once

#include <optional>
#include <string_view>

#include "core/base/result.hpp"

namespace sudoku::io {

// UTF-16 (either byte order, with or without its mark) or repeated byte-order marks.
[[nodiscard]] std::optional<core::Error> encoding_problem(std::string_view text);

// encoding_problem, or a JSON object inside a list ("[{...}]") where a save was expected.
[[nodiscard]] std::optional<core::Error> save_text_problem(std::string_view text);

}  // namespace sudoku::io
