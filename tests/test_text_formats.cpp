// Text formats: puzzle line <-> board <-> pretty print <-> grid reader round trips for every
// shape, the lessons' exact formats (cau_do from 000, tahta from 001), and bad-input messages.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/grid/symbols.hpp"
#include "core/text/grid_text.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/text/python_list.hpp"
#include "core/text/text_formats.hpp"
#include "error_words.hpp"
#include "puzzle_fixtures.hpp"

using namespace sudoku::core;

namespace {

// The lessons' puzzles as puzzle lines, copied by hand from seeds/000 (cau_do: kCauDoLine,
// shared) and 001 (tahta).
using sudoku::test::kCauDoLine;
// What the lesson's in_sudoku(cau_do) prints (its rules: "| " before columns 3 and 6, the
// eleven-dash line before rows 3 and 6, no space after the last cell).
const char* const kCauDoPretty =
    "7 8 0 | 4 0 0 | 1 2 0\n"
    "6 0 0 | 0 7 5 | 0 0 9\n"
    "0 0 0 | 6 0 1 | 0 7 8\n"
    "- - - - - - - - - - -\n"
    "0 0 7 | 0 4 0 | 2 6 0\n"
    "0 0 1 | 0 5 0 | 9 3 0\n"
    "9 0 4 | 0 6 0 | 0 0 5\n"
    "- - - - - - - - - - -\n"
    "0 7 0 | 3 0 0 | 0 1 2\n"
    "1 2 0 | 0 0 7 | 4 0 0\n"
    "0 4 9 | 2 0 6 | 0 0 7\n";

const char* const kTahtaLine =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
// The lessons' own texts, kept in tests/data: cau_do.py (seeds/000), tahta.py and
// tahta_printed_001.txt (seeds/001 and its print_board output).
std::string data_file(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/" + name, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), name);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

Board line(std::string_view text) {
    auto board = parse_puzzle_line(text);
    REQUIRE_MESSAGE(board.ok(), (board.ok() ? "" : sudoku::i18n::english(board.error())));
    return std::move(board).value();
}

// The one puzzle of a text, which must read.
Board only_puzzle(std::string_view text, TextFormat expected_format) {
    const ParsedText parsed = parse_puzzle_text(text);
    CHECK(parsed.format == expected_format);
    REQUIRE(parsed.puzzles.size() == 1);
    REQUIRE_MESSAGE(parsed.puzzles[0].board.ok(),
                    sudoku::test::puzzle_error_text(parsed.puzzles[0]));
    return parsed.puzzles[0].board.value();
}

// The error of the one puzzle of a text: "line N: message".
std::string only_error(std::string_view text) {
    const ParsedText parsed = parse_puzzle_text(text);
    REQUIRE(parsed.puzzles.size() == 1);
    REQUIRE_FALSE(parsed.puzzles[0].board.ok());
    return sudoku::test::puzzle_error_text(parsed.puzzles[0]);
}

// A filled, valid rectangular-box pattern, with every third cell emptied: every digit symbol
// of the size appears.
Board pattern_board(const LayoutSpec& spec) {
    auto layout = Layout::create(spec);
    REQUIRE_MESSAGE(layout.ok(), (layout.ok() ? "" : sudoku::i18n::english(layout.error())));
    Board board(layout.value());
    const int n = spec.size;
    const BoxShape box = board.layout().box_shape();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int v = box.rows > 0 ? (r % box.rows * box.cols + r / box.rows + c) % n + 1
                                       : (r + c) % n + 1;
            const Cell cell = board.layout().cell_at(r, c);
            board.set(cell, (r * n + c) % 3 == 2 ? kEmpty : static_cast<Digit>(v));
        }
    return board;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

}  // namespace

TEST_CASE("the lessons' Python lists read as their puzzles") {
    CHECK(only_puzzle(data_file("cau_do.py"), TextFormat::PythonList) == line(kCauDoLine));
    CHECK(only_puzzle(data_file("tahta.py"), TextFormat::PythonList) == line(kTahtaLine));
    // 002 keeps cells as strings; no name, one line, trailing commas.
    std::string quoted = "[";
    for (int r = 0; r < 9; ++r) {
        quoted += "['";
        for (int c = 0; c < 9; ++c)
            quoted += std::string(c ? "', '" : "") + kTahtaLine[r * 9 + c];
        quoted += "'],";
    }
    quoted += "]";
    CHECK(only_puzzle(quoted, TextFormat::PythonList) == line(kTahtaLine));
}

TEST_CASE("several Python lists read in order with their lines") {
    // cau_do.py: a comment, then 11 lines; a blank line; tahta.py: a comment, then the list.
    const std::string text =
        std::string("# two lessons\n") + data_file("cau_do.py") + "\n" + data_file("tahta.py");
    const ParsedText parsed = parse_puzzle_text(text);
    REQUIRE(parsed.puzzles.size() == 2);
    CHECK(parsed.puzzles[0].line == 3);
    CHECK(parsed.puzzles[1].line == 16);
    CHECK(parsed.puzzles[0].board.value() == line(kCauDoLine));
    CHECK(parsed.puzzles[1].board.value() == line(kTahtaLine));
}

TEST_CASE("pretty print reproduces the lesson's in_sudoku output exactly") {
    CHECK(format_pretty(line(kCauDoLine)) == kCauDoPretty);
}

TEST_CASE("the lessons' printed grids read back") {
    CHECK(only_puzzle(kCauDoPretty, TextFormat::Grid) == line(kCauDoLine));
    CHECK(only_puzzle(data_file("tahta_printed_001.txt"), TextFormat::Grid) == line(kTahtaLine));
    // Compact rows, '.' for empty, '+' separators, comments and blank lines.
    std::string compact = "# tahta\n\n";
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) compact += "---+---+---\n";
        std::string row(kTahtaLine + r * 9, 9);
        for (char& ch : row)
            if (ch == '0') ch = '.';
        compact += row.substr(0, 3) + "|" + row.substr(3, 3) + "|" + row.substr(6) + "\r\n";
    }
    CHECK(only_puzzle(compact, TextFormat::Grid) == line(kTahtaLine));
    // Without any separator: 9 rows of 9 symbols is still a grid.
    std::string bare;
    for (int r = 0; r < 9; ++r)
        bare += std::string(kCauDoLine + r * 9, 9) + "\n";
    CHECK(only_puzzle(bare, TextFormat::Grid) == line(kCauDoLine));
}

