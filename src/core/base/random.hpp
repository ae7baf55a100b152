// A portable seeded random generator: the same seed gives the same numbers on every machine
// (std::uniform_int_distribution and std::shuffle are implementation-defined, so not used).
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace sudoku::core {

class Random {
  public:
    explicit Random(std::uint64_t seed = 0) : m_state(seed) {}

    // SplitMix64: tiny, fast, and well distributed for shuffling and sampling.
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, bound) for bound >= 1 (Lemire's multiply-shift; bias below 2^-32 for
    // the small bounds used here).
    std::uint32_t below(std::uint32_t bound) {
        return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >>
                                          32);
    }
    // Fisher-Yates; the span form lets hot loops shuffle fixed arrays without allocating.
    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }
    template <class T>
    void shuffle(std::vector<T>& items) {
        shuffle(std::span<T>(items));
    }

  private:
    std::uint64_t m_state;
};

}  // namespace sudoku::core
