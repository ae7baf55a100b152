// The rules of Watch mode on the sudoku_app library, command in, state out, without a frame:
// the Watch session (app/session/watch_mode.hpp) takes commands in its own queue and applies
// them in execute_commands(), as the front end drives it; update() plays (each test loops until
// the search stops, so no frame's time budget decides an outcome). The counts come from
// lesson 000's own algorithm (lesson_reference.hpp) on its puzzle, cau_do.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/session/watch_mode.hpp"
#include "core/search/solver_player.hpp"
#include "core/text/puzzle_line.hpp"
#include "lesson_reference.hpp"
#include "puzzle_fixtures.hpp"
#include "temp_folder.hpp"

namespace app = sudoku::app;
namespace core = sudoku::core;
namespace wcmd = sudoku::app::wcmd;
using core::Algorithm;
using core::StepKind;

namespace {

core::Board cau_do() {
    return core::parse_puzzle_line(sudoku::test::kCauDoLine).value();
}

// What Watch mode asks of the program around it, recorded.
struct FakeWatchHost : app::WatchHost {
    std::vector<core::Board> solutions;
    std::vector<bool> presentations;
    void apply_solution(const core::Board& solution) override { solutions.push_back(solution); }
    void present(bool on) override { presentations.push_back(on); }
    void presentation_scale_chosen(float) override {}
    std::vector<std::pair<std::string, bool>> written;  // each file written, and `keep`
    void file_written(const std::string& path, bool keep) override {
        written.emplace_back(path, keep);
    }
};

struct WatchFixture {
    app::WatchMode watch;
    FakeWatchHost host;
    core::Board givens = cau_do();

    // Commands in, as the front end posts them, then applied as after a frame's UI pass.
    template <class... C>
    void run(C... commands) {
        (watch.post(app::WatchCommand{commands}), ...);
        (void)watch.execute_commands(givens, host);
    }
    // Frames until the search stops on its own (a breakpoint, a target, the end); a generous
    // guard instead of a time limit.
    void play_until_paused() {
        for (int frame = 0; watch.playing() || watch.seeking(); ++frame) {
            REQUIRE(frame < 1'000'000);
            watch.update(1.0 / 60.0);
        }
    }
    [[nodiscard]] const core::SolverPlayer& lane(std::size_t i = 0) const {
        return watch.lanes()[i].player;
    }
    [[nodiscard]] std::uint64_t position(std::size_t i = 0) const { return lane(i).position(); }
};

// Lesson 000's events on cau_do, every solution enumerated as Watch does.
const sudoku::test::LessonResult& lesson() {
    static const auto result = sudoku::test::lesson_naive(cau_do(), /*enumerate=*/true, true);
    return result;
}
// The 1-based position just after the first event of `kind` in the lesson's run.
std::uint64_t first_position_of(StepKind kind) {
    const auto& events = lesson().events;
    const auto it = std::find_if(events.begin(), events.end(),
                                 [&](const core::Step& s) { return s.kind == kind; });
    REQUIRE(it != events.end());
    return static_cast<std::uint64_t>(it - events.begin()) + 1;
}

}  // namespace

TEST_CASE("watch rules: entering starts the lesson's search paused at its start") {
    WatchFixture f;
    f.run(wcmd::Enter{});
    REQUIRE(f.watch.active());
    REQUIRE(f.watch.ready());
    CHECK(f.watch.lanes().size() == 1);
    CHECK(f.lane().options().algorithm == Algorithm::Naive);
    CHECK(f.position() == 0);
    CHECK_FALSE(f.watch.playing());
}

TEST_CASE("watch rules: To end counts what lesson 000 counts") {
    WatchFixture f;
    f.run(wcmd::Enter{}, wcmd::ToEnd{});
    f.play_until_paused();
    const core::SearchCounters& c = f.lane().counters();
    CHECK(f.lane().finished());
    CHECK(c.placements == lesson().writes);
    CHECK(c.backtracks == lesson().resets);
    CHECK(c.checks == lesson().checks);
    CHECK(c.solutions == lesson().solutions);
    CHECK(c.max_depth == lesson().max_depth);
    CHECK(f.position() == lesson().events.size());
    CHECK(f.watch.message() == app::WatchText::MessageSearchComplete);
}

