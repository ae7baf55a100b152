// The dialogs' strings (new game, enter your own, lesson puzzles, clipboard) in English,
// Vietnamese and Turkish, in the style of the game's table (strings.hpp): one key per text,
// "{}" placeholders filled with fill().
#pragma once

#include <cstdint>
#include <string>

#include "app/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in dialog_strings.cpp (checked at compile
// time).
enum class DialogText : std::uint16_t {
    ItemNewGame,
    ItemEnterOwn,
    ItemLessonPuzzles,
    ItemCopyLine,
    ItemPastePuzzle,
    NewGameTitle,
    QuickStart,
    QuickStartTooltip,
    LabelSize,
    LabelBoxShape,
    LabelVariant,
    VariantClassic,
    VariantX,
    VariantHyper,
    VariantJigsaw,
    VariantJigsawX,
    LabelDifficulty,
    DifficultyAny,
    DifficultyEasy,
    DifficultyMedium,
    DifficultyHard,
    DifficultyExpert,
    DifficultyEvil,
    DifficultyTooltip,
    LabelExactEmpty,
    LessonLevels,
    LabelSymmetry,
    SymmetryNone,
    SymmetryRotate,
    SymmetryMirror,
    SymmetryDiagonal,
    LabelSeed,
    ButtonRandomSeed,
    SeedTooltip,
    ButtonGenerate,
    ButtonCancel,
    ButtonClose,
    Generating,
    GenerateFailed,
    GenerateCancelled,
    SourceGenerated,
    CustomTitle,
    ModeText,
    ModeBoard,
    CustomHint,
    BoardHint,
    LabelFormat,
    FormatPuzzleLine,
    FormatGrid,
    FormatPythonList,
    VerdictEmpty,
    VerdictUnreadable,
    VerdictOutOfRange,
    VerdictConflicts,
    VerdictCounting,
    VerdictNoSolution,
    VerdictUnique,
    VerdictSeveral,
    VerdictUndecided,
    SeveralPuzzles,
    LabelGivens,
    ButtonPlay,
    ButtonPaste,
    ButtonClear,
    SourceCustom,
    SourceCommandLine,
    SourceAutosave,
    SourceFirstLesson,
    DifficultyCustom,
    LibraryTitle,
    ButtonOpen,
    LibraryEmpty,
    LibraryTwoSolutions,
    StatusCopied,
    StatusClipboardEmpty,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* dialog_text(DialogText key, Language language);

// A game's difficulty label in the language: the grades ("easy" .. "evil", as the generator and
// saves name them) and "custom" translated, any other label as it is.
[[nodiscard]] std::string difficulty_label(const std::string& label, Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string dialog_all_texts();

}  // namespace sudoku::app
