// Intents recorded by widgets and key handlers while drawing; App::execute_commands applies
// them after the UI pass, so the model never changes while it is being drawn.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "app/strings.hpp"
#include "app/theme.hpp"
#include "core/board.hpp"

namespace sudoku::app {

namespace cmd {
struct SelectCell {
    core::Cell cell;
};
struct MoveCursor {
    int rows;
    int cols;
};
// A digit for the selected cell: placed, or toggled as a note in notes mode.
struct EnterDigit {
    core::Digit digit;
};
struct EraseCell {};
struct ToggleNotesMode {};
struct FillNotes {};
struct ClearEntries {};
struct SetTheme {
    ThemeId theme;
};
struct SetLanguage {
    Language language;
};
struct SetUiScale {
    float scale;
};
struct ToggleFullscreen {};
struct ToggleHelp {};
struct ToggleFrameStats {};
struct Quit {};
// Replaces the game in progress with a new one on `puzzle` (the New game, Enter your own and
// lesson dialogs end here). With a solution (the generator's) it is checked rather than solved
// again. `label` is the difficulty kept for statistics ("easy", "custom"...; empty = "custom"),
// `source` where the puzzle came from, for the status line.
struct StartGame {
    core::Board puzzle;
    std::optional<core::Board> solution{};
    std::string label{};
    std::string source{};
};
// Ctrl+N and Game > New game: sets UiState::show_new_game_dialog, which the dialog reads.
struct OpenNewGameDialog {};
}  // namespace cmd

using Command =
    std::variant<cmd::SelectCell, cmd::MoveCursor, cmd::EnterDigit, cmd::EraseCell,
                 cmd::ToggleNotesMode, cmd::FillNotes, cmd::ClearEntries, cmd::SetTheme,
                 cmd::SetLanguage, cmd::SetUiScale, cmd::ToggleFullscreen, cmd::ToggleHelp,
                 cmd::ToggleFrameStats, cmd::Quit, cmd::StartGame, cmd::OpenNewGameDialog>;

class CommandQueue {
  public:
    void push(Command command) { m_commands.push_back(std::move(command)); }
    // Hands over every queued command in order and leaves the queue empty.
    [[nodiscard]] std::vector<Command> take() { return std::exchange(m_commands, {}); }
    [[nodiscard]] bool empty() const { return m_commands.empty(); }

  private:
    std::vector<Command> m_commands;
};

}  // namespace sudoku::app
