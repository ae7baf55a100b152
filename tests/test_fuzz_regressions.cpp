// Inputs the fuzzers (tests/fuzz) found to break a reader, kept as regression tests, plus the
// size extremes the fuzzers' length limit cannot reach (a 1 MB line).
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

namespace {

// An error message is one short printable line, whatever bytes the input held.
void check_printable_line(const std::string& msg) {
    CAPTURE(msg);
    CHECK_FALSE(msg.empty());
    CHECK(msg.size() <= 300);
    for (char c : msg) {
        const auto u = static_cast<unsigned char>(c);
        CHECK((u >= 0x20 && u < 0x7f));
    }
}

std::string_view bytes(const char* data, std::size_t size) {
    return {data, size};
}

}  // namespace

TEST_CASE("fuzz: raw bytes in an unknown option are escaped in the error") {
    // fuzz_puzzle_line: a NUL and other bytes were copied into "unknown option '...'".
    static const char input[] = "1.......................5 region;\0AAABBACBBBCCCDDCEEDDE^EED";
    const auto result = parse_puzzle_line(bytes(input, sizeof input - 1));
    REQUIRE_FALSE(result.ok());
    check_printable_line(sudoku::i18n::english(result.error()));
    CHECK(sudoku::i18n::english(result.error()).find("\\x00") != std::string::npos);

    const auto utf8 = parse_puzzle_line("1..................................7 \xe2ox=3x2");
    REQUIRE_FALSE(utf8.ok());
    check_printable_line(sudoku::i18n::english(utf8.error()));
    CHECK(sudoku::i18n::english(utf8.error()).find("\\xE2ox=3x2") != std::string::npos);
}

TEST_CASE("fuzz: a huge or binary box= option gives a short printable error") {
    const std::string grid(36, '.');
    const auto huge = parse_puzzle_line(grid + " box=" + std::string(100000, '7') + "x2");
    REQUIRE_FALSE(huge.ok());
    check_printable_line(sudoku::i18n::english(huge.error()));

    const auto binary = parse_puzzle_line(grid + " box=2\x01x3");
    REQUIRE_FALSE(binary.ok());
    check_printable_line(sudoku::i18n::english(binary.error()));
}

TEST_CASE("a 1 MB line is rejected quickly with a short error") {
    // Longer than any fuzz input: the length check must not echo or square the input.
    const std::string mb(1 << 20, '1');
    for (const std::string& line :
         {mb, mb + " x", std::string(81, '.') + " " + mb, std::string(81, '.') + " regions=" + mb,
          std::string(1 << 20, ' '), std::string(1 << 20, '\x80')}) {
        const auto result = parse_puzzle_line(line);
        REQUIRE_FALSE(result.ok());
        check_printable_line(sudoku::i18n::english(result.error()));
    }
}
