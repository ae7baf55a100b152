// Text from outside the program (a save's difficulty, file names, messages) cut to a bounded
// length before ImGui draws it: a 17,000-character line overflowed ImGui's 16-bit vertex indices.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sudoku::app {

// Longest text a one-line label shows (in characters, i.e. UTF-8 code points).
inline constexpr std::size_t kMaxLabelChars = 80;
// Longest text a dialog shows (a message with a path in it).
inline constexpr std::size_t kMaxDialogChars = 2000;

// `text` when it has at most `max_chars` characters, else its first max_chars - 1 characters
// and "…". Never splits a UTF-8 sequence; stray bytes count as one character each.
[[nodiscard]] std::string clipped_text(std::string_view text, std::size_t max_chars);

}  // namespace sudoku::app
