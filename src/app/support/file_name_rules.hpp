// The file dialog's rules for names, kept apart from its drawing: which files Open lists, and
// the extension a save or a PDF gets when the player types none.
#pragma once

#include <filesystem>

namespace sudoku::app {

// The files Open lists: .json (saves), .txt and .sdk (puzzle text).
[[nodiscard]] bool is_listed_file(const std::filesystem::path& path);

// A name typed for a save: kept when Open would list it, else ".sudoku.json" is added
// ("mygame" -> "mygame.sudoku.json"; "mygame.sudoku" takes ".json" only).
[[nodiscard]] std::filesystem::path with_save_extension(const std::filesystem::path& path);
// A name typed for a PDF: ".pdf" added unless it ends so (any case).
[[nodiscard]] std::filesystem::path with_pdf_extension(const std::filesystem::path& path);

}  // namespace sudoku::app
