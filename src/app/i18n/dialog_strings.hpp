// The dialogs' strings (new game, enter your own, lesson puzzles, clipboard) in English,
// Vietnamese and Turkish, in the style of the game's table (strings.hpp): one key per text,
// "{}" placeholders filled with fill().
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"

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
    DifficultyBoardTooSmall,
    DifficultyBoxesTooThin,
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
    VerdictCounting,
    VerdictNoSolution,
    VerdictUnique,
    VerdictSeveral,
    LabelGivens,
    ButtonPlay,
    ButtonPaste,
    ButtonClear,
    SourceCustom,
    SourceCommandLine,
    SourceAutosave,
    SourceFirstLesson,
    DifficultyCustom,
    DifficultyLesson,
    LibraryTitle,
    ButtonOpen,
    LibraryEmpty,
    StatusCopied,
    StatusClipboardEmpty,
    LessonCauDo,
    LessonTahta,
    LessonSample002,
    LessonSample004,
    ReplaceTitle,
    ReplaceQuestion,
    ButtonSaveFirst,
    ButtonDiscard,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* dialog_text(DialogText key, Language language);

// A game's difficulty label in the language: the grades ("easy" .. "evil", as the generator and
// saves name them), "custom" and "lesson" translated, any other label as it is.
[[nodiscard]] std::string difficulty_label(const std::string& label, Language language);

// What a lesson puzzle file is, for the player: the shipped files (by name, without
// extension) have a translated description; another file shows its own leading comment without
// the source paths it cites for developers ("(../shared/seeds/...)").
[[nodiscard]] std::string lesson_description(const std::string& name, const std::string& comment,
                                             Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string dialog_all_texts();

}  // namespace sudoku::app
