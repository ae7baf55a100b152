// 12x12 jigsaw-X: the uniqueness checks are bounded at 2,000 guesses by default (a few checks
// per puzzle ran into the 50,000-guess bound and took nearly all the time); a check cut short
// keeps its given, so the puzzle stays unique.
#include <doctest/doctest.h>

#include "core/fast/fast_solver.hpp"
#include "core/generate/generator.hpp"
#include "i18n/describe.hpp"
#include "sanitized_build.hpp"

using namespace sudoku::core;

TEST_CASE("12x12 jigsaw-X checks default to 2,000 guesses, and the puzzle stays unique") {
    for (std::uint64_t seed : {1, 2}) {
        if (kSanitizedBuild && seed == 2) continue;  // ten times slower there; Release runs both
        CAPTURE(seed);
        GeneratorOptions options{
            .layout = {.size = 12, .diagonals = true}, .jigsaw = true, .seed = seed};
        auto made = generate_puzzle(options);
        REQUIRE_MESSAGE(made.ok(), sudoku::i18n::english(made.error()));
        // The default is the explicit 2,000: the same seed gives the same puzzle.
        options.limits.check_node_limit = 2000;
        auto bounded = generate_puzzle(options);
        REQUIRE(bounded.ok());
        CHECK(made->puzzle == bounded->puzzle);
        CHECK(made->stats.bound_hits == bounded->stats.bound_hits);
        const FastSolveResult count = fast_solve(made->puzzle, {.solution_limit = 2});
        CHECK(count.solutions == 1);
        CHECK(!count.aborted);
    }
}
