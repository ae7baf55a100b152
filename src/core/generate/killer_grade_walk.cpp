#include "core/generate/killer_grade_walk.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/base/check_point.hpp"
#include "core/logic/logic_solver.hpp"

namespace sudoku::core {

TechniqueSet techniques_of_grade(Grade limit) {
    TechniqueSet set = 0;
    for (int t = 0; t < kTechniqueCount; ++t)
        if (technique_grade(static_cast<Technique>(t)) <= limit)
            set |= technique_bit(static_cast<Technique>(t));
    return set;
}

namespace {

LogicSolveResult solve_within(const Board& puzzle, Grade limit) {
    LogicSolveOptions logic;
    logic.techniques = techniques_of_grade(limit);
    logic.record_steps = false;
    return solve_logically(puzzle, logic);
}

bool side_by_side(Cell a, Cell b, int n) {
    return std::abs(a / n - b / n) + std::abs(a % n - b % n) == 1;
}

// Cuts `cells` (of one cage) into connected parts, each with the solution's sum.
void add_connected_parts(std::vector<Cell> cells, const Board& solution, std::vector<Cage>& out) {
    const int n = solution.size();
    while (!cells.empty()) {
        Cage part{0, {cells.back()}};
        cells.pop_back();
        for (std::size_t i = 0; i < part.cells.size(); ++i)
            for (auto it = cells.begin(); it != cells.end();)
                if (side_by_side(*it, part.cells[i], n)) {
                    part.cells.push_back(*it);
                    it = cells.erase(it);
                } else {
                    ++it;
                }
        for (Cell c : part.cells)
            part.sum += solution.at(c);
        out.push_back(std::move(part));
    }
}

}  // namespace

bool halve_cage_at(std::vector<Cage>& cages, Cell cell, const Board& solution) {
    const int n = solution.size();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        const std::vector<Cell> cells = cages[k].cells;
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) continue;
        if (cells.size() < 2) return false;
        const std::size_t half = cells.size() / 2;
        std::vector<Cell> part{cell};
        for (std::size_t i = 0; i < part.size() && part.size() < half; ++i)
            for (Cell c : cells)
                if (part.size() < half && std::find(part.begin(), part.end(), c) == part.end() &&
                    side_by_side(c, part[i], n))
                    part.push_back(c);
        std::vector<Cell> rest;
        for (Cell c : cells)
            if (std::find(part.begin(), part.end(), c) == part.end()) rest.push_back(c);
        cages.erase(cages.begin() + static_cast<std::ptrdiff_t>(k));
        add_connected_parts(std::move(part), solution, cages);
        add_connected_parts(std::move(rest), solution, cages);
        return true;
    }
    return false;
}

namespace {

struct State {
    std::vector<Cage> cages;
    std::vector<Digit> digits;
};

class Walk {
  public:
    Walk(const Board& solution, const KillerWalkOptions& options, Random& rng)
        : m_solution(solution), m_options(options), m_rng(rng) {}

    // The state's grade when solved within the target's techniques; else the position where
    // the solver got stuck.
    std::optional<Grade> solve(const State& s, Board* stuck) {
        ++m_solves;
        LayoutSpec spec = m_solution.layout().spec();
        spec.cages = s.cages;
        auto layout = Layout::create(std::move(spec));
        if (!layout) return std::nullopt;
        const LogicSolveResult r = solve_within(Board(*layout, s.digits), m_options.target);
        if (m_options.on_check) m_options.on_check();
        if (r.status == LogicStatus::Solved) return grade_of(r);
        if (stuck) *stuck = r.board;
        return std::nullopt;
    }

    // One easing move at `cell`; false when there is none there.
    bool move(State& s, Cell cell) const {
        if (m_options.givens) {
            s.digits[cell] = m_solution.at(cell);
            return true;
        }
        return halve_cage_at(s.cages, cell, m_solution);
    }

    KillerWalk run(State s) {
        Board stuck = m_solution;
        std::optional<Grade> grade = solve(s, &stuck);
        while (!grade) {
            if (stop_requested(m_options.cancel)) return finish(std::move(s), std::nullopt);
            std::vector<Cell> open;
            for (int c = 0; c < stuck.cell_count(); ++c)
                if (stuck.at(static_cast<Cell>(c)) == kEmpty) open.push_back(static_cast<Cell>(c));
            m_rng.shuffle(std::span<Cell>(open));
            std::optional<State> stays;  // the first move that leaves the solver stuck
            std::optional<State> easier;
            std::optional<Grade> easier_grade;
            Board next_stuck = stuck;
            int tried = 0;
            for (Cell c : open) {
                if (tried == m_options.probes) break;
                State t = s;
                if (!move(t, c)) continue;
                ++tried;
                Board here = stuck;
                const std::optional<Grade> g = solve(t, &here);
                if (g == m_options.target) return finish(std::move(t), g);
                if (!g && !stays) {
                    stays = std::move(t);
                    next_stuck = here;
                } else if (g && (!easier_grade || *g > *easier_grade)) {
                    easier = std::move(t);
                    easier_grade = g;
                }
            }
            if (stays) {
                s = std::move(*stays);
                stuck = next_stuck;
            } else {
                // Every move tried makes it easier than asked (or none is left): the closest.
                return finish(easier ? std::move(*easier) : std::move(s), easier_grade);
            }
        }
        return finish(std::move(s), grade);
    }

  private:
    KillerWalk finish(State s, std::optional<Grade> grade) const {
        return {std::move(s.cages), std::move(s.digits), grade, m_solves};
    }

    const Board& m_solution;
    const KillerWalkOptions& m_options;
    Random& m_rng;
    int m_solves = 0;
};

}  // namespace

std::optional<Grade> grade_up_to(const Board& puzzle, Grade limit) {
    const LogicSolveResult r = solve_within(puzzle, limit);
    if (r.status != LogicStatus::Solved) return std::nullopt;
    return grade_of(r);
}

KillerWalk walk_to_grade(const Board& solution, std::vector<Cage> cages,
                         const KillerWalkOptions& options, Random& rng) {
    State start{std::move(cages),
                std::vector<Digit>(static_cast<std::size_t>(solution.cell_count()), kEmpty)};
    return Walk(solution, options, rng).run(std::move(start));
}

}  // namespace sudoku::core
