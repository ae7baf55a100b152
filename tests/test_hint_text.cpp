// The game's hint texts in every language (app/hint_text, app/hint_strings): for a real step of
// every technique, the English rendering is the core's own sentence word for word, and the
// Vietnamese and Turkish ones are whole sentences naming the same cells and numbers.
//
// [SECTION] Helpers
// [SECTION] The table and fill()
// [SECTION] Names of techniques and units
// [SECTION] Sentences of real steps
// [SECTION] Hand-made steps: Nishio's three contradictions, missing data
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "app/i18n/hint_strings.hpp"
#include "app/i18n/hint_text.hpp"
#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_text.hpp"
#include "game_fixtures.hpp"
#include "logic_test_support.hpp"

using namespace sudoku;
using app::HintText;
using app::Language;
using core::LogicStep;
using core::Technique;

// [SECTION] Helpers

namespace {

constexpr Language kLanguages[] = {Language::English, Language::Vietnamese, Language::Turkish};
constexpr Language kTranslations[] = {Language::Vietnamese, Language::Turkish};

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// The cell names ("r4c6") and the other numbers ("5", "12") a text mentions: a translation
// must mention the same ones, whatever its words and word order.
struct Mentions {
    std::set<std::string> cells;
    std::set<std::string> numbers;
    bool operator==(const Mentions&) const = default;
};

Mentions mentions(const std::string& text) {
    Mentions out;
    std::size_t i = 0;
    const auto digits_from = [&](std::size_t at) {
        std::size_t end = at;
        while (end < text.size() && is_digit(text[end]))
            ++end;
        return end;
    };
    while (i < text.size()) {
        if (text[i] == 'r' && i + 1 < text.size() && is_digit(text[i + 1])) {
            const std::size_t row_end = digits_from(i + 1);
            if (row_end + 1 < text.size() && text[row_end] == 'c' && is_digit(text[row_end + 1])) {
                const std::size_t end = digits_from(row_end + 1);
                out.cells.insert(text.substr(i, end - i));
                i = end;
                continue;
            }
        }
        if (is_digit(text[i])) {
            const std::size_t end = digits_from(i);
            out.numbers.insert(text.substr(i, end - i));
            i = end;
            continue;
        }
        ++i;
    }
    return out;
}

bool has_placeholder(const std::string& text) {
    return text.find('{') != std::string::npos || text.find('}') != std::string::npos;
}

// The "{1}".."{9}" placeholders a table text uses.
std::set<char> placeholders(const std::string& text) {
    std::set<char> out;
    for (std::size_t i = 0; i + 2 < text.size(); ++i)
        if (text[i] == '{' && text[i + 2] == '}') out.insert(text[i + 1]);
    return out;
}

struct RealStep {
    core::LayoutPtr layout;
    LogicStep step;
    std::string where;  // for failure messages
};

// A real step of every technique: the published positions of the technique tests, plus
// hand-made grids for what they lack (a naked single, a Jellyfish, a colour wrap, the
// diagonal of Sudoku X and a jigsaw region).
std::vector<RealStep> real_steps() {
    using namespace logic_test;
    std::vector<RealStep> out;
    for (const TechniqueCase& c : kTechniqueCases) {
        const Board puzzle = board_of(c.puzzle);
        const CandidateGrid grid = exhaust_easier(puzzle, unique_solution(puzzle), c.technique);
        auto step = find_step(grid, c.technique);
        REQUIRE(step);
        out.push_back({puzzle.layout_ptr(), *step, c.puzzle});
    }
    const auto add = [&](const CandidateGrid& grid, std::optional<LogicStep> step,
                         const char* where) {
        REQUIRE_MESSAGE(step, where);
        out.push_back({grid.to_board().layout_ptr(), *step, where});
    };
    const auto classic = Layout::classic(9);
    {
        const CandidateGrid grid(board_of("12345678." + std::string(72, '.')));
        add(grid, find_naked_single(grid), "naked single in row 1");
    }
    {
        auto grid = blank(classic);
        keep_in_row(grid, 1, {1, 2}, 5);
        keep_in_row(grid, 3, {2, 3}, 5);
        keep_in_row(grid, 5, {3, 4}, 5);
        keep_in_row(grid, 7, {4, 1}, 5);
        add(grid, find_fish(grid, 4), "Jellyfish on rows 1, 3, 5, 7");
    }
    {
        auto grid = blank(classic);
        keep_in_row(grid, 1, {1, 5}, 4);
        keep_in_col(grid, 5, {1, 5}, 4);
        keep_in_row(grid, 5, {3, 5}, 4);
        keep_in_col(grid, 3, {2, 5}, 4);
        add(grid, find_simple_colouring(grid), "colour wrap of 4");
    }
    for (const CandidateGrid& grid :
         {x_box_keeps_7_on_diagonal(), jigsaw_region_keeps_3_in_row_1()})
        add(grid, find_intersection(grid, Technique::Pointing), "the diagonal; a jigsaw region");
    // Killer: a cage's combinations, the innies of a row, the outie of a row.
    {
        const CandidateGrid grid(board_of(std::string(81, '.') + " cage=3:r1c1,r1c2"));
        add(grid, core::find_cage_combination(grid), "cage 3 in two cells");
    }
    {
        CandidateGrid grid(board_of(std::string(16, '.') + " cage=3:r1c1,r1c2 cage=6:r1c3,r2c3"));
        grid.set_candidates(2, core::digit_bit(3) | core::digit_bit(4));
        add(grid, core::find_rule_of_45(grid), "innies of row 1");
    }
    {
        CandidateGrid grid(
            board_of(std::string(16, '.') + " cage=3:r1c1,r1c2 cage=9:r1c3,r1c4,r2c4"));
        grid.set_candidates(2, core::digit_bit(3) | core::digit_bit(4));
        grid.set_candidates(3, core::digit_bit(3) | core::digit_bit(4));
        add(grid, core::find_rule_of_45(grid), "outie of row 1");
    }
    return out;
}

}  // namespace

