// Splits a line into the fields between one separator character (empty fields kept).
#pragma once

#include <string_view>
#include <vector>

namespace sudoku::core {

// "a,,b" split at ',' gives {"a", "", "b"}; text without the separator gives {text}.
[[nodiscard]] std::vector<std::string_view> split_fields(std::string_view text, char separator);

}  // namespace sudoku::core
