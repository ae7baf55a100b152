// The search tree's strings (Watch mode's tree panel, full-window tree, exports) in English,
// Vietnamese and Turkish, built like watch_strings: one key per text, "{}" filled by fill().
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in tree_strings.cpp (checked at compile time).
enum class TreeText : std::uint16_t {
    TabTree,
    ItemTreeWindow,
    ItemExportDot,
    ItemExportJson,
    ButtonCurrent,
    ButtonFit,
    ButtonFolds,
    CheckLabels,
    CheckFollow,
    Summary,
    Truncated,
    NoSolution,
    Solutions,
    HoverSubtree,
    HoverFailed,
    HoverOpen,
    HoverSolution,
    HoverRoot,
    TriangleHint,
    Exported,
    ExportError,
    Keys,
    ButtonWatch,
    Count
};

[[nodiscard]] const char* tree_text(TreeText key, Language language);

// Every text of the table, for the font's glyph ranges.
[[nodiscard]] std::string tree_all_texts();

}  // namespace sudoku::app