// [SECTION] The table and fill()

TEST_CASE("hint table: every row has all three languages with the same placeholders") {
    for (int k = 0; k < static_cast<int>(HintText::Count); ++k) {
        const auto key = static_cast<HintText>(k);
        const std::string en = app::hint_text(key, Language::English);
        INFO("key " << k << ": " << en);
        CHECK_FALSE(en.empty());
        for (Language l : kTranslations) {
            const std::string t = app::hint_text(key, l);
            CHECK_FALSE(t.empty());
            CHECK(placeholders(t) == placeholders(en));
        }
    }
    // Out of range keys and languages never crash.
    CHECK(std::string(app::hint_text(HintText::Count, Language::English)) == "?");
    CHECK(std::string(app::hint_text(HintText::Headline, Language::Count)) == "?");
}

TEST_CASE("hint table: the font's glyph source holds every hint text") {
    const std::string all = app::all_texts();
    for (Language l : kLanguages)
        CHECK(all.find(app::hint_text(HintText::ColourTrapMany, l)) != std::string::npos);
    CHECK(all.find(app::hint_all_texts()) != std::string::npos);
}

TEST_CASE("fill places numbered arguments in the translation's own order") {
    CHECK(app::fill("{2} then {1}", {"a", "b"}) == "b then a");
    CHECK(app::fill("{1}, {1} and {3}", {"x", "y", "z"}) == "x, x and z");
    // Sequential placeholders still work, and mixing keeps each kind's meaning.
    CHECK(app::fill("{} and {}", {"a", "b"}) == "a and b");
    CHECK(app::fill("{} / {1}", {"a", "b"}) == "a / a");
    // Numbers with no argument, {0} and unclosed braces stay as written.
    CHECK(app::fill("{0} {3} {1", {"a", "b"}) == "{0} {3} {1");
    CHECK(app::fill("{1}", {}) == "{1}");
    CHECK(app::fill("", {"a"}).empty());
}

// [SECTION] Names of techniques and units

TEST_CASE("technique titles: English as the core names them, distinct in every language") {
    for (Language l : kLanguages) {
        std::set<std::string> seen;
        for (int t = 0; t < core::kTechniqueCount; ++t) {
            const auto technique = static_cast<Technique>(t);
            const std::string title = app::technique_title(technique, l);
            CHECK_FALSE(title.empty());
            seen.insert(title);
            if (l == Language::English) CHECK(title == core::technique_name(technique));
        }
        CHECK(seen.size() == static_cast<std::size_t>(core::kTechniqueCount));
    }
    CHECK(std::string(app::technique_title(Technique::HiddenSingle, Language::Vietnamese)) ==
          "Số duy nhất ẩn");
}

TEST_CASE("unit titles: every kind of unit, English as the core's sentences say it") {
    auto x_hyper =
        core::Layout::create(core::LayoutSpec{.size = 9, .diagonals = true, .hyper = true});
    auto jigsaw = core::Layout::create(
        core::LayoutSpec{.size = 4, .regions = {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}});
    REQUIRE(x_hyper.ok());
    REQUIRE(jigsaw.ok());
    std::set<core::UnitKind> kinds;
    for (const core::LayoutPtr& layout : {*x_hyper, *jigsaw}) {
        for (int u = 0; u < static_cast<int>(layout->units().size()); ++u) {
            kinds.insert(layout->units()[u].kind);
            const std::string en = app::unit_title(*layout, u, Language::English);
            CHECK(en == core::logic_support::unit_phrase(*layout, u));
            for (Language l : kTranslations) {
                const std::string t = app::unit_title(*layout, u, l);
                CHECK_FALSE(has_placeholder(t));
                CHECK(t != en);
                CHECK(mentions(t) == mentions(en));  // the same number, or none for a diagonal
            }
        }
    }
    CHECK(kinds.size() == 7);  // row, column, box, region, diagonal, anti-diagonal, window
    CHECK(app::unit_title(**x_hyper, -1, Language::English).empty());
    CHECK(app::unit_title(**x_hyper, 1000, Language::Turkish).empty());
}

