// Puzzles made ahead, a few per request kind, so New game answers at once: what is in the pool,
// what was handed out (never twice), and which kinds were asked for last. Pure data; the game's
// worker fills it and io keeps it on disk.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::core {

// One puzzle as puzzle lines (core/text/puzzle_line.hpp: the givens with the layout's regions
// and cages) with its solution, its grade's name ("" when ungraded) and the seed that made it
// (shown with the game, so a pooled puzzle can be made again like any other).
struct PooledPuzzle {
    std::string puzzle;
    std::string solution;
    std::string grade;
    std::uint64_t seed = 0;
    bool operator==(const PooledPuzzle&) const = default;
};

struct PoolKind {
    std::string kind;  // core/generate/puzzle_request.hpp's request_kind
    std::vector<PooledPuzzle> puzzles;
    bool operator==(const PoolKind&) const = default;
};

// 64-bit FNV-1a of a puzzle line: what "the same puzzle" means to the pool.
[[nodiscard]] std::uint64_t puzzle_fingerprint(std::string_view puzzle_line);

class PuzzlePool {
  public:
    // Puzzles kept per kind, and kinds kept (the least recently asked for goes first).
    static constexpr std::size_t kPerKind = 2;
    static constexpr std::size_t kMaxKinds = 12;
    // Fingerprints of handed-out puzzles remembered (the oldest are forgotten first).
    static constexpr std::size_t kMaxHandedOut = 20000;

    // Hands out the kind's oldest puzzle and forgets it; nullopt when the kind has none.
    [[nodiscard]] std::optional<PooledPuzzle> take(std::string_view kind);
    // Adds a puzzle; false (nothing changes) when the pool holds it already, it was handed out
    // before, or the kind is full.
    bool add(std::string_view kind, PooledPuzzle puzzle);
    // Marks the kind as the latest asked for (it survives the trimming to kMaxKinds).
    void touch(std::string_view kind);
    // A puzzle handed out by other means (a cold generation): never added to the pool later.
    void remember_handed_out(std::string_view puzzle_line);

    [[nodiscard]] std::size_t count(std::string_view kind) const;
    [[nodiscard]] bool full(std::string_view kind) const { return count(kind) >= kPerKind; }
    [[nodiscard]] bool was_handed_out(std::string_view puzzle_line) const;

    // The pool's whole state, most recently asked-for kind first (for saving and loading).
    [[nodiscard]] const std::vector<PoolKind>& kinds() const { return m_kinds; }
    [[nodiscard]] const std::vector<std::uint64_t>& handed_out() const { return m_handed_out; }
    // Rebuilds a pool from saved state: trims to the limits and drops repeated puzzles and
    // any that were handed out.
    [[nodiscard]] static PuzzlePool restore(std::vector<PoolKind> kinds,
                                            std::vector<std::uint64_t> handed_out);

  private:
    PoolKind* find(std::string_view kind);
    [[nodiscard]] const PoolKind* find(std::string_view kind) const;
    [[nodiscard]] bool holds(std::uint64_t fingerprint) const;

    std::vector<PoolKind> m_kinds;            // most recently asked for first
    std::vector<std::uint64_t> m_handed_out;  // oldest first
};

}  // namespace sudoku::core
