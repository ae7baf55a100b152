// Reads a decimal number ("1.5", "2", "1e6") the way std::from_chars does, for the standard
// libraries that lack from_chars for floating point (emscripten's libc++ 13): whole text only,
// no sign other than a leading '-', no spaces, independent of the C locale.
#pragma once

#include <optional>
#include <string_view>

namespace sudoku::core {

// The number, or nullopt when `text` is not exactly one finite decimal number.
[[nodiscard]] std::optional<double> parse_decimal(std::string_view text);

}  // namespace sudoku::core
