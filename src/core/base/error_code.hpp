// What an Error is about, as data: with its args a front end can say it in the player's
// language (app/error_strings.cpp holds one row per code, in this order); the English
// message stays what the command-line tool prints.
#pragma once

#include <cstdint>

namespace sudoku::core {

enum class ErrorCode : std::uint16_t {
    Unspecified,  // only the English message (internal errors no player can cause)

    // Wrappers and phrases: parts of other errors.
    Verbatim,  // "{1}": text shown as it is (a character from the input)
    Prefixed,  // "{1}: {2}": a file name or JSON field, then the error found there
    AtLine,    // "line {1}: {2}"
    EndOfText,
    UnitRow,
    UnitColumn,
    UnitBox,
    UnitRegion,
    UnitDiagonal,
    UnitAntiDiagonal,
    UnitWindow,
    GradeEasy,
    GradeMedium,
    GradeHard,
    GradeExpert,
    GradeEvil,
    GradeCount,  // "easy 3"
    CommaList,   // "{1}, {2}": a list of two or more, built pairwise
    GradesNone,
    SymmetryNone,
    SymmetryRotate180,
    SymmetryMirror,
    SymmetryDiagonal,
    JsonObject,
    JsonArray,
    JsonString,
    JsonBoolean,
    JsonNull,
    JsonInteger,
    JsonIntegerRange,
    JsonNumber,
    JsonTrueOrFalse,

    // Layout (board shapes).
    SizeOutOfRange,
    SizeNoBoxShape,
    BoxDoesNotTile,
    RegionMapSize,
    RegionIdOutOfRange,
    RegionWrongSize,
    RegionNotConnected,
    HyperNeedsSquareBoxes,

    // Puzzle line.
    EmptyPuzzleLine,
    LineUnknownSymbol,
    LineLength,
    LineLengthNearOne,
    LineLengthNearTwo,
    UnknownOption,
    BadBoxOption,
    RegionsCount,
    RegionsBadId,
    RegionsTooMany,
    RegionsTooFew,
    LineZeroOnLargeBoard,
    LineValueOutOfRange,

    // Printed grids and lists of rows.
    NoGridRows,
    GridNoRows,
    GridRowLength,
    GridNotSquare,
    ListNoRows,
    ListRowLength,
    ListNotSquare,
    GridSizeUnsupported,
    NoBoxesUseRegions,
    ValueOutOfRange,
    GridUnknownSymbol,
    GridZeroOnLargeBoard,

    // Python list literal.
    NoListFound,
    UnclosedBracket,
    ClosesNothing,
    ExpectedEquals,
    ExpectedListStart,
    ExpectedRowStart,
    ExpectedCommaAfterRow,
    NestedTooDeep,
    ExpectedCommaAfterItem,
    StringNotClosed,
    ListUnknownSymbol,
    ExpectedNumber,
    ExpectedNumberOrSymbol,

    // Givens, solutions and moves.
    ConflictPair,  // "r1c1 and r1c5 both hold 7 in row 1"
    ConflictingGivens,
    OneMoreConflict,
    MoreConflicts,
    NoSolution,
    NotSolvedWithin,
    SolutionOtherShape,
    StartCellMisfit,
    SolutionNotSolved,
    SolutionChangesGiven,
    CellOutsideBoard,
    DigitOutOfRange,
    GivenCannotChange,
    NotesOnDigit,
    NotesOutOfRange,
    SolverGridSize,
    SolverGridValue,
    SolverGridChangesGiven,
    SolverGridBreaksRules,

    // Generator.
    Cancelled,
    XImpossible,
    HyperOnJigsaw,
    SizeNoBoxUseJigsaw,
    MinimalAndEmpty,
    NegativeEmpty,
    TooManyEmpty,
    SymmetryOddEmpty,
    NoGridForShape,
    CouldNotFill,
    CouldNotReachEmpty,
    NoMinimalProven,
    NoGradeFound,
    NoEvilCarved,
    NoPuzzleGenerated,
    NoRegionMap,
    EvilNeedsClassic9,
    EvilNoSymmetry,
    EvilNoEmptyCount,
    EvilSymmetryNoEmptyCount,
    NoEvilFound,
    NoEvilFoundNotMinimal,

    // Files.
    NotJsonAt,
    NotJsonNumber,
    NotJsonError,
    UnexpectedJson,
    FieldMissing,
    WrongType,
    JsonOutOfRange,
    FormatMismatch,
    UnknownVersion,
    FileTooLarge,
    PathTooLarge,
    JsonTooDeep,
    TextTooLong,
    StartNotesCount,
    StartMarkUnknown,
    JsonHexBytes,
    PathIsFolder,
    CannotRead,
    CannotReadBecause,
    CannotCreateFolder,
    CannotCreateFile,
    CannotWrite,
    CannotReplace,
    CannotBackUp,
    NoPuzzleInText,
    RegionIdsCount,
    JigsawHasNoBox,
    BoxPairExpected,
    GridSymbolCount,
    PositionValueOutOfRange,
    UnknownMoveKind,
    TooManyNotes,
    TooManyMoves,
    MoveChangesNothing,
    TooManyChanges,
    LaunchSearchTooLong,

    // Pictures and animations (render).
    ImageSizeOutOfRange,
    ImageWriteFailed,
    StepRangeBad,
    StepPastEnd,
    TooManyFrames,

    Count,
};

}  // namespace sudoku::core
