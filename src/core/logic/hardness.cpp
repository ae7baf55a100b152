#include "core/logic/hardness.hpp"

#include <algorithm>
#include <tuple>
#include <utility>
#include <vector>

#include "core/logic/logic_solver.hpp"

namespace sudoku::core {

namespace {

auto rank(const Hardness& h) {
    // Larger is harder in every field of the tuple.
    return std::make_tuple(h.stuck, -static_cast<long long>(h.fewest_breaking),
                           h.assumption_positions);
}

// Every candidate whose assumption breaks the grid through singles. Singles are monotone:
// from a grid with fewer candidates they reach at least as far, so when assuming (c, d) ends
// without a contradiction, every placement it made is itself an assumption that cannot break
// the grid (its singles stay inside that end state). Those are not tried again: on 10x10 and
// larger boards most assumptions place dozens of cells, and this was most of a walk's time.
std::vector<std::pair<Cell, Digit>> breaking_assumptions(const CandidateGrid& grid) {
    std::vector<std::pair<Cell, Digit>> out;
    std::vector<Mask> holds(static_cast<std::size_t>(grid.cell_count()), 0);  // known not to break
    CandidateGrid scratch = grid;
    for (int i = 0; i < grid.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (!grid.is_empty(c)) continue;
        for (Mask ds = grid.candidates(c) & ~holds[i]; ds; ds &= ds - 1) {
            const Digit d = mask_first(ds);
            scratch = grid;
            scratch.place(c, d);
            if (propagate_singles(scratch)) {
                out.emplace_back(c, d);
                continue;
            }
            for (int j = i + 1; j < grid.cell_count(); ++j)
                if (grid.is_empty(static_cast<Cell>(j)))
                    holds[j] |= digit_bit(scratch.value(static_cast<Cell>(j)));
        }
    }
    return out;
}

}  // namespace

bool Hardness::at_least(const Hardness& other) const {
    return rank(*this) >= rank(other);
}

bool Hardness::harder_than(const Hardness& other) const {
    return rank(*this) > rank(other);
}

Hardness measure_hardness(const Board& puzzle) {
    CandidateGrid grid(puzzle);
    LogicSolveOptions below_assumptions;
    below_assumptions.record_steps = false;
    below_assumptions.techniques = kAllTechniques & ~technique_bit(Technique::ForcingChain) &
                                   ~technique_bit(Technique::Nishio);
    Hardness h;
    // Every round removes a candidate or fills a cell, so the loop ends.
    // A contradiction, once there, stays (a cell without candidates, a unit without a place
    // for a digit, a digit twice), so it is looked for only where the loop would stop or
    // assume: looking after every step took a fifth of a 10x10 walk.
    if (grid.find_contradiction()) return Hardness{};
    while (true) {
        if (grid.is_solved()) return grid.find_contradiction() ? Hardness{} : h;
        if (auto step = next_step(grid, below_assumptions)) {
            apply_step(grid, *step);
            continue;
        }
        if (grid.find_contradiction()) return Hardness{};
        ++h.assumption_positions;
        const auto breaking = breaking_assumptions(grid);
        if (breaking.empty()) {
            auto chain = find_forcing_chain(grid);
            if (!chain) {
                h.stuck = true;
                return h;
            }
            h.fewest_breaking = 0;
            apply_step(grid, *chain);
            continue;
        }
        h.fewest_breaking = std::min(h.fewest_breaking, static_cast<int>(breaking.size()));
        for (const auto& [c, d] : breaking)
            grid.eliminate(c, d);
    }
}

}  // namespace sudoku::core
