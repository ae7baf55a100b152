// The side panel's tallies line: the quiet mistakes counter shows only what Check revealed,
// the other mode every mistake at once, in every language.
#include <doctest/doctest.h>

#include "app/i18n/tally_text.hpp"

using namespace sudoku::app;

TEST_CASE("the quiet mistakes counter does not reveal a wrong digit before Check") {
    // Two wrong digits typed, Check not used yet: the count stays hidden.
    const std::string before = tallies_line(2, std::nullopt, 1, false, Language::English);
    CHECK(before == "Mistakes: ?    Hints: 1");
    CHECK(before.find('2') == std::string::npos);
    // Check saw 2; a third wrong digit after it does not show until the next Check.
    CHECK(tallies_line(3, 2, 1, false, Language::English) == "Mistakes: 2    Hints: 1");
    // Shown at once: every mistake as it is made.
    CHECK(tallies_line(3, std::nullopt, 1, true, Language::English) == "Mistakes: 3    Hints: 1");
    CHECK(tallies_line(3, 2, 0, true, Language::English) == "Mistakes: 3    Hints: 0");
}

TEST_CASE("the tallies line reads in every language") {
    for (Language l : {Language::English, Language::Vietnamese, Language::Turkish}) {
        CAPTURE(static_cast<int>(l));
        const std::string quiet = tallies_line(4, std::nullopt, 0, false, l);
        CHECK(quiet.find('{') == std::string::npos);
        CHECK(quiet.find('4') == std::string::npos);
        CHECK(tallies_line(4, std::nullopt, 0, true, l).find('4') != std::string::npos);
    }
    CHECK(tallies_line(1, std::nullopt, 0, false, Language::Vietnamese) == "Lỗi: ?    Gợi ý: 0");
}

TEST_CASE("tally parts: the two halves of the line, each kept whole") {
    const TallyParts quiet = tally_parts(3, std::nullopt, 1, false, Language::English);
    CHECK(quiet.mistakes == "Mistakes: ?");
    CHECK(quiet.hints == "Hints: 1");
    const TallyParts turkish = tally_parts(3, 2, 4, false, Language::Turkish);
    CHECK(turkish.mistakes.find('2') != std::string::npos);
    CHECK(turkish.hints.find('4') != std::string::npos);
    CHECK(tallies_line(3, 2, 4, false, Language::Turkish) ==
          turkish.mistakes + "    " + turkish.hints);
}

TEST_CASE("the status line says each part once") {
    using sudoku::app::status_line;
    // Check's message is the line's own count of wrong entries: said once.
    CHECK(status_line({"r1c1", "12 empty", "2 wrong entries", "2 wrong entries"}) ==
          "r1c1   ·   12 empty   ·   2 wrong entries");
    CHECK(status_line({"r1c1", "", "Saved"}) == "r1c1   ·   Saved");
}
