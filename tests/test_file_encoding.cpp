// Files whose text is the wrong shape before any parser sees it get a message naming that
// shape: a save in UTF-16 (either byte order, with or without its mark), with two byte-order
// marks, or wrapped in a JSON list; before, all three read "expected '[' to start a list of
// rows". And a file name with a newline or a control character is shown escaped.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/game_file.hpp"
#include "io/save_file.hpp"
#include "io/settings.hpp"
#include "io/text_encoding.hpp"
#include "temp_folder.hpp"

namespace io = sudoku::io;

namespace file_encoding_test {

std::string utf16(const std::string& text, bool little_endian, bool mark) {
    std::string out = mark ? (little_endian ? "\xFF\xFE" : "\xFE\xFF") : "";
    for (const char c : text) {
        if (little_endian) {
            out += c;
            out += '\0';
        } else {
            out += '\0';
            out += c;
        }
    }
    return out;
}

std::string open_error(const std::string& text) {
    auto opened = io::open_game_text(text);
    REQUIRE_FALSE(opened.ok());
    return sudoku::i18n::english(opened.error());
}

TEST_CASE("a save in UTF-16, with two byte-order marks or inside a list says so") {
    const std::string save = io::save_to_text(sudoku::test::wiki_game());
    REQUIRE(io::open_game_text(save).ok());
    REQUIRE(io::open_game_text("\xEF\xBB\xBF" + save).ok());  // one mark is fine
    for (const bool little : {true, false})
        for (const bool mark : {true, false}) {
            INFO(little << mark);
            CHECK(open_error(utf16(save, little, mark)) == "UTF-16 text: save it as UTF-8");
        }
    CHECK(open_error("\xEF\xBB\xBF\xEF\xBB\xBF" + save) ==
          "the text starts with 2 byte-order marks where one at most belongs: save it as UTF-8 "
          "without them");
    CHECK(open_error("[" + save + "]") ==
          "a list ([...]) where an object ({...}) was expected: remove the outer brackets");
    CHECK(open_error(" \n[ \n" + save + "]") ==
          "a list ([...]) where an object ({...}) was expected: remove the outer brackets");
    // A Python list of rows is still a puzzle.
    CHECK_FALSE(io::save_text_problem("[[5, 3, 0, 0]]").has_value());
    // Every JSON file kind: the settings reader says the same.
    const io::SettingsLoad settings = io::settings_from_text(utf16("{}", true, true));
    REQUIRE(settings.warnings.size() == 1);
    CHECK(settings.warnings.front().find("UTF-16 text: save it as UTF-8") != std::string::npos);
}

TEST_CASE("a file name with a newline or an escape character is shown escaped") {
    const sudoku::test::TempFolder folder;
    const auto path = folder / "two\nlines\x1b[31m.json";
    std::ofstream(path) << "{ not json";
    auto read = io::read_save(path);
    REQUIRE_FALSE(read.ok());
    const std::string message = sudoku::i18n::english(read.error());
    CHECK(message.find('\n') == std::string::npos);
    CHECK(message.find('\x1b') == std::string::npos);
    CHECK(message.find("two\\x0Alines\\x1B[31m.json") != std::string::npos);
}

}  // namespace file_encoding_test
