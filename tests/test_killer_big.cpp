// Killer on boards above 9x9 (issue 35, fourth pass): cage digits above 9 digits are exact
// (counted, not listed up to a bound), and 16x16 and 25x25 Killer requests, with and without
// givens, give unique puzzles within a few logical solves, the same again for a seed.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <bit>

#include "core/base/random.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/generate/killer_generator.hpp"
#include "core/grid/cage.hpp"

using namespace sudoku::core;

namespace {

// Every (k, sum) union of the sets of `allowed`, by walking all its subsets once.
struct Unions {
    std::array<std::array<Mask, 326>, 26> by{};
};

Unions brute_force(Mask allowed) {
    Unions u;
    for (Mask set = allowed;; set = (set - 1) & allowed) {
        int sum = 0;
        for (Mask m = set; m != 0; m &= m - 1)
            sum += std::countr_zero(m);
        u.by[std::popcount(set)][sum] |= set;
        if (set == 0) break;
    }
    return u;
}

// `bits` distinct digits drawn from 1..n.
Mask random_mask(Random& rng, int n, int bits) {
    Mask m = 0;
    while (std::popcount(m) < bits)
        m |= digit_bit(static_cast<Digit>(1 + rng.below(static_cast<std::uint32_t>(n))));
    return m;
}

int differences(Mask allowed, int n) {
    const Unions u = brute_force(allowed);
    int differ = 0;
    for (int k = 0; k <= std::popcount(allowed) + 1; ++k)
        for (int sum = 0; sum <= n * (n + 1) / 2 + 1; ++sum) {
            const Mask expected = k <= 25 && sum <= 325 ? u.by[k][sum] : 0;
            const Mask got = cage_digits(sum, k, allowed);
            if (got != expected) {
                ++differ;
                MESSAGE("allowed " << allowed << " k " << k << " sum " << sum << ": " << got
                                   << " expected " << expected);
            }
        }
    return differ;
}

}  // namespace

TEST_CASE("cage digits above 9 digits equal the union of every set, on random masks") {
    Random rng(35);
    int differ = 0, masks = 0;
    for (int n : {16, 25})
        for (int round = 0; round < 12; ++round) {
            // Sparse and dense masks, up to 16 digits (2^16 subsets each for the brute force).
            const int bits = 4 + round;
            Mask allowed = random_mask(rng, n, bits);
            if ((allowed & ~full_mask(9)) == 0) allowed |= digit_bit(static_cast<Digit>(n));
            differ += differences(allowed, n);
            ++masks;
        }
    CHECK(masks == 24);
    CHECK(differ == 0);
}

TEST_CASE("cage digits on the whole 16 and 25 digits: k = 0, k = n, unreachable sums") {
    for (int n : {16, 25}) {
        CAPTURE(n);
        const Mask all = full_mask(n);
        const int total = n * (n + 1) / 2;
        CHECK(cage_digits(0, 0, all) == 0);
        CHECK(cage_digits(5, 0, all) == 0);
        CHECK(cage_digits(total, n, all) == all);
        CHECK(cage_digits(total - 1, n, all) == 0);
        CHECK(cage_digits(total + 1, n, all) == 0);
        CHECK(cage_digits(total - 3, n - 1, all) == (all & ~digit_bit(3)));
        CHECK(cage_digits(2, 2, all) == 0);  // 1 + 2 is the least
        CHECK(cage_digits(3, 2, all) == (digit_bit(1) | digit_bit(2)));
        CHECK(cage_digits(cage_max_sum(3, n) + 1, 3, all) == 0);
        CHECK(cage_digits(-1, 2, all) == 0);
        CHECK(cage_digits(10, -1, all) == 0);
        CHECK(cage_digits(10, n + 1, all) == 0);
        // One of 1, 5, 20 (n = 25) or 16: a sum only two of them reach.
        const Mask sparse =
            digit_bit(1) | digit_bit(5) | digit_bit(static_cast<Digit>(n)) | digit_bit(12);
        CHECK(cage_digits(6, 2, sparse) == (digit_bit(1) | digit_bit(5)));
        CHECK(cage_digits(7, 2, sparse) == 0);  // inside the bounds, made by no pair
    }
}

namespace {

struct BigCase {
    const char* name;
    int size;
    bool givens;
};

// A request through generate_killer, cancelled after `budget` uniqueness checks or logical
// solves (the budget, not the clock, bounds the test).
Result<GeneratedPuzzle> generate_within(const BigCase& c, std::uint64_t seed, int budget,
                                        int& checks) {
    std::atomic<bool> cancel{false};
    checks = 0;
    KillerOptions o{.layout = {.size = c.size},
                    .givens = c.givens,
                    .difficulty = Grade::Medium,
                    .seed = seed,
                    .check_node_limit = 20000,
                    .cancel = &cancel};
    o.on_check = [&] {
        if (++checks >= budget) cancel = true;
    };
    return generate_killer(o);
}

}  // namespace

TEST_CASE("16x16 and 25x25 Killer, with and without givens: unique within a few solves") {
    const BigCase cases[] = {
        {"16 cages", 16, false},
        {"16 givens", 16, true},
        {"25 cages", 25, false},
        {"25 givens", 25, true},
    };
    for (const BigCase& c : cases) {
        CAPTURE(c.name);
        int checks = 0;
        // Before, the cut cages were proved unique by search: each check ran out of its
        // guesses and split one cage, hundreds of checks a grid (25x25: no answer in 200 s).
        // Now one logical solve builds it and one more from nothing grades it, per grid.
        const auto made = generate_within(c, 1, 40, checks);
        REQUIRE(made.ok());
        CHECK(checks <= 16);
        const FastSolveResult r =
            fast_solve(made->puzzle, {.solution_limit = 2, .node_limit = 1'000'000});
        CHECK_FALSE(r.aborted);
        CHECK(r.solutions == 1);
        CHECK(made->puzzle.agrees_with(made->solution));
        const Layout& layout = made->puzzle.layout();
        REQUIRE(layout.is_killer());
        for (const Cage& cage : layout.cages()) {
            int sum = 0;
            for (Cell cell : cage.cells)
                sum += made->solution.at(cell);
            CHECK(sum == cage.sum);
        }
        if (c.givens) {
            CHECK(made->puzzle.filled_count() > 0);
        } else {
            CHECK(made->puzzle.filled_count() == 0);
        }
        int again_checks = 0;
        const auto again = generate_within(c, 1, 40, again_checks);
        REQUIRE(again.ok());
        CHECK(again->puzzle == made->puzzle);
        CHECK(again_checks == checks);
    }
}
