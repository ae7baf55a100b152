// Opening whatever the game accepts as a file (`sudoku-lab FILE`, the Open dialog): a save file
// (JSON, recognised by its opening '{'), or a text of puzzles in any format core/text_formats
// reads (puzzle lines, a grid print, a Python list), whose first puzzle starts a new game.
#pragma once

#include <atomic>
#include <filesystem>
#include <string_view>

#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"
#include "io/file_error.hpp"

namespace sudoku::io {

struct OpenedGame {
    core::Game game;
    bool from_save = false;       // a save file: the game resumes where it was saved
    int puzzle_count = 1;         // puzzles in a text file (the first one is played)
    core::BranchTree branches{};  // a save's what-if branches
};

// True when the text's first non-blank character is '{' (JSON saves; puzzle texts never
// start that way).
[[nodiscard]] bool looks_like_save(std::string_view text);

// The game a text stands for. Errors are one line: save errors name the field ("cursor: ..."),
// text errors the line ("line 3: ..."), and a puzzle that cannot start says why ("the puzzle
// has no solution"). A text puzzle gets difficulty "custom" for the statistics. `cancel` stops
// the search for a text puzzle's solution (the GUI opens files on a worker).
[[nodiscard]] FileResult<OpenedGame> open_game_text(std::string_view text,
                                                    const std::atomic<bool>* cancel = nullptr);
// The same for a file; never modifies it. Errors also name the file.
[[nodiscard]] FileResult<OpenedGame> open_game_file(const std::filesystem::path& path,
                                                    const std::atomic<bool>* cancel = nullptr);

}  // namespace sudoku::io
