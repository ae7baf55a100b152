#include "app/i18n/clipped_text.hpp"

namespace sudoku::app {

namespace {

// Bytes of the character starting at text[i]: continuation bytes (10xxxxxx) follow the lead.
std::size_t char_bytes(std::string_view text, std::size_t i) {
    std::size_t n = 1;
    while (i + n < text.size() && (static_cast<unsigned char>(text[i + n]) & 0xC0) == 0x80 && n < 4)
        ++n;
    return n;
}

}  // namespace

std::string clipped_text(std::string_view text, std::size_t max_chars) {
    std::size_t chars = 0;
    std::size_t keep = 0;  // bytes of the first max_chars - 1 characters
    for (std::size_t i = 0; i < text.size(); i += char_bytes(text, i)) {
        if (++chars == max_chars) keep = i;
        if (chars > max_chars) return std::string(text.substr(0, keep)) + "\xE2\x80\xA6";
    }
    return std::string(text);
}

}  // namespace sudoku::app
