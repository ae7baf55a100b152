// The puzzles made ahead: the pool never hands out a puzzle twice, the filler makes puzzles of
// the kind asked for last and cancels on a change, a seeded request bypasses the pool, and a
// damaged pool file is discarded.
#include <doctest/doctest.h>

#include <atomic>
#include <fstream>
#include <string>
#include <thread>

#include "app/support/pool_filler.hpp"
#include "core/generate/puzzle_pool.hpp"
#include "core/generate/puzzle_request.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/puzzle_pool_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku;

namespace {

core::PooledPuzzle pooled(int i) {
    return {.puzzle = "puzzle-" + std::to_string(i),
            .solution = "solution",
            .grade = "easy",
            .seed = 0};
}

core::PuzzleRequest classic_easy() {
    return {.settings = core::normalized({}), .killer = false, .killer_givens = false};
}

}  // namespace

TEST_CASE("request kinds differ in everything but the seed") {
    core::PuzzleRequest a = classic_easy();
    core::PuzzleRequest b = a;
    b.settings.seed = a.settings.seed + 17;
    CHECK(core::request_kind(a) == core::request_kind(b));
    CHECK(core::request_kind(a) == "9 3x3 classic easy empty=any rotate180");
    b.killer = true;
    CHECK(core::request_kind(b) == "9 3x3 classic easy empty=any rotate180 killer");
    b.killer_givens = true;
    CHECK(core::request_kind(b) != core::request_kind(a));
    core::PuzzleRequest c = a;
    c.settings.empty = 50;
    CHECK(core::request_kind(c) == "9 3x3 classic easy empty=50 rotate180");
    c.settings = core::with_difficulty(c.settings, std::nullopt);
    CHECK(core::request_kind(c).find(" any ") != std::string::npos);
}

TEST_CASE("the pool hands out each puzzle once, oldest first") {
    core::PuzzlePool pool;
    CHECK_FALSE(pool.take("k").has_value());
    CHECK(pool.add("k", pooled(1)));
    CHECK(pool.add("k", pooled(2)));
    CHECK(pool.full("k"));
    CHECK_FALSE(pool.add("k", pooled(3)));  // full
    CHECK(pool.take("k") == pooled(1));
    CHECK_FALSE(pool.add("k", pooled(1)));      // handed out before: never again
    CHECK_FALSE(pool.add("k", pooled(2)));      // already held
    CHECK_FALSE(pool.add("other", pooled(2)));  // held under another kind
    CHECK(pool.take("k") == pooled(2));
    CHECK_FALSE(pool.take("k").has_value());
    pool.remember_handed_out("puzzle-9");  // started cold: never pooled afterwards
    CHECK_FALSE(pool.add("k", pooled(9)));
    CHECK(pool.add("k", pooled(10)));
}

TEST_CASE("the pool keeps the kinds asked for last") {
    core::PuzzlePool pool;
    for (std::size_t i = 0; i < core::PuzzlePool::kMaxKinds; ++i)
        CHECK(pool.add("kind" + std::to_string(i), pooled(static_cast<int>(i))));
    pool.touch("kind0");
    CHECK(pool.add("new", pooled(100)));  // trims the least recently asked-for kind
    CHECK(pool.kinds().size() == core::PuzzlePool::kMaxKinds);
    CHECK(pool.count("kind0") == 1);
    CHECK(pool.count("new") == 1);
    std::size_t total = 0;
    for (const auto& kind : pool.kinds())
        total += kind.puzzles.size();
    CHECK(total == core::PuzzlePool::kMaxKinds);
}

TEST_CASE("the filler makes puzzles of the wanted kind until the pool is full") {
    int made = 0;
    std::uint64_t seed = 0;
    app::PoolFiller filler(
        [&](const core::PuzzleRequest& request, const std::atomic<bool>*) {
            ++made;
            auto board = core::parse_puzzle_line(std::string(81, '.'));
            REQUIRE(board.ok());
            core::Board puzzle = *board;
            puzzle.set(0, static_cast<core::Digit>(request.settings.seed % 9 + 1));
            // Each seed its own puzzle: the board's first cell and a marker cell.
            puzzle.set(static_cast<core::Cell>(1 + request.settings.seed % 80), 1);
            return core::Result<core::GeneratedPuzzle>(core::GeneratedPuzzle{
                .puzzle = puzzle, .solution = puzzle, .grade = {}, .stats = {}});
        },
        [&] { return ++seed; });
    core::PuzzlePool pool;
    filler.poll(pool);
    CHECK_FALSE(filler.making());  // nothing wanted yet
    const core::PuzzleRequest request = classic_easy();
    const std::string kind = core::request_kind(request);
    filler.want(request);
    for (int round = 0; round < 10 && !pool.full(kind); ++round) {
        filler.poll(pool);
        filler.settle(pool);
    }
    CHECK(pool.count(kind) == core::PuzzlePool::kPerKind);
    filler.poll(pool);
    CHECK_FALSE(filler.making());  // full: the worker rests
    CHECK(made == static_cast<int>(core::PuzzlePool::kPerKind));
    const auto first = pool.take(kind);
    REQUIRE(first.has_value());
    const auto second = pool.take(kind);
    REQUIRE(second.has_value());
    CHECK(first->puzzle != second->puzzle);
}

