// Intents of printing and practice (Game > Print to PDF…, Game > Practice a technique…, the
// file dialog picking their files), travelling through the App's queue as one cmd::Tools entry.
#pragma once

#include <cstdint>
#include <string>
#include <variant>

#include "app/dialogs/print_job.hpp"

namespace sudoku::app {

// What the file dialog is picking a path for: the game's own files, or the print dialog's.
enum class FilePurpose : std::uint8_t { Game, PrintSource, PrintOutput };

namespace tcmd {
struct OpenPrintDialog {};
struct OpenPractice {};
// The print dialog steps aside for the file dialog, which answers with FileChosen.
struct PickFile {
    FilePurpose purpose = FilePurpose::PrintOutput;
    std::string path;  // the proposed file (save) or folder (open)
};
// The file dialog's answer: the path, or "" when it was cancelled.
struct FileChosen {
    FilePurpose purpose = FilePurpose::PrintOutput;
    std::string path;
};
// Starts the printout on the print dialog's worker (after the UI pass); the dialog shows the
// outcome when it arrives.
struct Print {
    PrintOrder order;
};
}  // namespace tcmd

using ToolsCommand = std::variant<tcmd::OpenPrintDialog, tcmd::OpenPractice, tcmd::PickFile,
                                  tcmd::FileChosen, tcmd::Print>;

}  // namespace sudoku::app