TEST_CASE("round trips for every shape: line <-> board <-> pretty <-> grid") {
    std::vector<LayoutSpec> shapes;
    for (int n : {4, 6, 8, 9, 10, 12, 15, 16, 20, 25})
        shapes.push_back({.size = n});
    shapes.push_back({.size = 6, .box = {3, 2}});
    shapes.push_back({.size = 12, .box = {2, 6}});
    shapes.push_back({.size = 9, .diagonals = true});
    shapes.push_back({.size = 9, .hyper = true});
    shapes.push_back({.size = 16, .diagonals = true});
    for (const LayoutSpec& spec : shapes) {
        const Board board = pattern_board(spec);
        CAPTURE(board.layout().describe());
        const std::string text = format_puzzle_line(board);
        CHECK(line(text) == board);

        const std::string pretty = format_pretty(board);
        const auto rows = lines_of(pretty);
        const int n = spec.size;
        const BoxShape box = board.layout().box_shape();
        CHECK(static_cast<int>(rows.size()) == n + n / box.rows - 1);
        for (const std::string& row : rows) {
            CHECK(row.size() == rows.front().size());  // dash lines as long as row lines
            if (row.front() == '-') continue;
            CHECK(std::count(row.begin(), row.end(), '|') == n / box.cols - 1);
        }
        const TextPuzzle back = parse_grid(pretty);
        REQUIRE_MESSAGE(back.board.ok(), sudoku::test::puzzle_error_text(back));
        CHECK(back.board.value().cells() == board.cells());
        // Boxes are read from the separators; X and hyper are not part of the grid text.
        if (!spec.diagonals && !spec.hyper) CHECK(back.board.value() == board);
        CHECK(only_puzzle(pretty, TextFormat::Grid).cells() == board.cells());
    }
}

