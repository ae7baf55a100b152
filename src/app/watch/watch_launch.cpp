#include "app/watch/watch_launch.hpp"

#include <charconv>

#include "core/search/pacer.hpp"

namespace sudoku::app {

core::Result<core::Algorithm> parse_watch_algorithm(const std::string& option,
                                                    const std::string& value) {
    if (auto a = core::parse_algorithm(value)) return *a;
    return core::unspecified_error(option + " " + value + ": expected naive, mrv, propagate or dlx");
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
