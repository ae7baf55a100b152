// The search tree's strings: every key has its own text in English, Vietnamese and Turkish,
// with as many "{}" as the English one, and all of them reach the font's glyph list.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "app/i18n/strings.hpp"
#include "app/i18n/tree_strings.hpp"

using namespace sudoku::app;

namespace {

int holes(const std::string& text) {
    int count = 0;
    for (std::size_t at = text.find("{}"); at != std::string::npos; at = text.find("{}", at + 2))
        ++count;
    return count;
}

}  // namespace

TEST_CASE("every tree string is translated, with the same placeholders") {
    const std::string glyphs = all_texts();
    for (int k = 0; k < static_cast<int>(TreeText::Count); ++k) {
        const auto key = static_cast<TreeText>(k);
        const std::string english = tree_text(key, Language::English);
        INFO("key " << k << ": " << english);
        CHECK_FALSE(english.empty());
        std::set<std::string> distinct{english};
        for (const Language l : {Language::Vietnamese, Language::Turkish}) {
            const std::string text = tree_text(key, l);
            CHECK_FALSE(text.empty());
            CHECK(holes(text) == holes(english));
            CHECK(glyphs.find(text) != std::string::npos);
            distinct.insert(text);
        }
        // Translated, not copied: each language says it in its own words.
        CHECK(distinct.size() == 3);
    }
}
