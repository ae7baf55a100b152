// Watch's words a student reconciles: the failed tree's node count beside the placements it
// came from ("all 146 nodes failed" next to Placements 145: the start is a node too).
#include <doctest/doctest.h>

#include <string>

#include "app/i18n/strings.hpp"
#include "app/i18n/tree_strings.hpp"

using namespace sudoku;
using app::Language;

TEST_CASE("watch words: a failed tree says its nodes are the start and the placements") {
    for (const Language language : {Language::English, Language::Vietnamese, Language::Turkish}) {
        const std::string text =
            app::fill(app::tree_text(app::TreeText::NoSolution, language), {"146", "145"});
        INFO(text);
        CHECK(text.find("146") != std::string::npos);
        CHECK(text.find("145") != std::string::npos);
    }
}
