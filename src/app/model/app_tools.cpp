// The App's side of printing and practice: opening their dialogs, routing the file dialog's
// answers to the print dialog, and starting the printout (on the dialog's worker) after the
// UI pass.
#include "app/model/app.hpp"
#include "app/session/overloaded.hpp"

namespace sudoku::app {

void App::apply_tools(const ToolsCommand& command) {
    std::visit(Overloaded{
                   [&](const tcmd::OpenPrintDialog&) { m_print_dialog.open(); },
                   [&](const tcmd::OpenPractice&) { m_practice_window.open(); },
                   [&](const tcmd::PickFile& pick) {
                       if (pick.purpose == FilePurpose::PrintSource)
                           m_file_dialog.show_open(pick.path, pick.purpose);
                       else
                           m_file_dialog.show_save(pick.path, pick.purpose);
                   },
                   [&](const tcmd::FileChosen& chosen) {
                       m_print_dialog.file_chosen(chosen.purpose, chosen.path);
                   },
                   [&](const tcmd::Print& print) { m_print_dialog.start(print.order); },
               },
               command);
}

}  // namespace sudoku::app
