// The commands of play: what a widget or key asks of the game (digits, marks, undo, hints,
// what-if branches, a new game), applied by PlaySession after the frame is drawn. Plain data,
// no ImGui; app/model/command.hpp adds the front end's own commands around them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>

#include "app/i18n/puzzle_source.hpp"
#include "app/session/marking_state.hpp"
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
// What-if branches (play_session_branches.cpp): Try asks for the digit to try in the selected cell
// (the next digit opens a branch there), Cancel stops asking, Abandon returns the board to the
// innermost branch point, Keep accepts the innermost branch's moves.
struct WhatIf {
    enum class Action : std::uint8_t { Try, Cancel, Abandon, Keep };
    Action action;
};
}  // namespace cmd

// Each command belongs to one group; PlaySession::apply names every alternative of this one.
using PlayCommand =
    std::variant<cmd::EnterDigit, cmd::EraseCell, cmd::ToggleNote, cmd::FillNotes,
                 cmd::ClearEntries, cmd::Undo, cmd::Redo, cmd::JumpHistory, cmd::Hint, cmd::Check,
                 cmd::ShowSolution, cmd::Restart, cmd::TogglePause, cmd::DismissCelebration,
                 cmd::StartGame, cmd::EnterMark, cmd::ApplyColour, cmd::ColourCandidate,
                 cmd::WhatIf>;

// The marking commands, applied by PlaySession's apply_marking overloads (play_session_marks.cpp).
template <class T>
inline constexpr bool kIsMarkingCommand =
    std::is_same_v<T, cmd::SetEntryMode> || std::is_same_v<T, cmd::EnterMark> ||
    std::is_same_v<T, cmd::ApplyColour> || std::is_same_v<T, cmd::ColourCandidate> ||
    std::is_same_v<T, cmd::SetDigitFirst> || std::is_same_v<T, cmd::PickDigit> ||
    std::is_same_v<T, cmd::SetFilter>;

}  // namespace sudoku::app
