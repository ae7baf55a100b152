// Whether a layer of notes draws cheaper as one cached image or as one glyph quad per note,
// frame by frame. A layer that keeps changing (Watch mode's candidates while the search runs)
// pays for redrawing its image as well as for showing it, so it needs more notes to gain.
#pragma once

#include <cstddef>

namespace sudoku::core {

class NotesImageChoice {
  public:
    // Costs to llvmpipe, measured at 1280x800 (see docs/benchmarks.md, "Summary"): a small note
    // glyph quad costs about 0.76 us of CPU, showing the image about 5 ns per pixel, so the
    // image is cheaper from one note per 150 pixels. Redrawing it adds about 0.07 us per note
    // (CPU raster) and 0.5 ns per pixel (clear and upload), which moves a layer redrawn every
    // frame to one note per 125 pixels.
    static constexpr std::size_t kPixelsPerNote = 150;
    static constexpr std::size_t kPixelsPerChangingNote = 125;
    // A layer counts as changing until this many frames in a row kept its notes: about a
    // third of a second, long enough to span the frames between a running search's steps.
    static constexpr int kSettleFrames = 30;

    // Called once a frame for a layer of `notes` glyphs covering `pixels` pixels; `changed`:
    // the notes differ from the previous frame's. True: draw the image.
    [[nodiscard]] bool use_image(std::size_t notes, std::size_t pixels, bool changed);
    // Whether the layer counts as changing (after the latest use_image).
    [[nodiscard]] bool changing() const { return m_quiet_frames < kSettleFrames; }

  private:
    int m_quiet_frames = kSettleFrames;  // frames in a row without a change (saturates)
};

}  // namespace sudoku::core