TEST_CASE("pretty print of a jigsaw has no separators") {
    const Board board = line("1...5.......3...2....4... regions=1112211222333443344455555");
    const std::string pretty = format_pretty(board);
    CHECK(pretty == "1 0 0 0 5\n0 0 0 0 0\n0 0 3 0 0\n0 2 0 0 0\n0 4 0 0 0\n");
    CHECK(sudoku::test::puzzle_error_text(parse_grid(pretty)) ==
          "line 1: 5x5 has no rectangular boxes: write it as a puzzle line with regions=...");
}

TEST_CASE("large grids: symbols, '.' and space-separated numbers") {
    const Board board = pattern_board({.size = 16});
    // Decimal numbers, as a Python print of ints would write them.
    std::string numbers;
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 16; ++c)
            numbers += (c ? " " : "") + std::to_string(board.at(r, c));
        numbers += "\n";
    }
    CHECK(numbers.substr(0, 8) == "1 2 0 4 ");
    CHECK(only_puzzle(numbers, TextFormat::Grid) == board);
    const std::string pretty = format_pretty(board);
    CHECK(pretty.substr(0, 10) == "1 2 . 4 | ");
    CHECK(only_puzzle(pretty, TextFormat::Grid) == board);
    // Python list of a 16x16 with ints and letters mixed.
    std::string list = "[";
    for (int r = 0; r < 16; ++r) {
        list += "[";
        for (int c = 0; c < 16; ++c) {
            const Digit d = board.at(r, c);
            list += d >= 10 && c % 2 ? "'" + std::string(1, static_cast<char>('A' + d - 10)) + "'"
                                     : std::to_string(d);
            list += ",";
        }
        list += "],\n";
    }
    list += "]";
    CHECK(only_puzzle(list, TextFormat::PythonList) == board);
}

TEST_CASE("detection: puzzle lines stay puzzle lines") {
    std::string many;
    for (int k = 0; k < 9; ++k)
        many += std::string(kCauDoLine) + "\n";
    const ParsedText parsed = parse_puzzle_text(many);
    CHECK(parsed.format == TextFormat::PuzzleLines);
    CHECK(parsed.puzzles.size() == 9);
    // Sixteen 4x4 puzzle lines have 16 symbols each but are not one 16x16 grid.
    std::string small;
    for (int k = 0; k < 16; ++k)
        small += "1..2....4..3....\n";
    CHECK(parse_puzzle_text(small).format == TextFormat::PuzzleLines);
    CHECK(parse_puzzle_text(small).puzzles.size() == 16);
    CHECK(parse_puzzle_text("# only a comment\n\n").puzzles.empty());
    CHECK(parse_puzzle_text("").puzzles.empty());
}

TEST_CASE("puzzle line errors carry their line numbers") {
    const ParsedText parsed = parse_puzzle_text(
        std::string("# header\n") + kCauDoLine + "\n\n" +
        "78040012060007500900060107800704026000105093090406000507030001212000740004920600x\n");
    REQUIRE(parsed.puzzles.size() == 2);
    CHECK(parsed.puzzles[0].line == 2);
    CHECK(sudoku::test::puzzle_error_text(parsed.puzzles[0]).empty());
    CHECK(sudoku::test::puzzle_error_text(parsed.puzzles[1]) ==
          "line 4: position 81: unknown symbol 'x' (expected 1-9, A-P, or . for empty)");
}

