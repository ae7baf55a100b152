// The classic 9x9 kernel built for plain code for any CPU (on x86-64 the baseline build).
#include <cstdint>

#include "core/fast/classic9_job.hpp"

namespace sudoku::core::classic9_scalar {
#define SUDOKU_KERNEL_VECTOR_BYTES 4
#include "core/fast/classic9_kernel.hpp"
#undef SUDOKU_KERNEL_VECTOR_BYTES
}  // namespace sudoku::core::classic9_scalar
