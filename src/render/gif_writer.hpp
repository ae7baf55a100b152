// Animated GIF files through giflib: a fixed palette for the whole file, one image per frame
// (only the rectangle that changed since the previous frame is stored), looping forever.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/base/result.hpp"
#include "render/image.hpp"
#include "render/palette.hpp"
#include "render/part_file.hpp"

namespace sudoku::render {

class GifWriter {
  public:
    // Creates the file; the error names it and the reason.
    [[nodiscard]] static core::Result<std::unique_ptr<GifWriter>> open(const std::string& path,
                                                                       int width, int height,
                                                                       Palette palette,
                                                                       int delay_ms);
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // Adds a frame of the file's size (`hold_ms` > 0: shown that long instead of the delay).
    [[nodiscard]] std::optional<core::Error> add(const Image& image, int hold_ms = 0);
    // Finishes the file and puts it in place under its name; without it the destructor deletes
    // the unfinished file and any earlier file of that name stays as it was.
    [[nodiscard]] std::optional<core::Error> close();

    [[nodiscard]] int frames() const { return m_frames; }

  private:
    GifWriter() = default;
    struct Gif;

    std::unique_ptr<Gif> m_gif;
    std::unique_ptr<PartFile> m_part;  // the file being written, renamed into place by close()
    std::string m_path;
    Palette m_palette;
    int m_width = 0;
    int m_height = 0;
    int m_delay_cs = 10;
    int m_frames = 0;
    std::vector<std::uint8_t> m_previous;  // palette indices of the frame on screen
};

}  // namespace sudoku::render