TEST_CASE("the filler cancels the puzzle being made when the kind changes") {
    std::atomic<bool> started{false};
    std::atomic<bool> saw_cancel{false};
    app::PoolFiller filler(
        [&](const core::PuzzleRequest&, const std::atomic<bool>* cancel) {
            started = true;
            while (!cancel->load())
                std::this_thread::yield();  // only a cancel ends this
            saw_cancel = true;
            return core::Result<core::GeneratedPuzzle>(core::unspecified_error("cancelled"));
        },
        [] { return std::uint64_t{1}; });
    core::PuzzlePool pool;
    filler.want(classic_easy());
    filler.poll(pool);
    REQUIRE(filler.making());
    while (!started)
        std::this_thread::yield();
    core::PuzzleRequest other = classic_easy();
    other.settings.size = 4;
    other.settings = core::normalized(other.settings);
    filler.want(other);  // joins the cancelled worker
    CHECK(saw_cancel);
    CHECK(pool.count(core::request_kind(classic_easy())) == 0);
    filler.stop();
    CHECK_FALSE(filler.making());
}

TEST_CASE("the filler gives up on a kind that keeps failing") {
    int calls = 0;
    app::PoolFiller filler(
        [&](const core::PuzzleRequest&, const std::atomic<bool>*) {
            ++calls;
            return core::Result<core::GeneratedPuzzle>(core::unspecified_error("impossible"));
        },
        [] { return std::uint64_t{1}; });
    core::PuzzlePool pool;
    filler.want(classic_easy());
    for (int round = 0; round < 10; ++round) {
        filler.poll(pool);
        filler.settle(pool);
    }
    CHECK(calls == app::PoolFiller::kMaxFailures);
}

TEST_CASE("the real generator fills the pool with startable, unique puzzles") {
    app::PoolFiller filler;
    core::PuzzlePool pool;
    core::PuzzleRequest request = classic_easy();
    request.settings.size = 4;
    request.settings = core::normalized(request.settings);
    const std::string kind = core::request_kind(request);
    filler.want(request);
    for (int round = 0; round < 20 && !pool.full(kind); ++round) {
        filler.poll(pool);
        filler.settle(pool);
    }
    REQUIRE(pool.full(kind));
    const auto taken = pool.take(kind);
    REQUIRE(taken.has_value());
    const auto puzzle = core::parse_puzzle_line(taken->puzzle);
    const auto solution = core::parse_puzzle_line(taken->solution);
    REQUIRE(puzzle.ok());
    REQUIRE(solution.ok());
    CHECK(solution->is_full());
    CHECK(taken->grade == "easy");
    // The seed it carries makes the same puzzle again.
    request.settings.seed = taken->seed;
    const auto again = core::generate_for_request(request, nullptr);
    REQUIRE(again.ok());
    CHECK(core::format_puzzle_line(again->puzzle) == taken->puzzle);
}

TEST_CASE("the pool file reads back what was written and discards a damaged one") {
    test::TempFolder folder;
    const auto path = folder / "puzzle-pool.json";
    CHECK_FALSE(io::load_puzzle_pool(path).discarded.has_value());  // missing: empty, no error

    const std::string line =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const std::string solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    core::PuzzlePool pool;
    CHECK(pool.add("9 3x3 classic easy empty=any rotate180", {line, solved, "easy", 123456789}));
    pool.remember_handed_out("something handed out");
    REQUIRE_FALSE(io::save_puzzle_pool(path, pool).has_value());
    const io::LoadedPool loaded = io::load_puzzle_pool(path);
    CHECK_FALSE(loaded.discarded.has_value());
    CHECK(loaded.pool.kinds() == pool.kinds());
    CHECK(loaded.pool.was_handed_out("something handed out"));

    const auto damaged = [&](const std::string& text) {
        std::ofstream(path) << text;
        const io::LoadedPool read = io::load_puzzle_pool(path);
        CHECK(read.pool.kinds().empty());
        REQUIRE(read.discarded.has_value());
        return i18n::english(*read.discarded);
    };
    CHECK(damaged("{not json").find("not JSON") != std::string::npos);
    CHECK(damaged(R"({"format": "sudoku-lab-puzzle-pool", "version": 1, "kinds": [{"kind": "k",
        "puzzles": [{"puzzle": "12x", "solution": "1", "grade": "", "seed": 1}]}], "handed_out": []})")
              .find("kinds[0].puzzles[0].puzzle") != std::string::npos);
    CHECK(damaged(R"({"format": "sudoku-lab-puzzle-pool", "version": 1, "kinds": [],
        "handed_out": ["xyz"]})")
              .find("handed_out[0]") != std::string::npos);
    CHECK(damaged(R"({"format": "sudoku-lab-puzzle-pool", "version": 1, "kinds": [{"kind": "k",
        "puzzles": [{"puzzle": ")" +
                  line + R"(", "solution": ")" + line + R"(", "grade": "", "seed": 1}]}],
        "handed_out": []})")
              .find("not a complete grid") != std::string::npos);
}
