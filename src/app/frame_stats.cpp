#include "app/frame_stats.hpp"

#include <algorithm>
#include <numeric>

namespace sudoku::app {

void FrameStats::record(double work_ms) {
    m_last = work_ms;
    ++m_frames;
    m_window.push_back(work_ms);
    if (m_window.size() > kWindow) m_window.erase(m_window.begin());
    m_average = std::accumulate(m_window.begin(), m_window.end(), 0.0) /
                static_cast<double>(m_window.size());
    m_max = *std::max_element(m_window.begin(), m_window.end());
    if (m_print_every > 0 && m_frames % m_print_every == 0) {
        std::vector<double> sorted = m_window;
        std::sort(sorted.begin(), sorted.end());
        const double median = sorted[sorted.size() / 2];
        std::fprintf(stderr,
                     "frame %lld: work avg %.2f ms, median %.2f ms, max %.2f ms (last %zu)\n",
                     m_frames, m_average, median, m_max, m_window.size());
    }
}

}  // namespace sudoku::app
