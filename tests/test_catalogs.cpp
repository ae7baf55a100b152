// The translation catalogs: the .po reader (escapes, multi-line strings, plural entries, fuzzy
// flags; malformed input refused naming file and line), gettext plural rules, and the
// catalogs the programs embed, which must pass the catalog check in every language.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <vector>

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/strings.hpp"
#include "i18n/catalog.hpp"
#include "i18n/catalog_check.hpp"
#include "i18n/describe.hpp"
#include "i18n/language.hpp"
#include "i18n/plural_rule.hpp"
#include "i18n/po_file.hpp"

namespace i18n = sudoku::i18n;
using i18n::Language;

namespace {

constexpr const char* kHeader =
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\"Language: vi\\n\"\n"
    "\"X-Language-Name: Tiếng Việt\\n\"\n"
    "\"Plural-Forms: nplurals=1; plural=0;\\n\"\n\n";

// The error text of a .po that must be refused.
std::string po_error(const std::string& text) {
    auto parsed = i18n::Catalog::parse(text, "t.po");
    REQUIRE_FALSE(parsed.ok());
    REQUIRE(parsed.error().args.size() == 1);
    return parsed.error().args[0];
}

int form(const char* rule, std::uint64_t n) {
    auto parsed = i18n::PluralRule::parse(rule);
    REQUIRE_MESSAGE(parsed.ok(), (parsed.ok() ? "" : parsed.error().args[0]));
    return parsed->form(n);
}

}  // namespace

TEST_CASE("a .po file: keys, escapes, multi-line strings, plural forms and fuzzy entries") {
    const std::string text = std::string(kHeader) +
                             "# translator's note\n"
                             "msgctxt \"Text.A\"\n"
                             "msgid \"Tab\\there \\\"quoted\\\" back\\\\slash\"\n"
                             "msgstr \"\"\n"
                             "\"first line\\n\"\n"
                             "  \"second line\"\n"
                             "\n"
                             "msgctxt \"Counted.B\"\n"
                             "msgid \"{} thing\"\n"
                             "msgid_plural \"{} things\"\n"
                             "msgstr[0] \"{} thứ\"\n"
                             "\n"
                             "#, fuzzy\n"
                             "msgctxt \"Text.C\"\n"
                             "msgid \"Guess\"\n"
                             "msgstr \"Đoán\"\n";
    auto catalog = i18n::Catalog::parse(text, "vi.po");
    REQUIRE_MESSAGE(catalog.ok(), (catalog.ok() ? "" : catalog.error().args[0]));
    CHECK(catalog->code() == "vi");
    CHECK(catalog->name() == "Tiếng Việt");
    CHECK(catalog->plural_rule().nplurals() == 1);
    REQUIRE(catalog->find("Text.A"));
    CHECK(catalog->find("Text.A")->id == "Tab\there \"quoted\" back\\slash");
    CHECK(std::string(catalog->text("Text.A")) == "first line\nsecond line");
    CHECK(catalog->find("Text.A")->line == 8);
    CHECK(std::string(catalog->plural("Counted.B", 1)) == "{} thứ");
    CHECK(std::string(catalog->plural("Counted.B", 7)) == "{} thứ");
    CHECK(catalog->text("Counted.B") == nullptr);  // a plural key has no singular text
    CHECK(catalog->text("Text.C") == nullptr);     // fuzzy: awaiting review, not used
    CHECK(catalog->text("Text.Missing") == nullptr);
}

