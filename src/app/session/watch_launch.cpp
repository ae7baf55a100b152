#include "app/session/watch_launch.hpp"

#include <optional>

#include "core/search/pacer.hpp"
#include "core/text/decimal_number.hpp"

namespace sudoku::app {

core::Result<core::Algorithm> parse_watch_algorithm(const std::string& option,
                                                    const std::string& value) {
    if (auto a = core::parse_algorithm(value)) return *a;
    return core::unspecified_error(option + " " + value +
                                   ": expected naive, mrv, propagate or dlx");
}

namespace {

// "dlx/first" -> "dlx": the algorithm part of a value that may carry a column rule.
std::string without_rule(const std::string& value) {
    if (value.find('=') != std::string::npos) return value;
    return value.substr(0, value.find('/'));
}

}  // namespace

core::Result<std::optional<core::ColumnRule>> parse_watch_column_rule(const std::string& option,
                                                                      const std::string& value) {
    const std::size_t slash = value.find('/');
    if (slash == std::string::npos || value.find('=') != std::string::npos)
        return std::optional<core::ColumnRule>{};
    const std::string rule = value.substr(slash + 1);
    if (value.substr(0, slash) != "dlx")
        return core::unspecified_error(option + " " + value +
                                       ": only dlx has a column rule (dlx/fewest or dlx/first)");
    if (auto parsed = core::parse_column_rule(rule))
        return std::optional<core::ColumnRule>{*parsed};
    return core::unspecified_error(option + " " + value + ": expected dlx/fewest or dlx/first");
}

core::Result<core::StepSolverOptions> parse_watch_search(const std::string& option,
                                                         const std::string& full_value) {
    const std::string value = without_rule(full_value);
    if (value.find('=') == std::string::npos) {
        auto a = core::parse_algorithm(value);
        // The error names the whole value ("dfs/first"), as typed.
        if (!a) return parse_watch_algorithm(option, full_value).error();
        return core::StepSolverOptions{.algorithm = *a};
    }
    auto config = core::parse_search_config(value);
    if (!config) return core::prefixed_error(option, config.error());
    return core::step_options(*config);
}

core::Result<double> parse_watch_speed(const std::string& v) {
    if (v == "turbo") return core::Pacer::kTurboSpeed;
    const std::optional<double> parsed = core::parse_decimal(v);
    const double value = parsed.value_or(0.0);
    if (!(value >= 1.0) || value > 1e8)
        return core::unspecified_error("--speed " + v +
                                       ": expected steps per second (1 to 1e8) or turbo");
    return value;
}

}  // namespace sudoku::app
