#include "app/watch/watch_launch.hpp"

#include <charconv>

#include "core/search/pacer.hpp"

namespace sudoku::app {

namespace {

core::Result<core::Algorithm> algorithm_value(const std::string& option, const std::string& v) {
    if (auto a = core::parse_algorithm(v)) return *a;
    return core::Error{option + " " + v + ": expected naive, mrv or propagate"};
}

core::Result<double> speed_value(const std::string& v) {
    if (v == "turbo") return core::Pacer::kTurboSpeed;
    double value = 0.0;
    const auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
    if (ec != std::errc{} || ptr != v.data() + v.size() || !(value >= 1.0) || value > 1e8)
        return core::Error{"--speed " + v + ": expected steps per second (1 to 1e8) or turbo"};
    return value;
}

}  // namespace

core::Result<bool> parse_watch_option(const std::vector<std::string>& args, std::size_t& i,
                                      WatchLaunch& out) {
    const std::string& arg = args[i];
    if (arg == "--present") {
        out.present = true;
        return true;
    }
    if (arg != "--watch" && arg != "--compare" && arg != "--speed" && arg != "--watch-session")
        return false;
    if (i + 1 >= args.size()) return core::Error{arg + " needs a value"};
    const std::string& value = args[++i];
    if (arg == "--watch" || arg == "--compare") {
        auto a = algorithm_value(arg, value);
        if (!a) return a.error();
        (arg == "--watch" ? out.algorithm : out.compare) = *a;
    } else if (arg == "--speed") {
        auto s = speed_value(value);
        if (!s) return s.error();
        out.speed = *s;
    } else {
        out.session = value;
    }
    return true;
}

}  // namespace sudoku::app
