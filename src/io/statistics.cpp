#include "io/statistics.hpp"

#include <algorithm>

#include "io/atomic_file.hpp"
#include "io/json_fields.hpp"
#include "io/json_text.hpp"

namespace sudoku::io {

namespace {

using namespace json_fields;

constexpr std::string_view kStatisticsFormat = "sudoku-lab-statistics";
constexpr int kStatisticsVersion = 1;
constexpr std::int64_t kMaxCount = 1'000'000'000;
constexpr std::int64_t kMaxTotalMs = std::int64_t{1} << 60;

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
        as_object(difficulties, mode_path);
        for (const auto& [difficulty, record] : difficulties.items())
            stats.modes[mode][difficulty] =
                read_record(record, join(mode_path, printable(difficulty)));
    }
    return stats;
}

}  // namespace

int Statistics::games_played() const {
    int total = 0;
    for (const auto& [mode, difficulties] : modes)
        for (const auto& [difficulty, record] : difficulties)
            total += record.played;
    return total;
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
    ModeRecord& r = stats.modes[mode][difficulty];
    ++r.played;
    if (!solved) return;
    ++r.solved;
    r.best_ms = r.solved == 1 ? elapsed_ms : std::min(r.best_ms, elapsed_ms);
    r.total_ms += elapsed_ms;
}

bool record_game(Statistics& stats, const core::Game& game) {
    if (!game.completed()) return false;
    record_result(stats, game_mode(game.layout()),
                  game.difficulty().empty() ? "custom" : game.difficulty(), game.elapsed_ms(),
                  !game.tally().solution_shown);
    return true;
}

std::string statistics_to_text(const Statistics& stats) {
    Json root;
    root["format"] = kStatisticsFormat;
    root["version"] = kStatisticsVersion;
    root["modes"] = Json::object();
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
        return read_statistics(parse(text));
    } catch (const FileError& e) {
        return e;
    }
}

FileResult<Statistics> load_statistics(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return Statistics{};
    const auto text = read_text_file(path.string());
    if (!text) return file_error("", cannot_read(path));
    return statistics_from_text(*text);
}

FileStatus save_statistics(const std::filesystem::path& path, const Statistics& stats) {
    return write_file_atomic(path, statistics_to_text(stats));
}

}  // namespace sudoku::io
