// One lane of Watch mode: the search it runs (algorithm, the Custom switches, value order,
// seed and Algorithm X's column rule). The live Watch session and a saved session file hold
// their lanes as this one struct, so a lane is copied whole, never field by field.
#pragma once

#include <cstdint>

#include "core/search/step_solver.hpp"

namespace sudoku::core {

struct LaneSetup {
    Algorithm algorithm = Algorithm::Naive;
    VarOrder var = VarOrder::RowMajor;  // the switches, when algorithm is Custom
    Inference infer = Inference::None;
    ValueOrder order = ValueOrder::Ascending;
    std::uint64_t seed = 0;                       // the random orders' (variable and value)
    ColumnRule column_rule = ColumnRule::Fewest;  // the column dlx branches on

    bool operator==(const LaneSetup&) const = default;

    // The lane's search, a preset when the switches are one; it never stops at the first
    // solution (Watch shows them all).
    [[nodiscard]] StepSolverOptions options() const;
    // Takes `options`' search: its algorithm, switches, value order and seed (the column rule
    // is the matrix view's own menu).
    void set_search(const StepSolverOptions& options);
};

// Watch's second lane until the player picks one: mrv beside the first, and dlx beside dlx
// shows the other column rule.
inline constexpr LaneSetup kCompareLane{.algorithm = Algorithm::Mrv,
                                        .column_rule = ColumnRule::First};

}  // namespace sudoku::core
