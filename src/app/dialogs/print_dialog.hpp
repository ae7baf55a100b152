// Game > Print to PDF…: the current game or a puzzle file (any text format, a whole set), 1, 2,
// 4 or 6 puzzles a page on A4 or Letter, answer keys, or a trace worksheet for class (the first
// N moves of naive, mrv or propagate); the PDF's path is picked with the file dialog. After the
// UI pass the App starts the printout on the dialog's worker (tcmd::Print): reading the source,
// solving the answer keys and writing the PDF never run on the frame thread.
#pragma once

#include <optional>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/dialogs/print_job.hpp"
#include "app/dialogs/tools_command.hpp"
#include "app/model/ui_state.hpp"
#include "app/support/background_job.hpp"
#include "render/print_document.hpp"

namespace sudoku::app {

class PrintDialog {
  public:
    void open();
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    // The file dialog's answer ("" = cancelled): the dialog opens again with it.
    void file_chosen(FilePurpose purpose, const std::string& path);
    // Starts the printout on the worker (the App calls it after the UI pass).
    void start(PrintOrder order);
    // Reading the source, solving, writing: the dialog shows a spinner with Cancel.
    [[nodiscard]] bool busy() const { return m_job.active(); }
    // Takes the worker's outcome once it is done (the App calls it before the UI pass).
    void collect();
    void draw(const ViewContext& ctx);

  private:
    void draw_source(const ViewContext& ctx);
    void draw_layout(const ViewContext& ctx);
    void draw_footer(const ViewContext& ctx);
    // What the worker is to print, from the dialog's choices.
    [[nodiscard]] PrintOrder order(const ViewContext& ctx) const;
    // The Print and Close buttons, or while printing, a spinner and Cancel.
    void draw_buttons(const ViewContext& ctx);

    ModalDialog m_modal{"###print"};
    int m_source = 0;  // 0 the current game, 1 a puzzle file
    std::string m_source_path;
    int m_per_page = 0;  // index into 1, 2, 4, 6
    int m_paper = 0;     // A4, Letter
    bool m_answers = true;
    bool m_worksheet = false;
    int m_algorithm = 0;  // naive, mrv, propagate
    int m_moves = 20;
    std::string m_title;
    std::string m_output;
    std::string m_message;      // the last outcome: "path\npages"
    std::size_t m_printed = 0;  // puzzles printed and in the source, for a capped file
    std::size_t m_total = 0;
    std::optional<core::Error> m_error;
    bool m_failed = false;
    core::BackgroundJob<PrintOutcome> m_job;
    std::string m_job_output;
};

}  // namespace sudoku::app
