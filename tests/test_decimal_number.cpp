// core::parse_decimal: the whole text as one finite decimal number, as std::from_chars reads it
// (the browser build's standard library has no floating-point from_chars).
#include <doctest/doctest.h>

#include <clocale>
#include <optional>
#include <string>

#include "core/text/decimal_number.hpp"

using sudoku::core::parse_decimal;

TEST_CASE("parse_decimal reads what from_chars reads") {
    CHECK(parse_decimal("2") == 2.0);
    CHECK(parse_decimal("1.5") == 1.5);
    CHECK(parse_decimal("-0.25") == -0.25);
    CHECK(parse_decimal(".5") == 0.5);
    CHECK(parse_decimal("3.") == 3.0);
    CHECK(parse_decimal("1e8") == 1e8);
    CHECK(parse_decimal("2.5E-1") == 0.25);
    CHECK(parse_decimal("1e+2") == 100.0);
}

TEST_CASE("parse_decimal refuses anything but one whole finite number") {
    for (const char* bad : {"", "-", ".", "+1", " 1", "1 ", "1,5", "1.5x", "e5", "1e", "1e+",
                            "0x10", "nan", "inf", "-inf", "1e999", "--1", "1..2"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_decimal(bad).has_value());
    }
}

TEST_CASE("parse_decimal ignores a locale with a decimal comma") {
    // Only where such a locale is installed; the classic reading is checked either way.
    const char* before = std::setlocale(LC_NUMERIC, nullptr);
    const std::string saved = before != nullptr ? before : "C";
    std::setlocale(LC_NUMERIC, "de_DE.UTF-8");
    CHECK(parse_decimal("1.5") == 1.5);
    CHECK_FALSE(parse_decimal("1,5").has_value());
    std::setlocale(LC_NUMERIC, saved.c_str());
}
