#include "app/support/notes_image_choice.hpp"

namespace sudoku::core {

bool NotesImageChoice::use_image(std::size_t notes, std::size_t pixels, bool changed) {
    if (changed)
        m_quiet_frames = 0;
    else if (m_quiet_frames < kSettleFrames)
        ++m_quiet_frames;
    const std::size_t pixels_per_note = changing() ? kPixelsPerChangingNote : kPixelsPerNote;
    return pixels > 0 && notes * pixels_per_note >= pixels;
}

}  // namespace sudoku::core
