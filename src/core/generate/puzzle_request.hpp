// A New game request as the player makes it (settings, Killer cages or not) and its kind:
// everything but the seed, the name of the pool of puzzles made ahead for that request.
#pragma once

#include <atomic>
#include <string>

#include "core/generate/generator.hpp"
#include "core/generate/new_game_settings.hpp"

namespace sudoku::core {

struct PuzzleRequest {
    NewGameSettings settings;
    bool killer = false;         // cut the solution into Killer cages
    bool killer_givens = false;  // Killer: keep a few givens beside bigger cages
    bool operator==(const PuzzleRequest&) const = default;
};

// "9 3x3 classic easy empty=any rotate180" (+ " killer" / " killer+givens"): two requests have
// the same kind exactly when they differ in the seed alone. Stable across versions: it names
// the pools on disk.
[[nodiscard]] std::string request_kind(const PuzzleRequest& request);

// Generates the request with its settings' seed: the generator for plain puzzles, the Killer
// generator (with the settings' difficulty; when any, Medium's cages and the first grid kept,
// whatever its grade) for cages. A puzzle made without a
// requested difficulty still gets its grade named (the statistics file it by grade).
[[nodiscard]] Result<GeneratedPuzzle> generate_for_request(const PuzzleRequest& request,
                                                           const std::atomic<bool>* cancel);

}  // namespace sudoku::core
