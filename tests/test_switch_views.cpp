// What Watch shows for every combination of the heuristic switches: the pseudo-code has the
// parts that are switched on and nothing that is off, every event points at a line of its own
// kind, and the search tree agrees with the counters.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "core/search/config_search.hpp"
#include "core/tree/search_tree.hpp"
#include "core/tree/tree_export.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

std::vector<SearchConfig> every_config() {
    std::vector<SearchConfig> out;
    for (int v = 0; v < 4; ++v)
        for (int o = 0; o < 3; ++o)
            for (int i = 0; i < 5; ++i)
                out.push_back({static_cast<VarOrder>(v), static_cast<ValueOrder>(o),
                               static_cast<Inference>(i), 3});
    return out;
}

// Lines of `listing` that contain `words`.
int lines_with(std::span<const std::string_view> listing, std::string_view words) {
    int n = 0;
    for (const std::string_view line : listing)
        n += line.find(words) != std::string_view::npos ? 1 : 0;
    return n;
}

std::string config_name(const SearchConfig& c) {
    return to_spec(c);
}

// The words that name each switch's part of the listing.
std::string_view var_words(VarOrder v) {
    switch (v) {
        case VarOrder::RowMajor:
            return "first empty cell (row-major)";
        case VarOrder::Mrv:
            return "empty cell with fewest values";
        case VarOrder::MrvDegree:
            return "ties: most empty peers";
        case VarOrder::Random:
            return "a random empty cell";
    }
    return "";
}

std::string_view val_words(ValueOrder v) {
    switch (v) {
        case ValueOrder::Ascending:
            return "ascending:";
        case ValueOrder::Lcv:
            return "fewest values struck from peers first";
        case ValueOrder::Random:
            return "shuffled (seeded)";
    }
    return "";
}

// Does the pseudo-code line `text` belong to an event of `kind`?
bool line_fits(StepKind kind, std::string_view text) {
    const auto has = [&](std::string_view w) { return text.find(w) != std::string_view::npos; };
    switch (kind) {
        case StepKind::Select:
            return has("cell = ");
        case StepKind::Try:
            return has("for value in");
        case StepKind::Place:
            return has("board[cell] = value") || has("place it there");
        case StepKind::Eliminate:
            return has("strike");
        case StepKind::Remove:
            return has("undo");
        case StepKind::DeadEnd:
            return has("is empty: undo") || has("return False");
        case StepKind::Solution:
            return has("no cell is empty");
        case StepKind::Exhausted:
            return has("return False");
        default:
            return false;
    }
}

}  // namespace

TEST_CASE("every combination's pseudo-code shows the switched-on parts and nothing else") {
    for (const SearchConfig& c : every_config()) {
        INFO(config_name(c));
        const auto listing = ConfigSearch::pseudo_code(c);
        // Exactly the chosen variable rule and value rule.
        for (int v = 0; v < 4; ++v) {
            const auto other = static_cast<VarOrder>(v);
            CHECK(lines_with(listing, var_words(other)) == (other == c.var ? 1 : 0));
        }
        for (int o = 0; o < 3; ++o) {
            const auto other = static_cast<ValueOrder>(o);
            CHECK(lines_with(listing, val_words(other)) == (other == c.val ? 1 : 0));
        }
        CHECK(lines_with(listing, "for value in") == 1);
        CHECK(lines_with(listing, "cell = ") == 1);
        // Inference: the strike for every kind; the infer() rounds (called and defined) only
        // for the kinds that have rounds; each kind's own round only for it.
        const bool infer = c.infer != Inference::None;
        const bool rounds = infer && c.infer != Inference::ForwardCheck;
        CHECK(lines_with(listing, "strike value from the domains") == (infer ? 1 : 0));
        CHECK(lines_with(listing, "if a peer's domain is empty") == (infer ? 1 : 0));
        CHECK(lines_with(listing, "read from the board") == (infer ? 0 : 1));
        CHECK(lines_with(listing, "infer(board, domains)") == (rounds ? 2 : 0));
        CHECK(lines_with(listing, "one value: place it there") ==
              (c.infer == Inference::NakedSingles || c.infer == Inference::HiddenSingles ? 1 : 0));
        CHECK(lines_with(listing, "one place in a unit: place") ==
              (c.infer == Inference::HiddenSingles ? 1 : 0));
        CHECK(lines_with(listing, "(AC-3)") == (c.infer == Inference::Arc ? 1 : 0));
    }
}

TEST_CASE("every event of every combination points at a line of its kind") {
    const Board puzzle = board_of(kCauDoLine);
    const Board four = board_of("....1.....4.....");  // a 4x4 with many solutions
    for (const SearchConfig& c : every_config()) {
        INFO(config_name(c));
        for (const Board* board : {&puzzle, &four}) {
            StepSolverOptions options = step_options(c);
            // The presets show the lessons' own listings (their lines are tested with them).
            if (options.algorithm != Algorithm::Custom) continue;
            options.stop_at_first_solution = false;
            const auto listing = pseudo_code(options);
            const SolverRun run = run_solver(*board, options, 200'000);
            int misfits = 0;
            for (const Step& s : run.events) {
                const bool fits = s.line < listing.size() && line_fits(s.kind, listing[s.line]);
                if (!fits && misfits++ == 0)
                    FAIL_CHECK(describe(board->layout(), s)
                               << " at line " << s.line << ": "
                               << (s.line < listing.size() ? listing[s.line] : "?"));
            }
            CHECK(misfits == 0);
        }
    }
}

TEST_CASE("every combination's search tree agrees with its counters") {
    const Board puzzle = board_of(kCauDoLine);
    const Board four = board_of("....1.....4.....");
    for (const SearchConfig& c : every_config()) {
        INFO(config_name(c));
        for (const Board* board : {&puzzle, &four}) {
            StepSolverOptions options = step_options(c);
            options.stop_at_first_solution = false;
            auto recorded = record_search_tree(*board, options, SearchTree::kDefaultMaxNodes);
            REQUIRE(recorded.ok());
            const SearchTree& tree = recorded->first;
            const SolverRun run = run_solver(*board, options, UINT64_MAX, false);
            REQUIRE(run.finished);
            CHECK_FALSE(tree.truncated());
            CHECK(tree.exhausted());
            // One node per value the search placed (forced ones included), one per solution.
            CHECK(tree.edge_count() == run.counters.placements);
            CHECK(tree.solutions() == run.counters.solutions);
            CHECK(tree.subtree_solutions(SearchTree::root()) == run.counters.solutions);
            CHECK(tree.subtree_size(SearchTree::root()) == tree.size());
        }
    }
}