TEST_CASE("watch rules: step and back move one event of the lesson at a time") {
    WatchFixture f;
    f.run(wcmd::Enter{});
    for (std::uint64_t i = 1; i <= 40; ++i) {
        f.run(wcmd::StepForward{});
        REQUIRE(f.position() == i);
        REQUIRE(f.lane().last_step().has_value());
        CHECK(f.lane().last_step()->kind == lesson().events[i - 1].kind);
        CHECK(f.lane().last_step()->cell == lesson().events[i - 1].cell);
        CHECK(f.lane().last_step()->digit == lesson().events[i - 1].digit);
    }
    const core::SearchCounters at_39 = [&] {
        WatchFixture g;
        g.run(wcmd::Enter{}, wcmd::SeekTo{39});
        g.play_until_paused();
        return g.lane().counters();
    }();
    f.run(wcmd::StepBack{});
    CHECK(f.position() == 39);
    CHECK(f.lane().counters().placements == at_39.placements);
    CHECK(f.lane().counters().backtracks == at_39.backtracks);
    f.run(wcmd::ToStart{});
    CHECK(f.position() == 0);
    CHECK(f.lane().board() == f.givens);
}

TEST_CASE("watch rules: run to the next backtrack, then to the next solution") {
    WatchFixture f;
    f.run(wcmd::Enter{}, wcmd::RunTo{core::RunTarget::NextBacktrack});
    f.play_until_paused();
    CHECK(f.position() == first_position_of(StepKind::Remove));
    CHECK(f.lane().last_step()->kind == StepKind::Remove);
    CHECK(f.lane().counters().backtracks == 1);
    CHECK(f.watch.message() == app::WatchText::MessageReachedTarget);

    f.run(wcmd::RunTo{core::RunTarget::NextSolution});
    f.play_until_paused();
    CHECK(f.position() == first_position_of(StepKind::Solution));
    CHECK(f.lane().counters().solutions == 1);
    CHECK(f.lane().board().cells() == lesson().first_solution);
    CHECK(f.watch.shows_solution());
    // Apply solution asks the host to play it; Watch never touches the game itself.
    f.run(wcmd::ApplySolution{});
    REQUIRE(f.host.solutions.size() == 1);
    CHECK(f.host.solutions.front().cells() == lesson().first_solution);
}

TEST_CASE("watch rules: breakpoints pause the search where they say") {
    WatchFixture f;
    f.run(wcmd::Enter{});
    SUBCASE("on a backtrack") {
        f.run(wcmd::SetBreakpoints{{.on_backtrack = true}}, wcmd::TogglePlay{});
        f.play_until_paused();
        CHECK(f.position() == first_position_of(StepKind::Remove));
        CHECK(f.watch.message() == app::WatchText::MessageBreakpoint);
    }
    SUBCASE("on a dead end") {
        f.run(wcmd::SetBreakpoints{{.on_dead_end = true}}, wcmd::TogglePlay{});
        f.play_until_paused();
        CHECK(f.position() == first_position_of(StepKind::DeadEnd));
        CHECK(f.lane().last_step()->kind == StepKind::DeadEnd);
        CHECK(f.watch.message() == app::WatchText::MessageBreakpoint);
    }
    SUBCASE("on a solution (the default)") {
        f.run(wcmd::TogglePlay{}, wcmd::SetSpeed{core::Pacer::kTurboSpeed});
        f.play_until_paused();
        CHECK(f.position() == first_position_of(StepKind::Solution));
        CHECK(f.watch.message() == app::WatchText::MessageFoundSolution);
    }
}

TEST_CASE("watch rules: changing the algorithm starts the lanes again") {
    WatchFixture f;
    f.run(wcmd::Enter{});
    for (int i = 0; i < 25; ++i)
        f.run(wcmd::StepForward{});
    REQUIRE(f.position() == 25);
    app::WatchSetup setup = f.watch.setup();
    setup.lane(0).algorithm = Algorithm::Mrv;
    f.run(wcmd::SetSetup{setup});
    REQUIRE(f.watch.lanes().size() == 1);
    CHECK(f.lane().options().algorithm == Algorithm::Mrv);
    CHECK(f.position() == 0);
    CHECK_FALSE(f.watch.playing());
    // The same setup again changes nothing: the search stays where it is.
    f.run(wcmd::StepForward{}, wcmd::SetSetup{setup});
    CHECK(f.position() == 1);
}

