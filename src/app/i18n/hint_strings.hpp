// The hint sentences' strings (technique names, unit names, one sentence per technique) in
// English, Vietnamese and Turkish, in the style of the game's table (strings.hpp): "{1}".."{9}"
// placeholders filled with fill(), so each language keeps its own word order.
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in hint_strings.cpp (checked at compile
// time). Technique names follow core::Technique's order and unit names core::UnitKind's, so a
// name is found by adding the enum's value to the first key.
enum class HintText : std::uint16_t {
    NameNakedSingle,
    NameHiddenSingle,
    NamePointing,
    NameClaiming,
    NameNakedPair,
    NameHiddenPair,
    NameNakedTriple,
    NameHiddenTriple,
    NameNakedQuad,
    NameHiddenQuad,
    NameXWing,
    NameXYWing,
    NameSwordfish,
    NameXYZWing,
    NameSimpleColouring,
    NameJellyfish,
    NameForcingChain,
    NameNishio,
    UnitRow,
    UnitColumn,
    UnitBox,
    UnitRegion,
    UnitDiagonal,
    UnitAntiDiagonal,
    UnitWindow,
    LinesRows,
    LinesColumns,
    LineNumber,
    ListAnd,
    ListOr,
    Headline,
    ChangePlace,
    ChangeRemove,
    NakedSingle,
    HiddenSingle,
    Intersection,
    NakedSubset,
    HiddenSubset,
    Fish,
    XYWing,
    XYZWing,
    ColourWrap,
    ColourTrapOne,
    ColourTrapMany,
    Nishio,
    BreakNoCandidate,
    BreakTwiceInUnit,
    BreakNoPlace,
    ForcingPlacement,
    ForcingRemoval,
    Filled,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* hint_text(HintText key, Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string hint_all_texts();

}  // namespace sudoku::app
