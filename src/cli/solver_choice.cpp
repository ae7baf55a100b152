#include "cli/solver_choice.hpp"

namespace sudoku::cli {

namespace {

// --var, --val and --infer over the preset's switches; --val and --order are one switch.
core::Result<core::StepSolverOptions> apply_switches(const Args& args,
                                                     core::StepSolverOptions step) {
    core::SearchConfig config = core::search_config(step);
    if (auto var = args.value("--var")) {
        auto parsed = args.choice("--var", "", {"row-major", "mrv", "mrv-degree", "random"});
        if (!parsed) return parsed.error();
        config.var = *core::parse_var_order(*var);
    }
    if (auto val = args.value("--val")) {
        if (args.value("--order"))
            return core::unspecified_error("--val and --order both set the value order: give one");
        auto parsed = args.choice("--val", "", {"asc", "lcv", "random"});
        if (!parsed) return parsed.error();
        config.val = *core::parse_value_order(*val);
    }
    if (auto infer = args.value("--infer")) {
        auto parsed = args.choice("--infer", "", {"none", "fc", "naked", "hidden", "ac3"});
        if (!parsed) return parsed.error();
        config.infer = *core::parse_inference(*infer);
    }
    core::StepSolverOptions out = core::step_options(config);
    out.stop_at_first_solution = step.stop_at_first_solution;
    return out;
}

bool has_switches(const Args& args) {
    return args.value("--var") || args.value("--val") || args.value("--infer");
}

}  // namespace

core::Result<SolverChoice> read_solver_choice(const Args& args, bool allow_fast) {
    SolverChoice choice;
    const bool switches = has_switches(args);
    const char* fallback = allow_fast && !switches ? "fast" : "naive";
    auto algo = allow_fast
                    ? args.choice("--algo", fallback, {"fast", "naive", "mrv", "propagate", "dlx"})
                    : args.choice("--algo", fallback, {"naive", "mrv", "propagate", "dlx"});
    if (!algo) return algo.error();
    choice.fast = *algo == "fast";
    if (choice.fast && switches)
        return core::unspecified_error(
            "--var, --val and --infer switch the step searches: not with --algo fast");
    if (!choice.fast) choice.step.algorithm = *core::parse_algorithm(*algo);
    auto order = args.choice("--order", "asc", {"asc", "random"});
    if (!order) return order.error();
    choice.step.order = *order == "random" ? core::ValueOrder::Random : core::ValueOrder::Ascending;
    auto seed = args.number("--seed", 0, 0, UINT64_MAX);
    if (!seed) return seed.error();
    choice.step.seed = *seed;
    auto rule = args.choice("--column-rule", "fewest", {"fewest", "first"});
    if (!rule) return rule.error();
    if (args.value("--column-rule") &&
        (choice.fast || choice.step.algorithm != core::Algorithm::Dlx))
        return core::unspecified_error("--column-rule " + *rule + ": only --algo dlx has columns");
    choice.step.column_rule = *core::parse_column_rule(*rule);
    if (switches) {
        auto step = apply_switches(args, choice.step);
        if (!step) return step.error();
        choice.step = *step;
    }
    return choice;
}

}  // namespace sudoku::cli