// [SECTION] Sentences of real steps

TEST_CASE("hint sentences of every technique in every language") {
    const std::vector<RealStep> steps = real_steps();
    std::set<Technique> techniques;
    std::set<core::StepForm> forms;
    for (const RealStep& s : steps) {
        const core::Layout& layout = *s.layout;
        const LogicStep& step = s.step;
        techniques.insert(step.technique);
        forms.insert(step.form);
        INFO(step.explanation << "  [" << s.where << "]");
        CHECK_FALSE(step.digits.empty());

        // English: the core's sentences, word for word.
        const std::string en = app::hint_explanation(layout, step, Language::English);
        const std::string en_headline = app::hint_headline(layout, step, Language::English);
        const std::string en_changes = app::hint_changes(layout, step, Language::English);
        CHECK(en == step.explanation);
        CHECK(en_headline == core::step_headline(layout, step));
        CHECK(en_changes == core::step_changes(layout, step));

        for (Language l : kTranslations) {
            const std::string text = app::hint_explanation(layout, step, l);
            const std::string headline = app::hint_headline(layout, step, l);
            const std::string changes = app::hint_changes(layout, step, l);
            INFO(std::string(app::language_code(l))
                 << ": " << text << " / " << headline << " / " << changes);
            CHECK_FALSE(text.empty());
            CHECK_FALSE(has_placeholder(text + headline + changes));
            CHECK(text != en);
            CHECK(headline != en_headline);
            CHECK(changes != en_changes);
            CHECK(text.starts_with(app::technique_title(step.technique, l)));
            CHECK(headline.starts_with(app::technique_title(step.technique, l)));
            // The same cells and numbers as the English sentences.
            CHECK(mentions(text) == mentions(en));
            CHECK(mentions(headline) == mentions(en_headline));
            CHECK(mentions(changes) == mentions(en_changes));
            // Every changed cell and its digit are named by the sentence or the changes.
            for (const auto& [c, d] : step.placements) {
                CHECK(text.find(layout.cell_name(c)) != std::string::npos);
                CHECK(text.find(core::digit_symbol(d)) != std::string::npos);
            }
            for (const auto& [c, d] : step.eliminations) {
                CHECK(changes.find(layout.cell_name(c)) != std::string::npos);
                CHECK(changes.find(core::digit_symbol(d)) != std::string::npos);
            }
        }
    }
    CHECK(techniques.size() == static_cast<std::size_t>(core::kTechniqueCount));
    CHECK(forms.contains(core::StepForm::ColourWrap));
    CHECK(forms.contains(core::StepForm::ColourTrap));
}

TEST_CASE("hint sentences of every step of 20 hard logical solves (top95)") {
    std::set<core::StepForm> forms;
    bool forced_placement = false;
    bool forced_removal = false;
    const auto puzzles = logic_test::read_puzzles("top95.txt");
    REQUIRE(puzzles.size() >= 20);
    for (std::size_t i = 0; i < 20; ++i) {
        const core::Board puzzle = logic_test::board_of(puzzles[i]);
        const core::Layout& layout = puzzle.layout();
        for (const LogicStep& step : core::solve_logically(puzzle).steps) {
            INFO(step.explanation);
            forms.insert(step.form);
            if (step.technique == Technique::ForcingChain)
                (step.placements.empty() ? forced_removal : forced_placement) = true;
            const std::string en = app::hint_explanation(layout, step, Language::English);
            CHECK(en == step.explanation);
            CHECK(app::hint_changes(layout, step, Language::English) ==
                  core::step_changes(layout, step));
            for (Language l : kTranslations) {
                const std::string text = app::hint_explanation(layout, step, l);
                CHECK_FALSE(has_placeholder(text));
                CHECK(mentions(text) == mentions(en));
            }
        }
    }
    CHECK(forced_placement);
    CHECK(forced_removal);
    // Singles never put a digit twice in a unit (each placement strikes it from the peers), so
    // Nishio's third form is only made by hand, below.
    CHECK(forms.contains(core::StepForm::NoCandidateLeft));
    CHECK(forms.contains(core::StepForm::NoPlaceInUnit));
}

