#include "cli/search_budget.hpp"

#include "core/fast/restarting_search.hpp"
#include "core/fast/search_deadline.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kMaxSecondsAllowed = 366ULL * 24 * 3600;

}  // namespace

core::Result<SearchBudget> read_search_budget(const Args& args) {
    SearchBudget budget;
    auto nodes = args.number("--max-nodes", kDefaultMaxNodes, 0, UINT64_MAX);
    if (!nodes) return nodes.error();
    auto seconds = args.number("--max-seconds", kDefaultMaxSeconds, 0, kMaxSecondsAllowed);
    if (!seconds) return seconds.error();
    budget.max_nodes = *nodes;
    budget.max_seconds = *seconds;
    return budget;
}

std::string limit_line(std::uint64_t limit, const char* unit, const char* option) {
    return "stopped: the search hit its limit of " + std::to_string(limit) + " " + unit + " (" +
           option + "; raise it, or 0 for no limit)";
}

std::optional<core::FastSolveResult> fast_solve_within(const core::Board& puzzle,
                                                       core::FastSolveOptions options,
                                                       const SearchBudget& budget,
                                                       std::ostream& out) {
    const core::SearchDeadline deadline(static_cast<double>(budget.max_seconds));
    options.node_limit = budget.max_nodes;
    options.cancel = deadline.flag();
    core::FastSolveResult result = core::fast_solve_restarting(puzzle, options);
    if (!result.aborted) return result;
    if (result.cancelled)
        out << limit_line(budget.max_seconds, "seconds", "--max-seconds") << "\n";
    else
        out << limit_line(budget.max_nodes, "guesses", "--max-nodes") << "\n";
    return std::nullopt;
}

}  // namespace sudoku::cli
