#include "io/text_encoding.hpp"

#include <string>

namespace sudoku::io {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool is_ascii_text(char c) {
    return c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c < 0x7f);
}

// UTF-16 of ASCII text puts a zero byte beside every character ("{\0\n\0" or "\0{\0\n"); no
// text of ours starts that way otherwise. Without its mark, two characters must show it.
bool looks_like_utf16(std::string_view text) {
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) return true;
    if (text.size() < 4) return false;
    const bool little =
        is_ascii_text(text[0]) && text[1] == '\0' && is_ascii_text(text[2]) && text[3] == '\0';
    const bool big =
        text[0] == '\0' && is_ascii_text(text[1]) && text[2] == '\0' && is_ascii_text(text[3]);
    return little || big;
}

std::string_view without_one_mark(std::string_view text) {
    if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
    return text;
}

}  // namespace

std::optional<core::Error> encoding_problem(std::string_view text) {
    if (looks_like_utf16(text)) return core::coded_error(core::ErrorCode::TextIsUtf16);
    int marks = 0;
    while (text.starts_with(kByteOrderMark)) {
        text.remove_prefix(kByteOrderMark.size());
        ++marks;
    }
    if (marks > 1)
        return core::coded_error(core::ErrorCode::RepeatedByteOrderMark, {std::to_string(marks)});
    return std::nullopt;
}

std::optional<core::Error> save_text_problem(std::string_view text) {
    if (auto problem = encoding_problem(text)) return problem;
    text = without_one_mark(text);
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos || text[first] != '[') return std::nullopt;
    const auto second = text.find_first_not_of(" \t\r\n", first + 1);
    if (second != std::string_view::npos && text[second] == '{')
        return core::coded_error(core::ErrorCode::SaveInList);
    return std::nullopt;
}

}  // namespace sudoku::io
