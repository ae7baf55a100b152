#include "io/puzzle_pool_file.hpp"

#include <cstdio>
#include <system_error>
#include <utility>
#include <vector>

#include "core/text/puzzle_line.hpp"
#include "io/atomic_file.hpp"
#include "io/json_fields.hpp"
#include "io/paths.hpp"

namespace sudoku::io {

using namespace json_fields;

namespace {

constexpr std::string_view kPoolFormat = "sudoku-lab-puzzle-pool";
constexpr int kPoolVersion = 1;
// Seeds the game draws have nine digits; a JSON number is exact far beyond that.
constexpr std::int64_t kMaxPooledSeed = std::int64_t{1} << 53;

std::string hex_of(std::uint64_t value) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
    return text;
}

std::uint64_t fingerprint_of(const Json& v, const std::string& where) {
    const std::string& hex = as_string(v, where);
    std::uint64_t value = 0;
    for (const char c : hex) {
        const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (digit < 0 || hex.size() != 16) fail(where, "expected 16 hexadecimal digits");
        value = value << 4 | static_cast<std::uint64_t>(digit);
    }
    if (hex.size() != 16) fail(where, "expected 16 hexadecimal digits");
    return value;
}

// The puzzle and its solution parse, on one layout, and the solution is complete: what the
// dialog will start never fails to open.
core::PooledPuzzle puzzle_of(const Json& v, const std::string& where) {
    as_object(v, where);
    core::PooledPuzzle out;
    out.puzzle = as_string(member(v, where, "puzzle"), join(where, "puzzle"));
    out.solution = as_string(member(v, where, "solution"), join(where, "solution"));
    out.grade = as_string(member(v, where, "grade"), join(where, "grade"));
    out.seed = static_cast<std::uint64_t>(
        as_int(member(v, where, "seed"), join(where, "seed"), 0, kMaxPooledSeed));
    const auto puzzle = core::parse_puzzle_line(out.puzzle);
    if (!puzzle) fail(join(where, "puzzle"), puzzle.error());
    const auto solution = core::parse_puzzle_line(out.solution);
    if (!solution) fail(join(where, "solution"), solution.error());
    if (solution->layout().size() != puzzle->layout().size() ||
        solution->filled_count() != solution->layout().cell_count())
        fail(join(where, "solution"), "not a complete grid of the puzzle's size");
    return out;
}

}  // namespace

std::string puzzle_pool_to_text(const core::PuzzlePool& pool) {
    OrderedJson root;
    root["format"] = kPoolFormat;
    root["version"] = kPoolVersion;
    root["kinds"] = OrderedJson::array();
    for (const core::PoolKind& kind : pool.kinds()) {
        OrderedJson entry;
        entry["kind"] = kind.kind;
        entry["puzzles"] = OrderedJson::array();
        for (const core::PooledPuzzle& p : kind.puzzles)
            entry["puzzles"].push_back({{"puzzle", p.puzzle},
                                        {"solution", p.solution},
                                        {"grade", p.grade},
                                        {"seed", p.seed}});
        root["kinds"].push_back(std::move(entry));
    }
    root["handed_out"] = OrderedJson::array();
    for (const std::uint64_t fingerprint : pool.handed_out())
        root["handed_out"].push_back(hex_of(fingerprint));
    return dump(root, 1) + "\n";
}

FileResult<core::PuzzlePool> puzzle_pool_from_text(std::string_view text) {
    try {
        const Json root = parse(text, JsonFileKind::PuzzlePool);
        as_object(root, "");
        check_header(root, kPoolFormat, kPoolVersion);
        const Json& kinds = as_array(member(root, "", "kinds"), "kinds");
        std::vector<core::PoolKind> read_kinds;
        for (std::size_t i = 0; i < kinds.size(); ++i) {
            const std::string where = element("kinds", i);
            as_object(kinds[i], where);
            core::PoolKind kind;
            kind.kind = as_string(member(kinds[i], where, "kind"), join(where, "kind"));
            const std::string list = join(where, "puzzles");
            const Json& puzzles = as_array(member(kinds[i], where, "puzzles"), list);
            for (std::size_t j = 0; j < puzzles.size(); ++j)
                kind.puzzles.push_back(puzzle_of(puzzles[j], element(list, j)));
            read_kinds.push_back(std::move(kind));
        }
        const Json& handed = as_array(member(root, "", "handed_out"), "handed_out");
        std::vector<std::uint64_t> handed_out;
        for (std::size_t i = 0; i < handed.size(); ++i)
            handed_out.push_back(fingerprint_of(handed[i], element("handed_out", i)));
        return core::PuzzlePool::restore(std::move(read_kinds), std::move(handed_out));
    } catch (const FileError& e) {
        return e;
    }
}

std::filesystem::path puzzle_pool_path() {
    return data_dir() / "puzzle-pool.json";
}

LoadedPool load_puzzle_pool(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return {};
    const auto text = read_json_file(path, JsonFileKind::PuzzlePool);
    if (!text) return {.pool = {}, .discarded = text.error()};
    auto pool = puzzle_pool_from_text(*text);
    if (!pool) return {.pool = {}, .discarded = in_file(path, pool.error())};
    return {.pool = std::move(pool).value(), .discarded = std::nullopt};
}

FileStatus save_puzzle_pool(const std::filesystem::path& path, const core::PuzzlePool& pool) {
    return write_file_atomic(path, puzzle_pool_to_text(pool), {.keep_backup = false});
}

}  // namespace sudoku::io
