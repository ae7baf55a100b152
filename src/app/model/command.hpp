// Intents recorded by widgets and key handlers while drawing; App::execute_commands applies
// them after the UI pass, so the model never changes while it is being drawn.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "app/dialogs/tools_command.hpp"
#include "app/i18n/puzzle_source.hpp"
#include "app/i18n/strings.hpp"
#include "app/session/file_commands.hpp"
#include "app/session/play_commands.hpp"
#include "app/session/theme_id.hpp"
#include "app/session/watch_command.hpp"
#include "app/watch/picture_export.hpp"
#include "core/base/types.hpp"
#include "core/grid/board.hpp"
#include "core/play/position.hpp"

namespace sudoku::app {

namespace cmd {
struct SetOption {
    Option option;
    bool value;
};
// `temporary`: presentation mode's own look, shown but never saved as the player's choice.
struct SetTheme {
    ThemeId theme;
    bool temporary = false;
};
struct SetLanguage {
    Language language;
};
struct SetUiScale {
    float scale;
    bool temporary = false;
};
struct ToggleFullscreen {};
struct ToggleHelp {};
struct ToggleHistory {};
struct ToggleStatistics {};
struct ToggleFrameStats {};
// View > Experiments… and Ctrl+E: the algorithm lab's window.
struct ToggleExperiments {};
struct CloseAlert {};
struct Quit {};
// Ctrl+N and Game > New game: opens the New game dialog.
struct OpenNewGameDialog {};
// Game > Enter your own.
struct OpenCustomPuzzle {};
// Game > Lesson puzzles: the examples shipped in assets/puzzles.
struct OpenPuzzleLibrary {};
// Ctrl+C: the puzzle's givens as a puzzle line, to the clipboard.
struct CopyPuzzleLine {};
// Ctrl+V: the clipboard's text into Enter your own, checked there.
struct PastePuzzle {};
// The Edit menu's share items: the position as a share code or a SudokuWiki link to the
// clipboard, or the Open share code dialog.
// CopyPageLink: the link that opens the position (share_link.hpp); OpenLink: `text` as a link.
struct Share {
    enum class Action : std::uint8_t { CopyCode, CopyLink, OpenDialog, CopyPageLink, OpenLink };
    Action action;
    std::string text{};
};
// View > What-if branches: the branch tree window.
struct ToggleBranchTree {};
// Printing and practice travel as one command too (see tools_command.hpp).
struct Tools {
    ToolsCommand command;
};
}  // namespace cmd

// Each command belongs to one group, applied by one App function (apply_play, apply_files,
// apply_view), and each of those names every alternative of its group in its visitor: a new
// command fails to compile until it has a group and a handler.
using ViewCommand =
    std::variant<cmd::SelectCell, cmd::MoveCursor, cmd::OpenNotesPopup, cmd::ToggleNotesMode,
                 cmd::SetOption, cmd::SetTheme, cmd::SetLanguage, cmd::SetUiScale,
                 cmd::ToggleFullscreen, cmd::ToggleHelp, cmd::ToggleHistory, cmd::ToggleStatistics,
                 cmd::ToggleFrameStats, cmd::ToggleExperiments, cmd::CloseAlert, cmd::Quit,
                 cmd::OpenNewGameDialog, cmd::OpenCustomPuzzle, cmd::OpenPuzzleLibrary,
                 cmd::CopyPuzzleLine, cmd::PastePuzzle, cmd::Share, cmd::SetEntryMode,
                 cmd::SetDigitFirst, cmd::PickDigit, cmd::SetFilter, cmd::Tools,
                 cmd::ToggleBranchTree, wcmd::ExportPicture, wcmd::CancelExport>;

using Command =
    std::variant<cmd::SelectCell, cmd::MoveCursor, cmd::EnterDigit, cmd::EraseCell, cmd::ToggleNote,
                 cmd::OpenNotesPopup, cmd::ToggleNotesMode, cmd::FillNotes, cmd::ClearEntries,
                 cmd::Undo, cmd::Redo, cmd::JumpHistory, cmd::Hint, cmd::Check, cmd::ShowSolution,
                 cmd::Restart, cmd::TogglePause, cmd::DismissCelebration, cmd::SetOption,
                 cmd::SetTheme, cmd::SetLanguage, cmd::SetUiScale, cmd::ToggleFullscreen,
                 cmd::ToggleHelp, cmd::ToggleHistory, cmd::ToggleStatistics, cmd::ToggleFrameStats,
                 cmd::ToggleExperiments, cmd::ShowOpenDialog, cmd::Save, cmd::OpenFile,
                 cmd::SaveFile, cmd::CloseAlert, cmd::ResolveReplace, cmd::Quit, cmd::QuitUnsaved,
                 cmd::StartGame, cmd::OpenNewGameDialog, cmd::OpenCustomPuzzle,
                 cmd::OpenPuzzleLibrary, cmd::CopyPuzzleLine, cmd::PastePuzzle, cmd::Share,
                 cmd::SetEntryMode, cmd::EnterMark, cmd::ApplyColour, cmd::ColourCandidate,
                 cmd::SetDigitFirst, cmd::PickDigit, cmd::SetFilter, cmd::Tools, cmd::WhatIf,
                 cmd::ToggleBranchTree, wcmd::ExportPicture, wcmd::CancelExport, cmd::HandOverFile>;

namespace detail {
template <class T, class Variant>
struct IsAlternative;
template <class T, class... Ts>
struct IsAlternative<T, std::variant<Ts...>>
    : std::bool_constant<(std::is_same_v<T, Ts> + ... + 0) == 1> {};
template <class T>
inline constexpr int kGroupsHolding =
    IsAlternative<T, PlayCommand>::value + IsAlternative<T, FileCommand>::value +
    IsAlternative<T, ViewCommand>::value;
template <class Variant>
struct EveryCommandInOneGroup;
template <class... Ts>
struct EveryCommandInOneGroup<std::variant<Ts...>>
    : std::bool_constant<((kGroupsHolding<Ts> == 1) && ...)> {};
}  // namespace detail

// The groups split Command exactly: every command in one group, and no group holds a stranger.
static_assert(detail::EveryCommandInOneGroup<Command>::value,
              "each cmd:: type must be in exactly one of PlayCommand, FileCommand, ViewCommand");
static_assert(std::variant_size_v<PlayCommand> + std::variant_size_v<FileCommand> +
                      std::variant_size_v<ViewCommand> ==
                  std::variant_size_v<Command>,
              "a command group holds a type that is not a Command");

// The group that applies command type T.
template <class T>
inline constexpr bool kIsPlayCommand = detail::IsAlternative<T, PlayCommand>::value;
template <class T>
inline constexpr bool kIsFileCommand = detail::IsAlternative<T, FileCommand>::value;

// The front end's queue. A Watch command pushed here goes to Watch mode's own queue (the
// views push both kinds through the one ViewContext), never through App's visitor.
class CommandQueue {
  public:
    explicit CommandQueue(WatchCommandQueue& watch) : m_watch(watch) {}
    void push(Command command) { m_commands.push_back(std::move(command)); }
    void push(WatchCommand command) { m_watch.push(std::move(command)); }
    // Hands over every queued command in order and leaves the queue empty.
    [[nodiscard]] std::vector<Command> take() { return std::exchange(m_commands, {}); }
    [[nodiscard]] bool empty() const { return m_commands.empty(); }

  private:
    std::vector<Command> m_commands;
    WatchCommandQueue& m_watch;
};

}  // namespace sudoku::app