TEST_CASE("malformed .po files are refused naming the file and the line") {
    const std::string h = kHeader;  // 6 lines
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"open\nmsgstr \"x\"\n") ==
          "t.po:8: expected a string in double quotes");
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"a\"\n") ==
          "t.po:8: msgid without a msgstr after it");
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"a\"\nmsgstr \"\\q\"\n") ==
          "t.po:9: unknown escape '\\q' (use \\n \\t \\\" or \\\\)");
    CHECK(po_error(h + "msgstr \"a\"\n") == "t.po:7: expected msgctxt or msgid, not \"msgstr\"");
    CHECK(po_error(h + "msgid \"a\"\nmsgstr \"b\"\n") ==
          "t.po:7: an entry without a msgctxt (every entry needs its key)");
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"a\"\nmsgstr \"b\"\n\nmsgctxt \"K\"\nmsgid \"a\"\n"
                       "msgstr \"c\"\n") == "t.po:11: the key K appears twice (first on line 7)");
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\n"
                       "msgstr[1] \"c\"\n") ==
          "t.po:7: K has 2 plural forms; Plural-Forms says nplurals=1");
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"a\"\nmsgstr[0] \"b\"\n") ==
          "t.po:9: msgstr[N] without a msgid_plural");
    CHECK(po_error(h + "msgctxt \"K\"\nmsgid \"a\"\nmsgstr \"\xff\"\n") ==
          "t.po:9: not valid UTF-8");
    CHECK(po_error("msgid \"\"\nmsgstr \"Language: en\\n\"\n") ==
          "t.po:1: the header has no \"X-Language-Name:\" field");
    CHECK(po_error("msgid \"\"\nmsgstr \"Language: en\\nX-Language-Name: E\\nPlural-Forms: "
                   "nplurals=2; plural=n !! 1;\\n\"\n")
              .starts_with("t.po:1: Plural-Forms: unexpected '!' at column"));
}

TEST_CASE("plural rules: gettext's C expressions, evaluated per count") {
    CHECK(form("nplurals=2; plural=(n != 1);", 1) == 0);
    CHECK(form("nplurals=2; plural=(n != 1);", 0) == 1);
    CHECK(form("nplurals=2; plural=(n != 1);", 5) == 1);
    CHECK(form("nplurals=1; plural=0;", 1) == 0);
    CHECK(form("nplurals=2; plural=n > 1;", 0) == 0);  // French
    // Polish: three forms, nested ?: and every operator class.
    const char* polish =
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);";
    CHECK(form(polish, 1) == 0);
    CHECK(form(polish, 3) == 1);
    CHECK(form(polish, 22) == 1);
    CHECK(form(polish, 12) == 2);
    CHECK(form(polish, 5) == 2);
    CHECK(form(polish, 0) == 2);
    // Precedence as in C: * before +, + before <, < before ==, && before ||, !.
    CHECK(form("nplurals=6; plural=1 + 2 * 2;", 0) == 5);
    CHECK(form("nplurals=2; plural=!(n == 1) || 0 && 1;", 1) == 0);
    CHECK(form("nplurals=2; plural=n / 0;", 4) == 0);  // no crash on a division by zero
    // A value outside 0..nplurals-1 falls back to the first form.
    CHECK(form("nplurals=2; plural=n;", 7) == 0);
    for (const char* bad : {"nplurals=0; plural=0;", "nplurals=7; plural=0;", "plural=0;",
                            "nplurals=2; plural=(n != 1;", "nplurals=2; plural=n ? 1;",
                            "nplurals=2; plural=x;", "nplurals=2; plural=;"}) {
        CAPTURE(bad);
        CHECK_FALSE(i18n::PluralRule::parse(bad).ok());
    }
    CHECK_FALSE(i18n::PluralRule::parse("nplurals=2; plural=" + std::string(500, '(') + "n" +
                                        std::string(500, ')') + ";")
                    .ok());
}

TEST_CASE("the embedded catalogs pass the catalog check in every language") {
    const auto tables = sudoku::app::catalog_key_sets();
    const i18n::Catalog& english = i18n::catalog(Language::English);
    REQUIRE_FALSE(english.entries().empty());
    for (int l = 0; l < i18n::kLanguageCount; ++l) {
        const auto language = static_cast<Language>(l);
        const i18n::Catalog& catalog = i18n::catalog(language);
        CAPTURE(i18n::language_code(language));
        CHECK(catalog.code() == i18n::language_code(language));
        CHECK(catalog.entries().size() == english.entries().size());
        const auto problems = i18n::check_catalog(catalog, english, tables);
        for (const std::string& problem : problems)
            FAIL_CHECK(problem);
    }
    // What a start pays to read the catalogs (parsed once, on the first word looked up).
    const auto start = std::chrono::steady_clock::now();
    std::size_t bytes = 0;
    for (int l = 0; l < i18n::kLanguageCount; ++l) {
        const std::string_view text = i18n::embedded_catalog_text(static_cast<Language>(l));
        bytes += text.size();
        CHECK(i18n::Catalog::parse(text, "x.po").ok());
    }
    const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
    MESSAGE(i18n::kLanguageCount << " catalogs, " << bytes << " bytes, parsed in " << took.count()
                                 << " ms");
    CHECK(std::string(sudoku::app::language_name(Language::English)) == "English");
    CHECK(std::string(sudoku::app::language_name(Language::Vietnamese)) == "Tiếng Việt");
    CHECK(std::string(sudoku::app::language_name(Language::Turkish)) == "Türkçe");
}