TEST_CASE("grid errors name the row, column and line") {
    std::string rows = kCauDoPretty;
    // Drop one cell of the fifth row (line 6 of the text).
    const auto cut = rows.find("0 0 1 | 0 5 0");
    rows.erase(cut, 2);
    CHECK(only_error(rows) == "line 6: grid row 5 has 8 cells, expected 9");

    std::string bad = kCauDoPretty;
    bad[bad.find("9 0 4") + 2] = 'x';
    CHECK(only_error(bad) ==
          "line 7: grid row 6, column 2: unknown symbol 'x' (expected 1-9, A-P, . for empty, "
          "or a number)");

    std::string eight;
    for (int r = 0; r < 8; ++r)
        eight += "1 2 3 | 4 5 6 | 7 8 9\n";
    CHECK(only_error(eight) ==
          "line 1: grid has 8 rows of 9 cells; a grid needs as many rows as cells in a row");

    const std::string big_numbers = "1 2 0 4\n3 4 1 2\n2 1 4 3\n4 3 2 17\n";
    CHECK(only_error(big_numbers) == "line 4: value 17 at r4c4 is out of range (1..4)");
    CHECK(only_error("1 2 | 0 4\n3 4 | 1 9\n-----\n2 1 | 4 3\n4 3 | 2 1\n") ==
          "line 2: value 9 at r2c4 is out of range (1..4)");
    CHECK(only_error("12|3\n456|\n7\n") == "line 3: grid row 3 has 1 cells, expected 3");
    CHECK(only_error("123\n456\n789\n") ==
          "line 1: 3x3 has no rectangular boxes: write it as a puzzle line with regions=...");
}

TEST_CASE("Python list errors") {
    CHECK(only_error("cau_do = [\n[1,2,3,4],\n[3,4,1,2],\n[2,1,4,3],\n[4,3,2]\n]") ==
          "line 5: row 4 has 3 cells, expected 4");
    CHECK(only_error("cau_do = [\n[1,2,3,4],\n[3,4,1,2],\n[2,1,4,3],\n[4,3,2,1]\n") ==
          "line 6: unbalanced brackets: '[' opened on line 1 is never closed");
    const ParsedText extra = parse_puzzle_text("[[1,2,3,4],[3,4,1,2],[2,1,4,3],[4,3,2,1]]\n]");
    REQUIRE(extra.puzzles.size() == 2);
    CHECK(extra.puzzles[0].board.ok());
    CHECK(sudoku::test::puzzle_error_text(extra.puzzles[1]) ==
          "line 2: unbalanced brackets: ']' closes nothing");
    CHECK(only_error("[[1,2,3,4],[3,4,1,2],[2,1,4,3],[4,3,2,5]]") ==
          "line 1: value 5 at r4c4 is out of range (1..4)");
    CHECK(only_error("[[1,2,3,4],\n[3,'x',1,2],[2,1,4,3],[4,3,2,1]]") ==
          "line 2: row 2, item 2: unknown symbol 'x' (expected 1-9, A-P, . or 0 for empty, or a "
          "number)");
    CHECK(only_error("[[1,2,3,4],[3,4 1,2],[2,1,4,3],[4,3,2,1]]") ==
          "line 1: row 2, item 2: expected ',' or ']', found '1'");
    CHECK(only_error("[[1,2,3,4],[3,[4],1,2]]") ==
          "line 1: row 2, item 2: lists nested too deep (a row holds cells, not lists)");
    CHECK(only_error("board := [[1]]") == "line 1: expected '=' after 'board', found ':'");
    CHECK(only_error("[[1,2,3,4],[3,4,1,2],[2,1,4,3],[4,3,2,1],[1,2,3,4]]") ==
          "line 1: the list has 5 rows of 4 cells; a grid needs as many rows as cells in a row");
    CHECK(only_error("[]") == "line 1: the list has no rows");
    // A bad list spoils only itself; the next one still reads.
    const ParsedText two = parse_puzzle_text("a = [[1,2,3,9],[3,4,1,2],[2,1,4,3],[4,3,2,1]]\n" +
                                             std::string(data_file("tahta.py")));
    REQUIRE(two.puzzles.size() == 2);
    CHECK(sudoku::test::puzzle_error_text(two.puzzles[0]) ==
          "line 1: value 9 at r1c4 is out of range (1..4)");
    CHECK(two.puzzles[1].board.value() == line(kTahtaLine));
}

