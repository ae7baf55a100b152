#include "core/generate/killer_logic_build.hpp"

#include <algorithm>

#include "core/base/check_point.hpp"
#include "core/logic/logic_solver.hpp"

namespace sudoku::core {

namespace {

LayoutPtr layout_with(const Board& solution, const std::vector<Cage>& cages) {
    LayoutSpec spec = solution.layout().spec();
    spec.cages = cages;
    auto made = Layout::create(std::move(spec));
    return made ? std::move(made).value() : nullptr;
}

// Steps until solved or stuck; the hardest technique used is kept in `hardest`.
void run_steps(CandidateGrid& grid, const LogicSolveOptions& logic,
               std::optional<Technique>& hardest) {
    while (!grid.is_solved()) {
        auto step = next_step(grid, logic);
        if (!step) return;
        apply_step(grid, *step);
        if (!hardest || technique_rank(*hardest) < technique_rank(step->technique))
            hardest = step->technique;
    }
}

class Build {
  public:
    Build(const Board& solution, const KillerWalkOptions& options, Random& rng)
        : m_solution(solution), m_options(options), m_rng(rng) {
        m_logic.techniques = techniques_of_grade(options.target);
        m_logic.record_steps = false;
    }

    KillerWalk run(std::vector<Cage> cages) {
        m_cages = std::move(cages);
        m_digits.assign(static_cast<std::size_t>(m_solution.cell_count()), kEmpty);
        LayoutPtr layout = layout_with(m_solution, m_cages);
        if (!layout) return finish(std::nullopt);
        CandidateGrid grid(Board(layout, m_digits));
        for (;;) {
            if (stop_requested(m_options.cancel)) return finish(std::nullopt);
            std::optional<Technique> hardest;
            run_steps(grid, m_logic, hardest);
            if (grid.find_contradiction()) return finish(std::nullopt);  // never expected
            if (grid.is_solved()) {
                // The grade is that of a solve from nothing (the one the grader makes).
                CandidateGrid fresh(Board(layout_with(m_solution, m_cages), m_digits));
                std::optional<Technique> fresh_hardest;
                run_steps(fresh, m_logic, fresh_hardest);
                if (m_options.on_check) m_options.on_check();
                if (fresh.is_solved())
                    return finish(fresh_hardest ? technique_grade(*fresh_hardest) : Grade::Easy);
                // Stuck from nothing: a cut dropped a constraint, or a technique that needs
                // open cells (the rule of 45 on innies) found a given where it had worked
                // before. Go on from there.
                grid = std::move(fresh);
                continue;
            }
            if (!ease(grid)) return finish(std::nullopt);
        }
    }

  private:
    // One move at a random open cell of the stuck position: its digit given, or its cage cut
    // in two (the grid then takes the new cages, keeping its pencil marks).
    bool ease(CandidateGrid& grid) {
        std::vector<Cell> open;
        for (int c = 0; c < grid.cell_count(); ++c)
            if (grid.is_empty(static_cast<Cell>(c))) open.push_back(static_cast<Cell>(c));
        m_rng.shuffle(std::span<Cell>(open));
        for (Cell c : open) {
            if (m_options.givens) {
                m_digits[c] = m_solution.at(c);
                grid.place(c, m_solution.at(c));
                return true;
            }
            const int k = grid.layout().cage_of(c);
            if (k < 0) continue;
            if (!halve_cage_at(m_cages, c, m_solution)) continue;
            LayoutPtr layout = layout_with(m_solution, m_cages);
            if (!layout) return false;
            CandidateGrid next(Board(layout, grid.to_board().cells()));
            for (int p = 0; p < grid.cell_count(); ++p)
                if (next.is_empty(static_cast<Cell>(p)))
                    next.set_candidates(static_cast<Cell>(p),
                                        next.candidates(static_cast<Cell>(p)) &
                                            grid.candidates(static_cast<Cell>(p)));
            grid = std::move(next);
            return true;
        }
        return false;
    }

    KillerWalk finish(std::optional<Grade> grade) {
        return {std::move(m_cages), std::move(m_digits), grade, 0};
    }

    const Board& m_solution;
    const KillerWalkOptions& m_options;
    Random& m_rng;
    LogicSolveOptions m_logic;
    std::vector<Cage> m_cages;
    std::vector<Digit> m_digits;
};

}  // namespace

KillerWalk build_by_logic(const Board& solution, std::vector<Cage> cages,
                          const KillerWalkOptions& options, Random& rng) {
    return Build(solution, options, rng).run(std::move(cages));
}

}  // namespace sudoku::core
