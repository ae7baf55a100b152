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
#include "app/model/marking_state.hpp"
#include "app/views/theme.hpp"
#include "app/watch/watch_command.hpp"
#include "core/base/types.hpp"
#include "core/grid/board.hpp"
#include "core/play/position.hpp"

namespace sudoku::app {

// The on/off preferences of the Options menu (persisted in settings.json).
enum class Option : std::uint8_t {
    LiveConflicts,
    HighlightPeers,
    HighlightSameDigit,
    AutoCleanNotes,
    ShowTimer,
    ClockHundredths,
    Autosave,
    MistakesAtOnce,
};

// Save the game first (then go on), Discard it (go on), or Cancel (keep playing it).
enum class ReplaceChoice : std::uint8_t { Save, Discard, Cancel };

// A click selects only the cell, Ctrl+click adds or removes it, a drag or Shift adds it.
enum class SelectHow : std::uint8_t { Only, Toggle, Add };

namespace cmd {
struct SelectCell {
    core::Cell cell;
    SelectHow how = SelectHow::Only;
};
// `extend` (Shift+arrows): the cell moved to joins the selection.
struct MoveCursor {
    int rows;
    int cols;
    bool extend = false;
};
// The entry mode: one of them, or the next in Space's cycle.
struct SetEntryMode {
    EntryMode mode;
    bool cycle = false;
};
// A digit as a corner or centre mark of the selection whatever the mode (Shift/Ctrl+digit).
struct EnterMark {
    EntryMode mode;
    core::Digit digit;
};
// Palette colour 1..9 on the selected cells (removed when all have it); 0 removes colours.
struct ApplyColour {
    core::Colour colour;
};
// Colours one candidate of a cell with the current palette colour (again: uncolours it).
struct ColourCandidate {
    core::Cell cell;
    core::Digit digit;
};
// Digit-first entry and the digit filter on or off; PickDigit picks digit-first's digit.
struct SetDigitFirst {
    bool on;
};
struct PickDigit {
    core::Digit digit;
};
struct SetFilter {
    bool on;
};
// A digit for the selected cell: placed, or toggled as a note in notes mode.
struct EnterDigit {
    core::Digit digit;
};
struct EraseCell {};
// Toggles one pencil note of a cell whatever the notes mode (right-click, the notes popup).
struct ToggleNote {
    core::Cell cell;
    core::Digit digit;
};
// Opens the notes popup of a cell (right-click on the board).
struct OpenNotesPopup {
    core::Cell cell;
};
struct ToggleNotesMode {};
struct FillNotes {};
// Clear entries, Show solution and Restart ask first when they would throw work away
// (needs_confirmation); the dialog's answer comes back `confirmed`.
struct ClearEntries {
    bool confirmed = false;
};
struct Undo {};
struct Redo {};
// Undo or redo until `cursor` moves are applied (the history window).
struct JumpHistory {
    std::size_t cursor;
};
struct Hint {};
struct Check {};
struct ShowSolution {
    bool confirmed = false;
};
struct Restart {
    bool confirmed = false;
};
struct TogglePause {};
struct DismissCelebration {};
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
// Replaces the game in progress with a new one on `puzzle` (the New game, Enter your own and
// lesson dialogs end here). With a solution (the generator's) it is checked rather than solved
// again. `label` is the difficulty kept for statistics ("easy", "custom"...; empty = "custom"),
// `source` where the puzzle came from, for the status line.
struct StartGame {
    core::Board puzzle;
    std::optional<core::Board> solution{};
    std::string label{};
    PuzzleSource source{};
    // A shared position (share code): the game starts on `puzzle` and resumes at it.
    std::optional<core::Position> position{};
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
// What-if branches (app_branches.cpp): Try asks for the digit to try in the selected cell (the
// next digit opens a branch there), Cancel stops asking, Abandon returns the board to the
// innermost branch point, Keep accepts the innermost branch's moves.
struct WhatIf {
    enum class Action : std::uint8_t { Try, Cancel, Abandon, Keep };
    Action action;
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
using PlayCommand =
    std::variant<cmd::EnterDigit, cmd::EraseCell, cmd::ToggleNote, cmd::FillNotes,
                 cmd::ClearEntries, cmd::Undo, cmd::Redo, cmd::JumpHistory, cmd::Hint, cmd::Check,
                 cmd::ShowSolution, cmd::Restart, cmd::TogglePause, cmd::DismissCelebration,
                 cmd::StartGame, cmd::EnterMark, cmd::ApplyColour, cmd::ColourCandidate,
                 cmd::WhatIf>;
using FileCommand = std::variant<cmd::ShowOpenDialog, cmd::Save, cmd::OpenFile, cmd::SaveFile,
                                 cmd::ResolveReplace, cmd::QuitUnsaved>;
using ViewCommand =
    std::variant<cmd::SelectCell, cmd::MoveCursor, cmd::OpenNotesPopup, cmd::ToggleNotesMode,
                 cmd::SetOption, cmd::SetTheme, cmd::SetLanguage, cmd::SetUiScale,
                 cmd::ToggleFullscreen, cmd::ToggleHelp, cmd::ToggleHistory, cmd::ToggleStatistics,
                 cmd::ToggleFrameStats, cmd::ToggleExperiments, cmd::CloseAlert, cmd::Quit,
                 cmd::OpenNewGameDialog, cmd::OpenCustomPuzzle, cmd::OpenPuzzleLibrary,
                 cmd::CopyPuzzleLine, cmd::PastePuzzle, cmd::Share, cmd::Watch, cmd::SetEntryMode,
                 cmd::SetDigitFirst, cmd::PickDigit, cmd::SetFilter, cmd::Tools,
                 cmd::ToggleBranchTree>;

using Command = std::variant<
    cmd::SelectCell, cmd::MoveCursor, cmd::EnterDigit, cmd::EraseCell, cmd::ToggleNote,
    cmd::OpenNotesPopup, cmd::ToggleNotesMode, cmd::FillNotes, cmd::ClearEntries, cmd::Undo,
    cmd::Redo, cmd::JumpHistory, cmd::Hint, cmd::Check, cmd::ShowSolution, cmd::Restart,
    cmd::TogglePause, cmd::DismissCelebration, cmd::SetOption, cmd::SetTheme, cmd::SetLanguage,
    cmd::SetUiScale, cmd::ToggleFullscreen, cmd::ToggleHelp, cmd::ToggleHistory,
    cmd::ToggleStatistics, cmd::ToggleFrameStats, cmd::ToggleExperiments, cmd::ShowOpenDialog,
    cmd::Save, cmd::OpenFile, cmd::SaveFile, cmd::CloseAlert, cmd::ResolveReplace, cmd::Quit,
    cmd::QuitUnsaved, cmd::StartGame, cmd::OpenNewGameDialog, cmd::OpenCustomPuzzle,
    cmd::OpenPuzzleLibrary, cmd::CopyPuzzleLine, cmd::PastePuzzle, cmd::Share, cmd::Watch,
    cmd::SetEntryMode, cmd::EnterMark, cmd::ApplyColour, cmd::ColourCandidate, cmd::SetDigitFirst,
    cmd::PickDigit, cmd::SetFilter, cmd::Tools, cmd::WhatIf, cmd::ToggleBranchTree>;

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

// The marking commands, applied by App's apply_marking overloads (app_marks.cpp).
template <class T>
inline constexpr bool kIsMarkingCommand =
    std::is_same_v<T, cmd::SetEntryMode> || std::is_same_v<T, cmd::EnterMark> ||
    std::is_same_v<T, cmd::ApplyColour> || std::is_same_v<T, cmd::ColourCandidate> ||
    std::is_same_v<T, cmd::SetDigitFirst> || std::is_same_v<T, cmd::PickDigit> ||
    std::is_same_v<T, cmd::SetFilter>;

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
