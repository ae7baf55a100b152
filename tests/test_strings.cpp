// The game's string tables: counted nouns take each language's form (English one/other,
// Vietnamese and Turkish one form after a number), labels and lesson descriptions a player reads
// are translated, with no developer paths.
#include <doctest/doctest.h>

#include <string>

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/strings.hpp"

using namespace sudoku::app;

TEST_CASE("counted nouns take the English singular for one and one form in vi and tr") {
    CHECK(counted(Counted::WrongEntries, 1, Language::English) == "1 wrong entry");
    CHECK(counted(Counted::WrongEntries, 3, Language::English) == "3 wrong entries");
    CHECK(counted(Counted::WrongEntries, 0, Language::English) == "0 wrong entries");
    CHECK(counted(Counted::Conflicts, 1, Language::English) == "1 conflict");
    CHECK(counted(Counted::Conflicts, 2, Language::English) == "2 conflicts");
    CHECK(counted(Counted::SearchSolutions, 1, Language::English) == "Search complete: 1 solution");
    CHECK(counted(Counted::SearchSolutions, 0, Language::English) ==
          "Search complete: 0 solutions");
    // Turkish keeps the singular noun after any number; Vietnamese has no plural.
    CHECK(counted(Counted::Conflicts, 1, Language::Turkish) == "1 çakışma");
    CHECK(counted(Counted::Conflicts, 3, Language::Turkish) == "3 çakışma");
    CHECK(counted(Counted::WrongEntries, 1, Language::Vietnamese) == "1 ô sai");
    CHECK(counted(Counted::WrongEntries, 7, Language::Vietnamese) == "7 ô sai");
    // A second value is filled by the caller.
    CHECK(fill(plural(Counted::ValuesOutOfRange, 1, Language::English), {"1", "9"}) ==
          "1 value out of range (1..9 allowed), marked in red");
}

TEST_CASE("every counted noun has a form for every count in every language") {
    for (int k = 0; k < static_cast<int>(Counted::Count); ++k)
        for (int l = 0; l < static_cast<int>(Language::Count); ++l)
            for (long long n : {0LL, 1LL, 2LL, 11LL, 1000000LL}) {
                CAPTURE(k);
                CAPTURE(l);
                CAPTURE(n);
                const std::string s = counted(static_cast<Counted>(k), n, static_cast<Language>(l));
                CHECK(s.find(std::to_string(n)) != std::string::npos);
                CHECK(s.find('?') == std::string::npos);
            }
}

TEST_CASE("the lesson label is translated") {
    CHECK(difficulty_label("lesson", Language::English) == "lesson");
    CHECK(difficulty_label("lesson", Language::Vietnamese) == "bài học");
    CHECK(difficulty_label("lesson", Language::Turkish) == "ders");
}

TEST_CASE("lesson descriptions are translated and show no developer paths") {
    for (const char* name :
         {"lesson_000_cau_do", "lesson_001_tahta", "lesson_002_sample", "lesson_004_sample"})
        for (int l = 0; l < static_cast<int>(Language::Count); ++l) {
            CAPTURE(name);
            const std::string d = lesson_description(name, "", static_cast<Language>(l));
            CHECK(d.size() > 40);
            CHECK(d.find('/') == std::string::npos);
        }
    CHECK(lesson_description("lesson_001_tahta", "", Language::Turkish) !=
          lesson_description("lesson_001_tahta", "", Language::English));
    // Another file: its own comment, without the cited source path.
    CHECK(lesson_description(
              "mine", "The sample (../shared/seeds/009_ab.txt, section 2): unique (checked).",
              Language::English) == "The sample: unique (checked).");
}