TEST_CASE("the catalog check names each kind of problem") {
    const std::string h = std::string(kHeader);
    auto english = i18n::Catalog::parse(
        "msgid \"\"\nmsgstr \"Language: en\\nX-Language-Name: English\\nPlural-Forms: "
        "nplurals=2; plural=(n != 1);\\n\"\n\n"
        "msgctxt \"T.A\"\nmsgid \"at {cell}: {}\"\nmsgstr \"at {cell}: {}\"\n\n"
        "msgctxt \"P.B\"\nmsgid \"{} b\"\nmsgid_plural \"{} bs\"\nmsgstr[0] \"{} b\"\n"
        "msgstr[1] \"{} bs\"\n",
        "en.po");
    REQUIRE(english.ok());
    constexpr std::string_view kT[] = {"A"};
    constexpr std::string_view kP[] = {"B"};
    const std::vector<i18n::KeySet> tables = {{"T", kT, false}, {"P", kP, true}};
    CHECK(i18n::check_catalog(*english, *english, tables).empty());
    auto vi =
        i18n::Catalog::parse(h + "msgctxt \"T.A\"\nmsgid \"at {cell}: {}\"\nmsgstr \"ở {o}\"\n\n"
                                 "msgctxt \"T.Z\"\nmsgid \"z\"\nmsgstr \"z\"\n",
                             "vi.po");
    REQUIRE(vi.ok());
    const auto problems = i18n::check_catalog(*vi, *english, tables);
    REQUIRE(problems.size() == 3);
    CHECK(problems[0] == "vi.po: missing key P.B");
    CHECK(problems[1] == "vi.po:7: T.A: msgstr has placeholders {o}, the English has {cell} {}");
    CHECK(problems[2].starts_with("vi.po:11: unknown key T.Z"));
    CHECK(i18n::placeholders("{2} of {1}, {} and {} at {cell}") ==
          std::vector<std::string>{"{1}", "{2}", "{cell}", "{}", "{}"});
}

TEST_CASE("the game's tables read the catalogs: words, multi-line help, plurals, errors") {
    using namespace sudoku::app;
    CHECK(std::string(text(Text::MenuGame, Language::Vietnamese)) == "Trò chơi");
    CHECK(std::string(text(Text::MenuGame, Language::Turkish)) == "Oyun");
    CHECK(std::string(text(Text::HelpRules, Language::Turkish)) ==
          "Her boş hücreyi, her satır, her sütun ve her kutu (veya çerçeveli bölge) her rakamı tam "
          "bir kez içerecek şekilde doldurun. Sudoku X'te iki köşegen de sayılır; Hyper Sudoku'da "
          "dört gölgeli pencere de.");
    CHECK(std::string(dialog_text(DialogText::VariantJigsaw, Language::Vietnamese)) == "Ghép hình");
    CHECK(counted(Counted::PuzzlesInText, 1, Language::English) == "1 puzzle in the text");
    CHECK(counted(Counted::PuzzlesInText, 2, Language::English) ==
          "2 puzzles in the text; the first one is used");
    CHECK(sudoku::i18n::english(sudoku::core::line_error(
              3, sudoku::core::coded_error(sudoku::core::ErrorCode::EndOfText))) ==
          "line 3: the end of the text");
    CHECK(i18n::describe(sudoku::core::coded_error(sudoku::core::ErrorCode::UnitRow, {"4"}),
                         Language::Turkish) == "4. satır");
    // The font's glyph list holds every language's words.
    const std::string all = all_texts();
    CHECK(all.find("Türkçe") != std::string::npos);
    CHECK(all.find("çakışma") != std::string::npos);
}
