// The lesson puzzles window: every puzzle file shipped in assets/puzzles (found next to the
// executable, in the source tree or through $SUDOKU_ASSETS), with its description; Open starts it.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"

namespace sudoku::app {

// Folders searched for assets, in order: $SUDOKU_ASSETS, then next to and above the
// executable (<exe>/assets, <exe>/../assets, <exe>/../../assets for build/src/sudoku-lab,
// <exe>/../share/sudoku-lab/assets when installed), then ./assets.
[[nodiscard]] std::vector<std::filesystem::path> asset_search_dirs();

class PuzzleLibrary {
  public:
    // Opens the window and rescans the folders (files may have been added).
    void open();
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    void draw(const ViewContext& ctx);

  private:
    struct Entry {
        std::string name;         // file name without extension
        std::string description;  // the file's leading comment
        std::optional<core::Board> puzzle;
        std::optional<core::Board> solution;  // the first one found
        int solutions = 0;                    // counted up to 2
        std::optional<core::Error> error;     // why the file cannot be played
    };
    void scan();

    std::vector<Entry> m_entries;
    std::vector<std::string> m_searched;  // shown when nothing was found
    int m_selected = 0;
    ModalDialog m_modal{"###puzzle_library"};
};

}  // namespace sudoku::app
