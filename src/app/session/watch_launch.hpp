// Watch mode's command-line options for sudoku-lab: --watch ALGO, --compare ALGO,
// --speed N|turbo, --present, --watch-session FILE. The launch parser (CLI11) reads the line and
// hands each value here to be checked.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/session/classroom_launch.hpp"
#include "core/base/result.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::app {

struct WatchLaunch {
    std::optional<core::Algorithm> algorithm;  // --watch: open in Watch mode, playing
    std::optional<core::Algorithm> compare;    // --compare: a second algorithm side by side
    // The switches when --watch or --compare is a spec ("var=mrv-degree,val=lcv,infer=fc").
    std::optional<core::StepSolverOptions> search;
    std::optional<core::StepSolverOptions> compare_search;
    // The column rule when --watch or --compare is dlx/fewest or dlx/first (else each lane's
    // default: fewest on the first board, first on the second, so a compare shows both).
    std::optional<core::ColumnRule> column_rule;
    std::optional<core::ColumnRule> compare_column_rule;
    std::optional<double> speed;             // --speed: steps per second, or turbo
    bool present = false;                    // --present: presentation mode
    std::string session;                     // --watch-session FILE: replay a saved demo
    std::optional<PredictLaunch> predict;    // --predict: ask the class before each step
    std::optional<core::CodeLanguage> code;  // --code: the listing beside the board
    // A puzzle line without a solution given with --watch: watched instead of the game's.
    std::optional<core::Board> board;
    // A link's step=N: Watch opens paused N events into the search (share_link.hpp).
    std::optional<std::uint64_t> step;

    [[nodiscard]] bool opens_watch() const { return algorithm.has_value() || !session.empty(); }
};

// The value of --watch or --compare (`option` names it in the error).
[[nodiscard]] core::Result<core::Algorithm> parse_watch_algorithm(const std::string& option,
                                                                  const std::string& value);
// The value of --watch or --compare as a search: a preset's name or a switches spec.
[[nodiscard]] core::Result<core::StepSolverOptions> parse_watch_search(const std::string& option,
                                                                       const std::string& value);
// The column rule of a dlx/RULE value of --watch or --compare: nullopt for a value without one
// ("dlx", "mrv", a switches spec), an error for a rule on another algorithm or an unknown rule.
[[nodiscard]] core::Result<std::optional<core::ColumnRule>> parse_watch_column_rule(
    const std::string& option, const std::string& value);
// The value of --speed: steps per second (1 to 1e8), or turbo.
[[nodiscard]] core::Result<double> parse_watch_speed(const std::string& value);

}  // namespace sudoku::app
