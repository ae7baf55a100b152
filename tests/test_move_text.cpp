// The history list's move labels in every language (app/move_text, app/move_strings): English is
// core::describe_move word for word, and Vietnamese and Turkish name the same cell and digits.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/i18n/move_text.hpp"
#include "core/grid/layout.hpp"
#include "core/play/move.hpp"

using namespace sudoku;

namespace {

std::vector<core::Move> every_kind_of_move() {
    return {core::Move::set_digit(20, 7),
            core::Move::clear_cell(0),
            core::Move::toggle_note(80, 9),
            core::Move::set_notes(4, core::digit_bit(1) | core::digit_bit(4) | core::digit_bit(7)),
            core::Move::set_notes(4, 0),
            core::Move::auto_notes(),
            core::Move::hint(40),
            core::Move::show_solution(),
            core::Move::clear_entries(),
            core::Move::restart(),
            core::Move::solver_solution(std::vector<core::Digit>(81, 1))};
}

}  // namespace

TEST_CASE("move labels in English are the core's labels") {
    const auto layout_ptr = core::Layout::classic(9);
    const core::Layout& layout = *layout_ptr;
    for (const core::Move& move : every_kind_of_move()) {
        CAPTURE(core::move_kind_name(move.kind));
        CHECK(app::move_label(layout, move, app::Language::English) ==
              core::describe_move(layout, move));
    }
    // A cell the board does not have (a damaged save) is named as the core names it.
    core::Move outside = core::Move::set_digit(500, 3);
    CHECK(app::move_label(layout, outside, app::Language::English) == "r?c?: 3");
}

TEST_CASE("move labels in Vietnamese and Turkish name the cell and the digits") {
    const auto layout_ptr = core::Layout::classic(9);
    const core::Layout& layout = *layout_ptr;
    for (app::Language language : {app::Language::Vietnamese, app::Language::Turkish}) {
        CAPTURE(static_cast<int>(language));
        for (const core::Move& move : every_kind_of_move()) {
            CAPTURE(core::move_kind_name(move.kind));
            const std::string label = app::move_label(layout, move, language);
            CHECK_FALSE(label.empty());
            CHECK(label.find('{') == std::string::npos);
            if (core::move_uses_cell(move.kind))
                CHECK(label.find(layout.cell_name(move.cell)) != std::string::npos);
            // Words are translated; a bare "r3c5: 7" is the same in every language.
            if (move.kind != core::MoveKind::SetDigit)
                CHECK(label != core::describe_move(layout, move));
        }
        CHECK(app::move_label(layout, core::Move::toggle_note(80, 9), language).find('9') !=
              std::string::npos);
        CHECK(app::move_label(layout,
                              core::Move::set_notes(
                                  4, core::digit_bit(1) | core::digit_bit(4) | core::digit_bit(7)),
                              language)
                  .find("1 4 7") != std::string::npos);
    }
}
