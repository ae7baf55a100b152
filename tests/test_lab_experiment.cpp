// The lab's engine: configuration specs, puzzle sets, summary statistics on known data, and an
// experiment on worker threads whose runs agree with single runs and obey budget and cancel.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <thread>

#include "core/lab/experiment_results.hpp"
#include "core/lab/lesson_puzzles.hpp"
#include "core/search/search_config.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;

namespace {

constexpr std::string_view kTwoPuzzles =
    "# two lessons' puzzles\n"
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7\n"
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

std::vector<Configuration> configs_of(std::initializer_list<const char*> specs) {
    std::vector<Configuration> configs;
    for (const char* spec : specs)
        configs.push_back(parse_configuration(spec).value());
    return configs;
}

}  // namespace

TEST_CASE("lab configuration specs name the known algorithms and reject others") {
    CHECK(parse_configuration("fast")->fast);
    CHECK(parse_configuration(" mrv ")->step.algorithm == Algorithm::Mrv);
    CHECK(parse_configuration("mrv")->spec == "mrv");
    auto bad = parse_configuration("mrvv");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == ErrorCode::LabUnknownConfig);
    CHECK(bad.error().args.at(0) == "mrvv");
    CHECK(bad.error().args.at(1) == "naive, mrv, propagate, dlx, fast");
    auto keyed = parse_configuration("algo=naive, val=random");
    REQUIRE(keyed);
    CHECK(keyed->step.order == ValueOrder::Random);
    CHECK(keyed->spec == "algo=naive, val=random");
    auto wrong = parse_configuration("algo=naive,val=sideways");
    REQUIRE_FALSE(wrong);
    CHECK(wrong.error().code == ErrorCode::LabSpecPart);
    CHECK(wrong.error().args.at(1) == "val=sideways");
}

TEST_CASE("lab configuration lists split at commas and keep key=value specs whole") {
    auto list = parse_configuration_list("naive, mrv,algo=mrv,val=random,fast");
    REQUIRE(list);
    REQUIRE(list->size() == 4);
    CHECK(list->at(2).spec == "algo=mrv,val=random");
    CHECK(list->at(3).fast);
    auto semi = parse_configuration_list("algo=naive,val=asc;algo=naive,val=random");
    REQUIRE(semi);
    CHECK(semi->size() == 2);
    CHECK(parse_configuration_list(" , ").error().code == ErrorCode::LabNoConfig);
    CHECK(parse_configuration_list("naive,dancing").error().args.at(0) == "dancing");
}

TEST_CASE("lab configurations take the heuristic switches and Algorithm X with its column rule") {
    auto switched = parse_configuration("var=mrv-degree,infer=fc");
    REQUIRE(switched);
    CHECK(switched->step.algorithm == sudoku::core::Algorithm::Custom);
    CHECK(switched->step.var == sudoku::core::VarOrder::MrvDegree);
    CHECK(switched->step.infer == sudoku::core::Inference::ForwardCheck);
    // The switches of a preset are that preset: the lessons' search, its counts kept.
    auto preset = parse_configuration("algo=naive,var=mrv");
    REQUIRE(preset);
    CHECK(preset->step.algorithm == sudoku::core::Algorithm::Mrv);
    auto lcv = parse_configuration("algo=mrv,val=lcv");
    REQUIRE(lcv);
    CHECK(lcv->step.order == sudoku::core::ValueOrder::Lcv);
    auto dlx = parse_configuration("algo=dlx,column-rule=first");
    REQUIRE(dlx);
    CHECK(dlx->step.algorithm == sudoku::core::Algorithm::Dlx);
    CHECK(dlx->step.column_rule == sudoku::core::ColumnRule::First);
    CHECK(parse_configuration("algo=dlx,var=mrv").error().code == ErrorCode::LabSpecPart);
    CHECK(parse_configuration("var=diagonal").error().code == ErrorCode::LabSpecPart);
    CHECK(parse_configuration("algo=fast,infer=ac3").error().code == ErrorCode::LabSpecPart);
    // Each runs: a solved puzzle with counts.
    const auto puzzle = sudoku::test::board_of(sudoku::test::kCauDoLine);
    for (const auto& config : {*switched, *lcv, *dlx}) {
        const RunCounts counts = run_configuration(config, puzzle, {}, nullptr, nullptr);
        CHECK(counts.status == RunStatus::Solved);
        CHECK(counts.placements > 0);
    }
}

TEST_CASE("lab summary gives known quartiles, median, mean and spread") {
    const std::vector<double> values{7, 1, 3, 5, 9};  // sorted 1 3 5 7 9
    const Summary s = summarize(values);
    CHECK(s.count == 5);
    CHECK(s.mean == doctest::Approx(5.0));
    CHECK(s.median == doctest::Approx(5.0));
    CHECK(s.q1 == doctest::Approx(3.0));
    CHECK(s.q3 == doctest::Approx(7.0));
    CHECK(s.min == 1.0);
    CHECK(s.max == 9.0);
    CHECK(s.stddev == doctest::Approx(3.16227766));
    const std::vector<double> four{1, 2, 3, 4};  // type 7: q1 at 0.75 -> 1.75
    const Summary t = summarize(four);
    CHECK(t.q1 == doctest::Approx(1.75));
    CHECK(t.median == doctest::Approx(2.5));
    CHECK(t.q3 == doctest::Approx(3.25));
    CHECK(summarize(std::vector<double>{}).count == 0);
}

