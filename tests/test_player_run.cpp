// Turbo chunks against a scripted time budget, and the comparison's lockstep: both players make
// the same number of events, stop together at the earliest breakpoint, and finish independently.
#include <doctest/doctest.h>

#include <vector>

#include "core/search/player_run.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using sudoku::test::board_of;
using sudoku::test::kCauDoLine;
using sudoku::test::run_solver;

namespace {

SolverPlayer make_player(const Board& start, Algorithm algorithm, Breakpoints breakpoints = {}) {
    auto player =
        SolverPlayer::create(start, {.algorithm = algorithm, .stop_at_first_solution = false});
    REQUIRE(player.ok());
    player->set_breakpoints(breakpoints);
    return std::move(player).value();
}

constexpr Breakpoints kNoBreaks{.on_solution = false};

// A budget that allows `chunks` chunks: has_time() says yes chunks-1 times.
struct ScriptedBudget {
    int answers_left;
    int asked = 0;
    bool operator()() {
        ++asked;
        return answers_left-- > 1;
    }
};

Board replay(const Board& start, const std::vector<Step>& events, std::uint64_t count) {
    Board board = start;
    for (std::uint64_t i = 0; i < count; ++i) {
        if (events[i].kind == StepKind::Place) board.set(events[i].cell, events[i].digit);
        if (events[i].kind == StepKind::Remove) board.set(events[i].cell, kEmpty);
    }
    return board;
}

}  // namespace

TEST_CASE("advance_chunked makes one chunk per yes of the budget, and always a first one") {
    const Board start = board_of(kCauDoLine);
    SolverPlayer player = make_player(start, Algorithm::Naive, kNoBreaks);
    ScriptedBudget budget{3};
    const AdvanceResult r = advance_chunked(player, {.chunk = 10}, [&] { return budget(); });
    CHECK(r.steps == 30);
    CHECK(r.reason == StopReason::Budget);
    CHECK(budget.asked == 3);
    CHECK(player.position() == 30);

    ScriptedBudget never{0};
    const AdvanceResult once = advance_chunked(player, {.chunk = 7}, [&] { return never(); });
    CHECK(once.steps == 7);
    CHECK(player.position() == 37);
}

TEST_CASE("advance_chunked honours max_steps inside a chunk and reports the end") {
    const Board start = board_of(kCauDoLine);
    const auto all = run_solver(start, {.stop_at_first_solution = false});
    SolverPlayer player = make_player(start, Algorithm::Naive, kNoBreaks);
    const AdvanceResult few =
        advance_chunked(player, {.max_steps = 5, .chunk = 4096}, [] { return true; });
    CHECK(few.steps == 5);
    CHECK(few.reason == StopReason::Budget);

    const AdvanceResult rest = advance_chunked(player, {.chunk = 100}, [] { return true; });
    CHECK(rest.reason == StopReason::Finished);
    CHECK(player.position() == all.events.size());
    CHECK(rest.steps == all.events.size() - 5);
}

TEST_CASE("advance_chunked stops on the breakpoint's event, not at the chunk's end") {
    const Board start = board_of(kCauDoLine);
    const auto all = run_solver(start, {.stop_at_first_solution = false});
    std::size_t first_remove = 0;
    while (all.events[first_remove].kind != StepKind::Remove)
        ++first_remove;
    SolverPlayer player = make_player(start, Algorithm::Naive, {.on_backtrack = true});
    const AdvanceResult r = advance_chunked(player, {.chunk = 4096}, [] { return true; });
    CHECK(r.reason == StopReason::Breakpoint);
    CHECK(player.position() == first_remove + 1);
    CHECK(r.steps == first_remove + 1);
}

TEST_CASE("lockstep keeps two algorithms at the same event count until one finishes") {
    const Board start = board_of(kCauDoLine);
    const auto naive = run_solver(start, {.stop_at_first_solution = false});
    const auto mrv =
        run_solver(start, {.algorithm = Algorithm::Mrv, .stop_at_first_solution = false});
    REQUIRE(mrv.events.size() < naive.events.size());

    SolverPlayer a = make_player(start, Algorithm::Naive, kNoBreaks);
    SolverPlayer b = make_player(start, Algorithm::Mrv, kNoBreaks);
    SolverPlayer* const both[] = {&a, &b};
    const std::uint64_t k = mrv.events.size() / 2;
    const AdvanceResult r =
        advance_lockstep(both, {.max_steps = k, .chunk = 3}, [] { return true; });
    CHECK(r.steps == k);
    CHECK(a.position() == k);
    CHECK(b.position() == k);

    // Past mrv's end only naive moves on; Finished only once both are done.
    const AdvanceResult more =
        advance_lockstep(both, {.max_steps = mrv.events.size(), .chunk = 64}, [] { return true; });
    CHECK(more.reason == StopReason::Budget);
    CHECK(b.finished());
    CHECK(b.position() == mrv.events.size());
    CHECK(a.position() == k + mrv.events.size());
    const AdvanceResult end = advance_lockstep(both, {.chunk = 4096}, [] { return true; });
    CHECK(end.reason == StopReason::Finished);
    CHECK(a.position() == naive.events.size());
    CHECK(a.board() == replay(start, naive.events, naive.events.size()));
}

TEST_CASE("lockstep stops both players at the earliest breakpoint, exactly") {
    const Board start = board_of(kCauDoLine);
    const auto naive = run_solver(start, {.stop_at_first_solution = false});
    const auto mrv =
        run_solver(start, {.algorithm = Algorithm::Mrv, .stop_at_first_solution = false});
    std::size_t first_remove = 0;
    while (naive.events[first_remove].kind != StepKind::Remove)
        ++first_remove;
    REQUIRE(first_remove + 1 < mrv.events.size());

    // Only naive has a breakpoint; it is the second player, so mrv has already run past it.
    SolverPlayer a = make_player(start, Algorithm::Mrv, kNoBreaks);
    SolverPlayer b = make_player(start, Algorithm::Naive, {.on_backtrack = true});
    SolverPlayer* const both[] = {&a, &b};
    const AdvanceResult r = advance_lockstep(both, {.chunk = 4096}, [] { return true; });
    CHECK(r.reason == StopReason::Breakpoint);
    CHECK(r.steps == first_remove + 1);
    CHECK(a.position() == first_remove + 1);
    CHECK(b.position() == first_remove + 1);
    CHECK(a.board() == replay(start, mrv.events, first_remove + 1));
    CHECK(b.board() == replay(start, naive.events, first_remove + 1));
}

TEST_CASE("lockstep with no players, or finished ones, reports Finished at once") {
    const AdvanceResult none = advance_lockstep({}, {}, [] { return true; });
    CHECK(none.reason == StopReason::Finished);
    CHECK(none.steps == 0);
    const Board start = board_of("12..34..21..43..");
    SolverPlayer p = make_player(start, Algorithm::Naive, kNoBreaks);
    (void)advance_chunked(p, {}, [] { return true; });
    REQUIRE(p.finished());
    const AdvanceResult again = advance_chunked(p, {}, [] { return true; });
    CHECK(again.reason == StopReason::Finished);
    CHECK(again.steps == 0);
}
