// The configurable search's pseudo-code: one full listing, each line shown only when the
// switches that use it are on, so the Watch code view shows what runs.
#include "core/search/config_search.hpp"

namespace sudoku::core {

namespace {

using L = ConfigSearch::Line;

bool line_on(L l, const SearchConfig& c) {
    const bool infer = c.infer != Inference::None;
    const bool singles = c.infer == Inference::NakedSingles || c.infer == Inference::HiddenSingles;
    switch (l) {
        case L::kStrike:
        case L::kWipeout:
            return infer;
        // Forward checking is the strike alone: no infer() to call or define.
        case L::kInferCall:
        case L::kDefInfer:
        case L::kRepeat:
        case L::kContradiction:
        case L::kUntil:
            return singles || c.infer == Inference::Arc;
        case L::kNaked:
            return singles;
        case L::kHidden:
            return c.infer == Inference::HiddenSingles;
        case L::kArc:
            return c.infer == Inference::Arc;
        case L::kDomainNote:
            return !infer;
        case L::kSelectRowMajor:
            return c.var == VarOrder::RowMajor;
        case L::kSelectMrv:
            return c.var == VarOrder::Mrv;
        case L::kSelectMrvDegree:
            return c.var == VarOrder::MrvDegree;
        case L::kSelectRandom:
            return c.var == VarOrder::Random;
        case L::kForAsc:
            return c.val == ValueOrder::Ascending;
        case L::kForLcv:
            return c.val == ValueOrder::Lcv;
        case L::kForRandom:
            return c.val == ValueOrder::Random;
        default:
            return true;
    }
}

constexpr std::string_view kFullListing[L::kLineCount] = {
    "def search(board, domains):",
    "    if not infer(board, domains): return False",
    "    if no cell is empty: return True",
    "    cell = first empty cell (row-major)",
    "    cell = empty cell with fewest values (first in row-major order)",
    "    cell = fewest values; ties: most empty peers, then row-major",
    "    cell = a random empty cell (seeded)",
    "    # domains[cell] = the values no peer holds, read from the board",
    "    for value in domains[cell], ascending:",
    "    for value in domains[cell], fewest values struck from peers first:",
    "    for value in domains[cell], shuffled (seeded):",
    "        board[cell] = value",
    "        strike value from the domains of cell's empty peers",
    "        if a peer's domain is empty: undo; continue",
    "        if search(board, domains): return True",
    "        undo every value placed and struck since this level began",
    "    return False",
    "def infer(board, domains):",
    "    repeat:",
    "        if an empty cell has one value: place it there, strike it from its peers",
    "        elif a digit has one place in a unit: place it there, strike it from its peers",
    "        for a cell whose domain shrank to one value: strike it from its peers (AC-3)",
    "        if a domain is empty or a digit has no place in a unit: return False",
    "    until nothing changes; return True",
};

}  // namespace

std::array<bool, ConfigSearch::kLineCount> ConfigSearch::shown_lines(const SearchConfig& config) {
    std::array<bool, kLineCount> on{};
    for (int l = 0; l < kLineCount; ++l)
        on[l] = line_on(static_cast<L>(l), config);
    return on;
}

// Every combination's listing is built once, so views can hold spans into it.
std::span<const std::string_view> ConfigSearch::pseudo_code(const SearchConfig& config) {
    constexpr int kVars = 4, kVals = 3, kInfers = 5;
    static const auto listings = [] {
        std::array<std::vector<std::string_view>, kVars * kVals * kInfers> all;
        for (int i = 0; i < kVars * kVals * kInfers; ++i) {
            const SearchConfig c{.var = static_cast<VarOrder>(i / (kVals * kInfers)),
                                 .val = static_cast<ValueOrder>(i / kInfers % kVals),
                                 .infer = static_cast<Inference>(i % kInfers)};
            const auto on = shown_lines(c);
            for (int l = 0; l < kLineCount; ++l)
                if (on[l]) all[i].push_back(kFullListing[l]);
        }
        return all;
    }();
    const int index =
        (static_cast<int>(config.var) * kVals + static_cast<int>(config.val)) * kInfers +
        static_cast<int>(config.infer);
    return listings[static_cast<std::size_t>(index)];
}

}  // namespace sudoku::core
