#include "io/statistics.hpp"

#include <algorithm>
#include <limits>

#include "io/atomic_file.hpp"
#include "io/json_fields.hpp"

namespace sudoku::io {

namespace {

using namespace json_fields;

constexpr std::string_view kStatisticsFormat = "sudoku-lab-statistics";
constexpr int kStatisticsVersion = 1;
// Counters saturate here when recording, and files past it are refused: a game a second for
// 30 years stays below it, and an int holds it.
constexpr std::int64_t kMaxCount = 1'000'000'000;
constexpr std::int64_t kMaxTotalMs = std::int64_t{1} << 60;
// Mode and difficulty names: the game's are a few characters, a save's difficulty at most 100.
constexpr std::size_t kMaxNameBytes = 100;

void check_name(const std::string& name, const std::string& path) {
    if (name.size() > kMaxNameBytes)
        fail(path, core::coded_error(core::ErrorCode::TextTooLong,
                                     {std::to_string(name.size()), std::to_string(kMaxNameBytes)}));
}

ModeRecord read_record(const Json& v, const std::string& path) {
    as_object(v, path);
    const auto count = [&](const char* key) {
        return static_cast<int>(as_int(member(v, path, key), join(path, key), 0, kMaxCount));
    };
    ModeRecord r;
    r.played = count("played");
    r.solved = count("solved");
    r.best_ms = as_int(member(v, path, "best_ms"), join(path, "best_ms"), 0, kMaxTotalMs);
    r.total_ms = as_int(member(v, path, "total_ms"), join(path, "total_ms"), 0, kMaxTotalMs);
    if (r.solved > r.played) fail(join(path, "solved"), "more solved games than played ones");
    return r;
}

Statistics read_statistics(const Json& root) {
    check_header(root, kStatisticsFormat, kStatisticsVersion);
    Statistics stats;
    const Json& modes = as_object(member(root, "", "modes"), "modes");
    for (const auto& [mode, difficulties] : modes.items()) {
        const std::string mode_path = join("modes", printable(mode));
        check_name(mode, mode_path);
        as_object(difficulties, mode_path);
        for (const auto& [difficulty, record] : difficulties.items()) {
            const std::string record_path = join(mode_path, printable(difficulty));
            check_name(difficulty, record_path);
            stats.modes[mode][difficulty] = read_record(record, record_path);
        }
    }
    return stats;
}

}  // namespace

int Statistics::games_played() const {
    std::int64_t total = 0;
    for (const auto& [mode, difficulties] : modes)
        for (const auto& [difficulty, record] : difficulties)
            total += record.played;
    return static_cast<int>(std::min<std::int64_t>(total, std::numeric_limits<int>::max()));
}

const ModeRecord* Statistics::find(const std::string& mode, const std::string& difficulty) const {
    const auto m = modes.find(mode);
    if (m == modes.end()) return nullptr;
    const auto d = m->second.find(difficulty);
    return d == m->second.end() ? nullptr : &d->second;
}

std::string game_mode(const core::Layout& layout) {
    return layout.describe();
}

void record_result(Statistics& stats, const std::string& mode, const std::string& difficulty,
                   std::int64_t elapsed_ms, bool solved) {
    // Saturating, so that what is written always reads back (and never wraps negative).
    ModeRecord& r = stats.modes[mode][difficulty];
    elapsed_ms = std::clamp<std::int64_t>(elapsed_ms, 0, kMaxTotalMs);
    if (r.played < kMaxCount) ++r.played;
    if (!solved || r.solved >= r.played) return;
    ++r.solved;
    r.best_ms = r.solved == 1 ? elapsed_ms : std::min(r.best_ms, elapsed_ms);
    r.total_ms = std::min(r.total_ms, kMaxTotalMs - elapsed_ms) + elapsed_ms;
}

bool record_game(Statistics& stats, const core::Game& game) {
    if (!game.completed()) return false;
    record_result(stats, game_mode(game.layout()),
                  game.difficulty().empty() ? "custom" : game.difficulty(), game.elapsed_ms(),
                  !game.tally().solution_shown);
    return true;
}

std::string statistics_to_text(const Statistics& stats) {
    OrderedJson root;
    root["format"] = kStatisticsFormat;
    root["version"] = kStatisticsVersion;
    root["modes"] = OrderedJson::object();
    for (const auto& [mode, difficulties] : stats.modes) {
        for (const auto& [difficulty, r] : difficulties) {
            root["modes"][mode][difficulty] = {{"played", r.played},
                                               {"solved", r.solved},
                                               {"best_ms", r.best_ms},
                                               {"total_ms", r.total_ms}};
        }
    }
    return dump(root, 2) + "\n";
}

FileResult<Statistics> statistics_from_text(std::string_view text) {
    try {
        return read_statistics(parse(text, JsonFileKind::Statistics));
    } catch (const FileError& e) {
        return e;
    }
}

FileResult<Statistics> load_statistics(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return Statistics{};
    auto text = read_json_file(path, JsonFileKind::Statistics);
    if (!text) return text.error();
    auto stats = statistics_from_text(*text);
    if (!stats) return in_file(path, stats.error());
    return stats;
}

FileStatus save_statistics(const std::filesystem::path& path, const Statistics& stats) {
    return write_file_atomic(path, statistics_to_text(stats));
}

}  // namespace sudoku::io
