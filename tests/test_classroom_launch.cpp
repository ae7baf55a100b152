// The classroom's words and options: every predict-mode string exists in English, Vietnamese
// and Turkish with the same placeholders, and --predict / --code read their values or name
// what they accept.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "app/i18n/predict_strings.hpp"
#include "app/model/launch_options.hpp"
#include "i18n/describe.hpp"

using namespace sudoku;
using app::Language;
using app::PredictText;

namespace {

std::set<std::string> placeholders(const std::string& text) {
    std::set<std::string> out;
    for (std::size_t at = text.find('{'); at != std::string::npos; at = text.find('{', at + 1))
        out.insert(text.substr(at, text.find('}', at) - at + 1));
    return out;
}

}  // namespace

TEST_CASE("predict strings: every key in every language, placeholders alike, translated") {
    int same_as_english = 0;
    for (int k = 0; k < static_cast<int>(PredictText::Count); ++k) {
        const auto key = static_cast<PredictText>(k);
        const std::string en = app::predict_text(key, Language::English);
        INFO("key " << k << ": " << en);
        CHECK(!en.empty());
        for (const Language l : {Language::Vietnamese, Language::Turkish}) {
            const std::string t = app::predict_text(key, l);
            CHECK(!t.empty());
            CHECK(placeholders(t) == placeholders(en));
            if (t == en) ++same_as_english;
        }
    }
    CHECK(same_as_english == 0);  // every text is translated
    CHECK(app::predict_all_texts().find("Ô nào sẽ được chọn tiếp theo?") != std::string::npos);
}

TEST_CASE("launch options: --predict and --code") {
    auto every = app::parse_launch_options({"--watch", "naive", "--predict", "every"});
    REQUIRE(every);
    REQUIRE(every->watch.predict.has_value());
    CHECK(every->watch.predict->cadence == app::PredictCadence::Every);
    auto back = app::parse_launch_options({"--predict", "backtrack", "--code", "python"});
    REQUIRE(back);
    CHECK(back->watch.predict->cadence == app::PredictCadence::AfterBacktrack);
    CHECK(back->watch.code == core::CodeLanguage::Python);
    auto nth = app::parse_launch_options({"--predict", "5", "--code", "csharp"});
    REQUIRE(nth);
    CHECK(nth->watch.predict->cadence == app::PredictCadence::EveryNth);
    CHECK(nth->watch.predict->every_n == 5);
    CHECK(nth->watch.code == core::CodeLanguage::CSharp);
    auto bad = app::parse_launch_options({"--predict", "often"});
    REQUIRE_FALSE(bad);
    CHECK(sudoku::i18n::english(bad.error()) ==
          "--predict often: expected every, backtrack or a number of decisions (1 to 50)");
    auto zero = app::parse_launch_options({"--predict", "0"});
    CHECK_FALSE(zero);
    auto code = app::parse_launch_options({"--code", "java"});
    REQUIRE_FALSE(code);
    CHECK(sudoku::i18n::english(code.error()) == "--code java: expected pseudo, python or csharp");
}
