// The visualizer's player: board equals replay at every point, exact step back, breakpoints
// and run-to targets stop exactly where they should, memory stays bounded.
#include <doctest/doctest.h>

#include <vector>

#include "core/base/random.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/search/pacer.hpp"
#include "core/search/solver_player.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"

using namespace sudoku::core;

namespace {

// A 4x4 with its right half empty: several solutions.
const char* kSeveralSolutions4 = "12..34..21..43..";

// Every event the solver emits, from an independent instance (ground truth for the player).
std::vector<Step> all_events(const Board& start, const StepSolverOptions& options,
                             std::size_t cap = 2'000'000) {
    auto solver = make_step_solver(start, options);
    REQUIRE(solver.ok());
    std::vector<Step> events;
    while (events.size() < cap) {
        auto step = (*solver)->next();
        if (!step) break;
        events.push_back(*step);
    }
    return events;
}

Board replay(Board board, const std::vector<Step>& events, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) {
        if (events[i].kind == StepKind::Place) board.set(events[i].cell, events[i].digit);
        if (events[i].kind == StepKind::Remove) board.set(events[i].cell, kEmpty);
    }
    return board;
}

SolverPlayer make_player(const Board& start, const StepSolverOptions& options,
                         const PlayerLimits& limits = {}) {
    auto player = SolverPlayer::create(start, options, limits);
    REQUIRE(player.ok());
    return std::move(player).value();
}

}  // namespace

TEST_CASE("player board equals replay forwards and backwards, for every algorithm") {
    const Board start = sudoku::test::board_of(sudoku::test::kCauDoLine);
    for (Algorithm algo : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate}) {
        CAPTURE(algorithm_name(algo));
        const StepSolverOptions options{.algorithm = algo};
        const auto events = all_events(start, options);
        REQUIRE(!events.empty());
        auto player = make_player(start, options);
        std::vector<SearchCounters> counters{player.counters()};
        for (std::size_t i = 0; i < events.size(); ++i) {
            REQUIRE(player.advance(1).steps == 1);
            REQUIRE(player.board() == replay(start, events, i + 1));
            REQUIRE(player.last_step()->kind == events[i].kind);
            counters.push_back(player.counters());
        }
        CHECK(player.advance(1).reason == StopReason::Finished);
        CHECK(player.finished());
        for (std::size_t i = events.size(); i-- > 0;) {
            REQUIRE(player.step_back());
            REQUIRE(player.position() == i);
            REQUIRE(player.board() == replay(start, events, i));
            REQUIRE(player.counters().placements == counters[i].placements);
            REQUIRE(player.counters().steps == counters[i].steps);
        }
        CHECK_FALSE(player.step_back());
        CHECK(player.board() == start);
    }
}

TEST_CASE("seeking is exact beyond the recent-event window and checkpoints stay bounded") {
    const Board start = sudoku::test::board_of(sudoku::test::kCauDoLine);
    const StepSolverOptions options{.algorithm = Algorithm::Naive, .stop_at_first_solution = false};
    const auto events = all_events(start, options);
    REQUIRE(events.size() > 2000);
    // Tiny limits force every path: ring wrap-around, thinning, rebuilds from checkpoints.
    const PlayerLimits limits{.recent_events = 64, .max_checkpoints = 6, .first_interval = 16};
    auto player = make_player(start, options, limits);
    CHECK(player.seek(events.size()));
    CHECK(player.checkpoint_count() <= 7);
    Random rng(7);
    for (int k = 0; k < 200; ++k) {
        const std::uint64_t target = rng.below(static_cast<std::uint32_t>(events.size() + 1));
        REQUIRE(player.seek(target));
        REQUIRE(player.position() == target);
        REQUIRE(player.board() == replay(start, events, target));
        if (target > 0) REQUIRE(player.last_step()->cell == events[target - 1].cell);
        REQUIRE(player.checkpoint_count() <= 7);
    }
    // Step back one at a time across the whole run, past the 64-event window many times.
    REQUIRE(player.seek(events.size()));
    for (std::size_t i = events.size(); i-- > 0;) {
        REQUIRE(player.step_back());
        if (i % 97 == 0) REQUIRE(player.board() == replay(start, events, i));
    }
    CHECK(player.board() == start);
}

TEST_CASE("solver at position matches a fresh solver run to the same point") {
    const Board start = sudoku::test::board_of(sudoku::test::kCauDoLine);
    const StepSolverOptions options{.algorithm = Algorithm::Propagate};
    auto player = make_player(start, options);
    player.advance(40);
    player.step_back();
    player.step_back();
    auto fresh = make_step_solver(start, options);
    REQUIRE(fresh.ok());
    for (int i = 0; i < 38; ++i)
        (void)(*fresh)->next();
    const StepSolver& at = player.solver_at_position();
    CHECK(at.board() == (*fresh)->board());
    CHECK(at.counters().steps == (*fresh)->counters().steps);
    for (int c = 0; c < start.cell_count(); ++c)
        REQUIRE(at.candidates(static_cast<Cell>(c)) == (*fresh)->candidates(static_cast<Cell>(c)));
}

