#include "app/i18n/move_text.hpp"

#include "app/i18n/marks_strings.hpp"
#include "app/i18n/move_strings.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

std::string move_label(const core::Layout& layout, const core::Move& move, Language language) {
    using core::MoveKind;
    // A cell outside the board (a damaged save) is named as core::describe_move names it.
    const core::Cell first = move.cells.empty() ? move.cell : move.cells.front();
    std::string cell =
        first >= 0 && first < layout.cell_count() ? layout.cell_name(first) : std::string("r?c?");
    // A move on a selection: "r3c5 and 4 more".
    if (move.cells.size() > 1)
        cell = fill(marks_text(MarksText::ManyCells, language),
                    {cell, std::to_string(move.cells.size() - 1)});
    const std::string digit(1, core::digit_symbol(move.digit));
    const auto text = [&](MoveText key, std::initializer_list<std::string> args) {
        return fill(move_text(key, language), args);
    };
    switch (move.kind) {
        case MoveKind::SetDigit:
            return text(MoveText::SetDigit, {cell, digit});
        case MoveKind::ClearCell:
            return text(MoveText::ClearCell, {cell});
        case MoveKind::ToggleNote:
            return text(MoveText::ToggleNote, {cell, digit});
        case MoveKind::SetNotes: {
            if (move.notes == 0) return text(MoveText::NoNotes, {cell});
            std::string digits;
            for (core::Mask m = move.notes; m != 0; m &= m - 1)
                digits += (digits.empty() ? "" : " ") +
                          std::string(1, core::digit_symbol(core::mask_first(m)));
            return text(MoveText::SetNotes, {cell, digits});
        }
        case MoveKind::AutoNotes:
            return text(MoveText::AutoNotes, {});
        case MoveKind::Hint:
            return text(MoveText::Hint, {cell});
        case MoveKind::ShowSolution:
            return text(MoveText::ShowSolution, {});
        case MoveKind::ClearEntries:
            return text(MoveText::ClearEntries, {});
        case MoveKind::Restart:
            return text(MoveText::Restart, {});
        case MoveKind::SolverSolution:
            return text(MoveText::SolverSolution, {});
        case MoveKind::ToggleCorner:
            return fill(marks_text(MarksText::MoveCorner, language), {cell, digit});
        case MoveKind::SetColour:
            if (move.colour == 0)
                return fill(marks_text(MarksText::MoveNoColour, language), {cell});
            return fill(marks_text(MarksText::MoveColour, language),
                        {cell, std::to_string(move.colour)});
        case MoveKind::SetCandidateColour:
            return fill(marks_text(MarksText::MoveCandidateColour, language),
                        {cell, digit, std::to_string(move.colour)});
    }
    return "?";
}

}  // namespace sudoku::app
