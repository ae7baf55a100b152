// Test helpers for the logical solver: puzzle parsing, an independent brute-force solver (the
// oracle every step is checked against) and step/solution checks.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/logic_solver.hpp"
#include "core/puzzle_line.hpp"

namespace logic_test {

using namespace sudoku::core;

inline Board board_of(std::string_view line) {
    auto parsed = parse_puzzle_line(line);
    REQUIRE_MESSAGE(parsed.ok(), (parsed.ok() ? std::string() : parsed.message()));
    return std::move(parsed).value();
}

inline std::vector<std::string> read_puzzles(const std::string& file) {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/" + file);
    REQUIRE_MESSAGE(in.good(), "cannot open " << file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        if (!is_skippable_line(line)) out.push_back(line);
    return out;
}

// Plain depth-first search on unit masks with the most-constrained cell: independent of the
// candidate grid and the techniques. Counts solutions up to `limit`, keeps the first.
class BruteForce {
  public:
    explicit BruteForce(const Board& puzzle)
        : m_board(puzzle), m_used(puzzle.layout().units().size(), 0) {
        const Layout& layout = puzzle.layout();
        for (int c = 0; c < puzzle.cell_count(); ++c) {
            const Digit d = puzzle.at(static_cast<Cell>(c));
            if (d == kEmpty) continue;
            for (int u : layout.units_of(static_cast<Cell>(c))) {
                if (m_used[u] & digit_bit(d)) m_broken = true;
                m_used[u] |= digit_bit(d);
            }
        }
    }
    int count(int limit) {
        m_limit = limit;
        if (!m_broken) search();
        return m_found;
    }
    [[nodiscard]] const std::optional<Board>& first() const { return m_first; }

  private:
    Mask candidates(Cell c) const {
        Mask used = 0;
        for (int u : m_board.layout().units_of(c))
            used |= m_used[u];
        return m_board.layout().all_digits() & ~used;
    }
    void search() {
        Cell best = kNoCell;
        int best_count = 99;
        for (int i = 0; i < m_board.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (m_board.at(c) != kEmpty) continue;
            const int k = mask_count(candidates(c));
            if (k < best_count) {
                best = c;
                best_count = k;
                if (k <= 1) break;
            }
        }
        if (best == kNoCell) {
            if (++m_found == 1) m_first = m_board;
            return;
        }
        for (Mask m = candidates(best); m && m_found < m_limit; m &= m - 1) {
            const Digit d = mask_first(m);
            m_board.set(best, d);
            for (int u : m_board.layout().units_of(best))
                m_used[u] |= digit_bit(d);
            search();
            for (int u : m_board.layout().units_of(best))
                m_used[u] &= ~digit_bit(d);
            m_board.set(best, kEmpty);
        }
    }

    Board m_board;
    std::vector<Mask> m_used;
    bool m_broken = false;
    int m_limit = 1;
    int m_found = 0;
    std::optional<Board> m_first;
};

// The unique solution (REQUIREs uniqueness).
inline Board unique_solution(const Board& puzzle) {
    BruteForce search(puzzle);
    REQUIRE(search.count(2) == 1);
    return *search.first();
}

// A step is sound when every placement is the solution's digit and no elimination strikes it.
inline void check_step(const LogicStep& step, const Board& solution) {
    INFO(step.explanation);
    CHECK_FALSE(step.explanation.empty());
    CHECK((!step.placements.empty() || !step.eliminations.empty()));
    for (const auto& [c, d] : step.placements)
        CHECK(solution.at(c) == d);
    for (const auto& [c, d] : step.eliminations)
        CHECK(solution.at(c) != d);
}

// Solves logically step by step, checking every step against the solution; returns the result.
inline LogicSolveResult checked_solve(const Board& puzzle, const Board& solution,
                                      const LogicSolveOptions& options = {}) {
    LogicSolveResult result = solve_logically(puzzle, options);
    for (const LogicStep& step : result.steps)
        check_step(step, solution);
    CHECK(result.status != LogicStatus::Contradiction);
    CHECK(result.board.agrees_with(solution));
    return result;
}

}  // namespace logic_test
