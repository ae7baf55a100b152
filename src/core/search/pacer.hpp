// Turns a playback speed (steps per second, or turbo) and frame times into whole steps per frame.
#pragma once

#include <cstdint>

namespace sudoku::core {

class Pacer {
  public:
    // Speeds at or above this are turbo: as many steps as the frame's time budget allows.
    static constexpr double kTurboSpeed = 1e9;

    void set_speed(double steps_per_second);
    [[nodiscard]] double speed() const { return m_speed; }
    [[nodiscard]] bool turbo() const { return m_speed >= kTurboSpeed; }

    // Steps due after dt seconds. Fractions carry over to the next frame, so 1 step/s at
    // 60 frames/s gives one step every 60th frame. A long stall (a dragged window) is not
    // paid back in one burst: at most a quarter of a second's worth of steps is owed.
    [[nodiscard]] std::uint64_t steps_for(double dt_seconds);
    void reset() { m_owed = 0.0; }

  private:
    double m_speed = 10.0;
    double m_owed = 0.0;
};

}  // namespace sudoku::core
