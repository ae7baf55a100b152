#include "core/search/lane_setup.hpp"

namespace sudoku::core {

StepSolverOptions LaneSetup::options() const {
    StepSolverOptions o{.algorithm = algorithm,
                        .order = order,
                        .seed = seed,
                        .stop_at_first_solution = false,
                        .var = var,
                        .infer = infer};
    o = normalized_options(o);
    o.stop_at_first_solution = false;
    o.column_rule = column_rule;
    return o;
}

void LaneSetup::set_search(const StepSolverOptions& options) {
    const StepSolverOptions n = normalized_options(options);
    algorithm = n.algorithm;
    var = n.var;
    infer = n.infer;
    order = n.order;
    seed = n.seed;
}

}  // namespace sudoku::core