TEST_CASE("hint sentences keep each language's word order") {
    // The example; the unit's number and the digit trade places in Turkish.
    using namespace logic_test;
    std::string line(81, '.');
    line[rc(2, 4)] = '1';
    line[rc(3, 7)] = '1';
    line[rc(4, 2)] = '1';
    line[rc(7, 3)] = '1';
    const CandidateGrid grid(board_of(line));
    const auto step = find_hidden_single(grid);
    REQUIRE(step);
    const core::Layout& layout = grid.layout();
    CHECK(app::hint_explanation(layout, *step, Language::English) ==
          "Hidden single: in box 1, 1 fits only r1c1");
    CHECK(app::hint_explanation(layout, *step, Language::Vietnamese) ==
          "Số duy nhất ẩn: trong khối 1, số 1 chỉ có thể ở ô r1c1");
    CHECK(app::hint_explanation(layout, *step, Language::Turkish) ==
          "Gizli tekli: 1. kutu içinde 1 yalnızca r1c1 hücresine girebilir");
    CHECK(app::hint_headline(layout, *step, Language::Turkish) ==
          "Gizli tekli: 1. kutu üzerine odaklanın");
    CHECK(app::hint_changes(layout, *step, Language::Vietnamese) == "đặt r1c1 = 1");
}

TEST_CASE("the filled hint's status line: the history's label in English, then translated") {
    core::Game game = test::wiki_game();
    const core::Cell cell = 2;  // r1c3: 4 in the published solution
    REQUIRE(game.play(core::Move::hint(cell)));
    const std::string label = game.history().entries().back().label;
    const std::string en = app::hint_filled(game.layout(), cell, 4, Language::English);
    CHECK(en == label);
    for (Language l : kTranslations) {
        const std::string t = app::hint_filled(game.layout(), cell, 4, l);
        CHECK(t != en);
        CHECK(mentions(t) == mentions(en));
    }
}

// [SECTION] Hand-made steps: Nishio's three contradictions, missing data

TEST_CASE("Nishio names each kind of contradiction") {
    const auto layout = core::Layout::classic(9);
    LogicStep step{Technique::Nishio, {0}, {}, {}, {{0, 5}}, {}, {5}};
    SUBCASE("a cell with no candidate") {
        step.cells.push_back(20);
        step.form = core::StepForm::NoCandidateLeft;
        CHECK(app::hint_explanation(*layout, step, Language::English) ==
              "Nishio: if r1c1 were 5, singles would leave r3c3 with no candidate, so 5 leaves "
              "r1c1");
        CHECK(mentions(app::hint_explanation(*layout, step, Language::Turkish)).cells ==
              std::set<std::string>{"r1c1", "r3c3"});
    }
    SUBCASE("a digit twice in a unit") {
        step.units.push_back(19);  // box 2
        step.digits.push_back(3);
        step.form = core::StepForm::DigitTwiceInUnit;
        CHECK(app::hint_explanation(*layout, step, Language::English) ==
              "Nishio: if r1c1 were 5, singles would put two 3s in box 2, so 5 leaves r1c1");
        CHECK(mentions(app::hint_explanation(*layout, step, Language::Vietnamese)).numbers ==
              std::set<std::string>{"2", "3", "5"});
    }
    SUBCASE("no place for a digit in a unit") {
        step.units.push_back(9);  // column 1
        step.digits.push_back(3);
        step.form = core::StepForm::NoPlaceInUnit;
        CHECK(app::hint_explanation(*layout, step, Language::English) ==
              "Nishio: if r1c1 were 5, singles would leave no place for 3 in column 1, so 5 "
              "leaves r1c1");
        const std::string tr = app::hint_explanation(*layout, step, Language::Turkish);
        CHECK(tr.find("1. sütun") != std::string::npos);
    }
}

TEST_CASE("a step without the data its sentence needs falls back to its English sentence") {
    const auto layout = core::Layout::classic(9);
    LogicStep step{Technique::HiddenSingle, {0}, {}, {{0, 1}}, {}, "made by hand"};
    CHECK(app::hint_explanation(*layout, step, Language::Turkish) == "made by hand");  // no unit
    step.units = {18};
    CHECK(app::hint_explanation(*layout, step, Language::Turkish) == "made by hand");  // no digit
    step.digits = {1};
    CHECK(app::hint_explanation(*layout, step, Language::Turkish) ==
          "Gizli tekli: 1. kutu içinde 1 yalnızca r1c1 hücresine girebilir");
    step.units = {5000};  // not a unit of this layout
    CHECK(app::hint_explanation(*layout, step, Language::Vietnamese) == "made by hand");
    step.units = {18};
    step.cells = {static_cast<core::Cell>(81)};  // off the board
    CHECK(app::hint_explanation(*layout, step, Language::Vietnamese) == "made by hand");
}
