// Frame-time statistics for the debug overlay and for measuring: the platform reports how
// long each frame's work took (update, draw, render, swap; not the idle wait), as wall time
// and as process CPU time (all threads, software GL included), which a loaded machine
// disturbs less.
#pragma once

#include <cstdio>
#include <vector>

namespace sudoku::app {

class FrameStats {
  public:
    // print_every > 0: write a summary line to stderr after that many frames.
    explicit FrameStats(int print_every = 0) : m_print_every(print_every) {}

    void record(double work_ms, double cpu_ms);

    [[nodiscard]] double last_ms() const { return m_last; }
    // Over the most recent window of frames.
    [[nodiscard]] double average_ms() const { return m_average; }
    [[nodiscard]] double max_ms() const { return m_max; }
    [[nodiscard]] long long frames() const { return m_frames; }

  private:
    static constexpr std::size_t kWindow = 60;
    int m_print_every;
    std::vector<double> m_window;
    std::vector<double> m_cpu_window;
    double m_last = 0.0;
    double m_average = 0.0;
    double m_max = 0.0;
    long long m_frames = 0;
};

}  // namespace sudoku::app
