#include "core/hint_ladder.hpp"

#include <algorithm>

#include "core/logic_solver.hpp"

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

// The first placement the steps lead to, in the player's position.
Cell placement_target(const Game& game, const LogicStep& first) {
    if (!first.placements.empty()) return first.placements.front().first;
    const std::vector<LogicStep> steps = steps_to_next_placement(game.board());
    if (!steps.empty() && !steps.back().placements.empty())
        return steps.back().placements.front().first;
    return kNoCell;
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
    } else if (auto step = next_hint(game.board())) {
        plan.kind = HintKind::Logic;
        plan.target = placement_target(game, *step);
        plan.focus = focus_of(game.layout(), *step);
        plan.pattern = pattern_of(*step);
        plan.step = std::move(step);
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
