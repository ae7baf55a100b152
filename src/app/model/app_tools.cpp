// The App's side of printing and practice: opening their dialogs, routing the file dialog's
// answers to the print dialog, and writing the PDF after the UI pass.
#include "app/model/app.hpp"
#include "app/model/overloaded.hpp"
#include "render/font_face.hpp"

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
                   [&](const tcmd::Print& print) {
                       // The game's font, so every Vietnamese and Turkish letter prints.
                       static const render::FontFace font;
                       m_print_dialog.printed(
                           render::write_pdf(print.request, print.path, font, print.words),
                           print.path);
                   },
               },
               command);
}

}  // namespace sudoku::app
