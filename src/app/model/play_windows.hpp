// The game's windows and dialogs over the main window (help, history, branches, statistics,
// files, new game, enter your own, lessons, experiments, print, practice and the questions),
// kept together as panels that own their state: App opens them by name and draws them all.
#pragma once

#include "app/dialogs/confirm_dialog.hpp"
#include "app/dialogs/custom_puzzle_dialog.hpp"
#include "app/dialogs/file_dialog.hpp"
#include "app/dialogs/help_window.hpp"
#include "app/dialogs/new_game_dialog.hpp"
#include "app/dialogs/practice_window.hpp"
#include "app/dialogs/print_dialog.hpp"
#include "app/dialogs/replace_game_dialog.hpp"
#include "app/dialogs/share_code_dialog.hpp"
#include "app/dialogs/statistics_window.hpp"
#include "app/dialogs/tools_command.hpp"
#include "app/lab/experiments_window.hpp"
#include "app/model/puzzle_library.hpp"
#include "app/play/branch_tree_window.hpp"
#include "app/play/history_window.hpp"
#include "app/session/preferences.hpp"

namespace sudoku::app {

struct PlayWindows {
    HelpWindow help;
    HistoryWindow history;
    BranchTreeWindow branches;
    StatisticsWindow statistics;
    FileDialog files;
    NewGameDialog new_game;
    PrintDialog print;
    PracticeWindow practice;
    CustomPuzzleDialog custom_puzzle;
    PuzzleLibrary puzzle_library;
    ExperimentsWindow experiments;
    ReplaceGameDialog replace;
    ConfirmDialog confirm;
    ShareCodeDialog share;

    // Every window and dialog, in the order they stack.
    void draw(const ViewContext& ctx, const Preferences& preferences);
    // A dialog that takes the keys is open (the clock stops, play keys are off).
    [[nodiscard]] bool dialog_open() const;
    // A worker runs (generating, reading, printing): the window looks for its result.
    [[nodiscard]] bool working() const;
    // Printing and practice: their dialogs, and the file dialog's answers for the printout.
    void apply_tools(const ToolsCommand& command);
};

}  // namespace sudoku::app
