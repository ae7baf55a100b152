#include "core/fast/classic9_simd.hpp"

#include <array>
#include <cstdlib>

#include "core/base/check_point.hpp"
#include "core/fast/fast_solver_classic9.hpp"

namespace sudoku::core {

namespace {

bool cpu_runs(SimdLevel level) {
    if (level == SimdLevel::Scalar) return true;
#if !(defined(__x86_64__) || defined(__i386__))
    // The CPU-feature built-ins exist only for x86 (not for WebAssembly, say).
    return false;
#else
    {
        __builtin_cpu_init();
        switch (level) {
            // Each level's file is also compiled with the bit instructions of its CPUs.
            case SimdLevel::Sse41:
                return __builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("popcnt");
            case SimdLevel::Avx2:
                return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") &&
                       __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
            case SimdLevel::Avx512:
                return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("popcnt") &&
                       __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
            case SimdLevel::Scalar:
                break;
        }
        return true;
    }
#endif
}

// The choice made once at start: SUDOKU_SIMD when usable, else the best level.
struct Choice {
    SimdLevel level = SimdLevel::Scalar;
    std::optional<std::string> problem;
};

Choice initial_choice() {
    Choice choice{best_simd_level(), std::nullopt};
    if (const char* env = std::getenv("SUDOKU_SIMD"); env != nullptr && *env != '\0') {
        auto asked = parse_simd_level(env);
        if (asked)
            choice.level = *asked;
        else
            choice.problem = asked.error().args.front();  // an unspecified error: its text
    }
    return choice;
}

Choice& current() {
    static Choice choice = initial_choice();
    return choice;
}

// The level actually in use, read on every solve: one relaxed load.
std::atomic<SimdLevel>& active() {
    static std::atomic<SimdLevel> level{current().level};
    return level;
}

}  // namespace

const char* simd_level_name(SimdLevel level) {
    switch (level) {
        case SimdLevel::Scalar:
            return "scalar";
        case SimdLevel::Sse41:
            return "sse41";
        case SimdLevel::Avx2:
            return "avx2";
        case SimdLevel::Avx512:
            return "avx512";
    }
    return "scalar";
}

bool simd_level_supported(SimdLevel level) {
    return cpu_runs(level);
}

SimdLevel best_simd_level() {
    SimdLevel best = SimdLevel::Scalar;
    for (SimdLevel level : kSimdLevels)
        if (cpu_runs(level)) best = level;
    return best;
}

Result<SimdLevel> parse_simd_level(std::string_view text) {
    for (SimdLevel level : kSimdLevels) {
        if (text != simd_level_name(level)) continue;
        if (!cpu_runs(level))
            return unspecified_error("SUDOKU_SIMD=" + std::string(text) +
                                     ": this CPU does not run " + simd_level_name(level) +
                                     " (best: " + simd_level_name(best_simd_level()) + ")");
        return level;
    }
    return unspecified_error("SUDOKU_SIMD=" + std::string(text) +
                             ": unknown level (expected scalar, sse41, avx2 or avx512)");
}

SimdLevel active_simd_level() {
    return active().load(std::memory_order_relaxed);
}

std::optional<std::string> simd_environment_problem() {
    return current().problem;
}

bool set_simd_level(SimdLevel level) {
    if (!cpu_runs(level)) return false;
    active().store(level, std::memory_order_relaxed);
    return true;
}

bool classic9_cancel_requested(const std::atomic<bool>* cancel) {
    return stop_requested(cancel);
}

Classic9Outcome classic9_simd_solve(const Classic9Job& job, SimdLevel level) {
    switch (level) {
#if defined(__x86_64__) || defined(__i386__)
        case SimdLevel::Sse41:
            return classic9_sse41::solve(job);
        case SimdLevel::Avx2:
            return classic9_avx2::solve(job);
        case SimdLevel::Avx512:
            return classic9_avx512::solve(job);
#endif
        default:
            return classic9_scalar::solve(job);
    }
}

bool classic9_simd_applies(const Board& puzzle, const FastSolveOptions& options) {
    return !options.random_order && options.prefer == nullptr && options.automorphism == nullptr &&
           puzzle.cell_count() == 81 && is_classic9(puzzle.layout());
}

FastSolveResult fast_solve_classic9_simd(const Board& puzzle, const FastSolveOptions& options) {
    std::array<std::uint8_t, 81> givens{};
    for (int c = 0; c < 81; ++c)
        givens[c] = puzzle.at(static_cast<Cell>(c));
    std::array<std::uint8_t, 81> first{}, second{};
    Classic9Job job;
    job.givens = givens.data();
    job.limit = std::max(1, options.solution_limit);
    job.node_limit = options.node_limit;
    job.cancel = options.cancel;
    job.first = first.data();
    job.second = options.keep_second && job.limit >= 2 ? second.data() : nullptr;
    const Classic9Outcome out = classic9_simd_solve(job, active_simd_level());

    FastSolveResult result;
    result.solutions = out.solutions;
    result.aborted = out.aborted;
    result.cancelled = out.cancelled;
    result.guesses = out.guesses;
    const auto board = [&](const std::array<std::uint8_t, 81>& grid) {
        return Board(puzzle.layout_ptr(), std::vector<Digit>(grid.begin(), grid.end()));
    };
    if (out.solutions >= 1) result.first.emplace(board(first));
    if (out.solutions >= 2 && job.second != nullptr) result.second.emplace(board(second));
    return result;
}

}  // namespace sudoku::core
