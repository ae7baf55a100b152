// Makes puzzles ahead for the New game dialog: keeps the pool of the kind the player asked for
// last filled, one puzzle at a time on a low-priority worker thread, and cancels the puzzle in
// the making when the player asks for another kind.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "app/support/background_job.hpp"
#include "core/generate/puzzle_pool.hpp"
#include "core/generate/puzzle_request.hpp"

namespace sudoku::app {

// A generated puzzle as the pool keeps it (puzzle lines, the grade's name, the seed).
[[nodiscard]] core::PooledPuzzle pooled_puzzle(const core::GeneratedPuzzle& generated,
                                               std::uint64_t seed);

class PoolFiller {
  public:
    using Generate = std::function<core::Result<core::GeneratedPuzzle>(
        const core::PuzzleRequest& request, const std::atomic<bool>* cancel)>;
    using SeedSource = std::function<std::uint64_t()>;
    // A kind whose puzzles fail this many times in a row (an impossible request) is left alone.
    static constexpr int kMaxFailures = 3;

    // Defaults: the game's generator and random seeds.
    PoolFiller();
    PoolFiller(Generate generate, SeedSource seeds);

    // Keep the pool of the request's kind (its seed is ignored) filled from now on; a puzzle
    // being made for another kind is cancelled.
    void want(const core::PuzzleRequest& request);
    // Make nothing more (a puzzle being made is cancelled).
    void stop();

    // Collects a finished puzzle into the pool and starts the next one while the wanted kind
    // is short. Never blocks. True when the pool changed.
    bool poll(core::PuzzlePool& pool);
    // Waits for the puzzle being made, then polls (for tests and orderly shutdown).
    bool settle(core::PuzzlePool& pool);

    [[nodiscard]] bool making() const { return m_job.active(); }
    [[nodiscard]] const std::optional<core::PuzzleRequest>& wanted() const { return m_wanted; }

  private:
    bool collect(core::PuzzlePool& pool, core::Result<core::GeneratedPuzzle> result);
    void start_next(const core::PuzzlePool& pool);

    Generate m_generate;
    SeedSource m_seeds;
    std::optional<core::PuzzleRequest> m_wanted;
    std::string m_wanted_kind;
    std::string m_job_kind;        // the kind of the puzzle being made
    std::uint64_t m_job_seed = 0;  // and its seed
    int m_failures = 0;            // in a row, for the wanted kind
    core::BackgroundJob<core::Result<core::GeneratedPuzzle>> m_job;
};

}  // namespace sudoku::app
