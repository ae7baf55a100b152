// Watch's setup: every switch belongs to its lane, so Compare can put any two combinations side
// by side (asc beside LCV with the same variable order, two seeds, two column rules).
#include <doctest/doctest.h>

#include "app/watch/watch_command.hpp"
#include "app/watch/watch_launch.hpp"

using namespace sudoku;
using app::WatchSetup;
using core::Algorithm;
using core::ValueOrder;

TEST_CASE("each lane has its own value order, seed and column rule") {
    WatchSetup setup;
    setup.compare = true;
    setup.algorithm = Algorithm::Mrv;
    setup.compare_algorithm = Algorithm::Mrv;
    setup.compare_order = ValueOrder::Lcv;
    const core::StepSolverOptions first = setup.lane_options(0);
    const core::StepSolverOptions second = setup.lane_options(1);
    CHECK(first.algorithm == Algorithm::Mrv);
    CHECK(first.order == ValueOrder::Ascending);
    // mrv with LCV is no preset: the configurable search with MRV's variable order.
    CHECK(second.algorithm == Algorithm::Custom);
    CHECK(second.order == ValueOrder::Lcv);
    CHECK(core::search_config(second).var == core::VarOrder::Mrv);

    setup.order = ValueOrder::Random;
    setup.seed = 4;
    setup.compare_order = ValueOrder::Random;
    setup.compare_seed = 9;
    CHECK(setup.lane_options(0).seed == 4);
    CHECK(setup.lane_options(1).seed == 9);

    setup.algorithm = setup.compare_algorithm = Algorithm::Dlx;
    CHECK(setup.lane_options(0).column_rule == core::ColumnRule::Fewest);
    CHECK(setup.lane_options(1).column_rule == core::ColumnRule::First);
}

TEST_CASE("the launch line's two specs set each lane, order and seed included") {
    auto first = app::parse_watch_search("--watch", "var=mrv,val=asc");
    auto second = app::parse_watch_search("--compare", "var=random,val=lcv,infer=fc,seed=12");
    REQUIRE(first.ok());
    REQUIRE(second.ok());
    WatchSetup setup;
    setup.compare = true;
    setup.set_lane(0, *first);
    setup.set_lane(1, *second);
    CHECK(setup.algorithm == Algorithm::Mrv);
    CHECK(setup.order == ValueOrder::Ascending);
    CHECK(setup.compare_algorithm == Algorithm::Custom);
    CHECK(setup.compare_order == ValueOrder::Lcv);
    CHECK(setup.compare_seed == 12);
    CHECK(setup.compare_var == core::VarOrder::Random);
    CHECK(setup.compare_infer == core::Inference::ForwardCheck);
    CHECK(setup.seed == 0);
    // The column rule is the matrix view's menu: a lane's new search keeps it.
    setup.compare_column_rule = core::ColumnRule::Fewest;
    setup.set_lane(1, *first);
    CHECK(setup.compare_column_rule == core::ColumnRule::Fewest);
    CHECK(setup.compare_order == ValueOrder::Ascending);
}
