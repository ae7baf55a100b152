// Core vocabulary shared by every layer: cells, digits, candidate masks and size limits.
#pragma once

#include <bit>
#include <cstdint>

namespace sudoku::core {

using Cell = std::int16_t;   // row-major index 0..N*N-1
using Digit = std::uint8_t;  // 1..N, 0 = empty
using Mask = std::uint32_t;  // bit d set = digit d possible; N <= 25 fits

inline constexpr Cell kNoCell = -1;
inline constexpr Digit kEmpty = 0;
inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 25;

[[nodiscard]] constexpr Mask digit_bit(Digit d) {
    return Mask{1} << d;
}
// All digits 1..n as a mask (bit 0 is never used).
[[nodiscard]] constexpr Mask full_mask(int n) {
    return ((Mask{1} << n) - 1) << 1;
}
// std::popcount becomes a library call unless the target has POPCNT, and the solvers count
// candidates at every node: without it, the bit-parallel sum is several times faster.
[[nodiscard]] constexpr int mask_count(Mask m) {
#if defined(__POPCNT__)
    return std::popcount(m);
#else
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((m * 0x01010101u) >> 24);
#endif
}
// Lowest digit in a non-empty mask.
[[nodiscard]] constexpr Digit mask_first(Mask m) {
    return static_cast<Digit>(std::countr_zero(m));
}

}  // namespace sudoku::core
