// Enter your own: the player types or pastes givens (puzzle line, the lessons' grid print or
// Python list) or fills an empty board, and sees every problem before play starts: parse
// errors with their line, values out of range and conflicting givens on a preview board, and
// whether the puzzle has no, one or several solutions (counted on a worker thread).
#pragma once

#include <optional>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"
#include "app/support/background_job.hpp"
#include "core/play/puzzle_check.hpp"

namespace sudoku::app {

class CustomPuzzleDialog {
  public:
    // Opens the dialog; a non-empty text (a paste) replaces the text being edited.
    void open(const std::string& text = {});
    // Solutions are being counted: the frame loop should wake to show the answer.
    [[nodiscard]] bool busy() const { return m_count_job.active(); }
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    void draw(const ViewContext& ctx);

  private:
    enum class Mode : std::uint8_t { Text, Board };

    void draw_text_mode(const ViewContext& ctx, float height);
    void draw_board_mode(const ViewContext& ctx, float height);
    void draw_verdict(const ViewContext& ctx);
    void draw_footer(const ViewContext& ctx);
    // The footer buttons' width, or at least their width (each grows to its label).
    [[nodiscard]] float footer_button_base(const ViewContext& ctx) const;
    // Rereads the puzzle after an edit and restarts the solution count when it is clean.
    void recheck(const std::string& text);
    void set_board_size(int n);
    void collect_count();
    void close();

    Mode m_mode = Mode::Text;
    std::string m_text;
    core::Board m_board = core::Board(core::Layout::classic(9));  // the board editor's givens
    core::Cell m_cursor = 0;
    core::PuzzleReading m_reading;
    std::optional<core::FastSolveResult> m_count;
    core::BackgroundJob<core::FastSolveResult> m_count_job;
    ModalDialog m_modal{"###custom_puzzle"};
    bool m_focus_text = false;
    // Measured last frame: the dialog's content besides the editor and the hint, and the hint.
    float m_rest_height = 0.0f;
    float m_hint_height = 0.0f;
};

}  // namespace sudoku::app
