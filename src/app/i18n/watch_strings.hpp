// Watch mode's strings in English, Vietnamese and Turkish, in the style of the game's table
// (strings.hpp): one key per text, "{}" placeholders filled with fill().
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in watch_strings.cpp (checked at compile time).
enum class WatchText : std::uint16_t {
    MenuWatch,
    ItemWatchMode,
    ButtonPlay,
    ButtonPause,
    ButtonStep,
    ButtonBack,
    ButtonStart,
    ButtonEnd,
    ButtonClear,
    KeySpace,
    KeyRight,
    KeyLeft,
    ItemCompare,
    ItemPresentation,
    ItemPresentationSize,
    ItemSaveSession,
    ItemOpenSession,
    ItemExportCsv,
    ItemApplySolution,
    AlgorithmNaive,
    AlgorithmMrv,
    AlgorithmPropagate,
    OrderAscending,
    OrderRandom,
    LabelSeed,
    LabelSpeed,
    SpeedSteps,
    SpeedTurbo,
    RunBacktrack,
    RunSolution,
    RunDepth,
    CounterSteps,
    CounterPlacements,
    CounterBacktracks,
    CounterChecks,
    CounterDepth,
    CounterSolutions,
    CounterTime,
    CounterRate,
    BannerSolution,
    PlotDepth,
    TabCode,
    TabStack,
    TabEvents,
    TabBreakpoints,
    TabFiles,
    StackLevel,
    StackCell,
    StackValue,
    StackLeft,
    VarsLine,
    RejectReason,
    EventSelect,
    EventTry,
    EventReject,
    EventPlace,
    EventRemove,
    EventEliminate,
    EventDeadEnd,
    EventSolution,
    EventExhausted,
    DeadEndNoValue,
    DeadEndAllTried,
    DeadEndNoPlace,
    UnitRow,
    UnitColumn,
    UnitBox,
    UnitRegion,
    UnitDiagonal,
    UnitWindow,
    BreakBacktrack,
    BreakDeadEnd,
    BreakSolution,
    BreakDepth,
    BreakCell,
    BreakCellHint,
    MessageBreakpoint,
    MessageFoundSolution,
    MessageReachedTarget,
    MessageSearchComplete,
    MessageCannotStart,
    MessageError,
    MessageCsvExported,
    MessageSessionSaved,
    MessageSessionLoaded,
    MessageNoSolutionShown,
    MessageOtherPuzzle,
    MessageSolutionApplied,
    NoSearch,
    StatusKeys,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* watch_text(WatchText key, Language language);

// The algorithm's name as the panels show it ("Naive backtracking", "MRV: fewest options first").
[[nodiscard]] const char* algorithm_title(core::Algorithm algorithm, Language language);

// Every Watch string of every language, for the font loader's glyph set.
[[nodiscard]] std::string watch_all_texts();

}  // namespace sudoku::app
