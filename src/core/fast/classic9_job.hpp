// What the classic 9x9 kernels take and give: plain data only, so the per-level files (each
// compiled for its own instruction set) share no inline code with the rest of the program.
#pragma once

#include <atomic>
#include <cstdint>

namespace sudoku::core {

// The kernels run pointing and claiming only while more cells than this are unsolved: late in a
// branch they seldom remove anything, and their sweep cost more than the larger tree it saves.
// At 45 the multi-solution set counts about 15% faster for a tree 7% larger (top1465's tree is
// 12% larger at the same speed; AVX-512, CPU time). The portable 9x9 path keeps them throughout,
// so its tree (random order, preferred grids, the generator's) stays as it was.
inline constexpr int kLockedCandidatesAbove = 45;

// The kernel's interface: plain data only, so the per-level files share no inline code.
struct Classic9Job {
    const std::uint8_t* givens = nullptr;  // 81 digits, 0 = empty
    int limit = 1;                         // stop after this many solutions
    std::uint64_t node_limit = 0;          // 0 = unbounded
    const std::atomic<bool>* cancel = nullptr;
    std::uint8_t* first = nullptr;   // receives the first solution (81 digits) when not null
    std::uint8_t* second = nullptr;  // receives the second solution when not null
};
struct Classic9Outcome {
    int solutions = 0;
    bool aborted = false;
    bool cancelled = false;
    std::uint64_t guesses = 0;
};
// Out of line, so the kernels never instantiate std::atomic's inline code themselves.
[[nodiscard]] bool classic9_cancel_requested(const std::atomic<bool>* cancel);

namespace classic9_scalar {
Classic9Outcome solve(const Classic9Job& job);
}
namespace classic9_sse41 {
Classic9Outcome solve(const Classic9Job& job);
}
namespace classic9_avx2 {
Classic9Outcome solve(const Classic9Job& job);
}
namespace classic9_avx512 {
Classic9Outcome solve(const Classic9Job& job);
}

}  // namespace sudoku::core
