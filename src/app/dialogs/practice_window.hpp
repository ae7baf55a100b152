// Practice mode: pick a technique the logical solver knows, get a position (digits and pencil
// marks) where it is the next step, find it (click or arrow to a cell it changes, then the digit
// it places or removes there), be told whether it was right with the hint's explanation, and go
// on to the next position, or play the position on as an ordinary game.
#pragma once

#include <optional>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"
#include "core/logic/practice.hpp"

namespace sudoku::app {

class PracticeWindow {
  public:
    void open();
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    void draw(const ViewContext& ctx);

  private:
    enum class Answer : std::uint8_t { None, NoCell, Right, RightCell, WrongCell, Shown };

    void load();               // the position of m_round for m_technique
    void read_command_keys();  // S, N, Page Up / Page Down: the buttons and the technique list
    void answer(core::Digit digit);
    // The technique combo and, on its row, "Play this position" (Enter).
    void draw_technique_combo(const ViewContext& ctx);
    // Starts a game at the practice position (as a hint-filled game, its candidates as centre
    // marks) and closes the window.
    void play(const ViewContext& ctx);
    // The "Play this position" button (and Enter), as wide as the room left on its row.
    void draw_play_button(const ViewContext& ctx);
    // The board with candidates; the step's cells shaded once answered or shown.
    void draw_board(const ViewContext& ctx, float side);
    // The digit buttons, `columns` a row.
    void draw_digits(const ViewContext& ctx, int columns);
    void draw_verdict(const ViewContext& ctx);
    void read_keys();

    ModalDialog m_modal{"###practice"};
    core::Technique m_technique = core::Technique::HiddenSingle;
    int m_round = 0;
    std::optional<core::PracticePosition> m_position;
    std::optional<core::Error> m_error;
    core::Cell m_cell = core::kNoCell;
    core::Digit m_digit = 0;
    Answer m_answer = Answer::None;
    bool m_tried = false;  // an answer was given for this position
    int m_found_first = 0;
    int m_positions = 0;
    float m_other_height = 0.0f;       // the dialog's content without the board's row, last frame
    float m_board_row = 0.0f;          // the board's row (the board, or the text beside it)
    bool m_play_beside_board = false;  // large type: the Play button under the verdict
};

}  // namespace sudoku::app