TEST_CASE("watch rules: Compare's lanes search independently, each with its own setup") {
    WatchFixture f;
    app::WatchSetup setup;
    setup.compare = true;
    setup.lane(0) = {.algorithm = Algorithm::Naive};
    setup.lane(1) = {.algorithm = Algorithm::Mrv, .order = core::ValueOrder::Random, .seed = 7};
    f.run(wcmd::Enter{}, wcmd::SetSetup{setup});
    REQUIRE(f.watch.lanes().size() == 2);
    for (int i = 0; i < 30; ++i)
        f.run(wcmd::StepForward{});
    // Each lane is where its own search alone would be after 30 events.
    for (std::size_t lane = 0; lane < 2; ++lane) {
        auto alone =
            core::SolverPlayer::create(f.givens, setup.lane(static_cast<int>(lane)).options());
        REQUIRE(alone.ok());
        (void)alone->advance(30);
        CHECK(f.position(lane) == 30);
        CHECK(f.lane(lane).board() == alone->board());
        CHECK(f.lane(lane).counters().placements == alone->counters().placements);
    }
    CHECK(f.lane(1).options().seed == 7);
    CHECK(f.lane(1).options().order == core::ValueOrder::Random);
    // Running to the end: each finishes at its own length; the first lane still counts the lesson.
    f.run(wcmd::ToEnd{});
    f.play_until_paused();
    CHECK(f.lane(0).finished());
    CHECK(f.lane(1).finished());
    CHECK(f.lane(0).counters().placements == lesson().writes);
    CHECK(f.lane(1).counters().placements < f.lane(0).counters().placements);
    // Back steps only the lane at the front: the shorter search waits at its end.
    const std::uint64_t shorter = f.position(1);
    REQUIRE(shorter < f.position(0));
    f.run(wcmd::StepBack{});
    CHECK(f.position(0) == lesson().events.size() - 1);
    CHECK(f.position(1) == shorter);
}

TEST_CASE("watch rules: a saved session reopens with each lane's setup and position") {
    sudoku::test::TempFolder folder;
    const std::string path = (folder / "lesson.json").string();
    app::WatchSetup setup;
    setup.compare = true;
    setup.lane(0) = {.algorithm = Algorithm::Dlx, .column_rule = core::ColumnRule::First};
    setup.lane(1) = {.algorithm = Algorithm::Custom,
                     .var = core::VarOrder::Mrv,
                     .infer = core::Inference::ForwardCheck,
                     .order = core::ValueOrder::Lcv,
                     .seed = 11};
    {
        WatchFixture f;
        f.watch.set_session_path(path);
        f.run(wcmd::Enter{}, wcmd::SetSetup{setup});
        for (int i = 0; i < 17; ++i)
            f.run(wcmd::StepForward{});
        f.run(wcmd::SaveSession{});
        CHECK(f.watch.message() == app::WatchText::MessageSessionSaved);
        // Told to the host (a browser hands it over), kept: Open session reads it again.
        REQUIRE(f.host.written.size() == 1);
        CHECK(f.host.written[0] == std::pair(path, true));
    }
    WatchFixture g;
    g.watch.set_session_path(path);
    g.run(wcmd::Enter{}, wcmd::LoadSession{});
    g.play_until_paused();
    CHECK(g.watch.message() == app::WatchText::MessageSessionLoaded);
    CHECK(g.watch.setup().compare);
    CHECK(g.watch.setup().lane(0) == setup.lane(0));
    CHECK(g.watch.setup().lane(1).options().infer == core::Inference::ForwardCheck);
    CHECK(g.watch.setup().lane(1).order == core::ValueOrder::Lcv);
    CHECK(g.watch.setup().lane(1).seed == 11);
    REQUIRE(g.watch.lanes().size() == 2);
    CHECK(g.position(0) == 17);
    CHECK(g.position(1) == 17);
    CHECK(g.lane(0).options().column_rule == core::ColumnRule::First);
}
