#include "app/watch/watch_launch.hpp"

#include <charconv>

#include "core/search/pacer.hpp"

namespace sudoku::app {

core::Result<core::Algorithm> parse_watch_algorithm(const std::string& option,
                                                    const std::string& value) {
    if (auto a = core::parse_algorithm(value)) return *a;
    return core::unspecified_error(option + " " + value +
                                   ": expected naive, mrv, propagate or dlx");
}

core::Result<core::StepSolverOptions> parse_watch_search(const std::string& option,
                                                         const std::string& value) {
    if (value.find('=') == std::string::npos) {
        auto a = parse_watch_algorithm(option, value);
        if (!a) return a.error();
        return core::StepSolverOptions{.algorithm = *a};
    }
    auto config = core::parse_search_config(value);
    if (!config) return core::prefixed_error(option, config.error());
    return core::step_options(*config);
}

core::Result<double> parse_watch_speed(const std::string& v) {
    if (v == "turbo") return core::Pacer::kTurboSpeed;
    double value = 0.0;
    const auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
    if (ec != std::errc{} || ptr != v.data() + v.size() || !(value >= 1.0) || value > 1e8)
        return core::unspecified_error("--speed " + v +
                                       ": expected steps per second (1 to 1e8) or turbo");
    return value;
}

}  // namespace sudoku::app