TEST_CASE("breakpoints stop exactly on the first matching event") {
    const Board start = sudoku::test::board_of(sudoku::test::kCauDoLine);
    const StepSolverOptions options{.algorithm = Algorithm::Naive};
    const auto events = all_events(start, options);
    auto first_index = [&](auto pred) {
        for (std::size_t i = 0; i < events.size(); ++i)
            if (pred(events[i])) return i;
        FAIL("no such event");
        return std::size_t{0};
    };

    SUBCASE("on backtrack") {
        auto player = make_player(start, options);
        player.set_breakpoints({.on_backtrack = true});
        const auto result = player.advance(1'000'000);
        CHECK(result.reason == StopReason::Breakpoint);
        CHECK(player.position() ==
              first_index([](const Step& s) { return s.kind == StepKind::Remove; }) + 1);
        // The next advance goes past it to the following backtrack.
        const auto before = player.position();
        player.advance(1'000'000);
        CHECK(player.last_step()->kind == StepKind::Remove);
        CHECK(player.position() > before);
    }
    SUBCASE("on dead end") {
        auto player = make_player(start, options);
        player.set_breakpoints({.on_dead_end = true});
        CHECK(player.advance(1'000'000).reason == StopReason::Breakpoint);
        CHECK(player.position() ==
              first_index([](const Step& s) { return s.kind == StepKind::DeadEnd; }) + 1);
    }
    SUBCASE("on a chosen cell") {
        const Cell watched = 2;  // r1c3, the first empty cell of cau_do
        auto player = make_player(start, options);
        player.set_breakpoints({.on_solution = false, .watch_cell = watched});
        player.advance(1'000'000);
        CHECK(player.position() == first_index([&](const Step& s) {
                                       return s.cell == watched && s.kind == StepKind::Place;
                                   }) + 1);
    }
    SUBCASE("on depth") {
        auto player = make_player(start, options);
        player.set_breakpoints({.on_solution = false, .depth_at_least = 10});
        CHECK(player.advance(1'000'000).reason == StopReason::Breakpoint);
        CHECK(player.counters().depth >= 10);
        player.step_back();
        CHECK(player.counters().depth < 10);
    }
    SUBCASE("on solution, and the end") {
        auto player = make_player(start, options);
        CHECK(player.advance(10'000'000).reason == StopReason::Breakpoint);
        CHECK(player.last_step()->kind == StepKind::Solution);
        CHECK(player.board().is_solved());
        CHECK(player.advance(10).reason == StopReason::Finished);
    }
}

TEST_CASE("run-to targets: next solution walks through every solution") {
    const Board start = sudoku::test::board_of(kSeveralSolutions4);
    const int expected = count_solutions(start, 1000);  // the fast solver, an independent count
    REQUIRE(expected > 1);
    const StepSolverOptions options{.algorithm = Algorithm::Naive, .stop_at_first_solution = false};
    auto player = make_player(start, options);
    player.set_breakpoints({.on_solution = false});
    std::vector<Board> solutions;
    while (player.advance(1'000'000, RunTarget::NextSolution).reason == StopReason::Target)
        solutions.push_back(player.board());
    REQUIRE(static_cast<int>(solutions.size()) == expected);
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        CHECK(solutions[i].is_solved());
        CHECK(start.agrees_with(solutions[i]));
        for (std::size_t j = 0; j < i; ++j)
            CHECK_FALSE(solutions[i] == solutions[j]);
    }
    CHECK(player.finished());
}

TEST_CASE("run-to targets: next backtrack and next depth change") {
    const Board start = sudoku::test::board_of(sudoku::test::kCauDoLine);
    const StepSolverOptions options{.algorithm = Algorithm::Naive};
    auto player = make_player(start, options);
    CHECK(player.advance(1'000'000, RunTarget::NextBacktrack).reason == StopReason::Target);
    CHECK(player.last_step()->kind == StepKind::Remove);
    const int depth = player.counters().depth;
    CHECK(player.advance(1'000'000, RunTarget::NextDepthChange).reason == StopReason::Target);
    CHECK(player.counters().depth != depth);
}

TEST_CASE("conflicting givens are refused with the conflict named") {
    auto bad = SolverPlayer::create(
        sudoku::test::board_of(
            "770400120600075009000601078007040260001050930904060005070300012120007400049206007"),
        {});
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()).find("r1c1") != std::string::npos);
}

TEST_CASE("pacer turns speed into whole steps per frame") {
    Pacer pacer;
    pacer.set_speed(1.0);
    std::uint64_t total = 0;
    for (int frame = 0; frame < 121; ++frame)
        total += pacer.steps_for(1.0 / 60.0);
    CHECK(total == 2);  // just over two seconds at one step per second: fractions carry over

    pacer.set_speed(1000.0);
    CHECK(pacer.steps_for(0.1) == 100);
    CHECK(pacer.steps_for(10.0) == 250);  // a stall owes at most a quarter second
    CHECK(pacer.steps_for(0.0) == 0);
    CHECK(pacer.steps_for(-1.0) == 0);

    pacer.set_speed(Pacer::kTurboSpeed);
    CHECK(pacer.turbo());
    CHECK(pacer.steps_for(0.016) > 1'000'000'000ULL);
}
