#include "core/grid/symbols.hpp"

#include <cstdio>

namespace sudoku::core {

char digit_symbol(Digit d) {
    if (d == 0) return '.';
    if (d <= 9) return static_cast<char>('0' + d);
    return static_cast<char>('A' + (d - 10));
}

std::string mask_symbols(Mask mask) {
    std::string out;
    for (Mask m = mask; m != 0; m &= m - 1) {
        if (!out.empty()) out += ' ';
        out += digit_symbol(mask_first(m));
    }
    return out;
}

std::optional<int> symbol_value(char c) {
    if (c == '.' || c == '0') return 0;
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'P') return 10 + (c - 'A');
    if (c >= 'a' && c <= 'p') return 10 + (c - 'a');
    return std::nullopt;
}

std::string describe_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\x%02X", u);
    return buf;
}

}  // namespace sudoku::core
