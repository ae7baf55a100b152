#include "app/session/classroom_launch.hpp"

#include <charconv>

namespace sudoku::app {

core::Result<PredictLaunch> parse_predict_option(const std::string& value) {
    if (value == "every") return PredictLaunch{PredictCadence::Every, 3};
    if (value == "backtrack") return PredictLaunch{PredictCadence::AfterBacktrack, 3};
    int n = 0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec == std::errc{} && ptr == value.data() + value.size() && n >= 1 && n <= 50)
        return n == 1 ? PredictLaunch{PredictCadence::Every, 3}
                      : PredictLaunch{PredictCadence::EveryNth, n};
    return core::unspecified_error(
        "--predict " + value + ": expected every, backtrack or a number of decisions (1 to 50)");
}

core::Result<core::CodeLanguage> parse_code_option(const std::string& value) {
    for (const core::CodeLanguage l :
         {core::CodeLanguage::Pseudo, core::CodeLanguage::Python, core::CodeLanguage::CSharp})
        if (value == core::code_language_name(l)) return l;
    return core::unspecified_error("--code " + value + ": expected pseudo, python or csharp");
}

}  // namespace sudoku::app
