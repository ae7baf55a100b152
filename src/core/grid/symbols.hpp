// Symbols of the text formats: 1-9 then A=10 ... P=25; '.' (and '0' when N <= 9) is empty.
#pragma once

#include <optional>
#include <string>

#include "core/base/types.hpp"

namespace sudoku::core {

// The character for a digit 1..25 ('.' for empty).
[[nodiscard]] char digit_symbol(Digit d);

// The digits of a mask as symbols separated by spaces, smallest first ("1 5 A").
[[nodiscard]] std::string mask_symbols(Mask mask);

// The value a symbol stands for regardless of board size: 0 for '.', 1..25 for 1-9/A-P
// (lower case accepted), nullopt for anything else. '0' maps to 0.
[[nodiscard]] std::optional<int> symbol_value(char c);

// Printable description of a character for error messages: 'x', or \xNN for control/binary.
[[nodiscard]] std::string describe_char(char c);

}  // namespace sudoku::core
