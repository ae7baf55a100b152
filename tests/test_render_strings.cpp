// The export dialog's and the exported pictures' words: every key in English, Vietnamese and
// Turkish, with the same placeholders, translated (not English copied), in the font's glyphs.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "app/i18n/render_strings.hpp"
#include "app/i18n/watch_strings.hpp"
#include "text_checks.hpp"

using sudoku::app::Language;
using sudoku::app::render_text;
using sudoku::app::RenderText;
using sudoku::test::brace_placeholders;

TEST_CASE("render strings: every key in three languages with the same placeholders") {
    const std::string glyphs = sudoku::app::all_texts();
    for (int k = 0; k < static_cast<int>(RenderText::Count); ++k) {
        const auto key = static_cast<RenderText>(k);
        const std::string english = render_text(key, Language::English);
        INFO(english);
        CHECK_FALSE(english.empty());
        for (const Language l : {Language::Vietnamese, Language::Turkish}) {
            const std::string text = render_text(key, l);
            INFO(text);
            CHECK_FALSE(text.empty());
            CHECK(text != english);
            CHECK(brace_placeholders(text) == brace_placeholders(english));
            CHECK(glyphs.find(text) != std::string::npos);
        }
    }
}

TEST_CASE("render strings: the pictures' words follow the language") {
    const sudoku::render::FrameWords en = sudoku::app::frame_words(Language::English);
    const sudoku::render::FrameWords english_default;
    // The English rows are the render library's own defaults (what sudoku-cli prints).
    CHECK(en.step == english_default.step);
    CHECK(en.rejected == english_default.rejected);
    CHECK(en.depth == english_default.depth);
    CHECK(en.tried == english_default.tried);
    CHECK(sudoku::app::frame_words(Language::Vietnamese).backtracks == "lần quay lui {1}");
    CHECK(sudoku::app::frame_words(Language::Turkish).no_solution == "çözüm yok");
}

TEST_CASE("render strings: the pictures name each algorithm by its one word") {
    using sudoku::core::Algorithm;
    for (const Language l : {Language::Vietnamese, Language::Turkish}) {
        const sudoku::render::FrameWords words = sudoku::app::frame_words(l);
        for (const Algorithm a :
             {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate, Algorithm::Dlx}) {
            CHECK(words.algorithm(a) == sudoku::app::algorithm_word(a, l));
            CHECK(words.algorithm(a) != sudoku::core::algorithm_name(a));
        }
    }
}

TEST_CASE("render strings: the placeholder scan finds {} and {digits}, nothing else") {
    const std::multiset<std::string> found = brace_placeholders("{1} a {} b {x} {12} {1} {3 }{");
    CHECK(found == std::multiset<std::string>{"{1}", "{1}", "{12}", "{}"});
    CHECK(brace_placeholders("no braces").empty());
}