TEST_CASE("nothing crashes or hangs on hostile text") {
    // A 1 MB line, binary bytes, lone brackets and separators.
    const std::string huge(1 << 20, '1');
    auto parsed = parse_puzzle_text(huge);
    REQUIRE(parsed.puzzles.size() == 1);
    CHECK(sudoku::test::puzzle_error_text(parsed.puzzles[0])
              .starts_with("line 1: puzzle has 1048576 symbols"));
    parsed = parse_puzzle_text(std::string(1 << 20, '['));
    REQUIRE(parsed.puzzles.size() == 1);
    CHECK_FALSE(parsed.puzzles[0].board.ok());
    parsed = parse_puzzle_text(std::string("\x00\xff\x01\n\x7f", 5));
    REQUIRE(parsed.puzzles.size() == 2);
    CHECK(sudoku::test::puzzle_error_text(parsed.puzzles[0]) ==
          "line 1: position 1: unknown symbol \\x00 (expected 1-9, A-P, or . for empty)");
    CHECK_FALSE(parse_grid("-----\n|||\n").board.ok());
    CHECK_FALSE(parse_grid("").board.ok());

    // Random bytes from the characters the readers treat specially.
    const std::string alphabet = "[]',\"0123456789ABP.|-+= \n#x\r\t\x01";
    Random random(7);
    for (int round = 0; round < 2000; ++round) {
        std::string text;
        const auto length = random.below(200);
        for (std::uint32_t k = 0; k < length; ++k)
            text += alphabet[random.below(static_cast<std::uint32_t>(alphabet.size()))];
        for (const TextPuzzle& p : parse_puzzle_text(text).puzzles) {
            CHECK(p.line >= 1);
            if (!p.board.ok())
                CHECK(sudoku::test::puzzle_error_text(p).find('\n') == std::string::npos);
        }
    }
}

TEST_CASE("puzzle lines of one shape share one Layout, other shapes get their own") {
    const std::string nine(81, '.');
    const std::string text = nine + "\n" + nine + "\n" + nine + " x\n" + nine + " x\n" +
                             std::string(16, '.') + "\n" + nine + "\n";
    const ParsedText parsed = parse_puzzle_text(text);
    REQUIRE(parsed.puzzles.size() == 6);
    for (const TextPuzzle& p : parsed.puzzles)
        REQUIRE(p.board.ok());
    const auto layout = [&](int i) { return &parsed.puzzles[i].board.value().layout(); };
    CHECK(layout(0) == layout(1));
    CHECK(layout(2) == layout(3));
    CHECK(layout(1) != layout(2));
    CHECK(parsed.puzzles[2].board.value().layout().spec().diagonals);
    CHECK(parsed.puzzles[4].board.value().layout().size() == 4);
    CHECK(parsed.puzzles[5].board.value().layout().size() == 9);
    CHECK_FALSE(parsed.puzzles[5].board.value().layout().spec().diagonals);
    // A bad line between two good ones does not break the sharing or the error.
    const ParsedText gapped = parse_puzzle_text(nine + "\n" + nine + " box=2x2\n" + nine + "\n");
    CHECK_FALSE(gapped.puzzles[1].board.ok());
    CHECK(&gapped.puzzles[0].board.value().layout() == &gapped.puzzles[2].board.value().layout());
}

TEST_CASE("a mask's digits as symbols: smallest first, letters past 9, nothing for none") {
    using sudoku::core::digit_bit;
    CHECK(sudoku::core::mask_symbols(0).empty());
    CHECK(sudoku::core::mask_symbols(digit_bit(5)) == "5");
    CHECK(sudoku::core::mask_symbols(digit_bit(10) | digit_bit(1) | digit_bit(25)) == "1 A P");
}
