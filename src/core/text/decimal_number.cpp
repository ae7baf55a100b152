#include "core/text/decimal_number.hpp"

#include <cctype>
#include <cmath>
#include <locale>
#include <sstream>
#include <string>

namespace sudoku::core {

namespace {

// 0-9 only, whatever the locale says.
bool is_decimal_digit(char c) {
    return c >= '0' && c <= '9';
}

// Skips a run of digits from `i`; returns how many there were.
std::size_t skip_digits(std::string_view text, std::size_t& i) {
    const std::size_t start = i;
    while (i < text.size() && is_decimal_digit(text[i]))
        ++i;
    return i - start;
}

// -?digits[.digits][e[+-]digits], with digits on at least one side of the point.
bool decimal_grammar(std::string_view text) {
    std::size_t i = 0;
    if (i < text.size() && text[i] == '-') ++i;
    std::size_t digits = skip_digits(text, i);
    if (i < text.size() && text[i] == '.') {
        ++i;
        digits += skip_digits(text, i);
    }
    if (digits == 0) return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        if (skip_digits(text, i) == 0) return false;
    }
    return i == text.size();
}

}  // namespace

std::optional<double> parse_decimal(std::string_view text) {
    if (!decimal_grammar(text)) return std::nullopt;
    // The classic locale: a player's locale with a decimal comma must not change what "1.5" is.
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    double value = 0.0;
    in >> value;
    if (in.fail() || !std::isfinite(value)) return std::nullopt;
    return value;
}

}  // namespace sudoku::core
