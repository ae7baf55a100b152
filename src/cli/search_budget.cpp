#include "cli/search_budget.hpp"

#include "core/fast/restarting_search.hpp"
#include "core/fast/search_deadline.hpp"

namespace sudoku::cli {

namespace {

constexpr std::uint64_t kMaxSecondsAllowed = 366ULL * 24 * 3600;
static_assert(core::kOpenGridGuesses == 30'000, "kMaxNodesOption's help text names the bound");

}  // namespace

core::Result<SearchBudget> read_search_budget(const Args& args) {
    SearchBudget budget;
    auto nodes = args.number("--max-nodes", kDefaultMaxNodes, 0, UINT64_MAX);
    if (!nodes) return nodes.error();
    auto seconds = args.number("--max-seconds", kDefaultMaxSeconds, 0, kMaxSecondsAllowed);
    if (!seconds) return seconds.error();
    budget.max_nodes = *nodes;
    budget.max_seconds = *seconds;
    if (!args.value("--max-nodes")) budget.open_grid_guesses = core::kOpenGridGuesses;
    return budget;
}

std::string limit_line(std::uint64_t limit, const char* unit, const char* option) {
    return "stopped: the search hit its limit of " + std::to_string(limit) + " " + unit + " (" +
           option + "; raise it, or 0 for no limit)";
}

std::string open_grid_line(const core::Board& puzzle, std::uint64_t guesses) {
    return "stopped: too open to answer: " + std::to_string(puzzle.filled_count()) + " of " +
           std::to_string(puzzle.cell_count()) +
           " cells given, no written-down grid fits them, and " + std::to_string(guesses) +
           " guesses of restarts found no solution (it may have none; --max-nodes N searches on)";
}

std::optional<core::FastSolveResult> fast_solve_within(const core::Board& puzzle,
                                                       core::FastSolveOptions options,
                                                       const SearchBudget& budget,
                                                       std::ostream& out) {
    const core::SearchDeadline deadline(static_cast<double>(budget.max_seconds));
    options.node_limit = budget.max_nodes;
    options.cancel = deadline.flag();
    options.open_grid_guesses = budget.open_grid_guesses;
    core::FastSolveResult result = core::fast_solve_restarting(puzzle, options);
    if (!result.aborted) return result;
    if (result.too_open)
        out << open_grid_line(puzzle, budget.open_grid_guesses) << "\n";
    else if (result.cancelled)
        out << limit_line(budget.max_seconds, "seconds", "--max-seconds") << "\n";
    else
        out << limit_line(budget.max_nodes, "guesses", "--max-nodes") << "\n";
    return std::nullopt;
}

}  // namespace sudoku::cli
