// An axis scale (linear or logarithmic) mapping data values to [0, 1], and its "nice" ticks:
// 1, 2 or 5 times a power of ten on a linear axis, decades (with 2 and 5 between when few) on
// a log axis.
#pragma once

#include <string>
#include <vector>

namespace sudoku::core {

struct Tick {
    double value = 0.0;
    std::string label;
    bool major = true;  // log axes: the decades are major, 2 and 5 minor (still labelled)
};

class Scale {
  public:
    // A scale over [lo, hi] widened to nice tick values; a log scale treats values below 1 as
    // 1 (counts of 0 sit on the axis), and an empty or one-value range gets some room.
    [[nodiscard]] static Scale fit(double lo, double hi, bool log);

    [[nodiscard]] double lo() const { return m_lo; }
    [[nodiscard]] double hi() const { return m_hi; }
    [[nodiscard]] bool log() const { return m_log; }
    // 0 at lo, 1 at hi; values outside are clamped (a log scale clamps below lo too).
    [[nodiscard]] double to_unit(double value) const;
    [[nodiscard]] const std::vector<Tick>& ticks() const { return m_ticks; }

  private:
    double m_lo = 0.0;
    double m_hi = 1.0;
    bool m_log = false;
    std::vector<Tick> m_ticks;
};

// 1, 2 or 5 times a power of ten, the nearest such step to `rough` from above.
[[nodiscard]] double nice_step(double rough);

// A tick label: "0.5", "20", "1500", "1e6" (powers of ten from a million on as 1eN, other
// large values in short form "2.5e6").
[[nodiscard]] std::string tick_label(double value);

}  // namespace sudoku::core
