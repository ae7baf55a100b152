// Puzzle generation for every board shape: a random full grid, then givens removed (in
// symmetric orbits) while the counting solver proves the solution unique. Bounded everywhere,
// reproducible per seed, cancellable from another thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

#include <functional>
#include "core/grid/board.hpp"

#include "core/grid/symmetry.hpp"
#include "core/logic/grader.hpp"

namespace sudoku::core {

// Grades a puzzle that has exactly one solution: the seam between the generator and whatever
// decides difficulty (the logical grader by default, a stand-in in tests).
using GradeFn = std::function<Grade(const Board& puzzle)>;

// The logical grader (core/grader.hpp) without the mrv cost, as a GradeFn.
[[nodiscard]] GradeFn logical_grader();

// Every search is bounded; 0 picks a default that suits the board size.
struct GeneratorLimits {
    int max_attempts = 0;                // full grids tried (default 20; 300 with a difficulty)
    std::uint64_t check_node_limit = 0;  // guesses per uniqueness check (default 50000)
    std::uint64_t fill_node_limit = 0;   // guesses per full-grid fill (default 20000)
    int region_attempts = 0;             // jigsaw region maps per grid (default 200)
    // Uniqueness checks the local search may run per attempt when a removal pass falls short
    // of an exact `empty` (default -1: 3000 up to 9x9, 6000 up to 16x16, then 150; 0 = no
    // local search). Generation gives up after 4 searches fall short, or one ends far short.
    int local_moves = -1;
    // Moves of the neighbourhood search for Evil (core/hardening_walk.hpp) per grid whose
    // carved puzzle is not Evil (default -1: 20000 up to 16x16, 100000 on 10x10 with 2x5
    // boxes, 300 from 17x17; 0 = none). Generation gives up after 4 times that many moves. By
    // default, below 9x9 a grid's walk ends after 2,000 of those 4 x 20,000 moves.
    int hardening_moves = -1;
};

struct GeneratorOptions {
    // Size, box shape, X and hyper. A region map here is kept as given; set `jigsaw` to draw
    // random regions instead (box and regions are then ignored).
    LayoutSpec layout{};
    bool jigsaw = false;
    // With Rotate180 and an exact `empty` leaving under a third of the cells given, on boards
    // from 9x9 (not jigsaw), the solution grid maps onto itself under the rotation with its
    // digits swapped in pairs: such grids reach 16x16 with 76 givens and 9x9 with 21.
    Symmetry symmetry = Symmetry::Rotate180;
    // No given can be removed without losing uniqueness. After the symmetric pass, single
    // givens are tried too, so a minimal puzzle may break the symmetry where one cell of a
    // pair is removable on its own.
    bool minimal = false;
    // Exact number of empty cells; -1 = as many as the symmetric pass allows. Beyond one
    // removal pass, a local search gets there (see Carver::improve).
    int empty = -1;
    // The grade must match exactly. Evil on 9x9 classic starts from a seed list's Evil puzzle
    // under a random transformation (core/evil_seed_pool.hpp) and walks through Evil neighbours
    // to a new one (wander_evil in core/hardening_walk.hpp); so do most shapes from 10x10 up
    // (our own seed lists; one given moved, none from 18x18): symmetry and `empty` choose among
    // those seeds, and only 2 of the 200 9x9 ones have Rotate180 clues, so ask for
    // Symmetry::None to draw from all. A 9x9 request no seed meets is an error; elsewhere it
    // carves instead. Other shapes carve; when the carved puzzle is not Evil, a neighbourhood
    // search (core/hardening_walk.hpp) looks for an Evil one nearby.
    std::optional<Grade> difficulty{};
    // False: no stored list is used: Evil carves and walks even where a seed list exists (how
    // scripts/make-evil-seeds makes the lists from Sudoku Lab's own puzzles), jigsaw draws random
    // region maps even where a stored list exists (core/generate/region_map_pool.hpp;
    // scripts/make-jigsaw-maps), and an exact `empty` a list serves (16x16 with 180 empty cells,
    // core/generate/empty_seed_pool.hpp; scripts/make-empty-seeds) carves.
    bool seed_pool = true;
    GradeFn grade{};  // empty: logical_grader() when a difficulty is asked, else no grading
    std::uint64_t seed = 0;
    GeneratorLimits limits{};
    const std::atomic<bool>* cancel = nullptr;  // set from another thread to stop (checked often)
    // Called after each uniqueness check, on the generating thread: a progress display or a
    // work budget counts them (setting `cancel` there stops at a reproducible point).
    std::function<void()> on_check{};
};

struct GeneratorStats {
    int attempts = 0;                   // full grids tried, including the successful one
    int region_maps = 0;                // jigsaw region maps drawn
    std::uint64_t checks = 0;           // uniqueness checks run
    std::uint64_t bound_hits = 0;       // checks that hit check_node_limit (treated as not unique)
    std::uint64_t grades = 0;           // calls to the grader, and solves of the carver's give-back
    std::uint64_t hardening_moves = 0;  // moves of the search for Evil
    int pattern_grids = 0;              // grids taken from the formula (its fills thrash)
    int given_back = 0;  // orbits given back where a solve past the level got stuck (carver.cpp)
};

struct GeneratedPuzzle {
    Board puzzle;
    Board solution;
    std::optional<Grade> grade;  // set when a difficulty was asked or a grader given
    GeneratorStats stats;
};

// One puzzle with exactly one solution. Errors (never a hang): impossible shape or option
// combination, a shape with no solution, a number of empty cells or a difficulty not reached
// within the attempt bound (the message names the most empty cells reached or the grades
// seen), or "cancelled".
[[nodiscard]] Result<GeneratedPuzzle> generate_puzzle(const GeneratorOptions& options);

// Checks the request without generating: the error generate_puzzle would give up front.
[[nodiscard]] std::optional<Error> validate_generator_options(const GeneratorOptions& options);

}  // namespace sudoku::core
