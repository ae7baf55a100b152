// Watch mode's command-line options for sudoku-lab: --watch ALGO, --compare ALGO,
// --speed N|turbo, --present, --watch-session FILE. The launch parser hands each option here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::app {

struct WatchLaunch {
    std::optional<core::Algorithm> algorithm;  // --watch: open in Watch mode, playing
    std::optional<core::Algorithm> compare;    // --compare: a second algorithm side by side
    std::optional<double> speed;               // --speed: steps per second, or turbo
    bool present = false;                      // --present: presentation mode
    std::string session;                       // --watch-session FILE: replay a saved demo

    [[nodiscard]] bool opens_watch() const { return algorithm.has_value() || !session.empty(); }
};

// If args[i] is a Watch option, consumes it (and its value, advancing i) into `out` and returns
// true; an error names the option and the values it accepts.
[[nodiscard]] core::Result<bool> parse_watch_option(const std::vector<std::string>& args,
                                                    std::size_t& i, WatchLaunch& out);

}  // namespace sudoku::app
