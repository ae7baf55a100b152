// Game > Print to PDF…: the current game or a puzzle file (any text format, a whole set), 1, 2,
// 4 or 6 puzzles a page on A4 or Letter, answer keys, or a trace worksheet for class (the first
// N moves of naive, mrv or propagate); the PDF's path is picked with the file dialog. The App
// writes the PDF after the UI pass (tcmd::Print) and hands the outcome back.
#pragma once

#include <optional>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/dialogs/tools_command.hpp"
#include "app/model/ui_state.hpp"
#include "render/print_document.hpp"

namespace sudoku::app {

class PrintDialog {
  public:
    void open();
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    // The file dialog's answer ("" = cancelled): the dialog opens again with it.
    void file_chosen(FilePurpose purpose, const std::string& path);
    // What writing the PDF gave: pages written, or the error.
    void printed(const core::Result<render::PrintSummary>& outcome, const std::string& path);
    void draw(const ViewContext& ctx);

  private:
    void draw_source(const ViewContext& ctx);
    void draw_layout(const ViewContext& ctx);
    void draw_footer(const ViewContext& ctx);
    // The request for the chosen source, or the error naming the file and line.
    [[nodiscard]] core::Result<render::PrintRequest> request(const ViewContext& ctx) const;

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
    std::string m_message;  // the last outcome: "path\npages"
    std::optional<core::Error> m_error;
    bool m_failed = false;
};

}  // namespace sudoku::app
