// PlaySession: marking. The selection (click, Ctrl+click, drag, Shift+arrows), the entry modes
// (digit, corner, centre, colour), digit-first entry, the digit filter and the colours; every
// change to the game is one core::Move on all the selected cells, so one undo takes it back.
#include "app/i18n/marks_strings.hpp"
#include "app/session/play_session.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

int wrap(int value, int n) {
    return ((value % n) + n) % n;
}

}  // namespace

std::vector<core::Cell> PlaySession::selected_cells() const {
    const core::Selection& selection = m_ui.marking.selection;
    if (selection.empty() || !selection.contains(m_ui.cursor)) return {m_ui.cursor};
    return selection.cells();
}

void PlaySession::enter_digit(core::Digit digit) {
    const EntryMode mode = m_ui.marking.mode;
    if (mode == EntryMode::Colour) {
        if (digit <= core::kPaletteSize) apply_marking(cmd::ApplyColour{digit});
        return;
    }
    enter_mark(mode, digit);
}

void PlaySession::enter_mark(EntryMode mode, core::Digit digit) {
    const std::vector<core::Cell> cells = selected_cells();
    if (cells.size() == 1 && m_view.is_given(cells.front())) {
        set_message(m_ui, Text::StatusGivenCell, m_game.layout().cell_name(cells.front()));
        return;
    }
    // One empty cell's marks: a filled cell says nothing (as the notes mode always did).
    if (mode != EntryMode::Digit && cells.size() == 1 &&
        m_game.board().at(cells.front()) != core::kEmpty)
        return;
    core::Move move =
        mode == EntryMode::Corner ? core::Move::toggle_corner(core::kNoCell, digit)
        : mode == EntryMode::Centre
            ? core::Move::toggle_note(core::kNoCell, digit)
            : core::Move::set_digit(core::kNoCell, digit, m_ui.prefs.auto_clean_notes);
    play(move.on_cells(cells));
}

void PlaySession::erase_selection() {
    const std::vector<core::Cell> cells = selected_cells();
    if (m_ui.marking.mode == EntryMode::Colour) {
        play(core::Move::set_colour(core::kNoCell, 0).on_cells(cells));
        return;
    }
    if (cells.size() == 1 && m_view.is_given(cells.front()))
        set_message(m_ui, Text::StatusGivenCell, m_game.layout().cell_name(cells.front()));
    else
        play(core::Move::clear_cell(core::kNoCell).on_cells(cells));
}

void PlaySession::select_cell(const cmd::SelectCell& select) {
    const core::Cell c = select.cell;
    if (c < 0 || c >= m_view.layout().cell_count()) return;
    core::Selection& selection = m_ui.marking.selection;
    // Ctrl+click and drags grow the selection from the cursor's cell.
    if (select.how != SelectHow::Only && selection.empty()) selection.select_only(m_ui.cursor);
    switch (select.how) {
        case SelectHow::Only:
            selection.select_only(c);
            break;
        case SelectHow::Toggle:
            selection.toggle(c);
            break;
        case SelectHow::Add:
            selection.add(c);
            break;
    }
    m_ui.cursor = c;
    // Digit first: a click puts the picked digit (or mark, or colour) into the cell.
    if (m_ui.marking.digit_first && m_ui.marking.picked != 0 && select.how == SelectHow::Only &&
        !m_ui.paused)
        enter_digit(m_ui.marking.picked);
}

void PlaySession::move_cursor(const cmd::MoveCursor& move) {
    const core::Layout& layout = m_view.layout();
    const int n = layout.size();
    if (move.extend && m_ui.marking.selection.empty())
        m_ui.marking.selection.select_only(m_ui.cursor);
    m_ui.cursor = layout.cell_at(wrap(layout.row_of(m_ui.cursor) + move.rows, n),
                                 wrap(layout.col_of(m_ui.cursor) + move.cols, n));
    if (move.extend)
        m_ui.marking.selection.add(m_ui.cursor);
    else
        m_ui.marking.selection.select_only(m_ui.cursor);
}

void PlaySession::apply_marking(const cmd::SetEntryMode& command) {
    EntryMode mode = command.mode;
    if (command.cycle)
        mode = static_cast<EntryMode>((static_cast<int>(m_ui.marking.mode) + 1) % kEntryModeCount);
    m_ui.marking.mode = mode;
}

void PlaySession::apply_marking(const cmd::EnterMark& command) {
    enter_mark(command.mode, command.digit);
}

void PlaySession::apply_marking(const cmd::ApplyColour& command) {
    const std::vector<core::Cell> cells = selected_cells();
    core::Colour colour = command.colour;
    if (colour != 0) m_ui.marking.colour = colour;
    // Again on cells that all have it: the colour comes off (SudokuPad's toggle).
    bool all_have = true;
    for (core::Cell c : cells)
        all_have = all_have && m_game.position().colours[c] == colour;
    if (all_have) colour = 0;
    play(core::Move::set_colour(core::kNoCell, colour).on_cells(cells));
}

void PlaySession::apply_marking(const cmd::ColourCandidate& command) {
    const core::Position& position = m_game.position();
    if (command.cell < 0 || command.cell >= m_game.layout().cell_count() ||
        position.digits.at(command.cell) != core::kEmpty)
        return;
    const core::Colour now = position.candidate_colours[command.cell][command.digit - 1];
    const core::Colour colour = now == m_ui.marking.colour ? 0 : m_ui.marking.colour;
    play(core::Move::set_candidate_colour(command.cell, command.digit, colour));
}

void PlaySession::apply_marking(const cmd::SetDigitFirst& command) {
    m_ui.marking.digit_first = command.on;
    if (!command.on) m_ui.marking.picked = 0;
}

void PlaySession::apply_marking(const cmd::PickDigit& command) {
    m_ui.marking.picked = m_ui.marking.picked == command.digit ? 0 : command.digit;
    if (m_ui.marking.picked != 0)
        m_ui.message = fill(marks_text(MarksText::StatusPicked, m_ui.language),
                            {std::string(1, core::digit_symbol(m_ui.marking.picked))});
}

void PlaySession::apply_marking(const cmd::SetFilter& command) {
    m_ui.marking.filter = command.on;
}

void PlaySession::open_notes_popup(core::Cell cell) {
    if (cell < 0 || cell >= m_game.layout().cell_count()) return;
    m_ui.cursor = cell;
    if (m_game.board().at(cell) == core::kEmpty) m_ui.notes_popup_cell = cell;
}

void PlaySession::toggle_notes_mode() {
    apply_marking(cmd::SetEntryMode{m_ui.marking.mode == EntryMode::Centre ? EntryMode::Digit
                                                                           : EntryMode::Centre});
}

}  // namespace sudoku::app
