// Each heuristic switch's defining property, checked at every event of real searches: MRV's
// cell has the fewest values, MRV + degree breaks ties by empty peers, LCV orders by values
// struck from peers, forward checking never places into an emptied domain and fails at once,
// singles leave no single behind, AC-3 leaves every arc consistent, seeds reproduce.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>

#include "core/search/config_search.hpp"
#include "core/text/puzzle_line.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

// The domains of every cell (0 for a filled one) as the solver sees them now.
std::vector<Mask> domains(const StepSolver& s) {
    std::vector<Mask> out(static_cast<std::size_t>(s.board().cell_count()));
    for (int i = 0; i < s.board().cell_count(); ++i)
        out[static_cast<std::size_t>(i)] = s.candidates(static_cast<Cell>(i));
    return out;
}

int empty_peers(const Board& b, Cell c) {
    int n = 0;
    for (const Cell p : b.layout().peers(c))
        n += b.at(p) == kEmpty;
    return n;
}

// Runs `config` on a few hard puzzles, calling `check(solver, step, domains before the step)`
// after every event; at most `budget` events a puzzle.
void for_every_event(
    const SearchConfig& config,
    const std::function<void(const StepSolver&, const Step&, const std::vector<Mask>&)>& check,
    std::uint64_t budget = 200'000) {
    std::vector<std::string> lines;
    for (int i = 0; i < 3; ++i)
        lines.push_back(shared_puzzles("top95.txt")[static_cast<std::size_t>(i)]);
    lines.emplace_back(kCauDoLine);
    for (const auto& line : lines) {
        const Board puzzle = board_of(line);
        auto made = make_step_solver(puzzle, step_options(config));
        REQUIRE(made.ok());
        StepSolver& s = *made.value();
        std::vector<Mask> before = domains(s);
        for (std::uint64_t n = 0; n < budget; ++n) {
            const auto step = s.next();
            if (!step) break;
            check(s, *step, before);
            before = domains(s);
        }
    }
}

}  // namespace

TEST_CASE("MRV always picks the first cell with the fewest values") {
    for (const Inference infer : {Inference::None, Inference::ForwardCheck, Inference::Arc}) {
        int selects = 0;
        for_every_event({.var = VarOrder::Mrv, .val = ValueOrder::Lcv, .infer = infer},
                        [&](const StepSolver& s, const Step& step, const std::vector<Mask>& d) {
                            if (step.kind != StepKind::Select) return;
                            ++selects;
                            const int chosen = mask_count(d[step.cell]);
                            for (int i = 0; i < s.board().cell_count(); ++i) {
                                if (s.board().at(static_cast<Cell>(i)) != kEmpty) continue;
                                const int count = mask_count(d[static_cast<std::size_t>(i)]);
                                // Lesson 002 stops at the first cell with one value.
                                if (i < step.cell)
                                    REQUIRE(count > chosen);
                                else if (chosen > 1)
                                    REQUIRE(count >= chosen);
                            }
                        });
        CHECK(selects > 50);
    }
}

TEST_CASE("MRV + degree breaks ties by the most empty peers, then row-major") {
    int ties = 0;
    for_every_event({.var = VarOrder::MrvDegree, .infer = Inference::ForwardCheck},
                    [&](const StepSolver& s, const Step& step, const std::vector<Mask>& d) {
                        if (step.kind != StepKind::Select) return;
                        const Board& b = s.board();
                        const int chosen = mask_count(d[step.cell]);
                        const int degree = empty_peers(b, step.cell);
                        for (int i = 0; i < b.cell_count(); ++i) {
                            const auto c = static_cast<Cell>(i);
                            if (b.at(c) != kEmpty || c == step.cell) continue;
                            const int count = mask_count(d[static_cast<std::size_t>(i)]);
                            REQUIRE(count >= chosen);
                            if (count != chosen) continue;
                            ++ties;
                            REQUIRE(empty_peers(b, c) <= degree);
                            if (empty_peers(b, c) == degree) REQUIRE(c > step.cell);
                        }
                    });
    CHECK(ties > 50);
}

TEST_CASE("LCV tries first the values struck from the fewest peers' domains") {
    for (const Inference infer : {Inference::None, Inference::ForwardCheck}) {
        std::map<int, std::pair<std::vector<Digit>, std::size_t>> expected;  // depth -> order
        int tries = 0, reordered = 0;
        for_every_event({.var = VarOrder::Mrv, .val = ValueOrder::Lcv, .infer = infer},
                        [&](const StepSolver& s, const Step& step, const std::vector<Mask>& d) {
                            if (step.kind == StepKind::Select) {
                                std::vector<std::pair<int, Digit>> cost;
                                for (Mask m = d[step.cell]; m != 0; m &= m - 1) {
                                    const Digit v = mask_first(m);
                                    int n = 0;
                                    for (const Cell p : s.board().layout().peers(step.cell))
                                        n += (d[p] & digit_bit(v)) != 0;
                                    cost.emplace_back(n, v);
                                }
                                std::sort(cost.begin(), cost.end());
                                std::vector<Digit> order;
                                for (const auto& [n, v] : cost)
                                    order.push_back(v);
                                reordered += !std::is_sorted(order.begin(), order.end());
                                expected[step.depth] = {order, 0};
                            } else if (step.kind == StepKind::Try) {
                                auto& [order, pos] = expected.at(step.depth);
                                REQUIRE(pos < order.size());
                                REQUIRE(step.digit == order[pos++]);
                                ++tries;
                            }
                        });
        CHECK(tries > 100);
        CHECK(reordered > 10);  // LCV did change the order, so the check is not ascending's
    }
}

