#include "render/gif_writer.hpp"

#include <gif_lib.h>

#include <algorithm>
#include <utility>

namespace sudoku::render {

struct GifWriter::Gif {
    GifFileType* file = nullptr;
};

namespace {

// giflib's words, unless the file's own write failed: then the system's reason ("No space
// left on device") says more than "Failed to write to given file".
core::Error gif_error(const std::string& path, int code, const PartFile* part) {
    const char* reason = GifErrorString(code);
    const std::string fallback = reason ? reason : "GIF error " + std::to_string(code);
    return core::coded_error(core::ErrorCode::ImageWriteFailed,
                             {path, part ? part->why(fallback) : fallback});
}

// giflib's output function: the bytes go through the PartFile, which remembers a failure.
int write_to_part(GifFileType* file, const GifByteType* data, int length) {
    auto* part = static_cast<PartFile*>(file->UserData);
    return length >= 0 && part->write(data, static_cast<std::size_t>(length)) ? length : 0;
}

}  // namespace

core::Result<std::unique_ptr<GifWriter>> GifWriter::open(const std::string& path, int width,
                                                         int height, Palette palette,
                                                         int delay_ms) {
    // Written through a PartFile rather than EGifOpenFileName, which creates files readable
    // by their owner only (a slide file is shared like any other: the umask decides) and would
    // replace a pipe or a device given as the name.
    auto part = PartFile::create(path);
    if (!part) return part.error();
    std::unique_ptr<GifWriter> w(new GifWriter());
    w->m_part = std::make_unique<PartFile>(std::move(*part));
    int error = 0;
    GifFileType* file = EGifOpen(w->m_part.get(), write_to_part, &error);
    if (!file) return gif_error(path, error, nullptr);
    w->m_gif = std::make_unique<Gif>();
    w->m_gif->file = file;
    w->m_path = path;
    w->m_palette = std::move(palette);
    w->m_width = width;
    w->m_height = height;
    w->m_delay_cs = std::max(2, (delay_ms + 5) / 10);  // browsers slow down anything under 2

    std::vector<GifColorType> colours(256, GifColorType{0, 0, 0});
    const auto& entries = w->m_palette.colours();
    for (std::size_t i = 0; i < entries.size() && i < colours.size(); ++i)
        colours[i] = {entries[i].r, entries[i].g, entries[i].b};
    ColorMapObject* map = GifMakeMapObject(256, colours.data());
    EGifSetGifVersion(file, true);
    int status = EGifPutScreenDesc(file, width, height, 8, 0, map);
    GifFreeMapObject(map);
    // Loop forever: the NETSCAPE2.0 application extension.
    static const char kNetscape[] = "NETSCAPE2.0";
    static const unsigned char kLoop[] = {1, 0, 0};
    if (status == GIF_OK) status = EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE);
    if (status == GIF_OK) status = EGifPutExtensionBlock(file, 11, kNetscape);
    if (status == GIF_OK) status = EGifPutExtensionBlock(file, 3, kLoop);
    if (status == GIF_OK) status = EGifPutExtensionTrailer(file);
    if (status != GIF_OK) return gif_error(path, file->Error, w->m_part.get());
    return w;
}

GifWriter::~GifWriter() {
    if (m_gif && m_gif->file) {
        int error = 0;
        EGifCloseFile(m_gif->file, &error);  // m_part then removes the unfinished file
    }
}

std::optional<core::Error> GifWriter::add(const Image& image, int hold_ms) {
    if (!m_gif || !m_gif->file || image.width != m_width || image.height != m_height)
        return core::unspecified_error("GIF frame of the wrong size");
    GifFileType* file = m_gif->file;
    const auto count = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    std::vector<std::uint8_t> indices(count);
    for (std::size_t i = 0; i < count; ++i)
        indices[i] = m_palette.index_of(image.pixels[i]);

    // The rectangle that changed since the last frame (everything for the first; one pixel
    // when nothing changed, since each frame must hold an image).
    int x0 = 0, y0 = 0, x1 = m_width - 1, y1 = m_height - 1;
    if (m_previous.size() == count) {
        x0 = m_width;
        y0 = m_height;
        x1 = -1;
        y1 = -1;
        for (int y = 0; y < m_height; ++y) {
            const std::size_t row = static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width);
            for (int x = 0; x < m_width; ++x)
                if (indices[row + static_cast<std::size_t>(x)] !=
                    m_previous[row + static_cast<std::size_t>(x)]) {
                    x0 = std::min(x0, x);
                    x1 = std::max(x1, x);
                    y0 = std::min(y0, y);
                    y1 = std::max(y1, y);
                }
        }
        if (x1 < 0) x0 = y0 = x1 = y1 = 0;
    }

    GraphicsControlBlock gcb{};
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.UserInputFlag = false;
    gcb.DelayTime = hold_ms > 0 ? std::max(2, (hold_ms + 5) / 10) : m_delay_cs;
    gcb.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t length = EGifGCBToExtension(&gcb, extension);
    int status =
        EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension);
    const int w = x1 - x0 + 1;
    const int h = y1 - y0 + 1;
    if (status == GIF_OK) status = EGifPutImageDesc(file, x0, y0, w, h, false, nullptr);
    for (int y = y0; y <= y1 && status == GIF_OK; ++y)
        status = EGifPutLine(file, indices.data() + static_cast<std::size_t>(y) * m_width + x0, w);
    if (status != GIF_OK) return gif_error(m_path, file->Error, m_part.get());
    m_previous = std::move(indices);
    ++m_frames;
    return std::nullopt;
}

std::optional<core::Error> GifWriter::close() {
    if (!m_gif || !m_gif->file) return std::nullopt;
    int error = 0;
    const int status = EGifCloseFile(m_gif->file, &error);
    m_gif->file = nullptr;
    if (status != GIF_OK) return gif_error(m_path, error, m_part.get());  // m_part removes the part
    return m_part->finish();
}

}  // namespace sudoku::render
