// A bounded history of (position, value) samples for the depth-over-time plot: the newest
// `capacity` samples are kept, and moving the search back drops the samples from its future,
// so the plot always ends at the position on screen.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sudoku::core {

class SampleRing {
  public:
    explicit SampleRing(std::size_t capacity);

    // Records the value at a search position. A position at or before the newest sample first
    // drops the samples it makes stale (the search was moved back), so positions stay ascending.
    void push(std::uint64_t position, float value);
    // Drops every sample after `position` (after a step back or a seek).
    void rewind_to(std::uint64_t position);
    void clear() { m_size = 0; }

    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] std::size_t capacity() const { return m_positions.size(); }
    [[nodiscard]] bool empty() const { return m_size == 0; }
    // The i-th oldest sample kept (i < size()).
    [[nodiscard]] float value(std::size_t i) const { return m_values[slot(i)]; }
    [[nodiscard]] std::uint64_t position(std::size_t i) const { return m_positions[slot(i)]; }
    // The values oldest first into `out` (reused buffer), ready for a plot widget.
    void copy_values(std::vector<float>& out) const;
    [[nodiscard]] float max_value() const;

  private:
    [[nodiscard]] std::size_t slot(std::size_t i) const {
        return (m_first + i) % m_positions.size();
    }

    std::vector<std::uint64_t> m_positions;
    std::vector<float> m_values;
    std::size_t m_first = 0;  // slot of the oldest sample
    std::size_t m_size = 0;
};

}  // namespace sudoku::core
