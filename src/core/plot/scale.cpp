#include "core/plot/scale.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sudoku::core {

namespace {

constexpr int kLinearTicks = 5;  // about this many intervals on a linear axis

void linear_fit(double& lo, double& hi, std::vector<Tick>& ticks) {
    if (!(hi > lo)) {
        const double pad = std::max(1.0, std::abs(lo) * 0.1);
        lo -= pad;
        hi += pad;
    }
    const double step = nice_step((hi - lo) / kLinearTicks);
    lo = std::floor(lo / step + 1e-9) * step;
    hi = std::ceil(hi / step - 1e-9) * step;
    const int count = static_cast<int>(std::lround((hi - lo) / step));
    for (int i = 0; i <= count; ++i) {
        double v = lo + step * i;
        if (std::abs(v) < step * 1e-9) v = 0.0;  // no "-0" from rounding
        ticks.push_back({v, tick_label(v), true});
    }
}

void log_fit(double& lo, double& hi, std::vector<Tick>& ticks) {
    lo = std::max(lo, 1.0);
    hi = std::max(hi, lo);
    int first = static_cast<int>(std::floor(std::log10(lo) + 1e-9));
    int last = static_cast<int>(std::ceil(std::log10(hi) - 1e-9));
    if (last <= first) last = first + 1;
    lo = std::pow(10.0, first);
    hi = std::pow(10.0, last);
    // Two decades or fewer leave room for 2 and 5 between them.
    const bool minor = last - first <= 2;
    for (int k = first; k <= last; ++k) {
        const double decade = std::pow(10.0, k);
        ticks.push_back({decade, tick_label(decade), true});
        if (minor && k < last)
            for (double m : {2.0, 5.0})
                ticks.push_back({decade * m, tick_label(decade * m), false});
    }
    std::sort(ticks.begin(), ticks.end(),
              [](const Tick& a, const Tick& b) { return a.value < b.value; });
}

}  // namespace

double nice_step(double rough) {
    if (!(rough > 0) || !std::isfinite(rough)) return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= rough * (1 - 1e-9)) return m * power;
    return 10.0 * power;
}

std::string tick_label(double value) {
    char buffer[32];
    const double magnitude = std::abs(value);
    if (magnitude >= 1e6) {
        const int exponent = static_cast<int>(std::floor(std::log10(magnitude) + 1e-9));
        const double mantissa = value / std::pow(10.0, exponent);
        if (std::abs(mantissa - std::round(mantissa)) < 1e-9)
            std::snprintf(buffer, sizeof buffer, "%.0fe%d", mantissa, exponent);
        else
            std::snprintf(buffer, sizeof buffer, "%.1fe%d", mantissa, exponent);
        return buffer;
    }
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

Scale Scale::fit(double lo, double hi, bool log) {
    Scale s;
    s.m_log = log;
    if (!std::isfinite(lo) || !std::isfinite(hi)) lo = hi = 0.0;
    if (lo > hi) std::swap(lo, hi);
    if (log)
        log_fit(lo, hi, s.m_ticks);
    else
        linear_fit(lo, hi, s.m_ticks);
    s.m_lo = lo;
    s.m_hi = hi;
    return s;
}

double Scale::to_unit(double value) const {
    double t = 0.0;
    if (m_log) {
        const double v = std::max(value, m_lo);
        t = (std::log10(v) - std::log10(m_lo)) / (std::log10(m_hi) - std::log10(m_lo));
    } else {
        t = (value - m_lo) / (m_hi - m_lo);
    }
    return std::clamp(t, 0.0, 1.0);
}

}  // namespace sudoku::core
