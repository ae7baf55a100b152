#include "render/part_file.hpp"

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <utility>

#include "render/cairo_support.hpp"

namespace sudoku::render {

namespace {

// Unique among this program's writes (the counter) and among programs writing the same name at
// once (the process id), so two exports of one file never share a part.
std::string part_name_for(const std::string& path) {
    static std::atomic<unsigned> counter{0};
    return path + ".part-" + std::to_string(::getpid()) + "-" + std::to_string(++counter);
}

}  // namespace

PartFile::PartFile(std::string path, std::string part, std::FILE* stream)
    : m_path(std::move(path)), m_part(std::move(part)), m_stream(stream) {}

PartFile::PartFile(PartFile&& other) noexcept
    : m_path(std::move(other.m_path)),
      m_part(std::exchange(other.m_part, {})),
      m_stream(std::exchange(other.m_stream, nullptr)) {}

core::Result<PartFile> PartFile::create(const std::string& path) {
    std::string part = part_name_for(path);
    // "x": fail rather than write into a file someone else made under that name.
    std::FILE* stream = std::fopen(part.c_str(), "wbx");
    if (!stream) return image_write_error(path, std::strerror(errno));
    return PartFile(path, std::move(part), stream);
}

PartFile::~PartFile() {
    if (m_stream) std::fclose(m_stream);
    if (!m_part.empty()) std::remove(m_part.c_str());
}

std::FILE* PartFile::release_stream() {
    return std::exchange(m_stream, nullptr);
}

std::optional<core::Error> PartFile::finish() {
    if (m_part.empty()) return image_write_error(m_path, "already finished");
    const bool closed = !m_stream || std::fclose(std::exchange(m_stream, nullptr)) == 0;
    const int close_errno = errno;
    if (closed && std::rename(m_part.c_str(), m_path.c_str()) == 0) {
        m_part.clear();
        return std::nullopt;
    }
    const std::string reason = std::strerror(closed ? errno : close_errno);
    std::remove(std::exchange(m_part, {}).c_str());
    return image_write_error(m_path, reason);
}

}  // namespace sudoku::render
