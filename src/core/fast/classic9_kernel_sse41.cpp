// The classic 9x9 kernel built for sse41 instructions (compiled with that target's flags; called
// only when the CPU has them).
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include "core/fast/classic9_job.hpp"

#if defined(__x86_64__) || defined(__i386__)
namespace sudoku::core::classic9_sse41 {
#define SUDOKU_KERNEL_VECTOR_BYTES 16
#include "core/fast/classic9_kernel.hpp"
#undef SUDOKU_KERNEL_VECTOR_BYTES
}  // namespace sudoku::core::classic9_sse41
#endif
