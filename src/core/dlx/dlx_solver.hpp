// Counting and solving by Algorithm X on dancing links: the instant counterpart of the
// stepwise DlxSearch, for sudoku-cli solve|count|bench --algo dlx and the agreement tests.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

#include "core/base/result.hpp"
#include "core/dlx/column_rule.hpp"
#include "core/grid/board.hpp"

namespace sudoku::core {

struct DlxOptions {
    ColumnRule rule = ColumnRule::Fewest;
    std::uint64_t solution_limit = 1;           // stop after this many solutions (>= 1)
    std::uint64_t max_nodes = 0;                // stop after this many chosen rows (0 = no limit)
    const std::atomic<bool>* cancel = nullptr;  // stop when it turns true (a deadline)
};

struct DlxResult {
    std::uint64_t solutions = 0;  // found, up to the limit
    std::optional<Board> first;   // the first solution found
    std::uint64_t nodes = 0;      // rows chosen by the search (givens not counted)
    std::uint64_t updates = 0;    // link updates (Knuth's cost measure)
    int max_depth = 0;            // most rows chosen at once beyond the givens
    bool stopped = false;         // max_nodes or cancel ended it before it was complete
};

// Fails when the board's digits are out of range or its givens break a rule.
[[nodiscard]] Result<DlxResult> dlx_solve(const Board& puzzle, const DlxOptions& options = {});

}  // namespace sudoku::core
