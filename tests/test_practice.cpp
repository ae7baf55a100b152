// Practice positions: for every technique the logical solver knows, each listed seed gives a
// position whose next step (easiest technique first, as hints choose) is that technique, on a
// puzzle with one solution; the search finds common techniques; answers are judged by the
// step's placements and eliminations.
#include <doctest/doctest.h>

#include "core/fast/fast_solver.hpp"
#include "core/logic/logic_solver.hpp"
#include "core/logic/practice.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

TEST_CASE("practice: every technique's positions have it as the next step") {
    for (int t = 0; t < kTechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        CAPTURE(technique_id(technique));
        const int rounds = static_cast<int>(practice_seeds(technique).size());
        // The Killer cage techniques need cages: practice (classic puzzles) does not offer them.
        const bool cage =
            technique == Technique::CageCombination || technique == Technique::RuleOf45;
        CHECK(practice_offers(technique) == !cage);
        if (cage) {
            CHECK_FALSE(practice_position(technique, 0));
            continue;
        }
        REQUIRE(rounds >= 6);
        for (int round = 0; round < rounds; ++round) {
            CAPTURE(round);
            auto position = practice_position(technique, round);
            REQUIRE_MESSAGE(position.ok(), sudoku::i18n::english(position.error()));
            CHECK(position->seed == practice_seeds(technique)[static_cast<std::size_t>(round)]);
            CHECK(position->step.technique == technique);
            // The hint the game would give on this position is the same step.
            auto next = next_hint(position->grid);
            REQUIRE(next.has_value());
            CHECK(next->technique == technique);
            CHECK((!next->placements.empty() || !next->eliminations.empty()));
            CHECK(count_solutions(position->puzzle) == 1);
        }
    }
}

TEST_CASE("practice: rounds cycle through the seeds") {
    const auto seeds = practice_seeds(Technique::XWing);
    auto first = practice_position(Technique::XWing, 0);
    auto again = practice_position(Technique::XWing, static_cast<int>(seeds.size()));
    REQUIRE(first.ok());
    REQUIRE(again.ok());
    CHECK(first->seed == again->seed);
    CHECK(first->grid.to_board() == again->grid.to_board());
}

TEST_CASE("practice: the search finds a technique or names it when it gives up") {
    auto found = find_practice_position(Technique::Pointing, 1000, 50);
    REQUIRE(found.ok());
    CHECK(found->step.technique == Technique::Pointing);
    // Jellyfish is rare (first at seed 1522): three puzzles from seed 1 do not hold one.
    auto none = find_practice_position(Technique::Jellyfish, 1, 3);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().code == ErrorCode::PracticeNotFound);
    CHECK(sudoku::i18n::english(none.error()) ==
          "no position found where Jellyfish is the next step (searched 3 puzzles)");
}

TEST_CASE("practice: answers are judged by what the step places or removes") {
    LogicStep step;
    step.technique = Technique::Pointing;
    step.eliminations = {{10, 4}, {11, 4}};
    CHECK(judge_practice_answer(step, 10, 4) == PracticeVerdict::Right);
    CHECK(judge_practice_answer(step, 11, 5) == PracticeVerdict::RightCell);
    CHECK(judge_practice_answer(step, 12, 4) == PracticeVerdict::WrongCell);
    step.placements = {{40, 7}};
    CHECK(judge_practice_answer(step, 40, 7) == PracticeVerdict::Right);
}
