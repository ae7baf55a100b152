// The words of picture and animation export (Watch mode's export dialog, and the words printed
// inside exported pictures) in English, Vietnamese and Turkish, in the style of watch_strings.
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"
#include "render/frame_words.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in render_strings.cpp (checked at compile time).
enum class RenderText : std::uint16_t {
    ItemExportImage,
    ItemExportAnimation,
    TitleExportImage,
    TitleExportAnimation,
    LabelSize,
    LabelView,
    ViewBoard,
    ViewCounters,
    ViewFrame,
    LabelStep,
    LabelFirstStep,
    LabelLastStep,
    LabelEvery,
    LabelDelay,
    LabelFile,
    HintSizes,
    HintFrames,
    ButtonExport,
    ButtonCancel,
    ButtonClose,
    Exporting,
    MessageImageWritten,
    MessageAnimationWritten,
    MessageSearchEnded,
    // Words inside the pictures (render::FrameWords).
    FrameStep,
    FramePlacements,
    FrameBacktracks,
    FrameChecks,
    FrameEliminations,
    FrameDepth,
    FrameSolutions,
    FrameStack,
    FrameSearching,
    FrameSolved,
    FrameNoSolution,
    FrameFinished,
    FrameDeadEnd,
    FrameRejected,
    FrameTrying,
    FrameTried,
    // The search tree and the comparison in exported pictures.
    ViewTree,
    OptionWithTree,
    OptionBothLanes,
    ItemExportTreePng,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* render_text(RenderText key, Language language);

// The words printed inside exported pictures, in a language.
[[nodiscard]] render::FrameWords frame_words(Language language);

// Every string of every language, for the font loader's glyph set.
[[nodiscard]] std::string render_all_texts();

}  // namespace sudoku::app