TEST_CASE("forward checking never places into an emptied domain and fails as one empties") {
    for (const VarOrder var : {VarOrder::RowMajor, VarOrder::Mrv}) {
        bool expect_dead_end = false;
        int wipeouts = 0;
        for_every_event({.var = var, .infer = Inference::ForwardCheck},
                        [&](const StepSolver& s, const Step& step, const std::vector<Mask>& d) {
                            if (expect_dead_end) REQUIRE(step.kind == StepKind::DeadEnd);
                            expect_dead_end = false;
                            if (step.kind == StepKind::Place) {
                                REQUIRE((d[step.cell] & digit_bit(step.digit)) != 0);
                            }
                            if (step.kind == StepKind::Eliminate && s.candidates(step.cell) == 0) {
                                expect_dead_end = true;
                                ++wipeouts;
                            }
                            if (step.kind == StepKind::Select || step.kind == StepKind::Try) {
                                // Nothing runs on while a domain is empty: every empty cell has a
                                // value.
                                for (int i = 0; i < s.board().cell_count(); ++i)
                                    if (s.board().at(static_cast<Cell>(i)) == kEmpty)
                                        REQUIRE(s.candidates(static_cast<Cell>(i)) != 0);
                            }
                        });
        CHECK(wipeouts > 10);
    }
}

TEST_CASE("naked and hidden singles leave no single behind when a cell is chosen") {
    for (const Inference infer : {Inference::NakedSingles, Inference::HiddenSingles}) {
        int selects = 0;
        for_every_event({.var = VarOrder::RowMajor, .infer = infer},
                        [&](const StepSolver& s, const Step& step, const std::vector<Mask>&) {
                            if (step.kind != StepKind::Select) return;
                            ++selects;
                            const Board& b = s.board();
                            for (int i = 0; i < b.cell_count(); ++i)
                                if (b.at(static_cast<Cell>(i)) == kEmpty)
                                    REQUIRE(mask_count(s.candidates(static_cast<Cell>(i))) > 1);
                            if (infer != Inference::HiddenSingles) return;
                            for (const Unit& u : b.layout().units()) {
                                Mask once = 0, twice = 0;
                                for (const Cell c : u.cells) {
                                    twice |= once & s.candidates(c);
                                    once |= s.candidates(c);
                                }
                                REQUIRE((once & ~twice) == 0);
                            }
                        });
        CHECK(selects > 10);
    }
}

TEST_CASE("AC-3 leaves every arc consistent whenever a cell is chosen") {
    int selects = 0, singletons = 0;
    for_every_event({.var = VarOrder::RowMajor, .infer = Inference::Arc},
                    [&](const StepSolver& s, const Step& step, const std::vector<Mask>&) {
                        if (step.kind != StepKind::Select) return;
                        ++selects;
                        const Board& b = s.board();
                        for (int i = 0; i < b.cell_count(); ++i) {
                            const auto x = static_cast<Cell>(i);
                            if (b.at(x) != kEmpty) continue;
                            const Mask dx = s.candidates(x);
                            REQUIRE(dx != 0);
                            singletons += mask_count(dx) == 1;
                            for (const Cell y : b.layout().peers(x)) {
                                // Every value of x has a different value left in y.
                                const Mask dy =
                                    b.at(y) == kEmpty ? s.candidates(y) : digit_bit(b.at(y));
                                if (mask_count(dy) == 1) REQUIRE((dx & dy) == 0);
                            }
                        }
                    });
    CHECK(selects > 20);
    CHECK(singletons > 0);  // AC-3 does not place: singletons wait to be chosen
}

TEST_CASE("a seed reproduces the random orders and another seed gives another search") {
    const Board puzzle = board_of(shared_puzzles("top95.txt")[0]);
    const auto events = [&](const SearchConfig& c) {
        return run_solver(puzzle, step_options(c), 5000).events;
    };
    for (const SearchConfig c :
         {SearchConfig{.var = VarOrder::Random, .infer = Inference::ForwardCheck, .seed = 7},
          SearchConfig{.var = VarOrder::Mrv,
          .val = ValueOrder::Random,
          .infer = Inference::Arc,
          .seed = 7}}) {
        const auto a = events(c);
        const auto b = events(c);
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            REQUIRE(same_event(a[i], b[i]));
        SearchConfig other = c;
        other.seed = 8;
        const auto d = events(other);
        bool differs = d.size() != a.size();
        for (std::size_t i = 0; !differs && i < a.size(); ++i)
            differs = !same_event(a[i], d[i]);
        CHECK(differs);
    }
}

TEST_CASE("replaying Place and Remove events rebuilds the board at every step, every combination") {
    const Board puzzle = board_of(shared_puzzles("top95.txt")[1]);
    for (int v = 0; v < 4; ++v)
        for (int o = 0; o < 3; ++o)
            for (int i = 0; i < 5; ++i) {
                const SearchConfig c{static_cast<VarOrder>(v), static_cast<ValueOrder>(o),
                                     static_cast<Inference>(i), 3};
                INFO(to_spec(c));
                auto made = make_step_solver(puzzle, step_options(c));
                REQUIRE(made.ok());
                Board replay = puzzle;
                for (int n = 0; n < 3000; ++n) {
                    const auto step = made.value()->next();
                    if (!step) break;
                    if (step->kind == StepKind::Place) replay.set(step->cell, step->digit);
                    if (step->kind == StepKind::Remove) replay.set(step->cell, kEmpty);
                    REQUIRE(step->line < pseudo_code(made.value()->options()).size());
                    REQUIRE(replay == made.value()->board());
                }
            }
}
