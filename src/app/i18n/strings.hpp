// The string table: every visible text of the game goes through text(key) so the language can
// be switched at run time. English, Vietnamese (Tiếng Việt) and Turkish (Türkçe) ship.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::app {

enum class Language : std::uint8_t { English, Vietnamese, Turkish, Count };

// Keys of the table; the order must match the rows in strings.cpp (checked at compile time).
enum class Text : std::uint16_t {
    AppTitle,
    MenuGame,
    MenuView,
    MenuLanguage,
    MenuHelp,
    ItemClearEntries,
    ItemFillNotes,
    ItemQuit,
    ItemTheme,
    ThemeLight,
    ThemeDark,
    ThemeHighContrast,
    ItemUiScale,
    ItemFullscreen,
    ItemFrameStats,
    ItemHelp,
    PanelTime,
    PanelPuzzle,
    PanelNotesMode,
    PanelDigits,
    ButtonErase,
    TooltipPadDigit,
    StatusEmpty,
    StatusGivenCell,
    StatusSolved,
    CelebrateSolved,
    ItemNewGame,
    ItemOpen,
    ItemSave,
    ItemSaveAs,
    ItemUndo,
    ItemRedo,
    ItemHistory,
    ItemHint,
    ItemCheck,
    ItemShowSolution,
    ItemRestart,
    ItemPause,
    ItemResume,
    ItemStatistics,
    MenuOptions,
    OptionLiveConflicts,
    OptionHighlightPeers,
    OptionSameDigit,
    OptionAutoClean,
    OptionShowTimer,
    OptionClockHundredths,
    OptionAutosave,
    OptionMistakesAtOnce,
    PanelMistakes,
    PanelMistakesQuiet,
    PanelHints,
    PanelPaused,
    StatusAllRight,
    StatusSaved,
    StatusOpened,
    StatusOpening,
    StatusOpenCancelled,
    StatusNothingToUndo,
    StatusNothingToRedo,
    StatusAutosaveFailed,
    HintHeading,
    HintWrongHeadline,
    HintWrongExplain,
    HintNoLogicHeadline,
    HintNoLogicExplain,
    HintNextFill,
    HintComplete,
    CelebrateTime,
    CelebrateBest,
    CelebrateAssisted,
    ButtonClose,
    ButtonOpen,
    ButtonCancel,
    ButtonReplace,
    FileDialogOpenTitle,
    FileDialogSaveTitle,
    FileDialogPath,
    FileDialogRecent,
    FileDialogFolder,
    FileDialogUp,
    FileDialogOverwrite,
    FileDialogEmpty,
    AlertOpenFailed,
    AlertSaveFailed,
    AlertStartFailed,
    AlertGameKept,
    AlertAutosaveBad,
    AlertAutosaveTitle,
    AlertAutosaveRestored,
    AlertAutosaveNotMoved,
    AlertOtherInstance,
    QuitUnsavedTitle,
    QuitUnsavedText,
    ButtonSaveElsewhere,
    ButtonQuitWithoutSaving,
    QuitReasonOtherInstance,
    QuitReasonDamagedAutosave,
    HistoryStart,
    StatsMode,
    StatsDifficulty,
    StatsPlayed,
    StatsSolved,
    StatsBest,
    StatsAverage,
    StatsNone,
    StatsTotal,
    NotesPopupTitle,
    HelpControlUndo,
    HelpControlHint,
    HelpControlFiles,
    HelpControlMouse,
    HelpRulesHeading,
    HelpRules,
    HelpControlsHeading,
    HelpControlMove,
    HelpControlEnter,
    HelpControlErase,
    HelpControlNotes,
    HelpControlFullscreen,
    HelpControlQuit,
    HelpBacktrackingHeading,
    HelpBacktracking,
    HelpWatchHeading,
    HelpWatchEnter,
    HelpWatchPlay,
    HelpWatchStep,
    HelpWatchRunTo,
    HelpWatchSpeed,
    HelpWatchPresent,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* text(Text key, Language language);

// Sentences with a counted noun ("1 wrong entry", "3 wrong entries"). Each language has its
// own forms: English one/other; Vietnamese has no plural forms, and Turkish keeps the singular
// after a number ("1 hata", "3 hata"), so both have one form. The count is the first "{}".
enum class Counted : std::uint8_t {
    WrongEntries,
    Conflicts,
    ValuesOutOfRange,  // {} count, {} largest digit
    GivenConflicts,
    Guesses,
    PuzzlesInText,
    PuzzleSolutions,
    SearchSolutions,
    Count,
};

// The pattern for n of a counted noun (unfilled: callers fill the count and any other value).
[[nodiscard]] const char* plural(Counted key, long long n, Language language);
// The pattern filled with n alone.
[[nodiscard]] std::string counted(Counted key, long long n, Language language);

// A language's own name ("English", "Tiếng Việt", "Türkçe") and its short code (en, vi, tr).
[[nodiscard]] const char* language_name(Language language);
[[nodiscard]] const char* language_code(Language language);

// Every string of every language, concatenated: lets the font loader bake exactly the glyphs
// the table uses.
[[nodiscard]] std::string all_texts();

// Replaces each "{}" in pattern with the next argument, in order, and "{1}".."{9}" with the
// argument of that number, so a translation can put the values in its own word order
// (printf-style formats with fixed types are avoided). See core/text_fill.hpp.
[[nodiscard]] std::string fill(std::string_view pattern, std::initializer_list<std::string> args);
[[nodiscard]] std::string fill(std::string_view pattern, const std::vector<std::string>& args);

}  // namespace sudoku::app