TEST_CASE("lab puzzle sets: text with lines, lessons compiled in, generate specs") {
    auto set = puzzle_set_from_text(kTwoPuzzles);
    REQUIRE(set);
    REQUIRE(set->size() == 2);
    CHECK(set->at(1).label == "line 3");
    CHECK(set->at(0).givens() == 38);
    auto bad = puzzle_set_from_text("# x\n" + std::string(kTwoPuzzles.substr(23, 82)) + "1234\n");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == ErrorCode::AtLine);
    CHECK(bad.error().args.at(0) == "3");
    CHECK_FALSE(puzzle_set_from_text("# nothing\n"));
    CHECK(lesson_puzzle_lines().size() == 4);
    CHECK(lesson_puzzle_set().size() == 4);

    auto spec = parse_generate_spec("gen:3:easy:4");
    REQUIRE(spec);
    CHECK(spec->count == 3);
    CHECK(spec->difficulty == Grade::Easy);
    CHECK(spec->size == 4);
    for (const char* wrong : {"gen:0:easy:9", "gen:3:eazy:9", "gen:3:easy:7x", "gen:3:easy",
                              "gen:3:easy:1", "set:3:easy:9"}) {
        auto parsed = parse_generate_spec(wrong);
        REQUIRE_FALSE(parsed);
        CHECK(parsed.error().code == ErrorCode::LabSetSpecBad);
    }
    std::atomic<int> done{0};
    auto generated = generate_puzzle_set(*spec, nullptr, &done);
    REQUIRE(generated);
    CHECK(generated->size() == 3);
    CHECK(done.load() == 3);
    CHECK(generated->at(0).grade == Grade::Easy);
}

TEST_CASE("lab experiment runs every puzzle, configuration and repetition on threads") {
    auto set =
        std::make_shared<const std::vector<SetPuzzle>>(puzzle_set_from_text(kTwoPuzzles).value());
    ExperimentSpec spec;
    spec.configs = configs_of({"naive", "mrv", "fast"});
    spec.repeat = 3;
    spec.threads = 2;
    ExperimentRunner runner(set, spec);
    runner.wait();
    CHECK(runner.finished());
    const ExperimentResults results = results_of(runner);
    REQUIRE(results.records.size() == 2 * 3 * 3);
    CHECK(runner.done() == results.records.size());
    for (const RunRecord& r : results.records) {
        CHECK(r.counts.status == RunStatus::Solved);
        // Each threaded run equals the same run alone (same seed, same counts).
        std::uint64_t storage = 0;
        const RunCounts alone =
            run_configuration(spec.configs[static_cast<std::size_t>(r.config)],
                              set->at(static_cast<std::size_t>(r.puzzle)).board, {},
                              repetition_seed(spec, r.repetition, storage), nullptr);
        CHECK(alone.nodes == r.counts.nodes);
        CHECK(alone.backtracks == r.counts.backtracks);
    }
    CHECK(count_status(results, 1, RunStatus::Solved) == 6);
    CHECK(config_summary(results, 0, Metric::Nodes).count == 6);
    const std::string csv = results_csv(results);
    CHECK(csv.starts_with("puzzle,label,givens,grade,config,repetition,status,placements,"));
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 1 + 18);
    CHECK(csv.find("\n2,line 3,") != std::string::npos);
}

TEST_CASE("lab runs hit the node budget and keep the lessons' counts with one repetition") {
    const Board board = puzzle_set_from_text(kTwoPuzzles)->at(1).board;
    const Configuration naive = parse_configuration("naive").value();
    const RunCounts full = run_configuration(naive, board, {}, nullptr, nullptr);
    CHECK(full.status == RunStatus::Solved);
    CHECK(full.placements == full.nodes);
    CHECK(full.placements > 10);
    RunBudget budget;
    budget.max_nodes = 10;
    const RunCounts cut = run_configuration(naive, board, budget, nullptr, nullptr);
    CHECK(cut.status == RunStatus::Budget);
    CHECK(cut.nodes == 10);
}

TEST_CASE("lab experiment cancel stops the workers promptly") {
    std::vector<SetPuzzle> many;
    const auto one = puzzle_set_from_text(kTwoPuzzles).value();
    for (int i = 0; i < 300; ++i)
        many.push_back(one.at(static_cast<std::size_t>(i % 2)));
    ExperimentSpec spec;
    spec.configs = configs_of({"naive"});
    spec.repeat = 20;
    ExperimentRunner runner(std::make_shared<const std::vector<SetPuzzle>>(many), spec);
    runner.cancel();
    // What proves the cancel is the work left undone, not how long wait() took: a busy
    // machine may take any time, but the workers must not run the remaining puzzles.
    runner.wait();
    CHECK(runner.finished());
    CHECK(runner.done() < runner.total());
}
