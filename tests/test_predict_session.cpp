// Predict mode's schedule (app/watch/predict_session, plain C++ on the core): where the search
// stops to ask for each cadence, the reveal's position, and the score.
#include <doctest/doctest.h>

#include "app/session/predict_session.hpp"
#include "step_test_support.hpp"

using namespace sudoku;
using app::PredictCadence;
using app::PredictSession;

namespace {

core::SolverPlayer player_on(const char* line, core::Algorithm a) {
    auto player = core::SolverPlayer::create(test::board_of(line), {.algorithm = a});
    REQUIRE(player.ok());
    return std::move(player).value();
}

// Plays to the next question as WatchMode does (steps_allowed, then ask_if_due) and answers it
// with the real answer (or a wrong one); returns false when no question is left.
bool next_question(PredictSession& s, core::SolverPlayer& p, bool right, std::uint64_t& asked_at) {
    for (int guard = 0; guard < 1000; ++guard) {
        const std::uint64_t allowed = s.steps_allowed(p);
        if (allowed == 0) break;
        if (allowed == UINT64_MAX) return false;
        (void)p.advance(allowed);
    }
    s.ask_if_due(p);
    REQUIRE(s.asking());
    const core::Prediction* q = s.prediction();
    REQUIRE(q != nullptr);
    asked_at = p.position();
    core::PredictAnswer given = q->answer;
    if (!right) given = {.kind = core::PredictAnswerKind::PickCell, .cell = 80};
    const auto reveal = s.answer(given, false);
    REQUIRE(reveal.has_value());
    CHECK(*reveal == p.position() + q->events);
    REQUIRE(p.seek(*reveal));
    // The reveal shows the deciding event itself.
    CHECK(test::same_event(*p.last_step(), q->step));
    s.resume();
    return true;
}

}  // namespace

TEST_CASE("predict session: every decision is asked, in the search's order, and scored") {
    auto p = player_on(test::kCauDoLine, core::Algorithm::Naive);
    PredictSession s;
    CHECK(s.steps_allowed(p) == UINT64_MAX);  // off: no stop
    s.set_enabled(true);
    s.set_cadence(PredictCadence::Every, 3);
    std::uint64_t passed = 0;
    // first: the cell r1c3 (event 1, a Select), then its value 3 (events 2..6)
    REQUIRE(next_question(s, p, true, passed));
    CHECK(p.position() == 1);
    REQUIRE(next_question(s, p, false, passed));
    CHECK(p.last_step()->kind == core::StepKind::Place);
    CHECK(p.last_step()->digit == 3);
    CHECK(s.asked() == 2);
    CHECK(s.right() == 1);
    s.reset_score();
    CHECK(s.asked() == 0);
}

TEST_CASE("predict session: every Nth decision, and after each backtrack") {
    for (const auto a :
         {core::Algorithm::Naive, core::Algorithm::Mrv, core::Algorithm::Propagate}) {
        INFO(core::algorithm_name(a));
        // The positions of every decision, from the core's own chain.
        std::vector<std::uint64_t> decisions;
        std::vector<bool> after_backtrack;
        {
            auto made = core::make_step_solver(test::board_of(test::kCauDoLine), {.algorithm = a});
            REQUIRE(made.ok());
            std::unique_ptr<core::StepSolver> solver = std::move(made).value();
            std::uint64_t at = 0;
            bool backtracked = false;
            while (auto next = core::predict_next(*solver)) {
                if (!next->prediction.asks()) break;
                decisions.push_back(at);
                after_backtrack.push_back(backtracked || next->prediction.passes_backtrack);
                backtracked = next->prediction.answer.kind == core::PredictAnswerKind::Backtrack;
                at += next->prediction.events;
                solver = std::move(next->after);
            }
        }
        REQUIRE(decisions.size() > 6);
        auto p = player_on(test::kCauDoLine, a);
        PredictSession s;
        s.set_enabled(true);
        s.set_cadence(PredictCadence::EveryNth, 3);
        std::uint64_t passed = 0;
        // asked at decisions 0, 3 and 6 only
        for (std::size_t i = 0; i < 3; ++i) {
            REQUIRE(next_question(s, p, true, passed));
            CHECK(passed == decisions[3 * i]);
        }
        if (a != core::Algorithm::Naive) continue;
        // naive on cau_do backtracks: the questions after a backtrack only
        auto b = player_on(test::kCauDoLine, a);
        PredictSession after;
        after.set_enabled(true);
        after.set_cadence(PredictCadence::AfterBacktrack, 3);
        REQUIRE(after.steps_allowed(b) != UINT64_MAX);
        const std::uint64_t stop = b.position() + after.steps_allowed(b);
        std::size_t k = 0;
        while (k < decisions.size() && decisions[k] < stop)
            ++k;
        REQUIRE(k < decisions.size());
        CHECK(decisions[k] == stop);
        CHECK(after_backtrack[k]);
        for (std::size_t j = 0; j < k; ++j)
            CHECK_FALSE(after_backtrack[j]);
    }
}
