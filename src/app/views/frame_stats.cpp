#include "app/views/frame_stats.hpp"

#include <algorithm>
#include <numeric>

namespace sudoku::app {

void FrameStats::record(double work_ms, double cpu_ms) {
    m_last = work_ms;
    ++m_frames;
    m_window.push_back(work_ms);
    m_cpu_window.push_back(cpu_ms);
    if (m_window.size() > kWindow) {
        m_window.erase(m_window.begin());
        m_cpu_window.erase(m_cpu_window.begin());
    }
    m_average = std::accumulate(m_window.begin(), m_window.end(), 0.0) /
                static_cast<double>(m_window.size());
    m_max = *std::max_element(m_window.begin(), m_window.end());
    if (m_print_every > 0 && m_frames % m_print_every == 0) {
        auto median = [](std::vector<double> v) {
            std::sort(v.begin(), v.end());
            return v[v.size() / 2];
        };
        const double cpu = std::accumulate(m_cpu_window.begin(), m_cpu_window.end(), 0.0) /
                           static_cast<double>(m_cpu_window.size());
        std::fprintf(stderr,
                     "frame %lld: wall avg %.2f ms, median %.2f ms, max %.2f ms; cpu avg %.2f "
                     "ms, median %.2f ms (last %zu)\n",
                     m_frames, m_average, median(m_window), m_max, cpu, median(m_cpu_window),
                     m_window.size());
    }
}

}  // namespace sudoku::app
