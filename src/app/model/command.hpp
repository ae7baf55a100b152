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
#include "app/session/play_commands.hpp"
#include "app/session/theme_id.hpp"
#include "app/watch/watch_command.hpp"
#include "core/base/types.hpp"
#include "core/grid/board.hpp"
#include "core/play/position.hpp"

namespace sudoku::app {

// Save the game first (then go on), Discard it (go on), or Cancel (keep playing it).
enum class ReplaceChoice : std::uint8_t { Save, Discard, Cancel };

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
// Ctrl+O: the file dialog in Open mode. Ctrl+S: save to the game's file, or the dialog in Save
// mode when it has none yet (save_as forces the dialog).
struct ShowOpenDialog {};
struct Save {
    bool save_as = false;
};
struct OpenFile {
    std::string path;
};
struct SaveFile {
    std::string path;
};
// An export written (a picture, a chart, a tree, a trace): where files go to the player through
// the platform (a browser's download), it is handed over; elsewhere it stays where it was written.
struct HandOverFile {
    std::string path;
    // The game opens it again (a saved Watch session): the platform keeps its copy. Otherwise
    // the file was made only for the player, and the platform may drop it once handed over.
    bool keep = false;
};
struct CloseAlert {};
// The answer to "save the game in progress before it is replaced?" (ReplaceGameDialog).
struct ResolveReplace {
    ReplaceChoice choice;
};
struct Quit {};
// The answer to the dialog shown when the autosave failed at quit.
struct QuitUnsaved {
    enum class Choice : std::uint8_t { SaveElsewhere, QuitWithoutSaving, Cancel };
    Choice choice;
};
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
// Everything Watch mode does travels as one command (see watch_command.hpp).
struct Watch {
    WatchCommand command;
};
// Printing and practice travel as one command too (see tools_command.hpp).
struct Tools {
    ToolsCommand command;
};
}  // namespace cmd

// Each command belongs to one group, applied by one App function (apply_play, apply_files,
// apply_view), and each of those names every alternative of its group in its visitor: a new
// command fails to compile until it has a group and a handler.
using FileCommand = std::variant<cmd::ShowOpenDialog, cmd::Save, cmd::OpenFile, cmd::SaveFile,
                                 cmd::ResolveReplace, cmd::QuitUnsaved, cmd::HandOverFile>;
using ViewCommand =
    std::variant<cmd::SelectCell, cmd::MoveCursor, cmd::OpenNotesPopup, cmd::ToggleNotesMode,
                 cmd::SetOption, cmd::SetTheme, cmd::SetLanguage, cmd::SetUiScale,
                 cmd::ToggleFullscreen, cmd::ToggleHelp, cmd::ToggleHistory, cmd::ToggleStatistics,
                 cmd::ToggleFrameStats, cmd::ToggleExperiments, cmd::CloseAlert, cmd::Quit,
                 cmd::OpenNewGameDialog, cmd::OpenCustomPuzzle, cmd::OpenPuzzleLibrary,
                 cmd::CopyPuzzleLine, cmd::PastePuzzle, cmd::Share, cmd::Watch, cmd::SetEntryMode,
                 cmd::SetDigitFirst, cmd::PickDigit, cmd::SetFilter, cmd::Tools,
                 cmd::ToggleBranchTree>;

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
                 cmd::Watch, cmd::SetEntryMode, cmd::EnterMark, cmd::ApplyColour,
                 cmd::ColourCandidate, cmd::SetDigitFirst, cmd::PickDigit, cmd::SetFilter,
                 cmd::Tools, cmd::WhatIf, cmd::ToggleBranchTree, cmd::HandOverFile>;

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
