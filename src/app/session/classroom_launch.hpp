// The classroom's command-line options for sudoku-lab: --predict every|backtrack|N (open Watch
// mode asking the class before each step, after each backtrack or every N decisions) and
// --code pseudo|python|csharp (the listing beside the board).
#pragma once

#include <optional>
#include <string>

#include "app/session/predict_command.hpp"
#include "core/base/result.hpp"
#include "core/search/course_code.hpp"

namespace sudoku::app {

struct PredictLaunch {
    PredictCadence cadence = PredictCadence::Every;
    int every_n = 3;
};

// The value of --predict; the error names the option and what it accepts.
[[nodiscard]] core::Result<PredictLaunch> parse_predict_option(const std::string& value);
// The value of --code.
[[nodiscard]] core::Result<core::CodeLanguage> parse_code_option(const std::string& value);

}  // namespace sudoku::app
