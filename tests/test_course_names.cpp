// The listings in the lesson's own names: lesson 000's Vietnamese names and lesson 001's Turkish
// ones replace the English identifiers word by word, so every line keeps its place and every
// line-table row still points at its (renamed) statement; pseudo-code stays prose.
#include <doctest/doctest.h>

#include <string>

#include "core/search/course_names.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;

namespace {

std::string line_of(Algorithm a, CodeLanguage lang, CodeNames names, int line) {
    return renamed_code(course_listing(a, lang).lines[static_cast<std::size_t>(line)], lang, names);
}

}  // namespace

TEST_CASE("course names: lesson 000's names in the naive listing") {
    const auto py = [](int line) {
        return line_of(Algorithm::Naive, CodeLanguage::Python, CodeNames::Vietnamese, line);
    };
    CHECK(py(0) == "def tim_o_trong(q):");
    CHECK(py(7) == "def kiem_tra(q, gia_tri, dong, cot):");
    CHECK(py(18) == "def giai(q):");
    CHECK(py(19) == "    tim_thay = tim_o_trong(q)");
    CHECK(py(25) == "            q[dong][cot] = gia_tri");
    CHECK(line_of(Algorithm::Naive, CodeLanguage::Python, CodeNames::Turkish, 0) ==
          "def bos_bul(tahta):");
    CHECK(line_of(Algorithm::Naive, CodeLanguage::CSharp, CodeNames::Vietnamese, 20) ==
          "static bool Giai(int[,] q)");
    // English is the listing itself; pseudo-code is prose and keeps its words.
    CHECK(line_of(Algorithm::Naive, CodeLanguage::Python, CodeNames::English, 0) ==
          "def find_empty(board):");
    const std::string_view prose = course_listing(Algorithm::Naive, CodeLanguage::Pseudo).lines[0];
    CHECK(renamed_code(prose, CodeLanguage::Pseudo, CodeNames::Vietnamese) == prose);
    // Only whole words: "solved" or "row_count" are not "solve" and "row".
    CHECK(renamed_code("solved = row_count + row", CodeLanguage::Python, CodeNames::Vietnamese) ==
          "solved = row_count + dong");
    CHECK(renamed_code("print(\"row\", row)", CodeLanguage::Python, CodeNames::Vietnamese) ==
          "print(\"row\", dong)");
}

TEST_CASE("course names: every line keeps its place and every rule its renamed statement") {
    for (const Algorithm a : sudoku::test::kAllAlgorithms) {
        for (const CodeLanguage lang : {CodeLanguage::Python, CodeLanguage::CSharp}) {
            const CourseListing listing = course_listing(a, lang);
            for (const CodeNames names : {CodeNames::Vietnamese, CodeNames::Turkish}) {
                for (const CodeLineRule& rule : listing.rules) {
                    const auto line = static_cast<std::size_t>(rule.line);
                    INFO(algorithm_name(a)
                         << " " << code_language_name(lang) << " line " << rule.line);
                    const std::string text = renamed_code(listing.lines[line], lang, names);
                    CHECK(text.find(renamed_code(rule.statement, lang, names)) !=
                          std::string::npos);
                    CHECK(!text.empty());
                }
            }
        }
    }
}

TEST_CASE("course names: the lesson open chooses them") {
    CHECK(lesson_code_names("lesson_000_cau_do") == CodeNames::Vietnamese);
    CHECK(lesson_code_names("assets/puzzles/lesson_001_tahta.txt") == CodeNames::Turkish);
    CHECK(lesson_code_names("lesson_002_sample") == CodeNames::Vietnamese);
    CHECK(lesson_code_names("cau_do (lesson 000)") == CodeNames::Vietnamese);
    CHECK(lesson_code_names("my-puzzle.txt") == CodeNames::English);
    CHECK(lesson_code_names("lesson_") == CodeNames::English);
    CHECK(lesson_code_names("") == CodeNames::English);
    CHECK(parse_code_names("tr") == CodeNames::Turkish);
    CHECK_FALSE(parse_code_names("de").has_value());
}
