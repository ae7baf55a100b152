#include "app/support/sample_ring.hpp"

#include <algorithm>

namespace sudoku::core {

SampleRing::SampleRing(std::size_t capacity)
    : m_positions(std::max<std::size_t>(1, capacity)),
      m_values(std::max<std::size_t>(1, capacity)) {}

void SampleRing::push(std::uint64_t position, float value) {
    if (m_size > 0 && position <= this->position(m_size - 1)) {
        rewind_to(position);
        if (m_size > 0 && this->position(m_size - 1) == position) --m_size;  // replaced below
    }
    if (m_size == m_positions.size()) {
        m_first = slot(1);  // full: the oldest sample gives way
        --m_size;
    }
    const std::size_t s = slot(m_size);
    m_positions[s] = position;
    m_values[s] = value;
    ++m_size;
}

void SampleRing::rewind_to(std::uint64_t position) {
    while (m_size > 0 && this->position(m_size - 1) > position)
        --m_size;
}

void SampleRing::copy_values(std::vector<float>& out) const {
    out.resize(m_size);
    for (std::size_t i = 0; i < m_size; ++i)
        out[i] = value(i);
}

float SampleRing::max_value() const {
    float best = 0.0f;
    for (std::size_t i = 0; i < m_size; ++i)
        best = std::max(best, value(i));
    return best;
}

}  // namespace sudoku::core
