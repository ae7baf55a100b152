// Watch's setup: every switch belongs to its lane, so Compare can put any two combinations side
// by side (asc beside LCV with the same variable order, two seeds, two column rules).
#include <doctest/doctest.h>

#include "app/session/watch_command.hpp"
#include "app/session/watch_launch.hpp"

using namespace sudoku;
using app::WatchSetup;
using core::Algorithm;
using core::ValueOrder;

TEST_CASE("each lane has its own value order, seed and column rule") {
    WatchSetup setup;
    setup.compare = true;
    setup.lane(0).algorithm = Algorithm::Mrv;
    setup.lane(1).algorithm = Algorithm::Mrv;
    setup.lane(1).order = ValueOrder::Lcv;
    const core::StepSolverOptions first = setup.lane(0).options();
    const core::StepSolverOptions second = setup.lane(1).options();
    CHECK(first.algorithm == Algorithm::Mrv);
    CHECK(first.order == ValueOrder::Ascending);
    // mrv with LCV is no preset: the configurable search with MRV's variable order.
    CHECK(second.algorithm == Algorithm::Custom);
    CHECK(second.order == ValueOrder::Lcv);
    CHECK(core::search_config(second).var == core::VarOrder::Mrv);

    setup.lane(0).order = ValueOrder::Random;
    setup.lane(0).seed = 4;
    setup.lane(1).order = ValueOrder::Random;
    setup.lane(1).seed = 9;
    CHECK(setup.lane(0).options().seed == 4);
    CHECK(setup.lane(1).options().seed == 9);

    setup.lane(0).algorithm = setup.lane(1).algorithm = Algorithm::Dlx;
    CHECK(setup.lane(0).options().column_rule == core::ColumnRule::Fewest);
    CHECK(setup.lane(1).options().column_rule == core::ColumnRule::First);
}

TEST_CASE("the launch line's two specs set each lane, order and seed included") {
    auto first = app::parse_watch_search("--watch", "var=mrv,val=asc");
    auto second = app::parse_watch_search("--compare", "var=random,val=lcv,infer=fc,seed=12");
    REQUIRE(first.ok());
    REQUIRE(second.ok());
    WatchSetup setup;
    setup.compare = true;
    setup.lane(0).set_search(*first);
    setup.lane(1).set_search(*second);
    CHECK(setup.lane(0).algorithm == Algorithm::Mrv);
    CHECK(setup.lane(0).order == ValueOrder::Ascending);
    CHECK(setup.lane(1).algorithm == Algorithm::Custom);
    CHECK(setup.lane(1).order == ValueOrder::Lcv);
    CHECK(setup.lane(1).seed == 12);
    CHECK(setup.lane(1).var == core::VarOrder::Random);
    CHECK(setup.lane(1).infer == core::Inference::ForwardCheck);
    CHECK(setup.lane(0).seed == 0);
    // The column rule is the matrix view's menu: a lane's new search keeps it.
    setup.lane(1).column_rule = core::ColumnRule::Fewest;
    setup.lane(1).set_search(*first);
    CHECK(setup.lane(1).column_rule == core::ColumnRule::Fewest);
    CHECK(setup.lane(1).order == ValueOrder::Ascending);
}
