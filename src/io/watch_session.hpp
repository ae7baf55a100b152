// A saved Watch session: the puzzle and each lane's search (algorithm, switches, value order,
// seed, dlx column rule) and position, so a classroom demo replays exactly (the search is
// deterministic, so the position is enough). A JSON document of its own (the game's save file holds
// the game, not the visualizer).
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/board.hpp"
#include "core/search/course_code.hpp"
#include "core/search/course_names.hpp"
#include "core/search/lane_setup.hpp"
#include "core/search/solver_player.hpp"
#include "core/search/step_solver.hpp"
#include "io/file_error.hpp"

namespace sudoku::io {

inline constexpr const char* kWatchSessionFormat = "sudoku-lab-watch";
inline constexpr int kWatchSessionVersion = 1;
inline constexpr std::size_t kWatchSessionNameMax = 80;  // bytes of UTF-8

// When predict mode asks (app::PredictCadence's values, kept by name in the file).
enum class WatchPredictAsk : std::uint8_t { Every, AfterBacktrack, EveryNth };

struct WatchSession {
    explicit WatchSession(core::Board start) : puzzle(std::move(start)) {}

    core::Board puzzle;  // the givens the search starts from
    std::string name;    // a teacher's title for the demo (optional; empty in old files)
    // Each lane's search, as Watch mode holds it (app::WatchSetup): the first, and Compare's
    // second (saved only when `compare` is on).
    std::array<core::LaneSetup, 2> lanes{core::LaneSetup{}, core::kCompareLane};
    bool compare = false;
    std::array<std::uint64_t, 2> positions{};  // events played, per lane
    double speed = 10.0;  // steps per second (core::Pacer::kTurboSpeed = turbo)
    // The lesson's setup around the search (older files lack it: Watch's defaults then).
    core::Breakpoints breakpoints;                         // pause rules and the watched cell
    core::CodeLanguage code = core::CodeLanguage::Pseudo;  // the listing beside the board
    std::optional<core::CodeNames> code_names;             // its names (nullopt: the lesson's)
    bool predict = false;                                  // predict mode on
    WatchPredictAsk predict_ask = WatchPredictAsk::Every;
    int predict_every = 3;  // with EveryNth: one decision in N (2..20)
    bool presentation = false;
    double presentation_scale = 2.0;  // the presentation size (1..3)
};

// Pretty-printed JSON: {"format", "version", optional "name", "puzzle" (puzzle line), "algorithm",
// "order" ("ascending" | "random" | "lcv"), "seed", "position", "speed", "column_rule"
// ("fewest" | "first", dlx only), optional "compare": {"algorithm", "position", "order", "seed",
// "column_rule"}}. A lane whose algorithm is "custom" has "search": its switches' spec
// (var=...,val=...,infer=...), beside "algorithm" or in "compare". Older files lack the
// compare lane's "order" and "seed" (it then shares the first lane's), the column rules (then
// fewest and first) and "search". The lesson's setup: "breakpoints": {"backtrack", "dead_end",
// "solution" (booleans), "depth" (0 = off), optional "cell" (0-based index)}, "code" ("pseudo" |
// "python" | "csharp"), optional "names" ("en" | "vi" | "tr"; none: the lesson's), "predict":
// {"on", "ask" ("every" | "backtrack" | "nth"), "n"}, "presentation": {"on", "scale"}; each
// optional on reading (older files).
[[nodiscard]] std::string watch_session_to_text(const WatchSession& session);

// Validates every field; the error names the field ("algorithm": expected naive, mrv or
// propagate), including a puzzle whose givens conflict.
[[nodiscard]] FileResult<WatchSession> watch_session_from_text(std::string_view text);

// Atomic write (see atomic_file.hpp); no backup is kept.
[[nodiscard]] FileStatus save_watch_session(const std::filesystem::path& path,
                                            const WatchSession& session);
[[nodiscard]] FileResult<WatchSession> load_watch_session(const std::filesystem::path& path);

// data_dir()/watch-session.json
[[nodiscard]] std::filesystem::path watch_session_path();

}  // namespace sudoku::io
