// A path (or any text from outside the program) made safe to print in a one-line message:
// control characters, DEL, backslash and bytes that are not valid UTF-8 become \xNN (backslash
// becomes "\\"), so a file named "a\nb" or "\x1b[31m" cannot break a line or colour a terminal.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace sudoku::io {

// The bytes of `text` escaped as above, inside single quotes: 'dir/save.json'.
[[nodiscard]] std::string display_path(std::string_view text);
[[nodiscard]] std::string display_path(const std::filesystem::path& path);
[[nodiscard]] inline std::string display_path(const std::string& text) {
    return display_path(std::string_view(text));
}
[[nodiscard]] inline std::string display_path(const char* text) {
    return display_path(std::string_view(text));
}

// The length of the valid UTF-8 sequence (1..4 bytes) starting at text[i], or 0 when the
// bytes there are not one (overlong forms, surrogates and code points past U+10FFFF are not).
[[nodiscard]] std::size_t utf8_sequence_length(std::string_view text, std::size_t i);
[[nodiscard]] bool is_valid_utf8(std::string_view text);

}  // namespace sudoku::io
