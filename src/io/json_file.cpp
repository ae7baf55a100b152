#include "io/json_file.hpp"

#include "io/display_path.hpp"
#include "io/json_fields.hpp"
#include "io/regular_file.hpp"
#include "io/text_encoding.hpp"

namespace sudoku::io {

namespace {

using core::coded_error;
using core::ErrorCode;

constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

// Line and column (both from 1, the column in bytes) of byte `offset` of `text`.
std::pair<std::size_t, std::size_t> line_column(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    std::size_t line = 1;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            line_start = i + 1;
        }
    }
    return {line, offset - line_start + 1};
}

// Nesting depth in one pass, before nlohmann builds anything: brackets inside strings do not
// count. Fails at the first bracket past the limit.
void check_depth(std::string_view text, std::size_t bom) {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = bom; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) {
                const auto [line, column] = line_column(text, i);
                json_fields::fail("", coded_error(ErrorCode::JsonTooDeep,
                                                  {std::to_string(line), std::to_string(column),
                                                   std::to_string(kMaxJsonDepth)}));
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
}

// nlohmann's what(): "[json.exception.parse_error.101] parse error at line 1, column 5: syntax
// error while parsing value - unexpected '}'; expected '[', '{', or a literal". The part after
// the position says what was found and what was expected.
std::string parse_problem(const std::string& what) {
    const auto at = what.find(": ");
    const std::string problem = at == std::string::npos ? what : what.substr(at + 2);
    // The "last read" token is input: escaped (up to four bytes per input byte), then bounded
    // so that the whole message stays one short line; never cut inside a \xNN escape.
    std::string out = json_fields::printable(problem, problem.size());
    constexpr std::size_t kMax = 120;
    if (out.size() <= kMax) return out;
    std::size_t cut = kMax - 3;
    const auto escape = out.rfind("\\x", cut);
    if (escape != std::string::npos && escape + 4 > cut) cut = escape;
    return out.substr(0, cut) + "...";
}

}  // namespace

std::size_t max_json_bytes(JsonFileKind kind) {
    switch (kind) {
        case JsonFileKind::Save:
            return kMaxSaveBytes;
        case JsonFileKind::Settings:
            return kMaxSettingsBytes;
        case JsonFileKind::Statistics:
            return kMaxStatisticsBytes;
        case JsonFileKind::RecentFiles:
            return kMaxRecentFilesBytes;
        case JsonFileKind::WatchSession:
            return kMaxWatchSessionBytes;
        case JsonFileKind::PuzzlePool:
            return kMaxPuzzlePoolBytes;
    }
    return kMaxSettingsBytes;
}

std::string size_text(std::size_t bytes) {
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

FileResult<std::string> read_json_file(const std::filesystem::path& path, JsonFileKind kind) {
    // Through the reader that checks the type first: a pipe or a device given as a save,
    // settings or statistics file is named as one and never blocks the reader.
    return read_regular_file(path, max_json_bytes(kind));
}

FileError in_file(const std::filesystem::path& path, const FileError& error) {
    return FileError{core::prefixed_error(display_path(path), error), error.field};
}

namespace json_fields {

Json parse(std::string_view text, JsonFileKind kind) {
    const std::size_t limit = max_json_bytes(kind);
    if (text.size() > limit)
        fail("",
             coded_error(ErrorCode::FileTooLarge, {std::to_string(text.size()), size_text(limit)}));
    if (auto problem = encoding_problem(text)) fail("", std::move(*problem));
    const std::size_t bom = text.starts_with(kUtf8Bom) ? kUtf8Bom.size() : 0;
    check_depth(text, bom);
    try {
        return Json::parse(text.begin() + static_cast<std::ptrdiff_t>(bom), text.end());
    } catch (const Json::parse_error& e) {
        // e.byte counts from 1 and from after the mark; the column counts the mark's bytes.
        const std::size_t offset = e.byte == 0 ? 0 : e.byte - 1 + bom;
        const auto [line, column] = line_column(text, offset);
        fail("", coded_error(ErrorCode::NotJsonAt, {std::to_string(line), std::to_string(column),
                                                    parse_problem(e.what())}));
    } catch (const Json::out_of_range&) {
        fail("", coded_error(ErrorCode::NotJsonNumber));
    } catch (const Json::exception& e) {
        fail("", coded_error(ErrorCode::NotJsonError, {std::to_string(e.id)}));
    }
}

}  // namespace json_fields

}  // namespace sudoku::io
