// The puzzle line format: symbols, options, round trips and every error message.
#include <doctest/doctest.h>

#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

namespace {

std::string line_error(std::string_view line) {
    auto board = parse_puzzle_line(line);
    REQUIRE_FALSE(board.ok());
    return sudoku::i18n::english(board.error());
}

}  // namespace

TEST_CASE("a plain 81-symbol line is a classic 9x9 with . and 0 as empty cells") {
    // One symbol too many: the reader must refuse it rather than guess.
    CHECK_FALSE(parse_puzzle_line("  " + std::string(82, '.') + "  ").ok());
    CHECK(parse_puzzle_line("  " + std::string(81, '.') + "\t").ok());

    auto ok = parse_puzzle_line(
        "780400120600075009000601078007040260001050930904060005070300012120007400049206007");
    REQUIRE(ok.ok());
    CHECK(ok->size() == 9);
    CHECK(ok->at(0) == 7);
    CHECK(ok->at(2) == kEmpty);
    CHECK(ok->empty_count() == 43);
    CHECK(ok->layout().describe() == "9x9");
}

TEST_CASE("letters are digits 10..25 on large boards") {
    std::string line(256, '.');
    line[0] = 'G';  // 16
    line[1] = 'a';  // lower case is accepted: 10
    auto board = parse_puzzle_line(line);
    REQUIRE(board.ok());
    CHECK(board->size() == 16);
    CHECK(board->at(0) == 16);
    CHECK(board->at(1) == 10);
    CHECK(format_puzzle_line(*board).substr(0, 3) == "GA.");
}

TEST_CASE("options box shape, X, hyper and jigsaw regions round-trip") {
    const std::string six = "1" + std::string(25, '.') + "3" + std::string(9, '.');
    const std::string nine = "1" + std::string(80, '.');
    for (const std::string& text :
         {six + " box=3x2", nine + " x", nine + " hyper", nine + " x hyper",
          std::string("1...5.......3...2....4... regions=1112211222333443344455555")}) {
        CAPTURE(text);
        auto board = parse_puzzle_line(text);
        REQUIRE(board.ok());
        const std::string written = format_puzzle_line(*board);
        auto again = parse_puzzle_line(written);
        REQUIRE(again.ok());
        CHECK(*again == *board);
        CHECK(format_puzzle_line(*again) == written);
    }
    auto tall = parse_puzzle_line(six + " box=3x2");
    REQUIRE(tall.ok());
    CHECK(tall->layout().box_shape() == BoxShape{3, 2});
    // The default shape is not written out.
    auto wide = parse_puzzle_line(six + " box=2x3");
    REQUIRE(wide.ok());
    CHECK(format_puzzle_line(*wide) == six);
}

TEST_CASE("region ids may be any letters and symbol ids number the pieces as written") {
    auto letters =
        parse_puzzle_line("1.........................  regions=aaabbaabbbcccddccdddeeeee");
    CHECK_FALSE(letters.ok());  // 26 symbols: wrong length, caught first
    auto named = parse_puzzle_line("1........................ regions=aaabbaabbbcccddccdddeeeee");
    REQUIRE(named.ok());
    CHECK(named->layout().is_jigsaw());
    CHECK(format_puzzle_line(*named).ends_with("regions=1112211222333443344455555"));

    // Pieces 1 and 5 are both split; piece 1 is checked first.
    CHECK(line_error("1........................ regions=5112211222333443344455551") ==
          "region 1 is not connected (r5c5 is cut off)");
    // Only the bottom piece is split; it is written '1' but appears last: named as written.
    CHECK(line_error("1........................ regions=5552255222333443344111141") ==
          "region 1 is not connected (r5c1 is cut off)");
}

TEST_CASE("errors name what is wrong and where") {
    CHECK(line_error("") == "empty puzzle line");
    CHECK(line_error("123") == "puzzle has 3 symbols, expected N*N for N=3..25");
    CHECK(line_error(std::string(80, '.')) ==
          "puzzle has 80 symbols, expected N*N for N=3..25 (nearest: 64 for 8x8, 81 for 9x9)");
    CHECK(line_error(std::string(40, '.') + "x" + std::string(40, '.')) ==
          "position 41: unknown symbol 'x' (expected 1-9, A-P, or . for empty)");
    CHECK(line_error(std::string(20, '.') + "A" + std::string(60, '.')) ==
          "value A (10) at r3c3 is out of range (1..9)");
    CHECK(line_error("0" + std::string(255, '.')) ==
          "position 1: '0' is not a symbol for 16x16 boards (use . for empty)");
    CHECK(line_error(std::string(81, '.') + " diagonal") ==
          "unknown option 'diagonal' (expected box=RxC, x, hyper or regions=...)");
    CHECK(line_error(std::string(36, '.') + " box=2by3") ==
          "box=2by3: expected box=RxC, such as box=2x3");
    CHECK(line_error(std::string(36, '.') + " box=4x4") ==
          "box 4x4 does not tile a 6x6 board (rows x cols must be 6)");
    CHECK(line_error(std::string(49, '.')) ==
          "size 7 has no rectangular box shape; give jigsaw regions");
    CHECK(line_error(std::string(25, '.') + " regions=123") ==
          "regions= has 3 ids, needs 25 (one per cell)");
    CHECK(line_error(std::string(25, '.') + " regions=1112211222333443344455556") ==
          "regions= names more than 5 regions ('6' at position 25 is region 6)");
    CHECK(line_error(std::string(36, '.') + " hyper") ==
          "hyper windows need square boxes (such as 9x9 with 3x3 boxes)");
}

TEST_CASE("comment and blank lines are skippable") {
    CHECK(is_skippable_line(""));
    CHECK(is_skippable_line("   \t"));
    CHECK(is_skippable_line("  # a comment"));
    CHECK_FALSE(is_skippable_line("1..."));
}
