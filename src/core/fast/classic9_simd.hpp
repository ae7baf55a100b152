// The vectorised classic 9x9 solver: one kernel (classic9_kernel.hpp) compiled for plain
// x86-64 / any CPU, SSE4.1, AVX2 and AVX-512, the best one this CPU runs chosen at start.
// SUDOKU_SIMD=scalar|sse41|avx2|avx512 in the environment (or set_simd_level) forces a level.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/fast/classic9_job.hpp"
#include "core/fast/fast_solver.hpp"

namespace sudoku::core {

enum class SimdLevel : std::uint8_t { Scalar, Sse41, Avx2, Avx512 };
inline constexpr SimdLevel kSimdLevels[] = {SimdLevel::Scalar, SimdLevel::Sse41, SimdLevel::Avx2,
                                            SimdLevel::Avx512};

// "scalar", "sse41", "avx2", "avx512" (the SUDOKU_SIMD spelling).
[[nodiscard]] const char* simd_level_name(SimdLevel level);
// Whether this CPU (and this build: the vector levels exist on x86 only) runs the level.
[[nodiscard]] bool simd_level_supported(SimdLevel level);
// The best level this CPU runs.
[[nodiscard]] SimdLevel best_simd_level();
// The level a SUDOKU_SIMD value asks for. Errors: "SUDOKU_SIMD=foo: unknown level (expected
// scalar, sse41, avx2 or avx512)", "SUDOKU_SIMD=avx512: this CPU does not run avx512".
[[nodiscard]] Result<SimdLevel> parse_simd_level(std::string_view text);
// The level in use: SUDOKU_SIMD if it names one this CPU runs, else the best one.
[[nodiscard]] SimdLevel active_simd_level();
// Why SUDOKU_SIMD was ignored, or nullopt when it is unset or was used.
[[nodiscard]] std::optional<std::string> simd_environment_problem();
// Forces a level (tests, benchmarks); false, and nothing changes, when the CPU lacks it.
bool set_simd_level(SimdLevel level);

// Solves with the kernel of the given level (which the CPU must run).
[[nodiscard]] Classic9Outcome classic9_simd_solve(const Classic9Job& job, SimdLevel level);

// fast_solve() for a classic 9x9 board whose options ask for no random order, preferred grid
// or symmetry (the plain solve and count): the same counts as the portable path (and the same
// solution when it is unique), with the active level's kernel; every level searches the same
// tree, a little larger than the portable path's (kLockedCandidatesAbove).
[[nodiscard]] bool classic9_simd_applies(const Board& puzzle, const FastSolveOptions& options);
[[nodiscard]] FastSolveResult fast_solve_classic9_simd(const Board& puzzle,
                                                       const FastSolveOptions& options);

}  // namespace sudoku::core
