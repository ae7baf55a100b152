#include "core/logic/hint_ladder.hpp"

#include <algorithm>

#include "core/logic/logic_solver.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

void add_unique(std::vector<Cell>& cells, Cell c) {
    if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
}

// Level 1 points at the step's units (a whole box for a hidden single) or its cells.
std::vector<Cell> focus_of(const Layout& layout, const LogicStep& step) {
    std::vector<Cell> out;
    for (int u : step.units)
        for (Cell c : layout.units()[static_cast<std::size_t>(u)].cells)
            add_unique(out, c);
    if (out.empty())
        for (Cell c : step.cells)
            add_unique(out, c);
    return out;
}

std::vector<Cell> pattern_of(const LogicStep& step) {
    std::vector<Cell> out = step.cells;
    for (const auto& [c, d] : step.placements)
        add_unique(out, c);
    for (const auto& [c, d] : step.eliminations)
        add_unique(out, c);
    return out;
}

// A step the hint can explain, and the cell its own effect forces. The solver's next step is not
// enough: an elimination (a pointing pair) often leads to a fill only with more steps after it,
// and a hint that explains one technique but fills what another one proves is a lie. So each
// technique, easiest first, is tried on the position itself; a step qualifies when it places
// a digit, or when its eliminations alone leave a single (there was none before: singles are
// tried first, so the single is the step's consequence).
struct ExplainedFill {
    LogicStep step;
    Cell target = kNoCell;
    std::optional<LogicStep> follow;  // the single the eliminations leave
};

std::optional<ExplainedFill> explained_fill(const Board& board) {
    const CandidateGrid grid(board);
    if (grid.is_solved() || grid.find_contradiction()) return std::nullopt;
    for (int r = 0; r < kTechniqueCount; ++r) {
        auto step = find_step(grid, technique_by_rank(r));
        if (!step) continue;
        if (!step->placements.empty()) {
            const Cell target = step->placements.front().first;
            return ExplainedFill{std::move(*step), target, std::nullopt};
        }
        CandidateGrid after = grid;
        for (const auto& [c, d] : step->eliminations)
            after.eliminate(c, d);
        auto single = find_naked_single(after);
        if (!single) single = find_hidden_single(after);
        if (single && !single->placements.empty()) {
            const Cell target = single->placements.front().first;
            return ExplainedFill{std::move(*step), target, std::move(single)};
        }
    }
    return std::nullopt;
}

}  // namespace

HintPlan plan_hint(const Game& game) {
    HintPlan plan;
    if (const auto wrong = game.wrong_cells(); !wrong.empty()) {
        plan.kind = HintKind::WrongDigit;
        plan.target = wrong.front();
        plan.focus = {plan.target};
        plan.pattern = wrong;
    } else if (game.is_complete()) {
        return plan;
    } else if (auto found = explained_fill(game.board())) {
        plan.kind = HintKind::Logic;
        plan.target = found->target;
        plan.focus = focus_of(game.layout(), found->step);
        plan.pattern = pattern_of(found->step);
        plan.step = std::move(found->step);
        plan.follow = std::move(found->follow);
    }
    if (plan.target == kNoCell) {
        plan.target = game.suggest_hint_cell();
        if (plan.target == kNoCell) return HintPlan{};
        if (plan.kind != HintKind::Logic) {
            plan.kind = HintKind::NoLogic;
            plan.focus = {plan.target};
            plan.pattern = {plan.target};
        }
    }
    plan.digit = game.solution().at(plan.target);
    return plan;
}

bool HintLadder::is_current(const Game& game) const {
    return m_position && *m_position == game.position();
}

int HintLadder::press(const Game& game) {
    if (m_level == 0 || m_level >= 3 || !is_current(game)) {
        m_plan = plan_hint(game);
        m_position = game.position();
        m_level = 0;
    }
    if (m_plan.kind == HintKind::Complete) return m_level = 1;
    return ++m_level;
}

int HintLadder::level(const Game& game) const {
    if (m_level == 0 || !is_current(game)) return 0;
    return m_level;
}

}  // namespace sudoku::core
