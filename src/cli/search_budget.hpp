// How long a command may search one puzzle: --max-nodes (the fast solver's guesses) and
// --max-seconds (wall clock, every solver). A search that hits either prints which limit
// stopped it and how to raise it, and the command exits 3 (kExitLimit), never "unsolvable".
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "cli/args.hpp"
#include "core/fast/fast_solver.hpp"

namespace sudoku::cli {

// An answer normally takes far fewer guesses (an empty 16x16 hyper grid about 2,500, the
// hardest 16x16 uniqueness proofs a few hundred thousand); the game uses the same budget.
inline constexpr std::uint64_t kDefaultMaxNodes = 2'000'000;
inline constexpr std::uint64_t kDefaultMaxSeconds = 60;

inline const OptionSpec kMaxNodesOption{
    "--max-nodes", "N",
    "fast solver: give up after N guesses (default 2000000; 0 = no limit); without it, a "
    "16x16 or larger grid at most a quarter given that nothing answers is called too open "
    "after 30000 guesses"};
inline const OptionSpec kMaxSecondsOption{
    "--max-seconds", "S", "give up on a puzzle after S seconds (default 60; 0 = no limit)"};

struct SearchBudget {
    std::uint64_t max_nodes = kDefaultMaxNodes;
    std::uint64_t max_seconds = kDefaultMaxSeconds;
    // Without --max-nodes a near-empty grid no written-down grid fits gets about a second of
    // restarts (kOpenGridGuesses) and is then called too open; --max-nodes searches on to it.
    std::uint64_t open_grid_guesses = 0;
};

// --max-nodes and --max-seconds (whole numbers); errors name the option.
[[nodiscard]] core::Result<SearchBudget> read_search_budget(const Args& args);

// "stopped: the search hit its limit of 2000000 guesses (--max-nodes; raise it, or 0 for no
// limit)"; `unit` is "guesses", "steps" or "seconds", `option` the option that sets it.
[[nodiscard]] std::string limit_line(std::uint64_t limit, const char* unit, const char* option);

// "stopped: too open to answer: 15 of 625 cells given, no written-down grid fits them, and
// 30000 guesses of restarts found no solution (it may have none; --max-nodes N searches on)".
[[nodiscard]] std::string open_grid_line(const core::Board& puzzle, std::uint64_t guesses);

// fast_solve_restarting within the budget. When a limit stops it, writes its limit_line (or,
// for a grid too open, open_grid_line) to `out` and returns nullopt (the puzzle's outcome is
// then Outcome::Stopped).
[[nodiscard]] std::optional<core::FastSolveResult> fast_solve_within(const core::Board& puzzle,
                                                                     core::FastSolveOptions options,
                                                                     const SearchBudget& budget,
                                                                     std::ostream& out);

}  // namespace sudoku::cli
