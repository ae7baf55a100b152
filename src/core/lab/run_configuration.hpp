// One configuration of the lab, named by a spec string ("naive", "mrv", "propagate", "fast", or
// keys "algo=mrv,val=random"), and one run of it on one puzzle within a budget: the only place
// that maps a spec to a run.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/board.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::core {

struct Configuration {
    std::string spec;   // as the user wrote it, normalised: "mrv"
    bool fast = false;  // the fast solver; otherwise the step solver `step`
    StepSolverOptions step{};
};

// The specs known today, for help texts and the GUI's presets.
[[nodiscard]] std::vector<std::string> known_configuration_specs();

// "mrv" -> the step solver's MRV; "algo=mrv,val=random" -> MRV trying values in random
// order (keys: algo = a known name, val = asc|random). An unknown spec or key is an error
// naming it and what is known.
[[nodiscard]] Result<Configuration> parse_configuration(std::string_view spec);

// A list of specs separated by commas ("naive,mrv,algo=naive,val=random": a key=value part
// belongs to the key=value spec before it), or by ';' when the list holds one. Empty parts are
// skipped; an empty list is an error.
[[nodiscard]] Result<std::vector<Configuration>> parse_configuration_list(std::string_view list);

// Limits of one run; 0 = none.
struct RunBudget {
    std::uint64_t max_nodes = 0;  // placements (step solvers) or guesses (fast)
    double max_seconds = 0.0;
};

enum class RunStatus : std::uint8_t { Solved, NoSolution, Budget, Cancelled };

[[nodiscard]] const char* run_status_name(RunStatus status);  // "solved", "no-solution", ...

// What one run counted. The fast solver counts guesses only: nodes = guesses and the other
// counters stay 0. Step solvers: nodes = placements (the search tree's nodes below the root).
struct RunCounts {
    std::uint64_t placements = 0;
    std::uint64_t backtracks = 0;
    std::uint64_t checks = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    RunStatus status = RunStatus::NoSolution;
};

// Searches `puzzle` for its first solution. `random_seed` set: values in random order with
// that seed (the lab's repetitions over tie-breaks); else the configuration's own order.
// `cancel` (may be null) stops the run from another thread.
[[nodiscard]] RunCounts run_configuration(const Configuration& config, const Board& puzzle,
                                          const RunBudget& budget, const std::uint64_t* random_seed,
                                          const std::atomic<bool>* cancel);

}  // namespace sudoku::core
